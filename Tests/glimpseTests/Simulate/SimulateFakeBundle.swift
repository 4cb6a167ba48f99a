//  SimulateFakeBundle.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: a widget bundle as a /bin/sh script for `glimpse simulate` tests: it answers
//  describe with one widget and every timeline request with one entry dated at the wall-clock
//  "now" and a `.after(now + N s)` policy — answers encoded here with ArchiveCoding, their
//  dates filled in by the script.

import Foundation
import GlimpseArchive

enum SimulateFakeBundle {
    /// Stand-ins the script replaces: the request id, now, and now + the reload delay.
    private static let idMark = 7_777_777
    private static let nowMark = 1_111_111_111.0
    private static let nextMark = 1_222_222_222.0

    /// Writes the bundle "Greedy" (kind "Greedy", systemSmall and accessoryCircular) into
    /// `folder` and returns its path. Each timeline asks for a reload `reloadAfter` seconds after
    /// it arrives; with `timer`, its entry shows a `.timer` counting up from its date.
    ///
    /// - Parameters:
    ///   - notice: A notification (`id` 0) the bundle writes once, with its first timeline
    ///     answer: before it, or after it with `noticeAfterAnswer`.
    ///   - events: Where each `backgroundEvents` request is appended (answered `delivered: 1`).
    static func greedy(
        in folder: TemporaryFolder, reloadAfter: Int, timer: Bool = false, notice: ExtensionResponse? = nil,
        noticeAfterAnswer: Bool = false, events: URL? = nil
    ) throws -> String {
        let describe = ExtensionResponse(
            id: idMark,
            describe: BundleDescription(
                bundle: "Greedy",
                widgets: [
                    WidgetDescription(
                        kind: "Greedy", displayName: "Greedy", description: "",
                        supportedFamilies: ["systemSmall", "accessoryCircular"])
                ]))
        let canvas = Rect(x: 0, y: 0, width: 158, height: 158)
        let archive = WidgetArchive(
            size: Size(width: 158, height: 158),
            background: .shape(
                ShapeItem(
                    frame: canvas,
                    path: PathData([
                        .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 158, y: 0)), .line(to: Point(x: 158, y: 158)),
                        .line(to: Point(x: 0, y: 158)), .closeSubpath,
                    ]), fill: .color(RGBA(0.35, 0.34, 0.84)))),
            content: .group(GroupItem(frame: canvas, children: timer ? [timerText] : [])))
        let timeline = ExtensionResponse(
            id: idMark, entries: [ArchivedEntry(date: Date(timeIntervalSince1970: nowMark), archives: [archive])],
            policy: .after(Date(timeIntervalSince1970: nextMark)))
        let describeFile = folder.url.appendingPathComponent("describe.json")
        let timelineFile = folder.url.appendingPathComponent("timeline.json")
        try (ArchiveCoding.encoder().encode(describe) + Data("\n".utf8)).write(to: describeFile)
        try (ArchiveCoding.encoder().encode(timeline) + Data("\n".utf8)).write(to: timelineFile)
        let noticeFile = folder.url.appendingPathComponent("notice.json")
        let sent = folder.url.appendingPathComponent("notice.sent")
        try (ArchiveCoding.encoder().encode(notice ?? ExtensionResponse(id: 0)) + Data("\n".utf8)).write(to: noticeFile)
        // The notice once, then never again (a file marks it sent).
        let once = notice == nil ? ":" : "[ -e '\(sent.path)' ] || { touch '\(sent.path)'; cat '\(noticeFile.path)'; }"
        let delivered = String(
            decoding: try ArchiveCoding.encoder().encode(ExtensionResponse(id: idMark, delivered: 1)), as: UTF8.self)
        return try folder.script(
            "Greedy",
            """
            while read line; do
              id=$(printf '%s' "$line" | sed -n 's/.*"id":\\([0-9]*\\).*/\\1/p')
              case "$line" in
                *'"describe"'*) sed "s/\(idMark)/$id/" '\(describeFile.path)' ;;
                *'"backgroundEvents"'*) printf '%s\\n' "$line" >> '\(events?.path ?? "/dev/null")'
                  echo '\(delivered)' | sed "s/\(idMark)/$id/" ;;
                *) now=$(date +%s); \(noticeAfterAnswer ? ":" : once)
                   sed -e "s/\(idMark)/$id/" -e "s/\(Int(nowMark))/$now/g" \\
                     -e "s/\(Int(nextMark))/$((now + \(reloadAfter)))/g" '\(timelineFile.path)'
                   \(noticeAfterAnswer ? once : ":") ;;
              esac
            done
            """)
    }

    /// "0:00" counting up from the entry's date, white, 34 pt.
    private static var timerText: DisplayItem {
        var run = TextRun(
            text: "0:00:00", font: FontDescriptor(family: "Inter", size: 34, weight: 700, monospacedDigit: true),
            paint: .color(.white), x: 16, width: 126)
        run.live = LiveDate(style: .timer, date: Date(timeIntervalSince1970: nowMark), timeZone: "Etc/UTC")
        run.liveAlignment = 0
        return .text(
            TextItem(
                frame: Rect(x: 16, y: 60, width: 126, height: 40), lines: [TextLine(baseline: 92, runs: [run])],
                lineHeight: 40))
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ url: URL) throws -> (Int, Int) {
        let data = try Data(contentsOf: url)
        let int = { (offset: Int) in data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
