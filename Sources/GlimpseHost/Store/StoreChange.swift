//  StoreChange.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: what one step of the host writes about one instance; `HostStore.commit` writes a
//  batch of them in one transaction, so a reload's timeline, schedule and ledger rows land
//  together or not at all.

public import Foundation
import GlimpseArchive

/// A timeline with each archive already encoded for the store (and checked against the size
/// limit).
public struct EncodedTimeline: Sendable {
    public var timeline: InstanceTimeline
    /// `[entry][environment]` JSON bytes (`ArchiveCoding.encoder()`).
    public var archives: [[Data]]

    /// Encodes every archive of `timeline`.
    /// - Throws: `HostError` `.invalidArchive` naming the entry when an archive encodes to more than
    ///   `WidgetArchive.maximumBytes` (10 MB) or cannot be encoded.
    public init(_ timeline: InstanceTimeline, bundle: String) throws(HostError) {
        self.timeline = timeline
        let encoder = ArchiveCoding.encoder()
        var archives: [[Data]] = []
        archives.reserveCapacity(timeline.entries.count)
        for (index, entry) in timeline.entries.enumerated() {
            var variants: [Data] = []
            for archive in entry.archives {
                let data: Data
                do {
                    data = try encoder.encode(archive)
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
