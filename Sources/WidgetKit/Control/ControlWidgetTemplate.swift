//  ControlWidgetTemplate.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "ControlWidgetTemplate" (iOS 18; declared in SwiftUI on Apple platforms) and
//  its WidgetKit modifiers `tint(_:)`, `privacySensitive(_:)`, `disabled(_:)`; reference
//  widgetkit.md §7. The templates are `ControlWidgetToggle` and `ControlWidgetButton`; each
//  resolves to a `ControlTemplateModel` the runtime lays out.

public import SwiftUI

/// What a control shows: a toggle or a button template, with its tint and flags.
///
/// Source: Apple "ControlWidgetTemplate".
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    /// The template this one is made of.
    @ControlWidgetTemplateBuilder var body: Self.Body { get }
}

extension Never: ControlWidgetTemplate {}

/// A template that resolves to a model itself instead of through `body`.
@MainActor
protocol PrimitiveControlWidgetTemplate {
    func makeModel() -> ControlTemplateModel
}

extension ControlWidgetTemplate {
    /// The template with every modifier applied.
    func makeModel() -> ControlTemplateModel {
        if let primitive = self as? any PrimitiveControlWidgetTemplate { return primitive.makeModel() }
        return body.makeModel()
    }

    /// Traps with a message naming the type; primitives have no body.
    func templateBodyNeverCalled() -> Never {
        fatalError("\(Self.self) is a primitive control template; its body is never evaluated")
    }
}

// MARK: - Modifiers

extension ControlWidgetTemplate {
    /// The colour of the control when it is on (a toggle) or performing (a button); nil keeps
    /// the system's (blue). Controls ignore `tint(_:)` on their labels.
    ///
    /// Source: Apple "ControlWidgetTemplate.tint(_:)".
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        ModifiedControlWidgetTemplate(content: self) { $0.tint = tint }
    }

    /// Marks the control as showing private data: on a locked device its state is hidden and its
    /// symbol drawn in the off state (HIG "Controls").
    ///
    /// Source: Apple "ControlWidgetTemplate.privacySensitive(_:)".
    public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
        ModifiedControlWidgetTemplate(content: self) { $0.privacySensitive = sensitive }
    }

    /// Whether people can use the control; a disabled control is drawn dimmed and taps do nothing.
    ///
    /// Source: Apple "ControlWidgetTemplate.disabled(_:)".
    public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
        ModifiedControlWidgetTemplate(content: self) { $0.disabled = $0.disabled || disabled }
    }
}

/// A template with a modifier applied to its model.
@MainActor
struct ModifiedControlWidgetTemplate<Content: ControlWidgetTemplate>: ControlWidgetTemplate,
    PrimitiveControlWidgetTemplate
{
    let content: Content
    let modify: (inout ControlTemplateModel) -> Void
    var body: Never { templateBodyNeverCalled() }
    func makeModel() -> ControlTemplateModel {
        var model = content.makeModel()
        modify(&model)
        return model
    }
}

/// A template that shows nothing (a builder block with no template).
///
/// Source: Apple "EmptyControlWidgetTemplate".
@MainActor @preconcurrency
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate, PrimitiveControlWidgetTemplate {
    public init() {}
    public var body: Never { templateBodyNeverCalled() }
    func makeModel() -> ControlTemplateModel { ControlTemplateModel.empty }
}

/// The template of the branch of an `if`/`else` that ran. Both `buildEither` overloads return
/// this one type, so it is public; the underscore marks it as not API (STYLE R20).
@MainActor @preconcurrency
public struct _ConditionalControlWidgetTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>:
    ControlWidgetTemplate, PrimitiveControlWidgetTemplate
{
    enum Storage {
        case first(First)
        case second(Second)
    }
    let storage: Storage
    public var body: Never { templateBodyNeverCalled() }
    func makeModel() -> ControlTemplateModel {
        switch storage {
        case .first(let template): return template.makeModel()
        case .second(let template): return template.makeModel()
        }
    }
}

/// Builds a control's template from a closure's statements.
///
/// Source: Apple "ControlWidgetTemplateBuilder".
@resultBuilder
@MainActor @preconcurrency
public enum ControlWidgetTemplateBuilder {
    /// Passes one template through.
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }

    /// No template.
    public static func buildBlock() -> EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }

    /// A block of one template.
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First)
        -> _ConditionalControlWidgetTemplate<First, Second>
    {
        _ConditionalControlWidgetTemplate(storage: .first(first))
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second)
        -> _ConditionalControlWidgetTemplate<First, Second>
    {
        _ConditionalControlWidgetTemplate(storage: .second(second))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content)
        -> some ControlWidgetTemplate
    {
        content
    }
}
