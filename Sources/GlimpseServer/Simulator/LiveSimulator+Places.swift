//  LiveSimulator+Places.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "The page": the places side by side with their slots; a stack shows the
//  widget the person flicked to, or else the one Smart Rotate put there (issue 13,
//  LiveSimulator+Rotation), or its first; the watch Smart Stack lists its relevance cards first
//  (LiveSimulator+WatchStack).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost

extension LiveSimulator {
    /// Everything the page draws.
    public func placesPayload() -> PlacesPayload {
        let state = lock.withLock { self.state }
        let now = clock.now
        let instances = Dictionary(uniqueKeysWithValues: host.instances.map { ($0.id.rawValue, $0) })
        let phone = (try? DeviceProfile.named(state.phone)) ?? .standard
        let watch = (try? DeviceProfile.named(state.watch)) ?? DeviceProfile.all.last!
        var places: [PlacesPayload.Place] = []
        for context in PlaceContext.all(state) {
            var slots: [PlacesPayload.Slot] = []
            for slot in state.layout[context.name.rawValue] ?? [] {
                // The watch Smart Stack lists its relevance cards first and leaves out the
                // timeline widgets they replace (LiveSimulator+WatchStack).
                let watch = context.name == .watchSmartStack
                let members = slot.ids.filter { !watch || !hiddenInWatchStack($0) }.compactMap { instances[$0] }
                guard let first = members.first else { continue }
                let pinned = slot.top.flatMap { top in members.contains { $0.id.rawValue == top } ? top : nil }
                slots.append(
                    PlacesPayload.Slot(
                        family: first.family.rawValue,
                        top: watch ? pinned ?? first.id.rawValue : top(of: slot, at: now),
                        pinned: slot.top.map(slot.ids.contains) ?? false,
                        reason: slot.ids.count > 1 ? rotation.record(slot.ids[0])?.reason : nil,
                        widgets: members.map { widgetPayload($0, context: context, now: now) }))
            }
            let families = context.device.families(at: context.name).compactMap { family -> PlacesPayload.Family? in
                guard let size = context.size(of: family) else { return nil }
                return PlacesPayload.Family(
                    family: family.rawValue, width: size.device.width, height: size.device.height)
            }
            places.append(
                PlacesPayload.Place(
                    name: context.name.rawValue, displayName: context.place.displayName, device: context.device.name,
                    platform: context.place.platform.rawValue, renderingMode: context.renderingMode.rawValue,
                    colorScheme: context.colorScheme, locked: context.isLocked,
                    alwaysOn: context.wantsAlwaysOn && context.place.families.contains { context.isAlwaysOn($0) },
                    backdrop: context.backdrop, tint: context.tint, families: families, slots: slots))
        }
        return PlacesPayload(
            clock: ClockPayload(clock), settings: PlacesPayload.Settings(state), phone: Self.device(phone),
            watch: Self.device(watch), developerMode: host.settings.developerMode, places: places,
            controls: controlPayloads(locked: state.locked), activities: activitiesPayload())
    }

    /// One widget as the page draws it.
    func widgetPayload(_ instance: WidgetInstance, context: PlaceContext, now: Date) -> PlacesPayload.Widget {
        let size = context.size(of: instance.family)?.device ?? Size(width: 0, height: 0)
        let current = host.currentEntry(of: instance.id, at: now)
        let widget = gallery.widget(kind: instance.kind, bundle: instance.bundle)
        let error = lock.withLock { lastErrors[instance.id]?.message }
        return PlacesPayload.Widget(
            id: instance.id.rawValue, bundle: instance.bundleName, kind: instance.kind,
            displayName: widget?.displayName.isEmpty == false ? widget!.displayName : instance.kind,
            family: instance.family.rawValue, place: instance.place.rawValue, width: size.width, height: size.height,
            cornerRadius: Self.cornerRadius(instance.family, context: context, size: size),
            frame: frameVersion(instance.id), staleSince: current?.staleSince,
            alwaysOn: context.isAlwaysOn(instance.family),
            relevance: current.flatMap { Self.relevance(of: $0.entry, at: now) }, error: error,
            frameViewport: labelPlacement(of: instance, context: context).map {
                [$0.viewport.x, $0.viewport.y, $0.viewport.width, $0.viewport.height]
            }, suggestedUntil: suggestedUntil(instance.id.rawValue),
            watchStackReason: watchStackReason(instance.id.rawValue))
    }

    /// The widget shown on top of `slot`: the one a person flicked to, else Smart Rotate's latest
    /// choice (LiveSimulator+Rotation), else the first.
    func top(of slot: SimulatorState.Slot, at now: Date) -> Int64 {
        if let pinned = slot.top, slot.ids.contains(pinned) { return pinned }
        guard slot.ids.count > 1 else { return slot.ids[0] }
        if let top = rotation.record(slot.ids[0])?.top?.rawValue, slot.ids.contains(top) { return top }
        return slot.ids[0]
    }

    /// Decides every stack (Smart Rotate) and says whether any top changed since it was last
    /// announced (and remembers the new ones).
    func topsChanged() -> Bool {
        let tops = rotateStacks()
        return lock.withLock {
            defer { announcedTops = tops }
            return tops != announcedTops
        }
    }

    /// The score of `entry`'s relevance while it lasts (a duration of 0 lasts until the next
    /// entry), or nil.
    static func relevance(of entry: ArchivedEntry, at now: Date) -> Float? {
        guard let relevance = entry.relevance else { return nil }
        if relevance.duration > 0 && now > entry.date.addingTimeInterval(relevance.duration) { return nil }
        return relevance.score
    }

    static func device(_ profile: DeviceProfile) -> PlacesPayload.Device {
        PlacesPayload.Device(
            name: profile.name, displayName: profile.displayName, platform: profile.platform.rawValue,
            width: profile.screen.width, height: profile.screen.height, scale: profile.scale,
            cutout: profile.cutout.rawValue)
    }

    /// The corner radius the page rounds the frame's element with, in on-screen points.
    static func cornerRadius(_ family: FamilyName, context: PlaceContext, size: Size) -> Double {
        switch family {
        case .accessoryCircular: return size.width / 2
        case _ where family.isSystem:
            let factor = context.size(of: family)?.deviceScaleFactor ?? 1
            return context.device.cornerRadius(for: family, at: context.name) * factor
        case .accessoryRectangular where context.name == .watchSmartStack:
            return context.device.cornerRadius(for: family, at: context.name)
        default: return 0
        }
    }

    // MARK: - Layout upkeep

    /// Makes the layout match the host's instances: drops ids the store no longer has, adds
    /// instances no slot holds (at the end of their place), moves ids to their instance's place.
    /// Under `mutation`.
    func reconcile() {
        let instances = host.instances
        let byID = Dictionary(uniqueKeysWithValues: instances.map { ($0.id.rawValue, $0) })
        lock.withLock {
            var layout: [String: [SimulatorState.Slot]] = [:]
            var placed = Set<Int64>()
            for (place, slots) in state.layout {
                for var slot in slots {
                    slot.ids = slot.ids.filter { id in
                        guard let instance = byID[id], instance.place.rawValue == place, !placed.contains(id) else {
                            return false
                        }
                        placed.insert(id)
                        return true
                    }
                    if !slot.ids.isEmpty { layout[place, default: []].append(slot) }
                }
            }
            for instance in instances where !placed.contains(instance.id.rawValue) {
                let place = instance.place.rawValue
                if PlaceCapacity.isSingleStack(PlaceName(rawValue: place)), var slots = layout[place], !slots.isEmpty {
                    slots[0].ids.append(instance.id.rawValue)
                    layout[place] = slots
                } else {
                    layout[place, default: []].append(SimulatorState.Slot(ids: [instance.id.rawValue]))
                }
            }
            state.layout = layout
        }
        save()
    }

    /// Places every widget of every bundle wherever its families go on the current devices,
    /// as far as each place has room (`make demo`); not a relevance widget, which a person never
    /// places (its cards join the watch Smart Stack by themselves, LiveSimulator+WatchStack).
    /// Under `mutation`.
    func populate() {
        let state = lock.withLock { self.state }
        for bundle in gallery.bundles {
            for widget in bundle.widgets where widget.relevanceWidget != true {
                for familyName in widget.supportedFamilies {
                    let family = FamilyName(rawValue: familyName)
                    for context in PlaceContext.all(state) where context.size(of: family) != nil {
                        let families = familiesOfSlots(in: context.name)
                        guard PlaceCapacity.refusal(adding: family, to: context.name, besides: families) == nil else {
                            continue
                        }
                        do {
                            let instance = try host.addInstance(
                                bundle: bundle.path, kind: widget.kind, family: family,
                                place: InstancePlace(rawValue: context.name.rawValue), configuration: "{}")
                            insert(instance.id.rawValue, into: context.name, at: nil, stackWith: nil)
                        } catch {
                            log("glimpse serve: could not place \(widget.kind) \(family): \(error.message)")
                        }
                    }
                }
            }
        }
        save()
    }

    /// The family of each slot of `place`, in order.
    func familiesOfSlots(in place: PlaceName) -> [FamilyName] {
        let slots = lock.withLock { state.layout[place.rawValue] ?? [] }
        return slots.compactMap { slot in slot.ids.first.flatMap { host.instance(InstanceID($0))?.family } }
    }

    /// Puts `id` into `place`: on top of `stackWith`'s stack, or in a new slot at `index` (the end
    /// when nil; the Smart Stack's single stack always).
    func insert(_ id: Int64, into place: PlaceName, at index: Int?, stackWith: Int64?) {
        lock.withLock {
            var slots = state.layout[place.rawValue] ?? []
            if let stackWith, let s = slots.firstIndex(where: { $0.ids.contains(stackWith) }) {
                slots[s].ids.insert(id, at: 0)
                slots[s].top = nil
            } else if PlaceCapacity.isSingleStack(place), !slots.isEmpty {
                slots[0].ids.insert(id, at: 0)
                slots[0].top = nil
            } else {
                let at = min(max(index ?? slots.count, 0), slots.count)
                slots.insert(SimulatorState.Slot(ids: [id]), at: at)
            }
            state.layout[place.rawValue] = slots
        }
    }

    /// Takes `id` out of whatever slot holds it (dropping a slot left empty).
    func detach(_ id: Int64) {
        lock.withLock {
            for (place, slots) in state.layout {
                var changed = slots
                for s in changed.indices { changed[s].ids.removeAll { $0 == id } }
                for s in changed.indices where changed[s].top == id { changed[s].top = nil }
                changed.removeAll { $0.ids.isEmpty }
                state.layout[place] = changed
            }
        }
    }
}
