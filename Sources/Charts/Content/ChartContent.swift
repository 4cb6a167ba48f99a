//  ChartContent.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "ChartContent": what a `Chart` holds — marks, and content built of
//  them. A chart flattens its content into marks (`MarkRecord`) in the order written, as a view
//  flattens into layout nodes.

public import SwiftUI

/// A type that describes a chart's marks (Apple Charts, `ChartContent`).
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// Content that yields marks itself rather than through a body.
protocol PrimitiveChartContent {
    func collect(into marks: inout [MarkRecord])
}

/// The marks `content` yields, in order.
func chartMarks(_ content: some ChartContent) -> [MarkRecord] {
    var marks: [MarkRecord] = []
    collectMarks(content, into: &marks)
    return marks
}

func collectMarks(_ content: some ChartContent, into marks: inout [MarkRecord]) {
    if let primitive = content as? any PrimitiveChartContent {
        primitive.collect(into: &marks)
    } else if !(content is Never) {
        collectMarks(content.body, into: &marks)
    }
}

/// Builds chart content from marks and control flow (Apple Charts, `ChartContentBuilder`).
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content)
        -> TupleChartContent<repeat each Content>
    {
        TupleChartContent(repeat each content)
    }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First)
        -> BuilderConditional<First, Second>
    {
        BuilderConditional(storage: .first(first))
    }

    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second)
        -> BuilderConditional<First, Second>
    {
        BuilderConditional(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> Content { content }
}

/// No marks.
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public init() {}
    public var body: Never { fatalError("EmptyChartContent has no body") }
    func collect(into marks: inout [MarkRecord]) {}
}

/// Several contents, one after another.
public struct TupleChartContent<each Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let value: (repeat each Content)
    init(_ value: repeat each Content) { self.value = (repeat each value) }
    public var body: Never { fatalError("TupleChartContent has no body") }
    func collect(into marks: inout [MarkRecord]) {
        for content in repeat each value { collectMarks(content, into: &marks) }
    }
}

/// One of two contents, from an `if`/`else` or `switch`.
public struct BuilderConditional<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    public var body: Never { fatalError("BuilderConditional has no body") }
    func collect(into marks: inout [MarkRecord]) {
        switch storage {
        case .first(let content): collectMarks(content, into: &marks)
        case .second(let content): collectMarks(content, into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collect(into marks: inout [MarkRecord]) {
        if let content = self { collectMarks(content, into: &marks) }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError("ForEach has no body") }

    /// Marks for each element, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(_data: data, id: id, content: content)
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout [MarkRecord]) {
        for element in data { collectMarks(content(element), into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: \Data.Element.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each integer in a constant range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, id: nil, content: content)
    }
}
