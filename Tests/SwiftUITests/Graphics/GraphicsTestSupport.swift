//  GraphicsTestSupport.swift — SwiftUITests
//  Helpers for the Graphics and Shape tests: environments, placed shape items, tolerances.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

enum GraphicsFixture {
    /// An environment in `scheme`.
    static func env(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        return env
    }

    /// 8-bit sRGB components as an RGBA.
    static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(r / 255, g / 255, b / 255, a)
    }

    /// The display items `view` emits when placed at `frame` in `env`.
    static func items<V: View>(_ view: V, in frame: CGRect, env: EnvironmentValues = env()) -> [DisplayItem] {
        let ctx = DisplayContext(scale: 1)
        for node in makeNodes(view, env) { node.place(in: frame, proposal: ProposedViewSize(frame.size), ctx) }
        return ctx.rootItems
    }

    /// The single shape item `view` emits at `frame`, or nil.
    static func shapeItem<V: View>(_ view: V, in frame: CGRect, env: EnvironmentValues = env()) -> ShapeItem? {
        let all = items(view, in: frame, env: env)
        guard all.count == 1, case .shape(let item) = all[0] else { return nil }
        return item
    }
}

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether two colours agree component-wise within `tolerance`.
func near(_ a: RGBA, _ b: RGBA, _ tolerance: Double = 1e-9) -> Bool {
    near(a.red, b.red, tolerance) && near(a.green, b.green, tolerance) && near(a.blue, b.blue, tolerance)
        && near(a.alpha, b.alpha, tolerance)
}

/// Whether two points agree within `tolerance`.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    near(Double(a.x), Double(b.x), tolerance) && near(Double(a.y), Double(b.y), tolerance)
}

/// Whether two rectangles agree on every edge within `tolerance`.
func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
    near(Double(a.minX), Double(b.minX), tolerance) && near(Double(a.minY), Double(b.minY), tolerance)
        && near(Double(a.width), Double(b.width), tolerance) && near(Double(a.height), Double(b.height), tolerance)
}
