//  HostCenterService.swift — GlimpseHost (Glimpse)
//  Status: Complete for reloads and configurations; the two invalidations are accepted and
//  ignored (the host has no recommendations or smart-stack relevance yet)
//  Behaviour: reference widgetkit.md §3.1–3.2 — WidgetCenter requests carried out by the `WidgetHost`
//  engine: reloads are `.widgetCenter` reloads, free when the app asked from the foreground.

import Foundation
public import GlimpseArchive

/// Serves the WidgetCenter socket from a `WidgetHost`.
///
/// ```swift
/// let server = WidgetCenterServer(service: HostCenterService(host: host))
/// try server.start()
/// ```
public struct HostCenterService: WidgetCenterServing {
    public let host: WidgetHost

    public init(host: WidgetHost) { self.host = host }

    /// `WidgetHost.reloadTimelines(kind:bundle:fromForegroundApp:)`; an unknown kind or bundle does nothing.
    /// - Throws: `HostError` `.storeFailed`.
    public func reloadTimelines(kind: String, bundle: String, fromForegroundApp: Bool) throws {
        try host.reloadTimelines(kind: kind, bundle: bundle, fromForegroundApp: fromForegroundApp)
    }

    /// `WidgetHost.reloadAll(bundle:fromForegroundApp:)`.
    /// - Throws: `HostError` `.storeFailed`.
    public func reloadAll(bundle: String, fromForegroundApp: Bool) throws {
        try host.reloadAll(bundle: bundle, fromForegroundApp: fromForegroundApp)
    }

    /// The bundle's instances in id order. The id on the wire is the instance's row id; a
    /// configuration of `"{}"` (a static widget) is reported as none.
    public func currentConfigurations(bundle: String) throws -> [WidgetInfoRecord] {
        host.instances(ofBundle: bundle).map(Self.record)
    }

    /// The record `currentConfigurations` sends for `instance`.
    public static func record(_ instance: WidgetInstance) -> WidgetInfoRecord {
        let configuration = instance.configuration.trimmingCharacters(in: .whitespaces)
        return WidgetInfoRecord(
            id: String(instance.id.rawValue), kind: instance.kind, family: instance.family.rawValue,
            configuration: configuration == "{}" || configuration.isEmpty ? nil : configuration)
    }
}
