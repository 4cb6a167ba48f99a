//  ScriptBundle.swift — glimpseTests (Glimpse)
//  A widget bundle written as a small Python script that answers from JSON files, so a test knows
//  every byte its widget draws (Docs/ExtensionProtocol.md).

import Foundation
import GlimpseArchive

enum ScriptBundle {
    /// Writes the bundle `name` into `folder` and returns its path. It answers `describe` with
    /// `describe`; a snapshot or timeline request with one entry dated a minute ago holding
    /// `archives[family]` (at the size asked for) for each environment asked for; and a perform
    /// with `performError`'s failure, or an empty success without one. A timeline request for a
    /// kind in `crashingTimelines` makes it print "boom" on stderr and exit with status 11. With
    /// `spikeMB`, a timeline request holds that many MB of dirty memory for half a second and frees
    /// them before it answers.
    /// The bundle `Spiky`: one empty small widget whose timeline requests hold `megabytes` MB of
    /// dirty memory for half a second and free them before answering (a host kills it).
    static func spiky(megabytes: Int = 40, in folder: URL) throws -> String {
        let canvas = Rect(x: 0, y: 0, width: 158, height: 158)
        let archive = WidgetArchive(size: canvas.size, content: .group(GroupItem(frame: canvas, children: [])))
        let widget = WidgetDescription(
            kind: "Spiky", displayName: "Spiky", description: "", supportedFamilies: ["systemSmall"])
        return try write(
            "Spiky", describe: BundleDescription(bundle: "Spiky", widgets: [widget]),
            archives: ["systemSmall": archive], spikeMB: megabytes, in: folder)
    }

    static func write(
        _ name: String, describe: BundleDescription, archives: [String: WidgetArchive], performError: String? = nil,
        crashingTimelines: [String] = [], spikeMB: Int = 0, in folder: URL
    ) throws -> String {
        try ArchiveCoding.encoder().encode(ExtensionResponse(id: 0, describe: describe))
            .write(to: folder.appendingPathComponent("describe.json"))
        for (family, archive) in archives {
            try ArchiveCoding.encoder().encode(archive).write(to: folder.appendingPathComponent("\(family).json"))
        }
        let perform =
            performError.map { #"{"error": {"code": "providerFailed", "message": \#(jsonString($0))}}"# }
            ?? #"{"performed": {"type": request["intent"]["type"]}}"#
        let file = folder.appendingPathComponent(name)
        try Data(
            """
            #!/usr/bin/env python3
            import json, sys, time
            folder = '\(folder.path)'
            def load(name):
                with open(f"{folder}/{name}.json") as f: return json.load(f)
            for line in sys.stdin:
                request = json.loads(line)
                if request["method"] == "describe":
                    answer = load("describe")
                elif request["method"] == "timeline" and request.get("kind") in \(crashingTimelines):
                    sys.stderr.write("boom\\n")
                    sys.exit(11)
                elif request["method"] == "perform":
                    answer = \(perform)
                else:
                    if request["method"] == "timeline" and \(spikeMB) > 0:
                        spike = b"a" * (\(spikeMB) << 20)
                        time.sleep(0.5)
                        del spike
                    envs = request.get("environments") or [{}]
                    size = request.get("displaySize")
                    archive = load(request["family"])
                    archives = [dict(archive, variant=env.get("variant"), size=size or archive["size"]) for env in envs]
                    answer = {"entries": [{"date": time.time() - 60, "archives": archives}], "policy": {"never": {}}}
                answer["id"] = request["id"]
                sys.stdout.write(json.dumps(answer) + "\\n")
                sys.stdout.flush()

            """.utf8
        ).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    /// `text` as a JSON (and Python) string literal.
    private static func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
