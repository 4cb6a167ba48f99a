//  HostStore+SuggestedWidgets.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Suggestions … it leaves when the window ends unless the user keeps it":
//  the widgets a suggestion inserted (table `suggested_widgets`, gone with their instance), the
//  person's Keep (the row goes: an ordinary widget now, remembered in `kept_widgets` so a
//  second Keep says it is kept already) and Remove (the suggestion's window is
//  recorded in `dismissed_suggestions`, so it does not come back in that window).

public import Foundation

/// A widget a suggestion put into a stack, until its window ends.
public struct SuggestedWidget: Hashable, Codable, Sendable {
    public var instance: InstanceID
    public var kind: String
    /// The configuration it was given (JSON object text).
    public var configuration: String
    /// The suggestion's window [start, end).
    public var start: Date
    public var end: Date

    public init(instance: InstanceID, kind: String, configuration: String, start: Date, end: Date) {
        self.instance = instance
        self.kind = kind
        self.configuration = configuration
        self.start = start
        self.end = end
    }

    /// The suggestion it came from, as `dismissed_suggestions` names it.
    public var key: SuggestionKey { SuggestionKey(kind: kind, configuration: configuration, start: start) }
}

/// Names one window of one suggestion: its kind, configuration and start.
public struct SuggestionKey: Hashable, Sendable {
    public var kind: String
    public var configuration: String
    public var start: Date

    public init(kind: String, configuration: String, start: Date) {
        self.kind = kind
        self.configuration = configuration
        self.start = start
    }

    public init(_ suggestion: StackSuggestion) {
        self.init(kind: suggestion.kind, configuration: suggestion.configuration, start: suggestion.start)
    }
}

extension HostStore {
    /// Records that `widget` was inserted by a suggestion.
    /// - Throws: `HostError` `.storeFailed` (also for an instance the store does not hold).
    public func addSuggestedWidget(_ widget: SuggestedWidget) throws(HostError) {
        try locked { () throws(HostError) in
            try db.prepare(
                "INSERT OR REPLACE INTO suggested_widgets (instance_id, kind, configuration, start, end) "
                    + "VALUES (?, ?, ?, ?, ?)"
            ).bind(
                .int(widget.instance.rawValue), .text(widget.kind), .text(widget.configuration), .date(widget.start),
                .date(widget.end)
            ).run()
        }
    }

    /// The widgets suggestions inserted that are still suggested (not kept, not removed), by id.
    /// - Throws: `HostError` `.storeFailed`.
    public func suggestedWidgets() throws(HostError) -> [SuggestedWidget] {
        try locked { () throws(HostError) -> [SuggestedWidget] in
            let statement = try db.prepare(
                "SELECT instance_id, kind, configuration, start, end FROM suggested_widgets ORDER BY instance_id")
            var found: [SuggestedWidget] = []
            while try statement.step() {
                found.append(
                    SuggestedWidget(
                        instance: InstanceID(statement.int(0)), kind: statement.text(1) ?? "",
                        configuration: statement.text(2) ?? "{}",
                        start: Date(timeIntervalSince1970: statement.double(3)),
                        end: Date(timeIntervalSince1970: statement.double(4))))
            }
            return found
        }
    }

    /// The person kept the suggested widget `id`: it stays as an ordinary widget.
    /// - Returns: Whether `id` was a suggested widget.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func keepSuggestedWidget(_ id: InstanceID) throws(HostError) -> Bool {
        try locked { () throws(HostError) -> Bool in
            let before = try db.scalarInt("SELECT count(*) FROM suggested_widgets")
            try db.prepare("DELETE FROM suggested_widgets WHERE instance_id = ?").bind(.int(id.rawValue)).run()
            guard try db.scalarInt("SELECT count(*) FROM suggested_widgets") < before else { return false }
            try db.prepare("INSERT OR REPLACE INTO kept_widgets (instance_id, kept) VALUES (?, ?)")
                .bind(.int(id.rawValue), .date(Date())).run()
            return true
        }
    }

    /// Whether the person kept `id` when it was a suggested widget (a widget placed by hand
    /// never was one), so a second Keep can say so.
    /// - Throws: `HostError` `.storeFailed`.
    public func wasKept(_ id: InstanceID) throws(HostError) -> Bool {
        try locked { () throws(HostError) -> Bool in
            let statement = try db.prepare("SELECT 1 FROM kept_widgets WHERE instance_id = ?").bind(.int(id.rawValue))
            return try statement.step()
        }
    }

    /// The person removed the suggested widget `widget` (its instance is removed by the host):
    /// its suggestion does not come back in that window.
    /// - Throws: `HostError` `.storeFailed`.
    public func dismissSuggestion(_ widget: SuggestedWidget) throws(HostError) {
        try locked { () throws(HostError) in
            try db.prepare(
                "INSERT OR IGNORE INTO dismissed_suggestions (kind, configuration, start) VALUES (?, ?, ?)"
            ).bind(.text(widget.kind), .text(widget.configuration), .date(widget.start)).run()
        }
    }

    /// The person removed `instance`, whether a suggestion brought it or not (kept, or placed by
    /// hand): the suggestions of its kind and configuration open at `now` do not bring it back in
    /// their windows.
    /// - Parameter openWindow: How long a window without an end lasts (`SmartRotateSettings`).
    /// - Throws: `HostError` `.storeFailed`.
    public func dismissSuggestions(for instance: WidgetInstance, at now: Date, openWindow: TimeInterval)
        throws(HostError)
    {
        for suggestion in try suggestions()
        where suggestion.kind == instance.kind && suggestion.configuration == instance.configuration
            && suggestion.isOpen(at: now, openWindow: openWindow)
        {
            try dismissSuggestion(
                SuggestedWidget(
                    instance: instance.id, kind: suggestion.kind, configuration: suggestion.configuration,
                    start: suggestion.start, end: suggestion.end(openWindow: openWindow)))
        }
    }

    /// The suggestion windows a person removed.
    /// - Throws: `HostError` `.storeFailed`.
    public func dismissedSuggestions() throws(HostError) -> Set<SuggestionKey> {
        try locked { () throws(HostError) -> Set<SuggestionKey> in
            let statement = try db.prepare("SELECT kind, configuration, start FROM dismissed_suggestions")
            var found = Set<SuggestionKey>()
            while try statement.step() {
                found.insert(
                    SuggestionKey(
                        kind: statement.text(0) ?? "", configuration: statement.text(1) ?? "{}",
                        start: Date(timeIntervalSince1970: statement.double(2))))
            }
            return found
        }
    }
}
