//  WidgetCenter.swift — WidgetKit (Glimpse)
//  Status: Complete for reloads, current configurations and the two invalidations;
//  `currentPushInfo` (always nil: no push service) is in WidgetConfiguration+Placement.swift;
//  `UserInfoKey` is in WidgetCenter+UserInfoKey.swift
//  Behaviour: Apple WidgetKit "WidgetCenter"; reference widgetkit.md §3.1–3.2; Docs/WidgetCenter.md
//  (the socket, the messages, and what happens with no host running).

import Dispatch
internal import GlimpseArchive
import Synchronization

/// The app's handle on its widgets: asks the running host to reload timelines and reports the
/// widgets the user has configured.
///
/// Glimpse: every call talks to the host (`glimpse serve`) over its Unix socket,
/// `$GLIMPSE_SOCKET`, else `$XDG_RUNTIME_DIR/glimpse/host.sock`, else
/// `/tmp/glimpse-<uid>/host.sock`. The app names its widget bundle with `$GLIMPSE_BUNDLE`, else
/// by its executable's file name. With no host running, reloads do nothing (as on iOS; with
/// `GLIMPSE_DEBUG=1` a line goes to stderr) and configurations fail with an error naming the
/// socket. Calls block for at most 2 s. Inside a widget extension run by a host, reloads go to
/// that host on the extension's protocol pipe instead (a `reload` notification,
/// Docs/ExtensionProtocol.md), so every host honours them, `glimpse host` included.
///
/// Source: Apple WidgetKit "WidgetCenter".
public final class WidgetCenter: Sendable {
    /// The one widget center of the process.
    public static let shared = WidgetCenter()

    /// Where requests go, and who sends them; nil parts are read from the environment per call.
    private let socket: CenterSocketPath?
    private let caller: CenterCaller?
    private let timeout: Double
    private let nextID = Atomic<Int>(1)
    /// Where the extension runtime sends reloads (its protocol pipe); nil: the socket.
    private static let extensionReloads = Mutex<(@Sendable (String?) -> Void)?>(nil)

    private init() {
        socket = nil
        caller = nil
        timeout = 2
    }

    /// A widget center with a fixed socket and caller (tests, tools).
    ///
    /// - Parameters:
    ///   - socketPath: The host's socket file.
    ///   - bundle: The widget bundle's executable name.
    ///   - foreground: Whether reloads count as the foreground app's (free).
    ///   - timeout: Seconds to wait for each step of a request.
    package init(socketPath: String, bundle: String, foreground: Bool = true, timeout: Double = 2) {
        socket = CenterSocketPath(path: socketPath)
        caller = CenterCaller(bundle: bundle, foreground: foreground)
        self.timeout = timeout
    }

    /// Marks this process as a widget extension: its reloads are not the foreground app's.
    /// Called by the extension runtime before it serves requests.
    package static func markExtensionProcess() {
        CenterCaller.isExtensionProcess.store(true, ordering: .relaxed)
    }

    /// Sends the shared center's reloads to `send` (the kind, nil for all) instead of the
    /// socket; nil sends them to the socket again. Called by the extension runtime, which writes
    /// them to the host as notifications.
    package static func sendReloads(to send: (@Sendable (String?) -> Void)?) {
        extensionReloads.withLock { $0 = send }
    }

    /// Hands a reload to the extension's host when this is the shared center of an extension
    /// run by a host; false otherwise.
    private func sentToExtensionHost(kind: String?) -> Bool {
        guard socket == nil, let send = Self.extensionReloads.withLock({ $0 }) else { return false }
        send(kind)
        return true
    }

    // MARK: - Reloading

    /// Asks the host to reload the timelines of every widget of kind `kind` in this app's bundle.
    ///
    /// Reloads from the app in the foreground are not charged to the widgets' budgets (reference
    /// §3.2). Returns once the host has the request; with no host running it does nothing.
    public func reloadTimelines(ofKind kind: String) {
        if sentToExtensionHost(kind: kind) { return }
        sendQuietly(.reloadTimelines, kind: kind)
    }

    /// Asks the host to reload the timelines of all of this app's widgets.
    ///
    /// Returns once the host has the request; with no host running it does nothing.
    public func reloadAllTimelines() {
        if sentToExtensionHost(kind: nil) { return }
        sendQuietly(.reloadAllTimelines)
    }

    /// Asks the host to query the widget's configuration recommendations again.
    public func invalidateConfigurationRecommendations() {
        sendQuietly(.invalidateConfigurationRecommendations)
    }

    /// Asks the host to query the relevance of widgets of kind `kind` again.
    public func invalidateRelevance(ofKind kind: String) {
        sendQuietly(.invalidateRelevance, kind: kind)
    }

    // MARK: - Configurations

    /// Retrieves the widgets the user has configured for this app, then calls `completion` on a
    /// background queue.
    ///
    /// - Parameter completion: Called once with the configured widgets (in the host's order), or
    ///   with an error: Glimpse's `CenterError` with code `hostUnavailable` when no host is
    ///   running (its message names the socket path and asks whether `glimpse serve` is running),
    ///   `timeout`, or `hostRefused`.
    @preconcurrency
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            completion(Result { try self.fetchConfigurations() })
        }
    }

    /// The widgets the user has configured for this app, in the host's order.
    ///
    /// - Throws: Glimpse's `CenterError` (see `getCurrentConfigurations(_:)`).
    public func currentConfigurations() async throws -> [WidgetInfo] {
        try await withCheckedThrowingContinuation { continuation in
            getCurrentConfigurations { continuation.resume(with: $0) }
        }
    }

    // MARK: - Talking to the host

    func request(_ method: CenterRequest.Method, kind: String? = nil) -> (CenterRequest, CenterClient) {
        let caller = self.caller ?? CenterCaller.resolve()
        let id = nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        let request = CenterRequest(
            id: id, method: method, bundle: caller.bundle, kind: kind, foreground: caller.foreground,
            pid: ProcessInfo.processInfo.processIdentifier)
        return (request, CenterClient(socket: socket ?? CenterSocketPath.resolve(), timeout: timeout))
    }

    /// Sends a request whose failure the app never sees, as on iOS.
    func sendQuietly(_ method: CenterRequest.Method, kind: String? = nil) {
        let (request, client) = request(method, kind: kind)
        do {
            _ = try client.send(request)
        } catch {
            Self.debugLog("\(method.rawValue) for bundle '\(request.bundle)' was not delivered: \(error)")
        }
    }

    private func fetchConfigurations() throws -> [WidgetInfo] {
        let (request, client) = request(.currentConfigurations)
        let records = try client.send(request).configurations ?? []
        return records.compactMap { record in
            guard let info = WidgetInfo(record) else {
                Self.debugLog("skipped widget '\(record.kind)': '\(record.family)' is not a widget family")
                return nil
            }
            return info
        }
    }

    /// One line to stderr when `GLIMPSE_DEBUG=1`; nothing otherwise.
    static func debugLog(_ message: String) {
        guard ProcessInfo.processInfo.environment["GLIMPSE_DEBUG"] == "1" else { return }
        FileHandle.standardError.write(Data("glimpse: WidgetCenter: \(message)\n".utf8))
    }
}
