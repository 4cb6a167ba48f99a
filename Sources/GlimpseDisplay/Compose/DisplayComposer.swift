//  DisplayComposer.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the simulator's pages, previews, matrices and filmstrips
//  Behaviour: issue 10 "One composer": how a place draws a widget — reference widgetkit.md §5.1
//  (the place's rendering mode, with the platform's colours and the surface's tint), §5.2
//  "Backgrounds" (the removable background is dropped or replaced by place and mode;
//  `containerBackgroundRemovable(false)` keeps it), §4.3 (iPad widgets are shown scaled to the
//  device size), §5.3 (locked places redact `.privacy`), §5.2 `isLuminanceReduced` (Always On
//  dimming). The rules live here once; every front end asks (Docs/Architecture.md).

public import Foundation
public import GlimpseArchive
public import GlimpseHost
public import GlimpseRender

/// The rules that turn a place's state and a widget's archive into what the renderer draws.
///
/// Every front end draws through it: the simulator's frames, a kiosk's, `glimpse preview`,
/// `--matrix` and `simulate`'s filmstrip. Two front ends that show the same variant of the same
/// archive with the same surface state get the same options, so the same pixels.
public enum DisplayComposer {
    /// What surrounds the widget in the picture.
    public enum Framing: Hashable, Sendable {
        /// The widget alone (the simulator's page lays widgets on its own backdrop).
        case widget
        /// The widget and the part of the face its slot's label lies on (a watch face corner
        /// the page draws the label in): the frame covers `LabelPlacement.viewport`.
        case label(LabelPlacement)
        /// What surrounds an accessory widget in the place, as previews show it: the backdrop
        /// it floats on and, around a slot that draws a label, the face where the label lies.
        case surroundings
    }

    /// Multiplies the tint a person picks for the Home Screen to give the colour the tinted
    /// Home Screen lays widgets on: iOS 18 draws the tinted backdrop as a dark shade of the
    /// picked colour. Apple publishes no number; 0.42 matches screenshots of iOS 18.0.
    public static let tintShade = 0.42

    // MARK: - Rules

    /// The renderer's mode for `variant` under `state`: the tinted Home Screen on the shade of
    /// the surface's tint (`tintShade`), the clear one on glass, a watch face in its accent
    /// colour, vibrant over the place, else full colour.
    public static func renderingMode(_ variant: PlaceVariant, state: SurfaceState) -> RenderingMode {
        let platform = Place.named(variant.place)?.platform ?? .iOS
        switch variant.renderingMode {
        case .accented where platform == .watchOS:
            return .accented(.watchFace(color(state.watchTint) ?? color(SurfaceState.defaultWatchTint)!))
        case .accented where state.homeStyle == .clear:
            return .accented(.clear)
        case .accented:
            let tint = color(state.tint) ?? color(SurfaceState.defaultTint)!
            return .accented(.tinted(RGBA(tint.red * tintShade, tint.green * tintShade, tint.blue * tintShade)))
        case .vibrant:
            return .vibrant(VibrantRendering())
        default:
            return .fullColor
        }
    }

    /// How `archive` (laid out for `variant`) is drawn on `device` under `state`.
    ///
    /// - Parameters:
    ///   - size: the family's size in the place; on iPad the pixels are scaled by
    ///     `size.deviceScaleFactor`, so the picture has the on-screen (device) size. Nil takes
    ///     the archive's size.
    ///   - scale: pixels per point of the on-screen size (the device's scale, a page's pixel
    ///     ratio, `--scale`).
    ///   - date: the instant shown: live dates and timer progress are resolved for it.
    ///   - backgroundRemovable: false when the widget declared `containerBackgroundRemovable(false)`:
    ///     its container background is then drawn in every mode.
    ///   - framing: what surrounds the widget in the picture.
    /// - Returns: the variant's rendering mode in the surface's colours, `.privacy` redaction when
    ///   locked in a place that can be locked, Always On dimming (and in StandBy, whose Always On is
    ///   its low-light mode, the night mode's red), the container background where
    ///   the place keeps it, the place's colour under a widget without one (white or `#1C1C1E` on
    ///   the Home Screen, the watch Smart Stack's dark material), the place's backdrop as the
    ///   wallpaper in vibrant mode (and around an accessory with `.surroundings`), the family's
    ///   corner mask, and the viewport around a label.
    public static func options(
        for variant: PlaceVariant, archive: WidgetArchive, on device: DeviceProfile, state: SurfaceState,
        size: FamilySize? = nil, scale: Double, date: Date?, backgroundRemovable: Bool = true,
        framing: Framing = .widget
    ) -> RenderOptions {
        let place = Place.named(variant.place)!
        let presentation = place.presentation(for: variant.family)!
        let size = size ?? FamilySize(archive.size)
        let showsBackground = !backgroundRemovable || presentation.showsContainerBackground(in: variant.renderingMode)
        let viewport: Rect?
        switch framing {
        case .widget: viewport = nil
        case .label(let placement): viewport = placement.viewport
        case .surroundings: viewport = variant.labelPlacement(on: device)?.viewport
        }
        let onBackdrop = variant.renderingMode == .vibrant || (framing == .surroundings && !variant.family.isSystem)
        return RenderOptions(
            scale: scale * size.deviceScaleFactor, showsContainerBackground: showsBackground,
            backgroundColor: showsBackground && archive.background == nil
                ? place.widgetBackground(colorScheme: variant.colorScheme) : nil,
            cornerRadius: cornerRadius(variant, on: device), date: date,
            renderingMode: renderingMode(variant, state: state),
            redaction: variant.isLocked && place.canBeLocked ? .privacy : .none,
            luminanceReduced: variant.isAlwaysOn, nightMode: variant.isAlwaysOn && variant.place == .standBy,
            wallpaper: onBackdrop
                ? .solid(place.backdrop(colorScheme: variant.colorScheme, mode: variant.renderingMode)) : nil,
            viewport: viewport)
    }

    // MARK: - Steps

    /// The corner mask: the device's radius for `system…` widgets, a circle for
    /// `accessoryCircular`, the card radius for a Smart Stack widget; no mask otherwise
    /// (rectangular and inline accessories float on the wallpaper or face).
    static func cornerRadius(_ variant: PlaceVariant, on device: DeviceProfile) -> Double? {
        switch variant.family {
        case _ where variant.family.isSystem: return device.cornerRadius(for: variant.family, at: variant.place)
        case .accessoryCircular: return .infinity
        case .accessoryRectangular where variant.place == .watchSmartStack:
            return device.cornerRadius(for: variant.family, at: variant.place)
        default: return nil
        }
    }

    /// `#RRGGBB` as a colour, or nil.
    public static func color(_ hex: String) -> RGBA? {
        guard hex.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return RGBA(
            Double((value >> 16) & 255) / 255, Double((value >> 8) & 255) / 255, Double(value & 255) / 255)
    }
}
