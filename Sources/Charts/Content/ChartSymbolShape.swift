//  ChartSymbolShape.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "BasicChartSymbolShape": the shapes points are drawn with, and the
//  order `symbol(by:)` gives them to series.

import Foundation
public import SwiftUI

/// A shape a point mark is drawn as (Apple Charts, `ChartSymbolShape`).
public protocol ChartSymbolShape: Shape {}

// The shapes are the protocol's statics, as Apple declares them, so `.symbol(.circle)` finds
// this circle rather than SwiftUI's `Shape.circle`.
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// The system's point shapes (Apple Charts, `BasicChartSymbolShape`).
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    var filled = true

    /// The same shape drawn as an outline.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        var shape = self
        shape.filled = false
        return shape
    }

    /// The shapes `symbol(by:)` gives to series in turn.
    static let sequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross]

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        switch kind {
        case .circle:
            path.addEllipse(in: rect)
        case .square:
            path.addRect(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
        case .triangle:
            path.addLines(polygon(3, center: center, radius: radius * 1.1))
            path.closeSubpath()
        case .diamond:
            path.addLines(polygon(4, center: center, radius: radius))
            path.closeSubpath()
        case .pentagon:
            path.addLines(polygon(5, center: center, radius: radius))
            path.closeSubpath()
        case .plus, .cross, .asterisk:
            let arms = kind == .asterisk ? 6 : 4
            let turn = kind == .cross ? Double.pi / 4 : 0
            for arm in 0..<(arms / 2) {
                let angle = turn + Double(arm) * Double.pi * 2 / Double(arms)
                let dx = CGFloat(cos(angle)) * radius, dy = CGFloat(sin(angle)) * radius
                path.move(to: CGPoint(x: center.x - dx, y: center.y - dy))
                path.addLine(to: CGPoint(x: center.x + dx, y: center.y + dy))
            }
        }
        return path
    }

    /// Whether the shape is lines, drawn stroked rather than filled.
    var isStroked: Bool { !filled || [.plus, .cross, .asterisk].contains(kind) }

    private func polygon(_ sides: Int, center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<sides).map { side in
            let angle = -Double.pi / 2 + Double(side) * 2 * Double.pi / Double(sides)
            return CGPoint(x: center.x + CGFloat(cos(angle)) * radius, y: center.y + CGFloat(sin(angle)) * radius)
        }
    }
}
