//  StoreChange.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: what one step of the host writes about one instance; `HostStore.commit` writes a
//  batch of them in one transaction, so a reload's timeline, schedule and ledger rows land
//  together or not at all.

public import Foundation
import GlimpseArchive

/// A timeline with each archive already encoded for the store (and checked against the size
/// limit), except those the store already holds.
public struct EncodedTimeline: Sendable {
    public var timeline: InstanceTimeline
    /// `[entry][environment]` JSON bytes (`ArchiveCoding.encode(_:)`, the bytes of `ArchiveCoding.encoder()`); nil where the stored
    /// timeline this one replaces has the same archive at the same place (its row is kept).
    public var archives: [[Data?]]
    /// The entry and environment counts of the stored timeline this one replaces, when known.
    public var stored: (entries: Int, variants: Int)?

    /// Encodes the archives of `timeline`.
    ///
    /// - Parameter stored: The timeline the store holds for the instance now, if known: an
    ///   archive equal to its archive at the same entry and environment is not encoded again, and
    ///   its row is kept (a widget that redraws the same thing costs no encoding or writing).
    /// - Throws: `HostError` `.invalidArchive` naming the entry when an archive encodes to more than
    ///   `WidgetArchive.maximumBytes` (10 MB) or cannot be encoded.
    /// - Complexity: O(size of the archives); an unchanged archive costs one comparison.
    public init(_ timeline: InstanceTimeline, bundle: String, replacing stored: InstanceTimeline? = nil)
        throws(HostError)
    {
        self.timeline = timeline
        self.stored = stored.map { ($0.entries.count, $0.entries.first?.archives.count ?? 0) }
        var archives: [[Data?]] = []
        archives.reserveCapacity(timeline.entries.count)
        for (index, entry) in timeline.entries.enumerated() {
            var variants: [Data?] = []
            let old = stored.flatMap { $0.entries.indices.contains(index) ? $0.entries[index].archives : nil } ?? []
            for (variant, archive) in entry.archives.enumerated() {
                if old.indices.contains(variant) && old[variant] == archive {
                    variants.append(nil)
                    continue
                }
                let data: Data
                do {
                    data = try ArchiveCoding.encode(archive)
                } catch {
                    throw HostError(
                        .invalidArchive,
                        "bundle '\(bundle)' sent an archive in entry \(index) that cannot be encoded: \(error)",
                        underlying: error)
                }
                guard data.count <= WidgetArchive.maximumBytes else {
                    throw HostError(
                        .invalidArchive,
                        "bundle '\(bundle)' sent an archive of \(data.count) bytes in entry \(index); "
                            + "the limit is \(WidgetArchive.maximumBytes) (10 MB)")
                }
                variants.append(data)
            }
            archives.append(variants)
        }
        self.archives = archives
    }
}

/// What to write about one instance.
public struct StoreChange: Sendable {
    public var instance: InstanceID
    /// Replaces the instance's schedule row when set.
    public var schedule: InstanceSchedule?
    /// Replaces the instance's timeline (entries and archives) when set.
    public var timeline: EncodedTimeline?
    /// Rows appended to the ledger.
    public var ledger: [LedgerEntry]

    public init(
        instance: InstanceID, schedule: InstanceSchedule? = nil, timeline: EncodedTimeline? = nil,
        ledger: [LedgerEntry] = []
    ) {
        self.instance = instance
        self.schedule = schedule
        self.timeline = timeline
        self.ledger = ledger
    }
}
