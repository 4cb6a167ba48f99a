//  ArchiveRanges.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "what the host accepts, the renderer draws": every number an archive
//  carries has a range; `ArchiveCoding.validate` refuses an archive with a number outside it,
//  naming the field (Docs/ExtensionProtocol.md "Limits"). Apple publishes none of these numbers;
//  each is far beyond what a widget draws and well inside what Cairo and the renderer handle.

import Foundation

/// The ranges of the numbers in an archive. Units are points unless named otherwise.
public enum ArchiveRanges {
    /// Any coordinate: frames' origins, path points, baselines, gradient points, offsets,
    /// transform translations. ±100,000 points (a widget is at most about 1,000 points wide).
    public static let coordinate: ClosedRange<Double> = -100_000...100_000
    /// Any length: frames' widths and heights, line heights, text widths, radii. Negative
    /// sizes are refused.
    public static let length: ClosedRange<Double> = 0...100_000
    /// The canvas (`WidgetArchive.size`), each side: 1…2,048 points. A side under 1 point
    /// rounds to 0 pixels (fuzz finding: a 1e-300 pt side was accepted and could not be drawn);
    /// the smallest widget, accessoryInline, is about 20 points tall.
    public static let canvasSide: ClosedRange<Double> = 1...2048
    /// The canvas at its own `displayScale`, each side: at most 8,192 pixels, the largest image
    /// the renderer draws (`ArchiveRenderer.maximumPixelSide`), so 2,048 points at 4×, 1,024 at 8×.
    public static let maximumCanvasPixelSide: Double = 8192
    /// `WidgetArchive.displayScale`, pixels per point.
    public static let displayScale: ClosedRange<Double> = 0.5...8
    /// A font's size and a symbol's point size: above 0, at most 1,024 points.
    public static let fontSize: ClosedRange<Double> = 0...1024
    /// A font or symbol weight (CSS/OpenType): 1…1000.
    public static let fontWeight: ClosedRange<Int> = 1...1000
    /// A shadow's blur radius: 0…256 points.
    public static let shadowRadius: ClosedRange<Double> = 0...256
    /// A stroke's line width and miter limit: 0…10,000 points.
    public static let lineWidth: ClosedRange<Double> = 0...10_000
    /// At most this many lengths in a dash pattern.
    public static let maximumDashCount = 64
    /// Linear parts of a transform (a, b, c, d) and gradient stop locations: ±10,000.
    public static let factor: ClosedRange<Double> = -10_000...10_000
    /// Angles (gradients, arcs): ±10,000 radians.
    public static let angle: ClosedRange<Double> = -10_000...10_000
    /// Colour components (extended sRGB) and opacities: ±1,000 (the renderer clamps opacity to 0…1).
    public static let component: ClosedRange<Double> = -1000...1000
    /// A mesh gradient's vertices per row and per column: 1…32.
    public static let meshSide: ClosedRange<Int> = 1...32
    /// At most this many stops in a gradient.
    public static let maximumGradientStops = 256
    /// Dates (live dates, timer progress): 0001-01-01 through 9999-12-31 UTC, as seconds since 1970.
    public static let date: ClosedRange<Double> = -62_135_596_800...253_402_300_799
    /// An image's pixel width and height: 1…8,192.
    public static let imagePixelSide: ClosedRange<Int> = 1...8192
}
