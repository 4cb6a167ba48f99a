//  WidgetInfo.swift — WidgetKit (Glimpse)
//  Status: Complete — kind, family, id, `configuration` (an `INIntent`, when this process has the
//  class the host names) and `widgetConfigurationIntent(of:)`
//  Behaviour: Apple WidgetKit "WidgetInfo"; reference widgetkit.md §3.1. The host names each
//  widget's intent type (from the bundle's `describe`) beside its stored values; `configuration`
//  makes an instance of that class and writes the values into its stored properties.

import AppIntents
internal import GlimpseArchive

/// A widget the user has configured: one instance, as `WidgetCenter.currentConfigurations()`
/// reports it.
///
/// Two values are equal when they describe the same instance (same host identifier, kind,
/// family and configuration). As in Apple's WidgetKit, `id` is the value itself.
///
/// Source: Apple WidgetKit "WidgetInfo".
@preconcurrency
public struct WidgetInfo: Hashable, Identifiable, Sendable, CustomStringConvertible {
    /// The `kind` string of the widget's configuration.
    public let kind: String
    /// The size of the widget.
    public let family: WidgetFamily
    /// The host's stable identifier of the instance.
    package let instanceID: String
    /// The configuration intent's values as the host stores them (JSON text); nil for a static
    /// configuration.
    package let configurationJSON: String?
    /// The configuration intent's type, module-qualified, as the host names it; nil when it does
    /// not know (a static widget, an older host).
    package let intentType: String?

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    package init(
        kind: String, family: WidgetFamily, instanceID: String, configurationJSON: String? = nil,
        intentType: String? = nil
    ) {
        self.kind = kind
        self.family = family
        self.instanceID = instanceID
        self.configurationJSON = configurationJSON
        self.intentType = intentType
    }

    /// The record's values, or nil if its family is not one this WidgetKit knows.
    init?(_ record: WidgetInfoRecord) {
        guard let family = WidgetFamily(rawValue: record.family) else { return nil }
        self.init(
            kind: record.kind, family: family, instanceID: record.id, configurationJSON: record.configuration,
            intentType: record.intent)
    }

    public var description: String { "WidgetInfo(kind: \"\(kind)\", family: \(family))" }

    /// A SiriKit intent that contains the user-edited values: for an `IntentConfiguration` widget,
    /// a new instance of its intent class with the stored values in its stored properties (a value
    /// that does not fit keeps the property's starting value, logged with `GLIMPSE_DEBUG=1`).
    ///
    /// nil for a static widget, an `AppIntentConfiguration` widget (use
    /// `widgetConfigurationIntent(of:)`), and when this process has no class of the name the host
    /// gives (the intent class must be compiled into the app as into the widget). Each read makes
    /// a new instance.
    ///
    /// Source: Apple WidgetKit "WidgetInfo.configuration" (`let configuration: INIntent?`).
    public var configuration: INIntent? {
        guard let intentType else { return nil }
        guard let intentClass = INIntent._intentClass(named: intentType) else {
            WidgetCenter.debugLog("WidgetInfo: no INIntent class '\(intentType)' in this process; configuration is nil")
            return nil
        }
        let decoded = intentClass._decode(configuration: configurationJSON)
        for warning in decoded.warnings { WidgetCenter.debugLog("WidgetInfo: \(warning)") }
        return decoded.intent
    }

    /// The intent the person configured this widget with, decoded into `intentType`; nil for a
    /// widget with a static configuration.
    ///
    /// Synchronous, as Apple's (iOS 17): a parameter the stored values do not fit, or an entity
    /// whose query has not returned it in this process yet, keeps its default (logged with
    /// `GLIMPSE_DEBUG=1`), as `ControlInfo.configurationIntent(of:)` does.
    ///
    /// Source: Apple WidgetKit "WidgetInfo.widgetConfigurationIntent(of:)".
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self)
        -> Intent?
    {
        guard configurationJSON != nil else { return nil }
        let decoded = Intent._decodeRemembered(configuration: configurationJSON)
        for warning in decoded.warnings { WidgetCenter.debugLog("WidgetInfo: \(warning)") }
        return decoded.intent
    }
}
