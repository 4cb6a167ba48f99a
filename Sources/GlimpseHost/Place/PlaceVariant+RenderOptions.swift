//  PlaceVariant+RenderOptions.swift — GlimpseHost (Glimpse)
//  Status: Partial — rendering mode, privacy redaction and Always On reach the renderer once
//  RenderOptions carries them (the renderer's part of issue 4); until then a variant draws in
//  full colour, unredacted.
//  Behaviour: reference widgetkit.md §5.2 "Backgrounds" (the removable background is dropped or
//  replaced by place and mode; `containerBackgroundRemovable(false)` keeps it), §4.3 (iPad
//  widgets are shown scaled to the device size), §5.3 (locked places redact `.privacy`).

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
    /// - Returns: options with the container background shown where the place keeps it, the
    ///   place's colour under a widget without one (white or `#1C1C1E` on the Home Screen, the
    ///   watch Smart Stack's dark material, nothing elsewhere), and the family's corner mask.
    public func renderOptions(
        for archive: WidgetArchive, on device: DeviceProfile, size: FamilySize, scale: Double,
        backgroundRemovable: Bool = true
    ) -> RenderOptions {
        let place = Place.named(self.place)!
        let presentation = place.presentation(for: family)!
        let showsBackground = !backgroundRemovable || presentation.showsContainerBackground(in: renderingMode)
        let options = RenderOptions(
            scale: scale * size.deviceScaleFactor, showsContainerBackground: showsBackground,
            backgroundColor: showsBackground && archive.background == nil
                ? place.widgetBackground(colorScheme: colorScheme) : nil,
            cornerRadius: cornerRadius(on: device))
        // TODO(issue 4, renderer): set the rendering mode (`renderingMode`), privacy redaction
        // (`isLocked`), Always On (`isAlwaysOn`) and the place's backdrop for vibrant mode when
        // RenderOptions gains those fields.
        return options
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
