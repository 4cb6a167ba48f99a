//  WidgetInfo.swift — WidgetKit (Glimpse)
//  Status: Partial — kind, family, id and `widgetConfigurationIntent(of:)`; `configuration` (an
//  `INIntent`) is not offered: the host's record does not say which intent class configured the
//  widget, so there is nothing to decode the stored values into.
//  Behaviour: Apple WidgetKit "WidgetInfo"; reference widgetkit.md §3.1.

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

    /// The stable identity of the widget.
    public var id: WidgetInfo { self }

    package init(kind: String, family: WidgetFamily, instanceID: String, configurationJSON: String? = nil) {
        self.kind = kind
        self.family = family
        self.instanceID = instanceID
        self.configurationJSON = configurationJSON
    }

    /// The record's values, or nil if its family is not one this WidgetKit knows.
    init?(_ record: WidgetInfoRecord) {
        guard let family = WidgetFamily(rawValue: record.family) else { return nil }
        self.init(kind: record.kind, family: family, instanceID: record.id, configurationJSON: record.configuration)
    }

    public var description: String { "WidgetInfo(kind: \"\(kind)\", family: \(family))" }

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
