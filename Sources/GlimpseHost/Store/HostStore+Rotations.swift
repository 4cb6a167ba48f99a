//  HostStore+Rotations.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Each rotation is stored with its reason (scores compared, which source
//  won)": one row per rotation (table `rotations`), written with the stack's new top in one
//  transaction, so a restarted host shows the last rotation, keeps who is on top and its caps.
//  The latest `SmartRotateSettings.maximumRotationsPerStack` rows of a stack are kept.

public import Foundation

/// One rotation of a stack, as stored.
public struct StackRotation: Hashable, Codable, Sendable {
    /// When it rotated (the host's clock).
    public var time: Date
    /// The stack: its first widget's raw id when it rotated (`LiveStackRotation`'s key).
    public var stack: Int64
    /// The surface (place name) and slot (from 0) it was in.
    public var surface: String
    public var slot: Int
    /// The widget it left (nil: none was decided before) and the one it put on top.
    public var from: InstanceID?
    public var to: InstanceID
    /// Why ("rotated to #2: 0.90 (entry) over #1 0.20") and the source that won.
    public var reason: String
    public var source: RelevanceSource?
    /// Every member's score in the decision.
    public var scores: [StackMemberScore]

    public init(
        time: Date, stack: Int64, surface: String, slot: Int, from: InstanceID?, to: InstanceID, reason: String,
        source: RelevanceSource?, scores: [StackMemberScore]
    ) {
        self.time = time
        self.stack = stack
        self.surface = surface
        self.slot = slot
        self.from = from
        self.to = to
        self.reason = reason
        self.source = source
        self.scores = scores
    }

    /// `homeScreen slot=1 #1 → #2: rotated to #2: 1.00 (suggestion) over #1 0.20` (the slot
    /// numbered from 1, as `glimpse host --slot` numbers it).
    public var summary: String {
        let left = from.map { "\($0) → " } ?? ""
        return "\(surface) slot=\(slot + 1) \(left)\(to): \(reason)"
    }

    /// `2026-12-01T10:00:00Z ` and the summary.
    public var line: String { "\(time.formatted(.iso8601)) \(summary)" }

    /// The summary with each widget `names` has named by its kind and family as well:
    /// `homeScreen slot=1 #1 (Weather, systemSmall) → #2 (Trip, systemSmall): rotated to #2 (Trip,
    /// systemSmall): 1.00 (suggestion) over #1 (Weather, systemSmall) 0.20`.
    public func summary(naming names: [InstanceID: String]) -> String { Self.naming(summary, names) }

    /// The line with each widget named as `summary(naming:)` names it.
    public func line(naming names: [InstanceID: String]) -> String { Self.naming(line, names) }

    /// The names `summary(naming:)` takes: `Trip, systemSmall` for each instance.
    public static func names(of instances: [WidgetInstance]) -> [InstanceID: String] {
        Dictionary(instances.map { ($0.id, "\($0.kind), \($0.family.rawValue)") }, uniquingKeysWith: { a, _ in a })
    }

    /// `text` with each `#N` that `names` has followed by ` (its name)`; `#12` is not taken for `#1`.
    static func naming(_ text: String, _ names: [InstanceID: String]) -> String {
        var out = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            out += rest[..<hash]
            let digits = rest[rest.index(after: hash)...].prefix { $0.isASCII && $0.isNumber }
            let end = digits.endIndex
            out += rest[hash..<end]
            if let raw = Int64(digits), let name = names[InstanceID(raw)] { out += " (\(name))" }
            rest = rest[end...]
        }
        return out + rest
    }
}

extension HostStore {
    /// Stores `rotation`, in one transaction with its stack's new top when `updateTop` (the stored
    /// stack whose first widget is `rotation.stack` shows `rotation.to`, `rotated`, unless a
    /// person pinned its top or swiped to it without a stored time; a timed swipe is replaced,
    /// Smart Rotate having held it for `userChoiceHold`), then deletes the stack's rows beyond
    /// `keep`.
    /// - Throws: `HostError` `.storeFailed` (nothing is written).
    public func addRotation(_ rotation: StackRotation, updateTop: Bool, keep: Int = 500) throws(HostError) {
        let scores = String(decoding: (try? JSONEncoder().encode(rotation.scores)) ?? Data("[]".utf8), as: UTF8.self)
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare(
                    "INSERT INTO rotations (time, stack, surface, slot, from_id, to_id, reason, source, scores) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                ).bind(
                    .date(rotation.time), .int(rotation.stack), .text(rotation.surface), .int(Int64(rotation.slot)),
                    rotation.from.map { .int($0.rawValue) } ?? .null, .int(rotation.to.rawValue),
                    .text(rotation.reason), rotation.source.map { .text($0.rawValue) } ?? .null, .text(scores)
                ).run()
                try db.prepare(
                    """
                    DELETE FROM rotations WHERE id IN (
                        SELECT id FROM rotations WHERE stack = ?1 ORDER BY id DESC LIMIT -1 OFFSET ?2)
                    """
                ).bind(.int(rotation.stack), .int(Int64(max(keep, 1)))).run()
                guard updateTop else { return }
                try db.prepare(
                    """
                    UPDATE stacks SET top = ?1, top_reason = 'rotated', top_chosen = NULL
                    WHERE top_reason <> 'pinned' AND (top_reason <> 'swiped' OR top_chosen IS NOT NULL)
                        AND (surface, slot) IN (
                        SELECT surface, slot FROM stack_widgets WHERE instance_id = ?2 AND position = 0)
                        AND EXISTS (SELECT 1 FROM stack_widgets w WHERE w.instance_id = ?1
                            AND w.surface = stacks.surface AND w.slot = stacks.slot)
                    """
                ).bind(.int(rotation.to.rawValue), .int(rotation.stack)).run()
            }
        }
    }

    /// The stored rotations, oldest first; the last `limit` when given.
    /// - Throws: `HostError` `.storeFailed`.
    public func rotations(limit: Int? = nil) throws(HostError) -> [StackRotation] {
        try readRotations(
            "SELECT time, stack, surface, slot, from_id, to_id, reason, source, scores FROM rotations "
                + "ORDER BY id DESC LIMIT \(max(limit ?? -1, -1))")
    }

    /// The latest rotation of each stack, by stack.
    /// - Throws: `HostError` `.storeFailed`.
    public func lastRotations() throws(HostError) -> [Int64: StackRotation] {
        let rows = try readRotations(
            "SELECT time, stack, surface, slot, from_id, to_id, reason, source, scores FROM rotations "
                + "WHERE id IN (SELECT max(id) FROM rotations GROUP BY stack)")
        return Dictionary(rows.map { ($0.stack, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Rows of `sql` (newest first), returned oldest first.
    private func readRotations(_ sql: String) throws(HostError) -> [StackRotation] {
        try locked { () throws(HostError) -> [StackRotation] in
            let statement = try db.prepare(sql)
            var rows: [StackRotation] = []
            while try statement.step() {
                let scores =
                    (try? JSONDecoder().decode([StackMemberScore].self, from: Data((statement.text(8) ?? "[]").utf8)))
                    ?? []
                rows.append(
                    StackRotation(
                        time: Date(timeIntervalSince1970: statement.double(0)), stack: statement.int(1),
                        surface: statement.text(2) ?? "", slot: Int(statement.int(3)),
                        from: statement.isNull(4) ? nil : InstanceID(statement.int(4)),
                        to: InstanceID(statement.int(5)),
                        reason: statement.text(6) ?? "",
                        source: statement.isNull(7) ? nil : RelevanceSource(rawValue: statement.text(7) ?? ""),
                        scores: scores))
            }
            return rows.reversed()
        }
    }
}
