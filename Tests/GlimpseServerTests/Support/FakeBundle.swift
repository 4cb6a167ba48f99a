//  FakeBundle.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md — a widget bundle written as a small Python script, so the
//  server tests know every byte the widget draws: a privacy-sensitive text ("SECRET-4242"), a
//  live timer, a widgetURL and a Link region, in every family the places hold; its first entry's
//  relevance is the configuration's "relevance" (0.5 without one).

import Foundation

enum FakeBundle {
    /// The text the bundle marks `privacySensitive`.
    static let secret = "SECRET-4242"

    /// Writes the bundle `Secrets` into `folder` and returns its path.
    static func write(into folder: URL) throws -> String {
        let path = folder.appendingPathComponent("Secrets").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private static let script = #"""
        #!/usr/bin/env python3
        # Secrets — a fake widget bundle for GlimpseServerTests (extension protocol v1).
        import json, sys, time

        FAMILIES = ["systemSmall", "systemMedium", "accessoryCircular", "accessoryRectangular", "accessoryInline",
                    "accessoryCorner"]

        def font(size):
            return {"family": "Inter", "italic": False, "monospacedDigit": False, "size": size, "weight": 600}

        def run(text, x, width, size, live=None):
            r = {"font": font(size), "paint": {"color": [1, 1, 1, 1]}, "text": text, "width": width, "x": x}
            if live:
                r["live"] = live
                r["liveAlignment"] = 0
            return r

        def archive(size, env, now):
            w, h = size
            secret = {"text": {"frame": [4, 4, w - 8, 16], "lineHeight": 16, "tags": {"privacySensitive": True},
                               "lines": [{"baseline": 16, "runs": [run("SECRET-4242", 4, 60, 12)]}]}}
            timer = {"text": {"frame": [4, 22, w - 8, 16], "lineHeight": 16,
                              "lines": [{"baseline": 34, "runs": [run("0:00", 4, 40, 12,
                                         {"date": now - 5, "style": "timer", "timeZone": "Etc/UTC", "locale": "en_US"})]}]}}
            dot = {"shape": {"frame": [0, 0, 10, 10], "path": "M 0 0 L 10 0 L 10 10 L 0 10 Z",
                             "fill": {"color": [1, 0.3, 0.2, 1]}}}
            return {
                "formatVersion": 1, "size": [w, h], "colorScheme": env.get("colorScheme", "light"),
                "displayScale": env.get("displayScale", 3), "images": {},
                "background": {"shape": {"frame": [0, 0, w, h], "path": f"M 0 0 L {w} 0 L {w} {h} L 0 {h} Z",
                                         "fill": {"color": [0.1, 0.2, 0.5, 1]}}},
                "content": {"group": {"frame": [0, 0, w, h], "children": [dot, secret, timer]}},
                "widgetURL": "fake://secrets/home",
                "hitRegions": [{"frame": [0, 0, 10, 10], "url": "fake://secrets/dot"},
                               {"frame": [w - 20, h - 20, 20, 20], "intent": {
                                   "type": "Secrets.RevealIntent", "title": "Reveal", "parameters": {"code": 4242}}}],
            }

        def entries(request, count):
            size = request.get("displaySize") or [158, 158]
            envs = request.get("environments") or [{"colorScheme": "light", "displayScale": 3}]
            now = time.time()
            # The first entry's relevance: the configuration's "relevance", else 0.5.
            score = json.loads(request.get("configuration") or "{}").get("relevance", 0.5)
            return [{"date": now + 3600 * i, "archives": [archive(size, env, now) for env in envs],
                     **({"relevance": {"score": score, "duration": 0}} if i == 0 else {})} for i in range(count)]

        out = sys.stdout
        for line in sys.stdin:
            request = json.loads(line)
            method, answer = request["method"], {"id": request["id"]}
            if method == "describe":
                answer["describe"] = {"protocolVersion": 1, "bundle": "Secrets", "widgets": [
                    {"kind": "Secret", "displayName": "Secret Agent", "description": "Shows a code only you may see.",
                     "supportedFamilies": FAMILIES, "contentMarginsDisabled": False, "containerBackgroundRemovable": True}]}
            elif request.get("kind") != "Secret":
                answer["error"] = {"code": "unknownKind", "message": "no kind " + str(request.get("kind"))}
            elif method == "timeline":
                answer["entries"] = entries(request, 3)
                answer["policy"] = {"never": {}}
            else:
                answer["entries"] = entries(request, 1)
            out.write(json.dumps(answer) + "\n")
            out.flush()
        """#
}
