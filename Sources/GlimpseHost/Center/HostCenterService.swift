//  HostCenterService.swift — GlimpseHost (Glimpse)
//  Status: Complete for reloads, configurations, relevance, donations and suggestions;
//  `invalidateConfigurationRecommendations` is accepted and ignored (no recommendations yet)
//  Behaviour: reference widgetkit.md §3.1–3.2 — WidgetCenter requests carried out by the `WidgetHost`
//  engine: reloads are `.widgetCenter` reloads, free when the app asked from the foreground.
//  Issue 13: donations and suggestions go to the host's store (HostStore+Donations); what is set
//  aside (a kind no bundle has, a window ending before it starts) is answered as notes. Live
//  Activities an app starts, updates and ends are stored (HostStore+LiveActivities).

import Foundation
public import GlimpseArchive

/// Serves the WidgetCenter socket from a `WidgetHost`.
///
/// ```swift
/// let server = WidgetCenterServer(service: HostCenterService(host: host))
/// try server.start()
/// ```
public struct HostCenterService: WidgetCenterServing {
    public let host: WidgetHost
    /// The host's placed controls, for `ControlCenter`'s calls; nil answers none.
    public var controls: ControlHost?
    /// The configuration intent's type of a control kind of a bundle (path), for
    /// `currentControls`; nil (or nil answers): not known.
    public var controlIntent: (@Sendable (_ bundle: String, _ kind: String) -> String?)?
    /// The configuration intent's type of a widget kind of a bundle (path), for
    /// `currentConfigurations` (so `WidgetInfo.configuration` can make the app's `INIntent`);
    /// nil (or nil answers): not known.
    public var widgetIntent: (@Sendable (_ bundle: String, _ kind: String) -> String?)?
    /// The widget kinds the host's bundles have; nil: the kinds of the placed widgets.
    public let knownKinds: (@Sendable () -> Set<String>)?
    /// The limits donations are kept by.
    public let smartRotate: SmartRotateSettings
    /// Called after donations or suggestions were stored (the owner decides its stacks again).
    public let onRelevanceChange: (@Sendable () -> Void)?
    /// Called for `WidgetCenter.invalidateRelevance(ofKind:)` with the kind and the bundle: the
    /// owner asks the kind's `relevance()` again (as iOS does); nil calls `onRelevanceChange`.
    public var onRelevanceInvalidated: (@Sendable (_ kind: String, _ bundle: String) -> Void)?
    /// Called after a Live Activity change was stored (the owner draws its places again).
    public var onLiveActivityChange: (@Sendable () -> Void)?

    /// - Parameters:
    ///   - knownKinds: The widget kinds the bundles describe, for suggestions; nil takes the kinds
    ///     of the placed widgets.
    ///   - smartRotate: `donationRetention` and `maximumDonationsPerBundle` are applied here.
    public init(
        host: WidgetHost, knownKinds: (@Sendable () -> Set<String>)? = nil,
        smartRotate: SmartRotateSettings = SmartRotateSettings(), onRelevanceChange: (@Sendable () -> Void)? = nil
    ) {
        self.host = host
        self.knownKinds = knownKinds
        self.smartRotate = smartRotate
        self.onRelevanceChange = onRelevanceChange
    }

    /// `WidgetHost.reloadTimelines(kind:bundle:fromForegroundApp:)`; an unknown kind or bundle does nothing.
    /// - Throws: `HostError` `.storeFailed`.
    public func reloadTimelines(kind: String, bundle: String, fromForegroundApp: Bool) throws {
        try host.reloadTimelines(kind: kind, bundle: bundle, fromForegroundApp: fromForegroundApp)
    }

    /// `WidgetHost.reloadAll(bundle:fromForegroundApp:)`.
    /// - Throws: `HostError` `.storeFailed`.
    public func reloadAll(bundle: String, fromForegroundApp: Bool) throws {
        try host.reloadAll(bundle: bundle, fromForegroundApp: fromForegroundApp)
    }

    /// The bundle's instances in id order. The id on the wire is the instance's row id; a
    /// configuration of `"{}"` (a static widget) is reported as none; each names its configuration
    /// intent's type when `widgetIntent` knows it.
    public func currentConfigurations(bundle: String) throws -> [WidgetInfoRecord] {
        host.instances(ofBundle: bundle).map { instance in
            var record = Self.record(instance)
            record.intent = widgetIntent?(instance.bundle, instance.kind)
            return record
        }
    }

    /// `WidgetCenter.invalidateRelevance(ofKind:)`: the owner asks the kind's `relevance()` again
    /// (`onRelevanceInvalidated`, else `onRelevanceChange`); without either it does nothing.
    public func invalidateRelevance(kind: String, bundle: String) throws {
        if let onRelevanceInvalidated { onRelevanceInvalidated(kind, bundle) } else { onRelevanceChange?() }
    }

    /// Stores `donations` (RelevanceIntake checks them first); without a store they are dropped.
    /// - Throws: `HostError` `.storeFailed`.
    public func donate(_ donations: [DonationRecord], bundle: String) throws -> [String] {
        let now = host.clock.now
        let (kept, found) = RelevanceIntake.donations(donations, now: now)
        var notes = RelevanceIntake.summarised(found)
        guard let store = host.store else { return notes + ["the host keeps no store: donations are not kept"] }
        let deleted = try store.addDonations(kept, bundle: bundle, now: now, settings: smartRotate)
        onRelevanceChange?()
        if deleted > 0 {
            notes.append(
                "\(deleted) older donation\(deleted == 1 ? "" : "s") deleted (kept \(Int(smartRotate.donationRetention)) s, "
                    + "at most \(smartRotate.maximumDonationsPerBundle) a bundle)")
        }
        return notes
    }

    /// Deletes donations of `bundle` from the store.
    /// - Throws: `HostError` `.storeFailed`.
    public func deleteDonations(identifiers: [String]?, group: String?, bundle: String) throws {
        try host.store?.deleteDonations(identifiers: identifiers, group: group, bundle: bundle)
        onRelevanceChange?()
    }

    /// Replaces `bundle`'s relevant shortcuts or relevant intents in the store, each date window a
    /// suggestion; those set aside are answered as notes.
    /// - Throws: `HostError` `.storeFailed` (the previous set stays).
    public func setSuggestions(_ suggestions: [SuggestionRecord], relevantIntents: Bool, bundle: String) throws
        -> [String]
    {
        let kinds = knownKinds?() ?? Set(host.instances.map(\.kind))
        let origin: StackSuggestion.Origin = relevantIntents ? .relevantIntent : .relevantShortcut
        let (kept, found) = RelevanceIntake.suggestions(
            suggestions, origin: origin, knownKinds: kinds, now: host.clock.now)
        let notes = RelevanceIntake.summarised(found)
        guard let store = host.store else { return notes + ["the host keeps no store: suggestions are not kept"] }
        try store.saveSuggestions(kept, origin: origin, bundle: bundle)
        onRelevanceChange?()
        return notes
    }

    /// Stores one Live Activity change (HostStore+LiveActivities) and deletes those dismissed by
    /// now (LiveActivityLife); without a store it is dropped, with a note.
    /// - Throws: `HostError` `.storeFailed`.
    public func liveActivity(_ message: LiveActivityMessage, bundle: String) throws -> [String] {
        guard let store = host.store else { return ["the host keeps no store: Live Activities are not kept"] }
        let now = host.clock.now
        let note = try store.applyLiveActivity(message, bundle: bundle, now: now)
        try store.deleteDismissedLiveActivities(now: now)
        onLiveActivityChange?()
        return note.map { [$0] } ?? []
    }

    /// The record `currentConfigurations` sends for `instance`.
    public static func record(_ instance: WidgetInstance) -> WidgetInfoRecord {
        let configuration = instance.configuration.trimmingCharacters(in: .whitespaces)
        return WidgetInfoRecord(
            id: String(instance.id.rawValue), kind: instance.kind, family: instance.family.rawValue,
            configuration: configuration == "{}" || configuration.isEmpty ? nil : configuration)
    }

    /// Reads again the placed controls of `kind` in `bundle`; an unknown kind does nothing.
    public func reloadControls(kind: String, bundle: String) throws {
        controls?.refreshAll(kind: kind, bundle: bundle)
    }

    /// Reads again every placed control of `bundle`.
    public func reloadAllControls(bundle: String) throws {
        controls?.refreshAll(bundle: bundle)
    }

    /// The placed controls of `bundle` in the host's order; a configuration of `"{}"` is reported
    /// as none.
    public func currentControls(bundle: String) throws -> [ControlInfoRecord] {
        (controls?.controls ?? []).filter { $0.control.bundleName == bundle || $0.control.bundle == bundle }.map {
            let configuration = $0.control.configuration.trimmingCharacters(in: .whitespaces)
            return ControlInfoRecord(
                id: String($0.control.id), kind: $0.control.kind,
                configuration: configuration == "{}" || configuration.isEmpty ? nil : configuration,
                intent: controlIntent?($0.control.bundle, $0.control.kind))
        }
    }
}
