//  LiveSimulator+Settings.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Controls": the clock (live, paused, ×60, ×3600, jump), lock, Always On,
//  light/dark, the Home Screen's rendering mode and tint, Dynamic Type, developer mode, and the
//  device picker. Appearance, lock and Always On are drawn from archives prepared for them (no
//  reload, as iOS archives environment variants ahead); a new device, rendering mode or Dynamic
//  Type size needs new layouts: a device or mode change reloads the widgets it touches (free, a
//  change of presentation), Dynamic Type is a system event (free, reference widgetkit.md §3.2).

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// Applies any subset of the settings.
    /// - Throws: `ServerError` `.badRequest` naming a value that is not allowed, with the values
    ///   that are; nothing changes then.
    public func updateState(_ body: APIBody.State) throws(ServerError) {
        let (old, new) = try serialized { () throws(ServerError) -> (SimulatorState, SimulatorState) in
            let old = currentState
            var new = old
            if let phone = body.phone {
                guard let device = try? DeviceProfile.named(phone), device.platform == .iOS else {
                    throw Self.choice("phone", phone, DeviceProfile.all.filter { $0.platform == .iOS }.map(\.name))
                }
                new.phone = device.name
            }
            if let watch = body.watch {
                guard let device = try? DeviceProfile.named(watch), device.platform == .watchOS else {
                    throw Self.choice("watch", watch, DeviceProfile.all.filter { $0.platform == .watchOS }.map(\.name))
                }
                new.watch = device.name
            }
            if let scheme = body.colorScheme {
                guard ["light", "dark"].contains(scheme) else {
                    throw Self.choice("colorScheme", scheme, ["light", "dark"])
                }
                new.colorScheme = scheme
            }
            if let locked = body.locked { new.locked = locked }
            if let alwaysOn = body.alwaysOn { new.alwaysOn = alwaysOn }
            if let style = body.homeStyle {
                guard let value = HomeScreenStyle(rawValue: style) else {
                    throw Self.choice("homeStyle", style, HomeScreenStyle.allCases.map(\.rawValue))
                }
                new.homeStyle = value
            }
            if let tint = body.tint { new.tint = try Self.color("tint", tint) }
            if let style = body.watchFaceStyle {
                guard ["fullColor", "accented"].contains(style) else {
                    throw Self.choice("watchFaceStyle", style, ["fullColor", "accented"])
                }
                new.watchFaceStyle = style
            }
            if let tint = body.watchTint { new.watchTint = try Self.color("watchTint", tint) }
            if let size = body.dynamicType {
                guard DynamicTypeName(rawValue: size).isKnown else {
                    throw Self.choice("dynamicType", size, DynamicTypeName.all.map(\.rawValue))
                }
                new.dynamicType = size
            }
            if let conditions = body.conditions {
                for name in conditions {
                    if let problem = WatchStackConditions.problem(with: name) {
                        throw ServerError(.badRequest, "conditions: \(problem)")
                    }
                }
                new.conditions = Set(conditions).sorted()
            }
            lock.withLock { state = new }
            save()
            return (old, new)
        }
        if old.conditions != new.conditions { syncWatchStack() }
        applyChange(from: old, to: new)
    }

    /// The simulated clock's range: 1970-01-01 through 9999-12-31 UTC, seconds since 1970.
    static let clockRange: ClosedRange<Double> = 0...253_402_300_799

    /// Steers the clock.
    /// - Throws: `ServerError` `.badRequest` for an unknown mode, a rate outside 1…86 400, a date
    ///   (or an advance ending) outside years 1970…9999, or
    ///   a body with none of `mode`, `rate`, `date`, `advance`.
    public func setClock(_ body: APIBody.Clock) throws(ServerError) {
        if let date = body.date {
            guard Self.clockRange.contains(date.timeIntervalSince1970) else {
                throw ServerError(
                    .badRequest,
                    "date \(date.timeIntervalSince1970) s is out of range; use a date in years 1970 through 9999")
            }
            clock.jump(to: date)
        } else if let seconds = body.advance {
            guard seconds.isFinite, abs(seconds) <= 10 * 365 * 86_400,
                Self.clockRange.contains(clock.now.timeIntervalSince1970 + seconds)
            else {
                throw ServerError(
                    .badRequest,
                    "advance must be a number of seconds within ten years, staying in years 1970 through 9999")
            }
            clock.advance(by: seconds)
        } else if let rate = body.rate {
            guard rate.isFinite, rate >= 1, rate <= 86_400 else {
                throw ServerError(.badRequest, "rate \(rate) is out of range; use 1…86400 simulated seconds per second")
            }
            clock.run(rate: rate)
        } else if let mode = body.mode {
            switch mode {
            case "live": clock.goLive()
            case "paused": clock.pause()
            case "running": clock.run(rate: 1)
            default: throw Self.choice("mode", mode, ["live", "paused", "running"])
            }
        } else {
            throw ServerError(
                .badRequest,
                "say what to do with the clock: {\"mode\":\"live\"|\"paused\"}, {\"rate\":60}, {\"date\":\"…\"} or {\"advance\":3600}"
            )
        }
        hub.broadcast("clock", ClockPayload(clock))
        syncSuggestedWidgets()
        refreshActivitiesIfDue()
        syncWatchStack()
        bump(host.instances.map(\.id))
        if topsChanged() { broadcastPlaces() }
        scheduler.replan()
    }

    /// Turns WidgetKit Developer Mode on or off (no reload is charged while on).
    /// - Throws: `ServerError` `.badRequest` for a body without `developerMode`.
    public func updateSettings(_ body: APIBody.Settings) throws(ServerError) {
        guard let developerMode = body.developerMode else {
            throw ServerError(.badRequest, "say {\"developerMode\": true} or false")
        }
        var settings = host.settings
        settings.developerMode = developerMode
        do {
            try host.updateSettings(settings)
        } catch {
            throw Self.serverError(error)
        }
        broadcastPlaces()
        for instance in host.instances { hub.broadcast("instance", ["id": instance.id.rawValue]) }
    }

    // MARK: - Steps

    /// Reloads what the change needs, redraws, and tells the pages.
    private func applyChange(from old: SimulatorState, to new: SimulatorState) {
        var reload: Set<PlaceName> = []
        if old.phone != new.phone { reload.formUnion([.homeScreen, .lockScreen, .standBy]) }
        if old.watch != new.watch { reload.formUnion([.watchFace, .watchSmartStack]) }
        if (old.homeStyle == .fullColor) != (new.homeStyle == .fullColor) { reload.insert(.homeScreen) }
        if old.alwaysOn != new.alwaysOn { reload.insert(.standBy) }
        if old.watchFaceStyle != new.watchFaceStyle { reload.insert(.watchFace) }
        let instances = host.instances
        if old.dynamicType != new.dynamicType {
            try? host.systemEvent(.dynamicType)
        } else {
            for instance in instances where reload.contains(PlaceName(rawValue: instance.place.rawValue)) {
                try? host.requestReload(instance.id, reason: .placeChange, free: true)
            }
        }
        bump(instances.map(\.id))
        refreshActivities()
        broadcastPlaces()
        scheduler.replan()
    }

    private static func choice(_ field: String, _ value: String, _ allowed: [String]) -> ServerError {
        ServerError(.badRequest, "\(field) '\(value)' is not one of \(allowed.joined(separator: ", "))")
    }

    /// `#RRGGBB`, upper-cased.
    private static func color(_ field: String, _ value: String) throws(ServerError) -> String {
        let hex = value.hasPrefix("#") ? String(value.dropFirst()) : value
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else {
            throw ServerError(.badRequest, "\(field) '\(value)' is not a colour; use #RRGGBB, e.g. #5E9EFF")
        }
        return "#" + hex.uppercased()
    }
}
