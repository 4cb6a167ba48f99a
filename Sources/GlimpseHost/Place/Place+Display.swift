//  Place+Display.swift — GlimpseHost (Glimpse)
//  Status: Complete for the `system…` families
//  Behaviour: Glimpse's own place, not Apple's: a bare full-screen display (a wall dashboard, an
//  e-ink panel) showing widgets as the Home Screen shows them (full colour, container background
//  kept, the HIG's 16 pt margins, reference widgetkit.md §5.1–5.2) on a plain background with no
//  phone chrome. The display's size and widget sizes are its device's (DeviceProfile+Display).

import GlimpseArchive

extension Place {
    /// A bare display: a wall dashboard or an e-ink panel.
    ///
    /// - Families: `systemSmall`, `systemMedium`, `systemLarge`, `systemExtraLarge`, with the
    ///   Home Screen's rules: `fullColor` only, the container background drawn, 16 pt margins.
    /// - Never locked (a dashboard shows everything it is given); no Always On.
    /// - Light and dark appearance, as a person sets it (`SurfaceState.colorScheme`).
    /// - Backdrop: iOS's grouped background (`#F2F2F7`) or black, unless the surface sets its own
    ///   (`SurfaceState.background`); under a widget without a container background, white or
    ///   `#1C1C1E`, as on the Home Screen.
    public static let display = Place(
        name: .display, displayName: "Display", platform: .iOS, canBeLocked: false,
        presentations: Dictionary(
            uniqueKeysWithValues: [FamilyName.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge].map {
                (
                    $0,
                    PlacePresentation(
                        renderingModes: [.fullColor], containerBackgroundModes: [.fullColor],
                        contentMargins: ContentMargins(all: 16))
                )
            }),
        backdrop: SchemeColors(light: RGBA(242 / 255, 242 / 255, 247 / 255), dark: .black),
        widgetBackground: SchemeColors(light: .white, dark: RGBA(28 / 255, 28 / 255, 30 / 255)))
}
