//  AxisMark.swift — Charts (Glimpse)
//  Status: Complete for grid lines, ticks and value labels
//  Behaviour: Apple Charts' axis marks: `AxisGridLine`, `AxisTick`, `AxisValueLabel` (the
//  value formatted, by a format style, or any view), their builder and their style modifiers.

import Foundation
public import SwiftUI

/// A mark drawn at an axis value (Apple Charts, `AxisMark`).
public protocol AxisMark {
    associatedtype Body: AxisMark
    var body: Body { get }
}

extension Never: AxisMark {}

/// An axis mark that yields its records itself.
protocol PrimitiveAxisMark {
    var records: [AxisMarkRecord] { get }
}

/// The records of `mark`.
func axisMarkRecords(_ mark: some AxisMark) -> [AxisMarkRecord] {
    if let primitive = mark as? any PrimitiveAxisMark { return primitive.records }
    if mark is Never { return [] }
    return axisMarkRecords(mark.body)
}

/// What one axis mark draws.
enum AxisMarkRecord {
    case grid(AxisLineStyle)
    case tick(AxisLineStyle)
    case label(AxisLabelSpec)
}

/// A grid line's or tick's stroke and style.
struct AxisLineStyle {
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
}

/// A label's text or view.
struct AxisLabelSpec {
    /// Writes the value; nil writes the scale's own label.
    var format: ((PlotValue) -> String?)?
    var text: String?
    var view: AnyView?
    var style: AnyShapeStyle?
    var font: Font?
}

/// Builds axis marks (Apple Charts, `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }
    public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(records: []) }
    public static func buildBlock<each Mark: AxisMark>(_ mark: repeat each Mark) -> AxisMarkGroup {
        var records: [AxisMarkRecord] = []
        for item in repeat each mark { records += axisMarkRecords(item) }
        return AxisMarkGroup(records: records)
    }
    public static func buildOptional(_ group: AxisMarkGroup?) -> AxisMarkGroup { group ?? AxisMarkGroup(records: []) }
    public static func buildEither(first: AxisMarkGroup) -> AxisMarkGroup { first }
    public static func buildEither(second: AxisMarkGroup) -> AxisMarkGroup { second }
    public static func buildLimitedAvailability(_ group: AxisMarkGroup) -> AxisMarkGroup { group }
}

/// Axis marks built together.
public struct AxisMarkGroup: AxisMark, PrimitiveAxisMark {
    let records: [AxisMarkRecord]
    public var body: Never { fatalError("AxisMarkGroup has no body") }
}

/// A line across the plot at the value (Apple Charts, `AxisGridLine`).
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    var line = AxisLineStyle()
    var records: [AxisMarkRecord] { [.grid(line)] }
    public var body: Never { fatalError("AxisGridLine has no body") }
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { line.stroke = stroke }
}

/// A short line at the axis (Apple Charts, `AxisTick`).
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    var line = AxisLineStyle()
    var records: [AxisMarkRecord] { [.tick(line)] }
    public var body: Never { fatalError("AxisTick has no body") }
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) { line.stroke = stroke }
}

/// The value written at the axis (Apple Charts, `AxisValueLabel`).
public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
    var label = AxisLabelSpec()
    var records: [AxisMarkRecord] { [.label(label)] }
    public var body: Never { fatalError("AxisValueLabel has no body") }

    /// The value as the scale writes it.
    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {}

    /// The value written with `format` (`.dateTime.hour()`, `.percent`…).
    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) where Format.FormatOutput == String {
        label.format = { value in
            switch value {
            case .date(let date): (date as? Format.FormatInput).map(format.format)
            case .category(let text): (text as? Format.FormatInput).map(format.format)
            case .number(let number):
                ((number as? Format.FormatInput) ?? (Int(exactly: number) as? Format.FormatInput)).map(format.format)
            }
        }
    }

    /// A fixed text.
    public init<S: StringProtocol>(
        _ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil
    ) {
        label.text = String(text)
    }

    /// Any view.
    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        label.view = AnyView(content())
    }
}

/// How overlapping labels are resolved (Apple Charts); accepted.
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let name: String
    public static let automatic = AxisValueLabelCollisionResolution(name: "automatic")
    public static let disabled = AxisValueLabelCollisionResolution(name: "disabled")
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> Self { Self(name: "greedy") }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> Self { Self(name: "truncate") }
}

/// Labels' orientation (Apple Charts); Glimpse writes them horizontally.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

extension AxisMark {
    /// Draws the mark in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkGroup {
        AxisMarkGroup(
            records: axisMarkRecords(self).map {
                switch $0 {
                case .grid(var line):
                    line.style = AnyShapeStyle(style)
                    return .grid(line)
                case .tick(var line):
                    line.style = AnyShapeStyle(style)
                    return .tick(line)
                case .label(var label):
                    label.style = AnyShapeStyle(style)
                    return .label(label)
                }
            })
    }

    /// Writes labels in `font`.
    public func font(_ font: Font?) -> AxisMarkGroup {
        AxisMarkGroup(
            records: axisMarkRecords(self).map {
                guard case .label(var label) = $0 else { return $0 }
                label.font = font
                return .label(label)
            })
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkGroup {
        AxisMarkGroup(records: axisMarkRecords(self))
    }
}
