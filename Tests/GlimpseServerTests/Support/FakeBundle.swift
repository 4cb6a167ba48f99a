//  FakeBundle.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md — a widget bundle written as a small Python script, so the
//  server tests know every byte the widget draws: a privacy-sensitive text ("SECRET-4242"), a
//  live timer, a widgetURL and a Link region, in every family the places hold; its first entry's
//  relevance is the configuration's "relevance" (0.5 without one); and controls (issue 12): `Lamp`,
//  a privacy-sensitive toggle; `Jammed`, whose intent throws; `Stuck`, whose `currentValue()` fails
//  after its first answer; `Door`, a button whose intent opens the app; `Dial`, configurable and
//  prompting (its channel an entity with two suggestions; its title is the chosen channel's);
//  `Radio`, configurable, whose entity query throws. The widget is configurable too (`parameters`
//  lists its "relevance"). A Live Activity, `Secrets.MissionAttributes`, whose content state is
//  `{"minutesLeft": Int}` (its preview: agent 007, 12 minutes): blue, grey when stale.

import Foundation

enum FakeBundle {
    /// The text the bundle marks `privacySensitive`.
    static let secret = "SECRET-4242"

    /// The message of the provider's failure when the bundle is written `failing`.
    static let failure = "the agency's server is down"

    /// Writes the bundle `Secrets` into `folder` and returns its path; `failing`, every snapshot
    /// and timeline request of its widget answers a provider failure (`FakeBundle.failure`).
    static func write(into folder: URL, failing: Bool = false) throws -> String {
        let path = folder.appendingPathComponent("Secrets").path
        let script = failing ? script.replacingOccurrences(of: "FAILING = False", with: "FAILING = True") : script
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private static let script = #"""
        #!/usr/bin/env python3
        # Secrets — a fake widget bundle for GlimpseServerTests (extension protocol v1).
        import json, sys, time

        FAILING = False
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

        CONTROLS = {"Lamp": "toggle", "Jammed": "toggle", "Stuck": "toggle", "Door": "button", "Dial": "toggle",
                    "Radio": "button"}
        CHANNELS = {"one": "Channel One", "two": "Channel Two"}

        def parameters(request):
            kind, stored = request["kind"], json.loads(request.get("configuration") or "{}")
            if kind == "Radio":
                return None, {"code": "queryFailed",
                              "message": "SelectStation: parameter 'station': StationQuery.suggestedEntities() threw offline"}
            if kind == "Secret":
                return {"kind": kind, "intent": "Secrets.AgentIntent", "title": "Agent", "warnings": [], "parameters": [
                    {"name": "relevance", "title": "Relevance", "type": "Double", "kind": "number", "isOptional": False,
                     "isArray": False, "value": stored.get("relevance", 0.5), "defaultValue": 0.5}]}, None
            if kind != "Dial":
                return None, {"code": "badRequest", "message": "control '" + kind + "' has no options to choose"}
            warnings, channel = [], stored.get("channel", "one")
            if channel not in CHANNELS:
                warnings.append('SelectChannel: parameter \'channel\': no Channel has identifier "' + channel + '"; using its default')
                channel = "one"
            return {"kind": kind, "intent": "Secrets.SelectChannel", "title": "Select Channel", "warnings": warnings,
                    "parameters": [{"name": "channel", "title": "Channel", "type": "Channel", "kind": "entity",
                                    "isOptional": False, "isArray": False, "value": channel, "defaultValue": "one",
                                    "options": [{"value": k, "title": t} for k, t in CHANNELS.items()]}]}, None
        lamp = {"on": False, "asked": {}}
        SIZES = {"controlCenterSmall": [72, 72], "controlCenterMedium": [160, 72], "controlCenterLarge": [160, 160],
                 "lockScreen": [50, 50], "actionButton": [240, 56]}

        def control(request):
            kind = request["kind"]
            lamp["asked"][kind] = lamp["asked"].get(kind, 0) + 1
            if kind == "Stuck" and lamp["asked"][kind] > 1:
                return None, {"code": "providerFailed", "message": "currentValue() of Stuck threw: sensor offline"}
            on = lamp["on"] if kind == "Lamp" else False
            env = (request.get("environments") or [{"colorScheme": "dark", "displayScale": 3}])[0]
            places = request.get("controlPlaces") or list(SIZES)
            archives = []
            for place in places:
                for state in ["off", "on", "performing", "locked", "disabled"]:
                    w, h = SIZES[place]
                    lit = (state == "on") or (state == "performing" and not on)
                    colour = [1, 0.8, 0.2, 1] if lit else [0.3, 0.3, 0.32, 1]
                    archives.append({"place": place, "state": state, "archive": {
                        "formatVersion": 1, "size": [w, h], "colorScheme": "dark",
                        "displayScale": env.get("displayScale", 3), "images": {}, "hitRegions": [],
                        "content": {"shape": {"frame": [0, 0, w, h],
                                              "path": f"M 0 0 L {w} 0 L {w} {h} L 0 {h} Z", "fill": {"color": colour}}}}})
            if CONTROLS[kind] == "toggle":
                action = {"type": "Secrets.LampIntent" if kind != "Jammed" else "Secrets.JamIntent",
                          "title": kind, "parameters": {"value": not on}}
                value = "On" if on else "Off"
            else:
                action = {"type": "Secrets.OpenDoorIntent", "title": "Open Door", "parameters": {}}
                value = None
            title = CHANNELS.get(json.loads(request.get("configuration") or "{}").get("channel"), kind)
            return {"kind": kind, "template": CONTROLS[kind], "isOn": on, "title": title, "valueText": value,
                    "actionHint": "Hold to Turn " + ("Off" if on else "On") + " '" + kind + "'",
                    "privacySensitive": kind == "Lamp", "disabled": False, "opensApp": kind == "Door",
                    "action": action, "archives": archives}, None

        ACTIVITY_SIZES = {"content": (371, 84), "dynamicIsland.compact": (393, 58.67),
                          "dynamicIsland.minimal": (393, 58.67), "dynamicIsland.expanded": (393, 106)}

        def activity(request):
            asked = request["activity"]
            if asked["attributesType"] != "Secrets.MissionAttributes":
                return None, {"code": "unknownKind", "message": "bundle 'Secrets' has no Live Activity for attributes '"
                              + asked["attributesType"] + "' (its Live Activities: Secrets.MissionAttributes)"}
            attributes = asked.get("attributes") or '{"agent":"007"}'
            state = asked.get("state") or '{"minutesLeft":12}'
            try:
                left = json.loads(state)["minutesLeft"]
                assert isinstance(left, int)
            except Exception:
                return None, {"code": "badRequest", "message": "Live Activity Secrets.MissionAttributes: the content "
                              "state does not decode as MissionAttributes.ContentState: minutesLeft: expected Int"}
            colour = [0.5, 0.5, 0.5, 1] if asked.get("isStale") else [0.1, 0.5, 1, 1]
            archives = []
            for env in request.get("environments") or [{}]:
                for kind in asked.get("presentations") or list(ACTIVITY_SIZES):
                    w, h = ACTIVITY_SIZES[kind]
                    archives.append({"presentation": kind, "archive": {
                        "formatVersion": 1, "size": [w, h], "colorScheme": env.get("colorScheme", "light"),
                        "displayScale": 3, "images": {}, "hitRegions": [],
                        "content": {"shape": {"frame": [0, 0, w, h],
                                              "path": f"M 0 0 L {w} 0 L {w} {h} L 0 {h} Z", "fill": {"color": colour}}}}})
            given = asked.get("attributes") is not None and asked.get("state") is not None
            return {"attributesType": asked["attributesType"], "source": "given" if given else "preview Mission",
                    "attributes": attributes, "state": state, "archives": archives}, None

        def perform(request):
            intent = request["intent"]
            if intent["type"] == "Secrets.JamIntent":
                return None, {"code": "providerFailed", "message": "perform of Secrets.JamIntent threw: the switch is jammed"}
            if intent["type"] == "Secrets.LampIntent":
                lamp["on"] = bool(intent["parameters"].get("value"))
            return {"type": intent["type"], "opensApp": intent["type"] == "Secrets.OpenDoorIntent"}, None

        out = sys.stdout
        for line in sys.stdin:
            request = json.loads(line)
            method, answer = request["method"], {"id": request["id"]}
            if method == "describe":
                answer["describe"] = {"protocolVersion": 1, "bundle": "Secrets", "widgets": [
                    {"kind": "Secret", "displayName": "Secret Agent", "description": "Shows a code only you may see.",
                     "supportedFamilies": FAMILIES, "contentMarginsDisabled": False, "containerBackgroundRemovable": True,
                     "intentType": "Secrets.AgentIntent"}],
                    "controls": [{"kind": k, "displayName": k, "description": "", "template": t,
                                  "configurable": k in ("Dial", "Radio"), "promptsForUserConfiguration": k == "Dial"}
                                 for k, t in CONTROLS.items()],
                    "activities": [{"attributesType": "Secrets.MissionAttributes", "families": ["medium"]}]}
            elif method == "parameters":
                answer["parameters"], error = parameters(request)
                if error:
                    del answer["parameters"]
                    answer["error"] = error
            elif method == "activity":
                answer["activity"], error = activity(request)
                if error:
                    del answer["activity"]
                    answer["error"] = error
            elif method == "control" and request.get("kind") in CONTROLS:
                answer["control"], error = control(request)
                if error:
                    del answer["control"]
                    answer["error"] = error
            elif method == "perform" and request.get("kind") in CONTROLS:
                answer["performed"], error = perform(request)
                if error:
                    del answer["performed"]
                    answer["error"] = error
            elif request.get("kind") != "Secret":
                answer["error"] = {"code": "unknownKind", "message": "no kind " + str(request.get("kind"))}
            elif FAILING and method in ("snapshot", "timeline"):
                answer["error"] = {"code": "providerFailed", "message": "the agency's server is down"}
            elif method == "timeline":
                answer["entries"] = entries(request, 3)
                answer["policy"] = {"never": {}}
            else:
                answer["entries"] = entries(request, 1)
            out.write(json.dumps(answer) + "\n")
            out.flush()
        """#
}
