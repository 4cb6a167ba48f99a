//  INRelevantShortcut.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: Apple Intents "INRelevantShortcut", "INRelevantShortcutRole" (iOS 12; `widgetKind`
//  iOS 15); reference widgetkit.md §8.2: with a `widgetKind`, the shortcut suggests that widget,
//  configured with the shortcut's intent, in a Smart Stack while its relevance lasts.

/// A shortcut and when it is relevant; with a `widgetKind`, a widget suggestion.
///
/// Source: Apple Intents "INRelevantShortcut".
open class INRelevantShortcut: NSObject {
    /// The shortcut the suggestion runs or configures.
    public let shortcut: INShortcut
    /// Whether the shortcut does something or shows something (default `.action`).
    public var shortcutRole: INRelevantShortcutRole = .action
    /// When the shortcut is relevant; empty leaves it to other cues.
    public var relevanceProviders: [INRelevanceProvider] = []
    /// The kind of the widget to suggest, equal to its configuration's `kind`.
    public var widgetKind: String?

    /// Source: Apple "init(shortcut:)".
    public init(shortcut: INShortcut) {
        self.shortcut = shortcut
        super.init()
    }

    /// The shortcut in the form the host stores it.
    var record: RelevantShortcutRecord {
        let intent = shortcut.intent
        return RelevantShortcutRecord(
            widgetKind: widgetKind, role: shortcutRole,
            intentType: intent.map { String(reflecting: type(of: $0)) },
            parameters: intent?._configurationText ?? "{}",
            windows: relevanceProviders.compactMap {
                ($0 as? INDateRelevanceProvider).map { ($0.startDate, $0.endDate) }
            },
            situations: relevanceProviders.compactMap { ($0 as? INDailyRoutineRelevanceProvider)?.situation.rawValue })
    }
}

/// What a relevant shortcut is for.
///
/// Source: Apple Intents "INRelevantShortcutRole".
public enum INRelevantShortcutRole: Int, Hashable, Sendable {
    /// Does something when run.
    case action = 0
    /// Shows information.
    case information = 1
}

/// Where an app puts its relevant shortcuts.
///
/// Source: Apple Intents "INRelevantShortcutStore".
open class INRelevantShortcutStore: NSObject {
    /// The app's store.
    nonisolated(unsafe) public static let `default` = INRelevantShortcutStore()

    override private init() { super.init() }

    /// Replaces the app's relevant shortcuts with `shortcuts`.
    ///
    /// Source: Apple "setRelevantShortcuts(_:completionHandler:)".
    @preconcurrency
    open func setRelevantShortcuts(
        _ shortcuts: [INRelevantShortcut], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        IntentsHostLink.shared.send(.relevantShortcuts(shortcuts.map(\.record)), completion: completionHandler)
    }

    /// Replaces the app's relevant shortcuts with `shortcuts`.
    ///
    /// Source: Apple "setRelevantShortcuts(_:)" (async).
    open func setRelevantShortcuts(_ shortcuts: [INRelevantShortcut]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            setRelevantShortcuts(
                shortcuts,
                completionHandler: { error in
                    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
                })
        }
    }
}
