//  AxisMarks.swift — Charts (Glimpse)
//  Status: Complete for positions, values, grid lines, ticks and labels (with formats or views)
//  Behaviour: Apple Charts "AxisMarks": the marks along an axis, written in `chartXAxis { }` /
//  `chartYAxis { }` — where they go (leading, trailing, top, bottom), at which values
//  (automatic, a count, a stride of numbers or calendar units, a list), and what each value gets
//  (a grid line, a tick, a label), built per value so a mark can depend on `AxisValue.index`.

import Foundation
public import SwiftUI

/// Content of a chart axis (Apple Charts, `AxisContent`).
public protocol AxisContent {
    associatedtype Body: AxisContent
    @AxisContentBuilder var body: Body { get }
}

extension Never: AxisContent {}

/// Axis content that yields its specs itself.
protocol PrimitiveAxisContent {
    var specs: [AxisMarksSpec] { get }
}

/// The axis marks `content` writes.
func axisMarks(_ content: some AxisContent) -> [AxisMarksSpec] {
    if let primitive = content as? any PrimitiveAxisContent { return primitive.specs }
    if content is Never { return [] }
    return axisMarks(content.body)
}

/// Builds axis content (Apple Charts, `AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content)
        -> TupleAxisContent<repeat each Content>
    {
        TupleAxisContent(repeat each content)
    }
    public static func buildOptional<Content: AxisContent>(_ content: Content?) -> TupleAxisContent<Content>? {
        content.map { TupleAxisContent($0) }
    }
    public static func buildEither<First: AxisContent, Second: AxisContent>(first: First) -> EitherAxisContent<
        First, Second
    > { EitherAxisContent(specs: axisMarks(first)) }
    public static func buildEither<First: AxisContent, Second: AxisContent>(second: Second) -> EitherAxisContent<
        First, Second
    > { EitherAxisContent(specs: axisMarks(second)) }
}

/// Several axis contents.
public struct TupleAxisContent<each Content: AxisContent>: AxisContent, PrimitiveAxisContent {
    let specs: [AxisMarksSpec]
    init(_ content: repeat each Content) {
        var specs: [AxisMarksSpec] = []
        for item in repeat each content { specs += axisMarks(item) }
        self.specs = specs
    }
    public var body: Never { fatalError("TupleAxisContent has no body") }
}

/// One of two axis contents.
public struct EitherAxisContent<First: AxisContent, Second: AxisContent>: AxisContent, PrimitiveAxisContent {
    let specs: [AxisMarksSpec]
    public var body: Never { fatalError("EitherAxisContent has no body") }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveAxisContent where Wrapped: AxisContent {
    var specs: [AxisMarksSpec] { map(axisMarks) ?? [] }
}

/// The marks of one axis at a set of values (Apple Charts, `AxisMarks`).
public struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
    let spec: AxisMarksSpec
    var specs: [AxisMarksSpec] { [spec] }
    public var body: Never { fatalError("AxisMarks has no body") }

    /// The default marks (grid line, tick, label) at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Content == AxisMarksDefault {
        spec = AxisMarksSpec(position: position, values: values.storage, content: nil)
    }

    /// The marks `content` builds for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: values.storage) { axisMarkRecords(content($0)) }
    }

    /// The default marks at exactly `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where Content == AxisMarksDefault {
        spec = AxisMarksSpec(position: position, values: .list(values.map { PlotValue($0) }), content: nil)
    }

    /// The marks `content` builds at exactly `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(position: position, values: .list(values.map { PlotValue($0) })) {
            axisMarkRecords(content($0))
        }
    }
}

/// The default axis marks: a grid line, a tick and a label.
public struct AxisMarksDefault: AxisMark, PrimitiveAxisMark {
    var records: [AxisMarkRecord] { [.grid(AxisLineStyle()), .tick(AxisLineStyle()), .label(AxisLabelSpec())] }
    public var body: Never { fatalError("AxisMarksDefault has no body") }
}

/// One `AxisMarks` as the chart draws it.
struct AxisMarksSpec {
    var position: AxisMarkPosition
    var values: AxisMarkValues.Storage
    /// The records for a value; nil for the default marks.
    var content: ((AxisValue) -> [AxisMarkRecord])?
}

/// Where axis marks go (Apple Charts, `AxisMarkPosition`).
public struct AxisMarkPosition: Hashable, Sendable {
    enum Edge: Hashable { case automatic, leading, trailing, top, bottom }
    let edge: Edge
    public static let automatic = AxisMarkPosition(edge: .automatic)
    public static let leading = AxisMarkPosition(edge: .leading)
    public static let trailing = AxisMarkPosition(edge: .trailing)
    public static let top = AxisMarkPosition(edge: .top)
    public static let bottom = AxisMarkPosition(edge: .bottom)
}

/// How axis marks line up with the plot (Apple Charts, `AxisMarkPreset`); Glimpse draws every
/// preset as `automatic`.
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The values axis marks go at (Apple Charts, `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    enum Storage: Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int, Calendar)
        case list([PlotValue])
    }
    let storage: Storage

    /// The chart's own values (about five).
    public static let automatic = AxisMarkValues(storage: .automatic(desiredCount: nil))

    /// About `desiredCount` nice values.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    /// Every `stepSize` (numbers).
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(storage: .stride(stepSize))
    }

    /// Every `count` of `component` (dates), aligned to the calendar.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
        roundUpperBound: Bool? = nil, calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, max(1, count), calendar ?? .current))
    }
}

/// One value an axis mark is built for (Apple Charts, `AxisValue`).
public struct AxisValue {
    /// The value's place among the axis's values, from 0.
    public let index: Int
    /// How many values the axis has.
    public let count: Int
    let value: PlotValue

    /// The value as `type`, or nil when it is not one (`value.as(Date.self)`).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch value {
        case .category(let text):
            return (text as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .date(let date):
            return (date as? P.PrimitivePlottable).flatMap(P.init(primitivePlottable:))
        case .number(let number):
            let candidates: [Any?] = [
                number, Int(exactly: number), Float(number), CGFloat(number), Int64(exactly: number),
            ]
            for candidate in candidates {
                if let primitive = candidate as? P.PrimitivePlottable, let result = P(primitivePlottable: primitive) {
                    return result
                }
            }
            return nil
        }
    }
}
