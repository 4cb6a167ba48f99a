//  FaultBundle.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Fault suite": one widget bundle (a /bin/sh script) whose behaviour is
//  switched by a file: it answers well, or crashes, hangs, allocates 200 MB, writes garbage,
//  answers 20 MB, answers extreme numbers, exits at start, or floods stderr and then answers.
//  The answers are encoded here with ArchiveCoding; the script fills in each request's id.

import Foundation
import GlimpseArchive

/// A bundle "Faulty" (kind "Faulty", systemSmall) whose next answers follow `mode`.
struct FaultBundle {
    /// What the bundle does with the requests that follow.
    enum Mode: String, CaseIterable {
        case good, crash, hang, allocate, garbage, huge, extreme, exitAtStart, flood
    }

    let folder: URL
    let path: String

    /// Stand-ins for the request id and the answer's date (the wall clock's now, in whole
    /// seconds, filled in by the script) in the canned answers.
    private static let idMark = 7_777_777
    private static let nowMark = 1_111_111_111.0
    /// Stand-in for the 20 MB of text in the huge answer.
    private static let fillMark = "@@FILL@@"

    /// Writes the script and its answers into `folder` (the script once, closed before it runs).
    init(in folder: URL, name: String = "Faulty") throws {
        self.folder = folder
        let describe = ExtensionResponse(
            id: Self.idMark,
            describe: BundleDescription(
                bundle: name,
                widgets: [
                    WidgetDescription(
                        kind: "Faulty", displayName: "Faulty", description: "", supportedFamilies: ["systemSmall"])
                ]))
        try Self.write(describe, to: folder.appendingPathComponent("describe.json"))
        try Self.write(Self.timeline(Self.archive()), to: folder.appendingPathComponent("good.json"))
        var extreme = Self.archive()
        extreme.content = .group(
            GroupItem(
                frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [],
                shadow: Shadow(color: RGBA(0, 0, 0), radius: 1e30, x: 0, y: 0)))
        try Self.write(Self.timeline(extreme), to: folder.appendingPathComponent("extreme.json"))
        let huge = String(
            decoding: try ArchiveCoding.encoder().encode(Self.timeline(Self.archive(text: Self.fillMark))),
            as: UTF8.self)
        let halves = huge.components(separatedBy: Self.fillMark)
        try Data((halves[0] + String(repeating: "a", count: 20 * 1_048_576) + halves[1] + "\n").utf8)
            .write(to: folder.appendingPathComponent("huge.json"))
        path = folder.appendingPathComponent(name).path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        set(.good)
    }

    /// Switches what the bundle does from its next request (or start) on.
    func set(_ mode: Mode) {
        try! Data(mode.rawValue.utf8).write(to: folder.appendingPathComponent("mode"))
    }

    // MARK: - Steps

    private static var script: String {
        """
        #!/bin/sh
        DIR="$(dirname "$0")"
        if [ "$(cat "$DIR/mode")" = exitAtStart ]; then echo 'cannot start: missing configuration' >&2; exit 1; fi
        while read line; do
          id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
          now=$(date +%s)
          case "$line" in *'"describe"'*) sed "s/\(idMark)/$id/" "$DIR/describe.json"; continue ;; esac
          case "$(cat "$DIR/mode")" in
            good) sed -e "s/\(idMark)/$id/" -e "s/\(Int(nowMark))/$now/" "$DIR/good.json" ;;
            crash) echo 'about to crash' >&2; kill -SEGV $$ ;;
            hang) sleep 30 ;;
            allocate) x=$(head -c 209715200 /dev/zero | tr '\\0' a); echo "${#x}" ;;
            garbage) echo 'Loaded 3 photos' ;;
            huge) sed "s/\(idMark)/$id/" "$DIR/huge.json" ;;
            extreme) sed "s/\(idMark)/$id/" "$DIR/extreme.json" ;;
            flood) yes 'log line from a widget that prints far too much' | head -c 4194304 >&2
                   sed -e "s/\(idMark)/$id/" -e "s/\(Int(nowMark))/$now/" "$DIR/good.json" ;;
            *) sed -e "s/\(idMark)/$id/" -e "s/\(Int(nowMark))/$now/" "$DIR/good.json" ;;
          esac
        done

        """
    }

    private static func timeline(_ archive: WidgetArchive) -> ExtensionResponse {
        ExtensionResponse(
            id: idMark, entries: [ArchivedEntry(date: Date(timeIntervalSince1970: nowMark), archives: [archive])],
            policy: .never)
    }

    private static func archive(text: String? = nil) -> WidgetArchive {
        let frame = Rect(x: 0, y: 0, width: 158, height: 158)
        var children: [DisplayItem] = []
        if let text {
            let run = TextRun(
                text: text, font: FontDescriptor(family: "Inter", size: 17), paint: .color(.black), x: 0, width: 100)
            children = [
                .text(
                    TextItem(
                        frame: Rect(x: 0, y: 0, width: 158, height: 20), lines: [TextLine(baseline: 16, runs: [run])],
                        lineHeight: 20))
            ]
        }
        return WidgetArchive(
            size: Size(width: 158, height: 158), content: .group(GroupItem(frame: frame, children: children)))
    }

    private static func write(_ response: ExtensionResponse, to url: URL) throws {
        try (ArchiveCoding.encoder().encode(response) + Data("\n".utf8)).write(to: url)
    }
}
