//  StrokeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "StrokeStyle"; maps one to one onto the archive's StrokeData.

public import Foundation
import GlimpseArchive

/// The characteristics of a stroke: widths and lengths in points.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted segments, alternating, in points.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts, in points.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The archive's stroke with `paint`. Negative widths and dash lengths become 0.
    func archiveStroke(paint: Paint) -> StrokeData {
        let cap: StrokeData.Cap
        switch lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        let join: StrokeData.Join
        switch lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        return StrokeData(
            paint: paint, lineWidth: Double(max(lineWidth, 0)), cap: cap, join: join, miterLimit: Double(miterLimit),
            dash: dash.map { Double(max($0, 0)) }, dashPhase: Double(dashPhase))
    }
}
