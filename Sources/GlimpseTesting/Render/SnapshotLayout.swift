//  SnapshotLayout.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Snapshot tests": a view is laid out in-process as the extension lays out
//  an entry (WidgetKit `EntryLayout`, in the environment `PlaceVariant.environment(on:)` gives)
//  and drawn with the options `DisplayComposer` gives the host's front ends, so a snapshot shows
//  what `glimpse preview` and the simulator show (mode, tint, redaction when locked, Always On).

public import Foundation
import GlimpseDisplay
public import GlimpseHost
public import SwiftUI
public import WidgetKit

/// Where a view is laid out and how it is drawn: as a widget in a place on a device, or as a
/// bare view on a canvas of its own.
public struct SnapshotLayout: Sendable {
    enum Kind: Sendable {
        case widget(WidgetPlacement)
        case image(size: CGSize?, scale: Double, colorScheme: ColorScheme, locale: Locale)
    }
    let kind: Kind

    /// The view as the entry view of a widget of `family`, drawn as the host draws it.
    ///
    /// - Parameters:
    ///   - family: The widget's family.
    ///   - device: A device profile's name as `glimpse devices` lists them (`"iphone-6.1"`,
    ///     `"ipad-11"`, `"watch-45mm"`); nil takes the 6.1-inch iPhone, or the 45 mm watch for
    ///     `accessoryCorner`.
    ///   - place: Where the widget is shown (`.homeScreen`, `.lockScreen`, `.standBy`,
    ///     `.watchFace`, `.watchSmartStack`); nil takes the family's usual place on the device.
    ///   - renderingMode: The mode; nil takes the place's (full colour on the Home Screen, vibrant
    ///     on the Lock Screen). `.accented` on the Home Screen is the tinted Home Screen.
    ///   - colorScheme: The appearance; nil takes the place's (light on the Home Screen, dark
    ///     on the Lock Screen, StandBy and watches).
    ///   - locked: The device is locked: `privacySensitive()` content is redacted where the
    ///     place can be locked.
    ///   - alwaysOn: Always On (watch wrist down, StandBy at night), where the place has it.
    ///   - date: The instant shown: the entry's date and the time live dates are resolved for;
    ///     nil is now (fix it for views that show `.timer` or `.relative` dates).
    ///   - timeZone: The time zone SwiftUI shows dates in (`Text(_:style:)`, format styles, the
    ///     environment's calendar); nil is UTC, so a reference recorded on one machine matches on
    ///     another. Strings a view formats itself follow the process's zone: run tests with `TZ=UTC`.
    ///   - locale: The environment's `locale`, which `Text(_:format:)`, `Text(_:style:)` and
    ///     localized keys use; en_US unless given, so a reference does not depend on the machine's
    ///     `LANG`.
    public static func widget(
        family: WidgetFamily = .systemSmall, device: String? = nil, place: PlaceName? = nil,
        renderingMode: WidgetRenderingMode? = nil, colorScheme: ColorScheme? = nil, locked: Bool = false,
        alwaysOn: Bool = false, date: Date? = nil, timeZone: TimeZone? = nil, locale: Locale = defaultLocale
    ) -> SnapshotLayout {
        SnapshotLayout(
            kind: .widget(
                WidgetPlacement(
                    family: family, device: device, place: place, renderingMode: renderingMode,
                    colorScheme: colorScheme, locked: locked, alwaysOn: alwaysOn, date: date, timeZone: timeZone,
                    locale: locale)))
    }

    /// The locale snapshots are laid out in when they name none: en_US, as on a US iPhone.
    public static let defaultLocale = Locale(identifier: "en_US")

    /// The time zone snapshots show dates in when they name none: UTC.
    static let defaultTimeZone = TimeZone(identifier: "UTC")!

    /// The view alone, proposed `size` (points) and drawn at `scale` pixels per point on a
    /// transparent canvas, its dates in UTC and its values in `locale` (en_US unless given); nil
    /// `size` takes the view's ideal size.
    public static func image(
        size: CGSize? = nil, scale: Double = 2, colorScheme: ColorScheme = .light, locale: Locale = defaultLocale
    ) -> SnapshotLayout {
        SnapshotLayout(kind: .image(size: size, scale: scale, colorScheme: colorScheme, locale: locale))
    }
}

/// The widget case of `SnapshotLayout`, resolved against the device catalogue and place rules.
struct WidgetPlacement: Sendable {
    var family: WidgetFamily
    var device: String?
    var place: PlaceName?
    var renderingMode: WidgetRenderingMode?
    var colorScheme: ColorScheme?
    var locked: Bool
    var alwaysOn: Bool
    var date: Date?
    var timeZone: TimeZone? = nil
    var locale: Locale = SnapshotLayout.defaultLocale

    /// The device, place variant and surface state this placement names.
    /// - Throws: `SnapshotError` `.layout` naming the device, place or mode that does not fit.
    func resolve() throws(SnapshotError) -> (device: DeviceProfile, variant: PlaceVariant, state: SurfaceState) {
        let familyName = FamilyName(rawValue: family.rawValue)
        let device: DeviceProfile
        do {
            device = try DeviceProfile.named(
                self.device ?? (familyName == .accessoryCorner ? "watch-45mm" : DeviceProfile.standard.name))
        } catch {
            throw SnapshotError(.layout, error.message)
        }
        guard let placeName = place ?? device.defaultPlace(for: familyName) else {
            throw SnapshotError(
                .layout, "\(device.name) shows no \(family.rawValue) widget; pick a device that does (glimpse devices)")
        }
        var state = SurfaceState()
        state.locked = locked
        state.alwaysOn = alwaysOn
        if let colorScheme { state.colorScheme = colorScheme == .dark ? "dark" : "light" }
        if renderingMode == .accented {
            state.homeStyle = .tinted
            state.watchFaceStyle = "accented"
        }
        guard let context = PlaceContext(placeName, device: device, state: state),
            let presentation = context.place.presentation(for: familyName), context.size(of: familyName) != nil
        else {
            let places = device.places(holding: familyName).map(\.rawValue).joined(separator: ", ")
            throw SnapshotError(
                .layout,
                "\(device.name) shows no \(family.rawValue) widget on '\(placeName)'; it shows one on: \(places.isEmpty ? "no place" : places)"
            )
        }
        var variant = context.variant(for: familyName)
        if let renderingMode {
            let mode = RenderingModeName(rawValue: renderingMode.name)
            guard presentation.allows(mode) else {
                let modes = presentation.renderingModes.map(\.rawValue).joined(separator: ", ")
                throw SnapshotError(
                    .layout, "\(family.rawValue) on '\(placeName)' is never drawn \(mode); it is drawn \(modes)")
            }
            variant.renderingMode = mode
            variant.isAlwaysOn = alwaysOn && presentation.hasAlwaysOn(in: mode)
        }
        if let colorScheme { variant.colorScheme = colorScheme == .dark ? "dark" : "light" }
        return (device, variant, state)
    }
}
