//  WidgetInfo.swift — WidgetKit (Glimpse)
//  Status: Partial — kind, family, id; `configuration` (an `INIntent`) needs the Intents module,
//  which Glimpse does not have yet, and `widgetConfigurationIntent(of:)` (synchronous in Apple's
//  API) cannot resolve entity parameters, which need their async query: the host's encoded
//  configuration is kept for both (AppIntent._decode(configuration:) reads it).
//  Behaviour: Apple WidgetKit "WidgetInfo"; reference widgetkit.md §3.1.

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
    /// configuration. Surfaces as `configuration` once Glimpse has intents.
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
}
