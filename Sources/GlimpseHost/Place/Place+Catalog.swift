//  Place+Catalog.swift — GlimpseHost (Glimpse)
//  Status: Complete; content margins other than the Home Screen's and the accessory families'
//  are Glimpse's choice, documented below
//  Behaviour: the §5.1 family-by-place table of reference widgetkit.md (from WidgetKit
//  "WidgetRenderingMode", "fullColor", "Preparing widgets for additional contexts and
//  appearances" and HIG "Widgets"); container background removal from "Displaying the right
//  widget background" (§5.2); privacy from "RedactionReasons.privacy" (§5.3); Always On from
//  "isLuminanceReduced" (§5.2) and StandBy's night mode (§5.1, iPhone row).

import GlimpseArchive

extension Place {
    /// The iPhone and iPad Home Screen (and Today view).
    ///
    /// - Modes: `fullColor`, or `accented` when the user picks the tinted or clear appearance;
    ///   in `accented` the container background is replaced by the tint or glass, so it is not
    ///   drawn (§5.1, §5.2).
    /// - Margins: the HIG's standard 16 pt on every edge (§5.2).
    /// - Never locked (the Home Screen shows only after unlocking); no Always On.
    /// - Behind widgets without a container background: white, or `#1C1C1E` in dark mode
    ///   (`RenderOptions.defaultWidgetBackground`).
    /// - Backdrop: a pale blue-grey wallpaper (near black in dark mode); in the tinted
    ///   appearance (accented) a dimmed slate, since iOS draws accented widgets in white.
    public static let homeScreen = Place(
        name: .homeScreen, displayName: "Home Screen", platform: .iOS, canBeLocked: false,
        presentations: Dictionary(
            uniqueKeysWithValues: [FamilyName.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge].map {
                ($0, home)
            }),
        backdrop: SchemeColors(light: RGBA(0.80, 0.84, 0.90), dark: RGBA(0.05, 0.06, 0.09)),
        modeBackdrops: [.accented: SchemeColors(light: RGBA(0.29, 0.34, 0.44), dark: RGBA(0.08, 0.10, 0.14))],
        widgetBackground: SchemeColors(light: .white, dark: RGBA(28 / 255, 28 / 255, 30 / 255)))

    /// The iPhone and iPad Lock Screen.
    ///
    /// - Modes: always `vibrant` ("On iOS the Lock Screen is always vibrant", §5.1); the
    ///   container background is removed (§5.2).
    /// - Families: the three accessory families; iPads (iPadOS 17) also show `systemSmall`
    ///   (§4.1), which the device lists.
    /// - Margins: none for accessories (they have no container to inset from);
    ///   11 pt (the HIG's tight margin) for `systemSmall`, since "margins are smaller on the
    ///   Lock Screen" and Apple publishes no number (§5.2, §11) — Glimpse's choice.
    /// - Can be locked (privacy redaction); no Always On (issue 4 limits it to watch faces and
    ///   StandBy at night).
    /// - Dark appearance only. Apple does not document it, but it follows from vibrant mode:
    ///   brightness is what shows (§5.1), and the system's own `.primary` text shows white on
    ///   the Lock Screen, which a light appearance (black `.primary`) could not give.
    /// - Backdrop: a blue wallpaper, darker in dark mode, so vibrant white reads on it.
    public static let lockScreen = Place(
        name: .lockScreen, displayName: "Lock Screen", platform: .iOS, canBeLocked: true, colorSchemes: ["dark"],
        presentations: [
            .accessoryCircular: lock, .accessoryRectangular: lock, .accessoryInline: lock,
            .systemSmall: PlacePresentation(renderingModes: [.vibrant], contentMargins: ContentMargins(all: 11)),
        ],
        backdrop: SchemeColors(light: RGBA(0.22, 0.36, 0.58), dark: RGBA(0.08, 0.12, 0.21)))

    /// StandBy on a charging iPhone lying on its side.
    ///
    /// - Modes: `fullColor` by day with the background removed; `vibrant` with a red tint in
    ///   low light at night (§5.1, iPhone row), which is also Always On (`isLuminanceReduced`).
    /// - Margins: 11 pt, the HIG's tight margin ("margins are smaller on … StandBy", no
    ///   published number) — Glimpse's choice.
    /// - Seen while locked; backdrop black. Dark appearance only (StandBy is a dark interface;
    ///   with the background removed, light-appearance text would be black on black).
    public static let standBy = Place(
        name: .standBy, displayName: "StandBy", platform: .iOS, canBeLocked: true, colorSchemes: ["dark"],
        presentations: [
            .systemSmall: PlacePresentation(
                renderingModes: [.fullColor, .vibrant], alwaysOnModes: [.vibrant],
                contentMargins: ContentMargins(all: 11))
        ],
        backdrop: SchemeColors(.black))

    /// A watch face's complication slots.
    ///
    /// - Modes: `fullColor` on faces set to multicolor (Infograph), `accented` on faces with an
    ///   accent colour (§5.1, corrected table; §12.6). Complications draw no container
    ///   background.
    /// - Margins: none. Always On in every mode (watch faces stay on, dimmed); can be locked
    ///   ("Hide Sensitive Complications", §5.3). Backdrop black.
    /// - Dark appearance only: watchOS has no light appearance.
    public static let watchFace = Place(
        name: .watchFace, displayName: "Watch Face", platform: .watchOS, canBeLocked: true, colorSchemes: ["dark"],
        presentations: Dictionary(
            uniqueKeysWithValues: [
                FamilyName.accessoryCorner, .accessoryCircular, .accessoryRectangular, .accessoryInline,
            ].map {
                (
                    $0,
                    PlacePresentation(renderingModes: [.fullColor, .accented], alwaysOnModes: [.fullColor, .accented])
                )
            }),
        backdrop: SchemeColors(.black))

    /// The watch's Smart Stack (watchOS 10 and later).
    ///
    /// - Family: `accessoryRectangular` at the Smart Stack widget size (§4.5).
    /// - Mode: `fullColor` (§5.1 family table); the container background shows, and a widget
    ///   without one gets the default dark material (§5.2 "Backgrounds").
    /// - Margins: 8 pt on every edge — Glimpse's choice (Apple publishes none, §11); about the
    ///   inset of the system's own Smart Stack cards on a 45 mm watch.
    /// - Can be locked; no Always On variant (issue 4). Dark appearance only; backdrop black; the
    ///   dark material is `#2C2C2E`.
    public static let watchSmartStack = Place(
        name: .watchSmartStack, displayName: "Smart Stack", platform: .watchOS, canBeLocked: true,
        colorSchemes: ["dark"],
        presentations: [
            .accessoryRectangular: PlacePresentation(
                renderingModes: [.fullColor], containerBackgroundModes: [.fullColor],
                contentMargins: ContentMargins(all: 8))
        ],
        backdrop: SchemeColors(.black),
        widgetBackground: SchemeColors(RGBA(44 / 255, 44 / 255, 46 / 255)))

    /// Every place, in `PlaceName.all`'s order.
    public static let all: [Place] = [.homeScreen, .lockScreen, .standBy, .watchFace, .watchSmartStack]

    /// The place called `name` (one of `all`, or `display`), or `nil` for a name Glimpse does
    /// not know.
    public static func named(_ name: PlaceName) -> Place? { (all + [.display]).first { $0.name == name } }

    // MARK: - Shared rules

    private static let home = PlacePresentation(
        renderingModes: [.fullColor, .accented], containerBackgroundModes: [.fullColor],
        contentMargins: ContentMargins(all: 16))

    private static let lock = PlacePresentation(renderingModes: [.vibrant])
}
