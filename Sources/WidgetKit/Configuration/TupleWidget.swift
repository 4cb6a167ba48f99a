//  TupleWidget.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: the widgets of a bundle block (WidgetBundleBuilder), in order.

/// Several widgets from one `@WidgetBundleBuilder` block, in gallery order.
@MainActor
struct TupleWidget<each Content: Widget>: Widget, PrimitiveWidget {
    private let resolve: () -> [WidgetRecord]
    private let resolveControls: () -> [ControlRecord]
    private let resolveActivities: () -> [ActivityRecord]

    init(_ content: repeat each Content) {
        resolve = {
            var records: [WidgetRecord] = []
            for widget in repeat each content { records.append(contentsOf: widget.makeRecords()) }
            return records
        }
        resolveControls = {
            var records: [ControlRecord] = []
            for widget in repeat each content { records.append(contentsOf: widget.makeControlRecords()) }
            return records
        }
        resolveActivities = {
            var records: [ActivityRecord] = []
            for widget in repeat each content { records.append(contentsOf: widget.makeActivityRecords()) }
            return records
        }
    }

    /// Every member made with its own `init()`, as `Widget` requires.
    init() { self.init(repeat (each Content).init()) }

    var body: Never { bodyNeverCalled() }
    func makeRecords() -> [WidgetRecord] { resolve() }
    func makeControlRecords() -> [ControlRecord] { resolveControls() }
    func makeActivityRecords() -> [ActivityRecord] { resolveActivities() }
}

/// The widget of an `if` without `else`, when its condition held.
@MainActor
struct OptionalWidget<Content: Widget>: Widget, PrimitiveWidget {
    let content: Content?
    init(content: Content?) { self.content = content }
    init() { content = nil }
    var body: Never { bodyNeverCalled() }
    func makeRecords() -> [WidgetRecord] { content?.makeRecords() ?? [] }
    func makeControlRecords() -> [ControlRecord] { content?.makeControlRecords() ?? [] }
    func makeActivityRecords() -> [ActivityRecord] { content?.makeActivityRecords() ?? [] }
}

/// The widget of the branch of an `if`/`else` that ran. Both `buildEither` overloads must
/// return this one type, so it is public; the underscore marks it as not API (STYLE R20).
@MainActor @preconcurrency
public struct _ConditionalWidget<First: Widget, Second: Widget>: Widget, PrimitiveWidget {
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
    /// The first branch, made with its own `init()`, as `Widget` requires.
    public init() { storage = .first(First()) }
    public var body: Never { bodyNeverCalled() }
    func makeRecords() -> [WidgetRecord] {
        switch storage {
        case .first(let widget): return widget.makeRecords()
        case .second(let widget): return widget.makeRecords()
        }
    }
    func makeControlRecords() -> [ControlRecord] {
        switch storage {
        case .first(let widget): return widget.makeControlRecords()
        case .second(let widget): return widget.makeControlRecords()
        }
    }
    func makeActivityRecords() -> [ActivityRecord] {
        switch storage {
        case .first(let widget): return widget.makeActivityRecords()
        case .second(let widget): return widget.makeActivityRecords()
        }
    }
}

extension Widget {
    /// Traps with a message naming the type; the builder's widgets have no body.
    func bodyNeverCalled() -> Never {
        fatalError("\(Self.self) is built by WidgetBundleBuilder; its body is never evaluated")
    }
}
