//  ExtensionProcess+Methods.swift — GlimpseHost (Glimpse)
//  Status: Complete for describe, placeholder, snapshot, timeline, previews, preview
//  Behaviour: Docs/ExtensionProtocol.md "Methods" and "Versions": typed calls over `send`.

import Foundation
public import GlimpseArchive

extension ExtensionProcess {
    /// The bundle's widgets.
    ///
    /// - Throws: `HostError` `.unsupportedVersion` when the bundle speaks a newer protocol
    ///   version than this host; `.malformedResponse` saying the executable is not a Glimpse widget
    ///   bundle when its first answer is not JSON, or JSON with no description, or it exits with
    ///   status 0 without answering (`/bin/ls`, a command-line tool); any other error of `send`.
    public func describe() throws(HostError) -> BundleDescription {
        let response: ExtensionResponse
        do {
            response = try send(ExtensionRequest(id: 0, method: .describe))
        } catch  where Self.speaksAnotherLanguage(error) || (error.code == .bundleCrashed && exitedCleanly) {
            throw notABundle(error)
        }
        guard let description = response.describe else {
            throw notABundle(HostError(.malformedResponse, "it answered describe with no description"))
        }
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

    /// Whether `error` says the answer was not the protocol at all: a line that is not JSON, or
    /// JSON without the answer's part (a program echoing its input). A describe answer with a
    /// field missing or of the wrong type is a bundle's malformed answer, reported as it is.
    private static func speaksAnotherLanguage(_ error: HostError) -> Bool {
        guard error.code == .malformedResponse else { return false }
        guard let underlying = error.underlying else { return true }
        if case DecodingError.dataCorrupted = underlying { return true }
        return false
    }

    /// Whether the process ended with exit status 0.
    private var exitedCleanly: Bool { exitDescription == "exited with status 0" }

    /// "'/bin/ls' is not a Glimpse widget bundle: …".
    private func notABundle(_ error: HostError) -> HostError {
        // A line that is not a response may also be a real bundle's `print` to stdout.
        let or = error.code == .malformedResponse ? ", or its code printed to stdout" : ""
        return HostError(
            .malformedResponse,
            "'\(executablePath)' is not a Glimpse widget bundle\(or): it does not speak the extension protocol "
                + "(\(error.message)); pass the executable of a target whose @main is a Widget or WidgetBundle",
            underlying: error, stderrTail: error.stderrTail)
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

extension ExtensionProcess {
    /// Hands the bundle the finished transfers of background session `session`; the bundle runs
    /// its `onBackgroundURLSessionEvents` handler and the session delegate, and answers once the
    /// handler's completion was called.
    ///
    /// - Returns: How many transfers reached a download delegate.
    /// - Throws: Any error of `send` (`.badRequest` from a bundle built before background transfers).
    public func backgroundEvents(session: String, transfers: [BackgroundTransferResult]) throws(HostError) -> Int {
        try send(ExtensionRequest(id: 0, method: .backgroundEvents, session: session, transfers: transfers)).delivered!
    }
}

extension ExtensionProcess {
    /// A relevance widget's `relevance()`: its attributes in priority order (`[]` for a timeline
    /// widget). Docs/ExtensionProtocol.md "`relevance`".
    ///
    /// - Parameter date: The simulated time the bundle's clock reads while it answers; nil leaves
    ///   its clock alone.
    /// - Throws: Any error of `send`: `.unknownKind`; `.badRequest` from a bundle built before
    ///   relevance widgets; `.timeout` when `relevance()` does not return within the provider
    ///   timeout (the bundle is stopped); `.bundleCrashed`.
    public func relevance(kind: String, date: Date? = nil) throws(HostError) -> [RelevanceAttributeDescription] {
        try send(ExtensionRequest(id: 0, method: .relevance, kind: kind, date: date)).relevance!
    }
}
