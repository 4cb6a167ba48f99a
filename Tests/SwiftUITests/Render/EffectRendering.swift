//  EffectRendering.swift — SwiftUITests
//  Helpers for the drawing-effect tests: lay a view out as a root and render it to pixels.

import Foundation
import GlimpseArchive
import GlimpseRender

@testable import SwiftUI

enum EffectRendering {
    /// The archive of `view` laid out as the root of a `width × height` point canvas at 1×.
    static func archive<V: View>(_ view: V, width: Double = 100, height: Double = 60) -> WidgetArchive {
        var env = EnvironmentValues()
        env.displayScale = 1
        return layoutRoot(
            view, proposal: ProposedViewSize(CGSize(width: width, height: height)),
            container: CGSize(width: width, height: height), environment: env
        ).archive
    }

    /// The pixels of `view` at 1× (one pixel a point), transparent where nothing is drawn.
    static func pixels<V: View>(_ view: V, width: Double = 100, height: Double = 60) throws -> RasterImage {
        var options = RenderOptions()
        options.scale = 1
        return try ArchiveRenderer().renderImage(archive(view, width: width, height: height), options: options)
    }

    /// Writes `view`'s PNG to `GLIMPSE_EFFECT_PNGS/<name>.png` when that variable names a folder
    /// (to look at by eye); does nothing otherwise.
    static func keep<V: View>(_ view: V, _ name: String, width: Double = 100, height: Double = 60, scale: Double = 3)
        throws
    {
        guard let folder = ProcessInfo.processInfo.environment["GLIMPSE_EFFECT_PNGS"] else { return }
        var options = RenderOptions()
        options.scale = scale
        let png = try ArchiveRenderer().renderPNG(archive(view, width: width, height: height), options: options)
        try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
    }

    /// The strings of every text item in `archive`'s content, in drawing order.
    static func strings(_ archive: WidgetArchive) -> [String] {
        func walk(_ item: DisplayItem) -> [String] {
            switch item {
            case .group(let g): return g.children.flatMap(walk)
            case .text(let t): return [t.string]
            default: return []
            }
        }
        return walk(archive.content)
    }

    /// Pure sRGB red; SwiftUI's `Color.red` is the system red.
    static let red = Color(red: 1, green: 0, blue: 0)
}
