//  ReloadNotice.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": a `WidgetCenter` reload made
//  inside a widget extension (a background session's delegate, typically) goes to the host that
//  runs the extension as a notification on its stdout, so any host honours it (`glimpse host`
//  serves no WidgetCenter socket), and it reaches that host, not whichever holds the socket.

/// `WidgetCenter.shared.reloadTimelines(ofKind:)` or `reloadAllTimelines()` called in the
/// extension, sent as a notification (`ExtensionResponse.reload`, id 0).
public struct ReloadNotice: Hashable, Codable, Sendable {
    /// The kind to reload; nil reloads every widget of the bundle.
    public var kind: String?

    public init(kind: String?) { self.kind = kind }
}
