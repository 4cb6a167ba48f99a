//  ControlRecord.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: one control of a bundle as the runtime sees it: what `describe` reports and how to
//  get its template in the gallery (`previewValue`) and in place (`currentValue()`). Built from a
//  control configuration with its modifiers applied.

import AppIntents
package import GlimpseArchive

/// A control kind with everything the runtime needs to answer for it.
@MainActor
package struct ControlRecord {
    /// Makes the template for a stored configuration (JSON object text, nil for defaults),
    /// passing each configuration warning to the second argument.
    typealias Make =
        @MainActor (_ configuration: String?, _ warn: (String) -> Void) async throws -> ControlTemplateModel

    /// The configuration's `kind`.
    package var kind: String
    /// `displayName(_:)`; for an app-intent control without one, its intent's title; else empty.
    package var displayName = ""
    /// `description(_:)`; empty when not set.
    package var description = ""
    package var promptsForUserConfiguration = false
    /// `pushHandler(_:)`'s type, module-qualified; nil when not set.
    package var pushHandler: String?
    /// The configuration intent's type, module-qualified; nil for a static control.
    package var configurationIntent: String?
    /// The configuration intent's type, for `parameters`; nil for a static control.
    var configurationIntentType: (any AppIntent.Type)?
    /// `toggle` or `button`, known from the template's type; nil when its branches differ.
    let templateKind: ControlTemplateModel.Kind?
    /// The template with the provider's `previewValue` (the gallery).
    let preview: Make
    /// The template with the provider's `currentValue()` (a placed control).
    let current: Make

    init(kind: String, templateKind: ControlTemplateModel.Kind?, preview: @escaping Make, current: @escaping Make) {
        self.kind = kind
        self.templateKind = templateKind
        self.preview = preview
        self.current = current
    }

    /// The record as `describe` reports it.
    package var controlDescription: ControlDescription {
        ControlDescription(
            kind: kind, displayName: displayName, description: description, template: templateKind?.rawValue,
            configurable: configurationIntent != nil, promptsForUserConfiguration: promptsForUserConfiguration,
            intent: configurationIntent)
    }
}

extension ControlWidgetTemplate {
    /// The kind of template this type always resolves to, known without running any code of the
    /// control: nil when an `if`/`else` picks templates of different kinds.
    static var staticTemplateKind: ControlTemplateModel.Kind? {
        if let primitive = Self.self as? any StaticallyKindedControlTemplate.Type { return primitive.primitiveKind }
        if Self.self == Never.self { return nil }
        return Body.staticTemplateKind
    }
}

/// A template type whose kind follows from the type.
@MainActor
protocol StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? { get }
}

extension ControlWidgetToggle: StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? { .toggle }
}

extension ControlWidgetButton: StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? { .button }
}

extension EmptyControlWidgetTemplate: StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? { .empty }
}

extension ModifiedControlWidgetTemplate: StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? { Content.staticTemplateKind }
}

extension _ConditionalControlWidgetTemplate: StaticallyKindedControlTemplate {
    static var primitiveKind: ControlTemplateModel.Kind? {
        let first = First.staticTemplateKind
        return first == Second.staticTemplateKind ? first : nil
    }
}
