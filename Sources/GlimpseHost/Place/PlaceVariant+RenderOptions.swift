//  PlaceVariant+RenderOptions.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 (the place's rendering mode, with the platform's
//  colours), §5.2 "Backgrounds" (the removable background is dropped or replaced by place and
//  mode; `containerBackgroundRemovable(false)` keeps it), §4.3 (iPad widgets are shown scaled to
//  the device size), §5.3 (locked places redact `.privacy`), §5.2 `isLuminanceReduced` (Always
//  On dimming); the renderer applies them (GlimpseRender `RenderOptions`).

public import GlimpseArchive
public import GlimpseRender

extension PlaceVariant {
    /// How the host draws `archive` (laid out for this variant) on `device`.
    ///
    /// - Parameters:
    ///   - size: the family's size in the place; on iPad the pixels are scaled by
    ///     `size.deviceScaleFactor`, so the PNG has the on-screen (device) size.
    ///   - scale: pixels per point of the on-screen size (the device's scale, or `--scale`).
    ///   - backgroundRemovable: false when the widget declared `containerBackgroundRemovable(false)`:
    ///     its container background is then drawn in every mode.
    ///   - showsSurroundings: draw what surrounds an accessory widget in the place, as previews
    ///     do: the backdrop it floats on (the Lock Screen's wallpaper, the watch face) and, around
    ///     a slot that draws a label, the part of the face where the label lies
    ///     (`LabelPlacement.viewport`). `false` draws the widget alone (the web simulator lays
    ///     widgets on its own backdrop).
    /// - Returns: options with the variant's rendering mode (accented: the tinted Home Screen on
    ///   iOS, an accent-coloured face on watchOS), `.privacy` redaction when locked, Always On
    ///   dimming, the container background shown where the place keeps it, the place's colour
    ///   under a widget without one (white or `#1C1C1E` on the Home Screen, the watch Smart
    ///   Stack's dark material, nothing elsewhere), the place's backdrop as the wallpaper in
    ///   vibrant mode (whose material it drives; elsewhere the canvas outside the widget stays
    ///   transparent unless `showsSurroundings`), the family's corner mask, and with
    ///   `showsSurroundings` the viewport around a slot that draws a label.
    public func renderOptions(
        for archive: WidgetArchive, on device: DeviceProfile, size: FamilySize, scale: Double,
        backgroundRemovable: Bool = true, showsSurroundings: Bool = false
    ) -> RenderOptions {
        let place = Place.named(self.place)!
        let presentation = place.presentation(for: family)!
        let showsBackground = !backgroundRemovable || presentation.showsContainerBackground(in: renderingMode)
        let viewport = showsSurroundings ? labelPlacement(on: device)?.viewport : nil
        let onBackdrop = renderingMode == .vibrant || (showsSurroundings && !family.isSystem)
        return RenderOptions(
            scale: scale * size.deviceScaleFactor, showsContainerBackground: showsBackground,
            backgroundColor: showsBackground && archive.background == nil
                ? place.widgetBackground(colorScheme: colorScheme) : nil,
            cornerRadius: cornerRadius(on: device),
            renderingMode: RenderingMode(name: renderingMode.rawValue, platform: place.platform.rawValue) ?? .fullColor,
            redaction: isLocked && place.canBeLocked ? .privacy : .none, luminanceReduced: isAlwaysOn,
            wallpaper: onBackdrop
                ? .solid(place.backdrop(colorScheme: colorScheme, mode: renderingMode)) : nil,
            viewport: viewport)
    }

    /// The corner mask: the device's radius for `system…` widgets, a circle for
    /// `accessoryCircular`, the card radius (20 pt) for a Smart Stack widget; no mask otherwise
    /// (rectangular and inline accessories float on the wallpaper or face).
    private func cornerRadius(on device: DeviceProfile) -> Double? {
        switch family {
        case _ where family.isSystem: return device.cornerRadius(for: family, at: place)
        case .accessoryCircular: return .infinity
        case .accessoryRectangular where place == .watchSmartStack: return device.cornerRadius(for: family, at: place)
        default: return nil
        }
    }
}
