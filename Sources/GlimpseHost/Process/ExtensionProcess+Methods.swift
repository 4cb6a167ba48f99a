//  ExtensionProcess+Methods.swift — GlimpseHost (Glimpse)
//  Status: Complete for describe, placeholder, snapshot, timeline, previews, preview
//  Behaviour: Docs/ExtensionProtocol.md "Methods" and "Versions": typed calls over `send`.

import Foundation
public import GlimpseArchive

extension ExtensionProcess {
    /// The bundle's widgets.
    ///
    /// - Throws: `HostError` `.unsupportedVersion` when the bundle speaks a newer protocol
    ///   version than this host; any error of `send`.
    public func describe() throws(HostError) -> BundleDescription {
        let response = try send(ExtensionRequest(id: 0, method: .describe))
        let description = response.describe!
        guard description.protocolVersion <= ExtensionProtocol.version else {
            throw HostError(
                .unsupportedVersion,
                "bundle '\(bundleName)' speaks extension protocol \(description.protocolVersion); "
                    + "this glimpse speaks \(ExtensionProtocol.version); update glimpse")
        }
        return description
    }

    /// The placeholder entry of `kind` in `family`, one archive per environment.
    ///
    /// - Parameters:
    ///   - family: A `WidgetFamily` name, e.g. `"systemSmall"`.
    ///   - displaySize: Canvas in points; nil lets the bundle use a 6.1-inch iPhone's size.
    ///   - environments: One archive per environment, in this order.
    ///   - date: A simulated time the bundle's wall clock is set to for the request; nil leaves
    ///     the bundle's clock alone (Docs/ExtensionProtocol.md "Time").
    ///   - configuration: The instance's configuration intent's parameters as JSON text; nil for
    ///     the intent's defaults (static widgets ignore it).
    /// - Throws: Any error of `send`.
    public func placeholder(
        kind: String, family: String, displaySize: Size? = nil,
        environments: [RenderEnvironment] = [RenderEnvironment()], date: Date? = nil, configuration: String? = nil
    ) throws(HostError) -> ArchivedEntry {
        try send(
            ExtensionRequest(
                id: 0, method: .placeholder, kind: kind, family: family, displaySize: displaySize,
                environments: environments, date: date, configuration: configuration)
        ).entries![0]
    }

    /// The snapshot entry of `kind` in `family` (`isPreview` for the gallery).
    /// `date` and `configuration` are as for `placeholder`.
    /// - Throws: Any error of `send`.
    public func snapshot(
        kind: String, family: String, displaySize: Size? = nil,
        environments: [RenderEnvironment] = [RenderEnvironment()], isPreview: Bool = false, date: Date? = nil,
        configuration: String? = nil
    ) throws(HostError) -> ArchivedEntry {
        try send(
            ExtensionRequest(
                id: 0, method: .snapshot, kind: kind, family: family, displaySize: displaySize, isPreview: isPreview,
                environments: environments, date: date, configuration: configuration)
        ).entries![0]
    }

    /// The timeline of `kind` in `family`: its entries in the bundle's order, its policy, and what
    /// the bundle's wall clock read when it began (nil from bundles that do not say).
    /// `date` and `configuration` are as for `placeholder`.
    /// - Throws: Any error of `send`.
    public func timeline(
        kind: String, family: String, displaySize: Size? = nil,
        environments: [RenderEnvironment] = [RenderEnvironment()], date: Date? = nil, configuration: String? = nil
    ) throws(HostError) -> (entries: [ArchivedEntry], policy: ReloadPolicy, clock: Date?) {
        let response = try send(
            ExtensionRequest(
                id: 0, method: .timeline, kind: kind, family: family, displaySize: displaySize,
                environments: environments, date: date, configuration: configuration))
        return (response.entries!, response.policy!, response.clock)
    }

    /// The bundle's registered previews (`#Preview`s, then `PreviewProvider` previews), in the
    /// bundle's order (Docs/ExtensionProtocol.md "`previews` and `preview`").
    /// - Throws: `HostError` `.badRequest` from a bundle built before previews were listed; any
    ///   error of `send`.
    public func previews() throws(HostError) -> [PreviewDescription] {
        try send(ExtensionRequest(id: 0, method: .previews)).previews!
    }

    /// The entries of preview `index` drawn: one per timeline entry of a widget preview, one for
    /// a view preview, each with one archive per environment in this order.
    ///
    /// - Parameters:
    ///   - index: A `PreviewDescription.index`.
    ///   - displaySize: A widget preview's canvas in points; nil lets the bundle use the family's
    ///     size on a 6.1-inch iPhone. View previews use their own layout.
    ///   - environments: One archive per environment, in this order.
    /// - Throws: `HostError` (`.badRequest` for an index out of range, `.unsupportedFamily`,
    ///   `.providerFailed`); any error of `send`.
    public func preview(
        _ index: Int, displaySize: Size? = nil, environments: [RenderEnvironment] = [RenderEnvironment()]
    ) throws(HostError) -> [ArchivedEntry] {
        try send(
            ExtensionRequest(
                id: 0, method: .preview, displaySize: displaySize, environments: environments, preview: index)
        ).entries!
    }
}
