//  HostStore+Donations.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "Donations are stored (intent type, parameters, time)" and "Suggestions"
//  (schema version 6): apps' donations, one row each, written a batch per transaction; donations
//  older than `donationRetention` and those beyond `maximumDonationsPerBundle` (the oldest first)
//  are deleted as new ones arrive. Each app's relevant shortcuts and relevant intents replace its
//  last set.

public import Foundation
public import GlimpseArchive

extension HostStore {
    /// Adds `donations` of `bundle` in one transaction, then deletes what the limits leave out.
    /// - Returns: How many older donations the limits deleted.
    /// - Throws: `HostError` `.storeFailed` (nothing of the batch is written).
    @discardableResult
    public func addDonations(
        _ donations: [DonationRecord], bundle: String, now: Date, settings: SmartRotateSettings
    ) throws(HostError) -> Int {
        try locked { () throws(HostError) -> Int in
            try db.transaction { () throws(HostError) -> Int in
                let insert = try db.prepare(
                    "INSERT INTO donations (bundle, source, intent_type, parameters, time, identifier, donation_group) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?)")
                for donation in donations {
                    insert.reset()
                    try insert.bind(
                        .text(bundle), .text(donation.source.rawValue), .text(donation.intentType),
                        .text(donation.parameters), .date(donation.date), .text(donation.identifier),
                        donation.group.map { .text($0) } ?? .null
                    ).run()
                }
                let before = try db.scalarInt("SELECT count(*) FROM donations")
                let retention = settings.donationRetention.isFinite ? max(settings.donationRetention, 0) : 0
                try db.prepare("DELETE FROM donations WHERE bundle = ? AND time < ?")
                    .bind(.text(bundle), .date(now.addingTimeInterval(-retention))).run()
                try db.prepare(
                    """
                    DELETE FROM donations WHERE id IN (
                        SELECT id FROM donations WHERE bundle = ?1 ORDER BY time DESC, id DESC LIMIT -1 OFFSET ?2)
                    """
                ).bind(.text(bundle), .int(Int64(max(settings.maximumDonationsPerBundle, 0)))).run()
                return Int(before - (try db.scalarInt("SELECT count(*) FROM donations")))
            }
        }
    }

    /// Deletes `bundle`'s donations with one of `identifiers`, or in `group`; neither: all of them.
    /// - Returns: How many were deleted.
    /// - Throws: `HostError` `.storeFailed`.
    @discardableResult
    public func deleteDonations(identifiers: [String]?, group: String?, bundle: String) throws(HostError) -> Int {
        try locked { () throws(HostError) -> Int in
            try db.transaction { () throws(HostError) -> Int in
                let before = try db.scalarInt("SELECT count(*) FROM donations")
                if let identifiers {
                    let delete = try db.prepare("DELETE FROM donations WHERE bundle = ? AND identifier = ?")
                    for identifier in identifiers {
                        delete.reset()
                        try delete.bind(.text(bundle), .text(identifier)).run()
                    }
                } else if let group {
                    try db.prepare("DELETE FROM donations WHERE bundle = ? AND donation_group = ?")
                        .bind(.text(bundle), .text(group)).run()
                } else {
                    try db.prepare("DELETE FROM donations WHERE bundle = ?").bind(.text(bundle)).run()
                }
                return Int(before - (try db.scalarInt("SELECT count(*) FROM donations")))
            }
        }
    }

    /// The stored donations, oldest first; of one bundle when `bundle` is given.
    /// - Throws: `HostError` `.storeFailed`.
    public func donations(bundle: String? = nil) throws(HostError) -> [DonationRecord] {
        try locked { () throws(HostError) -> [DonationRecord] in
            let statement = try db.prepare(
                "SELECT source, intent_type, parameters, time, identifier, donation_group FROM donations "
                    + "WHERE ?1 IS NULL OR bundle = ?1 ORDER BY time, id")
            _ = statement.bind(bundle.map { .text($0) } ?? .null)
            var records: [DonationRecord] = []
            while try statement.step() {
                records.append(
                    DonationRecord(
                        source: DonationRecord.Source(rawValue: statement.text(0) ?? "") ?? .intents,
                        intentType: statement.text(1) ?? "", parameters: statement.text(2) ?? "{}",
                        date: Date(timeIntervalSince1970: statement.double(3)), identifier: statement.text(4) ?? "",
                        group: statement.isNull(5) ? nil : statement.text(5)))
            }
            return records
        }
    }

    /// The donation profiles of `bundle`, one per intent type and parameters (`INInteraction`
    /// and AppIntents donations together), in the order first donated.
    /// - Throws: `HostError` `.storeFailed`.
    public func donationProfiles(bundle: String) throws(HostError) -> [DonationProfile] {
        var profiles: [DonationProfile] = []
        var index: [String: Int] = [:]
        for donation in try donations(bundle: bundle) {
            let key = donation.intentType + "\u{0}" + donation.parameters
            if let at = index[key] {
                profiles[at].add(donation.date)
            } else {
                index[key] = profiles.count
                profiles.append(
                    DonationProfile(
                        intentType: donation.intentType, parameters: donation.parameters, dates: [donation.date]))
            }
        }
        return profiles
    }

    /// Replaces `bundle`'s stored suggestions of `origin` with `suggestions`, in one transaction.
    /// - Throws: `HostError` `.storeFailed` (the previous set stays).
    public func saveSuggestions(
        _ suggestions: [StackSuggestion], origin: StackSuggestion.Origin, bundle: String
    ) throws(HostError) {
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in
                try db.prepare("DELETE FROM suggestions WHERE bundle = ? AND origin = ?")
                    .bind(.text(bundle), .text(origin.rawValue)).run()
                let insert = try db.prepare(
                    "INSERT INTO suggestions (bundle, origin, position, kind, intent_type, configuration, start, end) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                for (position, suggestion) in suggestions.enumerated() {
                    insert.reset()
                    try insert.bind(
                        .text(bundle), .text(origin.rawValue), .int(Int64(position)), .text(suggestion.kind),
                        suggestion.intentType.map { .text($0) } ?? .null, .text(suggestion.configuration),
                        .date(suggestion.start), .optionalDate(suggestion.end)
                    ).run()
                }
            }
        }
    }

    /// Every stored suggestion, by bundle, origin and position.
    /// - Throws: `HostError` `.storeFailed`.
    public func suggestions() throws(HostError) -> [StackSuggestion] {
        try locked { () throws(HostError) -> [StackSuggestion] in
            let statement = try db.prepare(
                "SELECT origin, kind, intent_type, configuration, start, end FROM suggestions "
                    + "ORDER BY bundle, origin, position")
            var found: [StackSuggestion] = []
            while try statement.step() {
                found.append(
                    StackSuggestion(
                        kind: statement.text(1) ?? "", start: Date(timeIntervalSince1970: statement.double(4)),
                        end: statement.isNull(5) ? nil : Date(timeIntervalSince1970: statement.double(5)),
                        origin: StackSuggestion.Origin(rawValue: statement.text(0) ?? "") ?? .relevantIntent,
                        configuration: statement.text(3) ?? "{}", intentType: statement.text(2)))
            }
            return found
        }
    }
}
