//  HostParityTests.swift — SnapshotDemoTests (Glimpse example)
//  Status: Complete
//  Behaviour: issue 14 "drawn … exactly as the host draws it": the snapshot of the widget's entry
//  view is, pixel for pixel, what `glimpse preview` draws from the bundle executable for the same
//  entry (the bundle lays it out in its own process, the host composes and renders it). Glimpse's
//  own check, not one a widget author needs: it runs the `glimpse` and `SnapshotDemo`
//  executables built beside this test bundle.

import Foundation
import GlimpseRender
import GlimpseTesting
import SwiftUI
import Testing
import WidgetKit

@testable import SnapshotDemo

struct HostParityTests {
    /// The build folder: `.build/<config>/` holds the test bundle and the executables.
    private static var buildFolder: URL {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        return folder
    }

    @Test(arguments: [
        (WidgetFamily.systemSmall, "systemSmall"),  // Home Screen, full colour
        (.accessoryRectangular, "accessoryRectangular"),  // Lock Screen, vibrant
    ])
    func snapshotIsWhatGlimpsePreviewDraws(family: WidgetFamily, name: String) throws {
        let glimpse = Self.buildFolder.appendingPathComponent("glimpse")
        let bundle = Self.buildFolder.appendingPathComponent("SnapshotDemo")
        try #require(FileManager.default.isExecutableFile(atPath: glimpse.path), "build glimpse first")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("parity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let process = Process()
        process.executableURL = glimpse
        process.arguments = ["preview", bundle.path, "--family", name, "--out", out.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let previewed = try RasterImage(
            png: Data(contentsOf: out.appendingPathComponent("StepsWidget-\(name)-snapshot.png")))
        // The configuration's container background, as the widget's content closure adds it.
        let view = StepsWidgetView(entry: .sample).containerBackground(.background, for: .widget)
        let snapshot = try render(view, as: .widget(family: family)).image
        #expect(snapshot.width == previewed.width && snapshot.height == previewed.height)
        let difference = RasterComparison().compare(previewed, snapshot)
        #expect(difference.matches, "\(difference.summary)")
    }
}
