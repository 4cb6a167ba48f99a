//  PendingIntentFrameTests.swift — glimpseTests
//  Issue 12 "Interactive widgets": from a tap until the widget's reload lands, the simulator draws
//  its `invalidatableContent()` as pending (Redaction.invalidated); a perform that fails, or the
//  new timeline, ends it.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseServer

@Suite(.serialized)
struct PendingIntentFrameTests {
    /// A bundle "Pending": one widget whose group holding the text "42" is `invalidatableContent()`;
    /// every perform throws.
    private static func bundle(in folder: TemporaryFolder) throws -> String {
        let size = Size(width: 158, height: 158)
        let canvas = Rect(x: 0, y: 0, width: 158, height: 158)
        let square = PathData([
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 158, y: 0)), .line(to: Point(x: 158, y: 158)),
            .line(to: Point(x: 0, y: 158)), .closeSubpath,
        ])
        let run = TextRun(
            text: "42", font: FontDescriptor(family: "Inter", size: 40, weight: 700), paint: .color(.white), x: 40,
            width: 48)
        var pending = GroupItem(
            frame: Rect(x: 40, y: 40, width: 60, height: 50),
            children: [
                .text(
                    TextItem(
                        frame: Rect(x: 40, y: 40, width: 60, height: 50), lines: [TextLine(baseline: 80, runs: [run])],
                        lineHeight: 48))
            ])
        pending.tags = ItemTags()
        pending.tags?.invalidatable = true
        let archive = WidgetArchive(
            size: size,
            background: .shape(
                ShapeItem(frame: canvas, path: square, fill: .color(RGBA(0.1, 0.3, 0.6)))),
            content: .group(GroupItem(frame: canvas, children: [.group(pending)])))
        return try ScriptBundle.write(
            "Pending",
            describe: BundleDescription(
                bundle: "Pending",
                widgets: [
                    WidgetDescription(
                        kind: "Pending", displayName: "Pending", description: "", supportedFamilies: ["systemSmall"])
                ]),
            archives: ["systemSmall": archive], performError: "perform of Reveal threw: no", in: folder.url)
    }

    @Test func invalidatableContentIsDrawnPendingUntilTheTimelineLandsOrThePerformFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let simulator = try LiveSimulator(LiveSimulator.Configuration(bundles: [try Self.bundle(in: folder)]))
        defer { simulator.stop() }
        let add = try JSONDecoder().decode(
            APIBody.AddInstance.self,
            from: Data(#"{"bundle":"Pending","kind":"Pending","family":"systemSmall","place":"homeScreen"}"#.utf8))
        let id = try simulator.addInstance(add).id
        let key = InstanceID(id)
        simulator.host.run(until: { simulator.host.timeline(of: key) != nil })
        let settled = try simulator.frame(id, pixelRatio: 2, format: .png)

        // A tap is under way: the "42" group is drawn as pending, the rest as before.
        simulator.lock.withLock { _ = simulator.pendingIntents.insert(key) }
        let pending = try simulator.frame(id, pixelRatio: 2, format: .png)
        #expect(pending != settled)
        let (a, b) = (try RasterImage(png: settled), try RasterImage(png: pending))
        #expect(a[20, 280] == b[20, 280])  // the background, outside the group

        // The timeline the reload brings ends it.
        simulator.handle(.timeline(key, simulator.host.timeline(of: key)!))
        #expect(!simulator.isPending(key))
        #expect(try simulator.frame(id, pixelRatio: 2, format: .png) == settled)

        // A perform that throws ends it too, and leaves the widget as it was.
        let result = try simulator.perform(id, intent: IntentAction(type: "Pending.Reveal", title: "Reveal"))
        guard case .failure = result else {
            Issue.record("the perform did not fail: \(result)")
            return
        }
        #expect(!simulator.isPending(key))
        #expect(try simulator.frame(id, pixelRatio: 2, format: .png) == settled)
    }
}
