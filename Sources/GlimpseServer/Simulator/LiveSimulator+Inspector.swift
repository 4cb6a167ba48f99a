//  LiveSimulator+Inspector.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "An inspector for the selected instance": its timeline (entries with dates
//  and relevance, the current one marked), the reload log with reasons, the budget left, the
//  archive's tree (as drawn: redacted on a locked place, live dates resolved) and the last
//  error; plus the
//  gallery and the device list.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost

extension LiveSimulator {
    /// Reload log rows the inspector shows: the newest 200.
    static let inspectorRows = 200

    /// Everything about widget `id`.
    /// - Throws: `ServerError` `.notFound`.
    public func inspect(_ id: Int64) throws(ServerError) -> InspectorPayload {
        let key = InstanceID(id)
        guard let instance = host.instance(key) else { throw Self.unknown(id) }
        let now = clock.now
        let context = try PlaceContext(PlaceName(rawValue: instance.place.rawValue), state: currentState)
        var timeline: InspectorPayload.Timeline?
        if let shown = host.timeline(of: key) {
            let current = shown.entryIndex(at: now)
            let (policy, policyDate): (String, Date?) =
                switch shown.policy {
                case .atEnd: ("atEnd", nil)
                case .after(let date): ("after", date)
                case .never: ("never", nil)
                }
            timeline = InspectorPayload.Timeline(
                policy: policy, policyDate: policyDate, received: shown.received, reason: shown.reason.rawValue,
                eligible: shown.eligible, staleSince: host.currentEntry(of: key, at: now)?.staleSince, current: current,
                entries: shown.entries.enumerated().map { index, entry in
                    InspectorPayload.Entry(
                        date: entry.date, relevance: entry.relevance?.score,
                        relevanceDuration: entry.relevance?.duration,
                        current: index == current)
                })
        }
        let rows = (try? host.ledger(for: key, since: nil)) ?? []
        let reloads = rows.suffix(Self.inspectorRows).reversed().map { row in
            InspectorPayload.Reload(
                time: row.time, reason: row.reason.rawValue, charged: row.charged, granted: row.granted,
                outcome: row.outcome.rawValue, detail: row.detail, waited: row.waited)
        }
        let settings = host.settings
        let budget = InspectorPayload.Budget(
            remaining: host.budgetRemaining(of: key, at: now) ?? 0, limit: settings.dailyBudget(for: instance.place),
            window: settings.budgetWindow, developerMode: settings.developerMode)
        let archive = (try? shownArchive(id)).map(displayedArchive)
        return InspectorPayload(
            widget: widgetPayload(instance, context: context, now: now), bundlePath: instance.bundle,
            configuration: instance.configuration,
            configurable: gallery.widget(kind: instance.kind, bundle: instance.bundle)?.intentType != nil,
            created: instance.created, timeline: timeline,
            reloads: Array(reloads), budget: budget, archive: archive.map(ArchiveNode.init),
            widgetURL: archive?.widgetURL, lastError: lock.withLock { lastErrors[key] }, stack: stackPayload(of: id))
    }

    /// The budget of every widget: remaining charged reloads of the rolling window.
    public func budgetPayload() -> BudgetPayload {
        let settings = host.settings
        let now = clock.now
        return BudgetPayload(
            developerMode: settings.developerMode, window: settings.budgetWindow,
            widgets: host.instances.map { instance in
                BudgetPayload.Widget(
                    id: instance.id.rawValue, kind: instance.kind, family: instance.family.rawValue,
                    place: instance.place.rawValue, remaining: host.budgetRemaining(of: instance.id, at: now) ?? 0,
                    limit: settings.dailyBudget(for: instance.place))
            })
    }

    /// The widget gallery, with the places of the current devices each family can go to.
    public func galleryPayload() -> GalleryPayload {
        let contexts = PlaceContext.all(currentState)
        return GalleryPayload(
            bundles: gallery.bundles.map { bundle in
                GalleryPayload.Bundle(
                    name: bundle.name,
                    widgets: bundle.widgets.map { widget in
                        var places: [String: [String]] = [:]
                        for family in widget.supportedFamilies {
                            places[family] = contexts.filter { $0.size(of: FamilyName(rawValue: family)) != nil }.map(
                                \.name.rawValue)
                        }
                        return GalleryPayload.Widget(
                            kind: widget.kind,
                            displayName: widget.displayName.isEmpty ? widget.kind : widget.displayName,
                            description: widget.description, families: widget.supportedFamilies, places: places,
                            configurable: widget.intentType != nil)
                    },
                    controls: bundle.controls.map { control in
                        GalleryPayload.Control(
                            kind: control.kind,
                            displayName: control.displayName.isEmpty ? control.kind : control.displayName,
                            description: control.description, template: control.template,
                            configurable: control.configurable,
                            promptsForUserConfiguration: control.promptsForUserConfiguration)
                    },
                    activities: bundle.activities.map(\.attributesType))
            })
    }

    /// The devices the picker offers: phones and iPads, and watches.
    public func devicesPayload() -> [String: [PlacesPayload.Device]] {
        [
            "phones": DeviceProfile.all.filter { $0.platform == .iOS }.map(Self.device),
            "watches": DeviceProfile.all.filter { $0.platform == .watchOS }.map(Self.device),
        ]
    }
}
