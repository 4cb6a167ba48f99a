//  DisplayComposerTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "One composer": the options every front end draws with, as a table over
//  place × lock × Always On × mode × appearance; reference widgetkit.md §5.1–5.3, §4.3.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender
import Testing

@testable import GlimpseDisplay

struct DisplayComposerTests {
    private static let plain = WidgetArchive(
        size: Size(width: 158, height: 158),
        content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [])))

    /// One row of the table: the surface's state in a place, and what a widget there is drawn with.
    struct Row: CustomTestStringConvertible, Sendable {
        var place: PlaceName
        var family: FamilyName
        var locked: Bool
        var alwaysOn: Bool
        var homeStyle: HomeScreenStyle = .fullColor
        var scheme: String = "light"
        // What comes out.
        var mode: String
        var redacted: Bool
        var dimmed: Bool
        var background: Bool
        var wallpaper: Bool
        var testDescription: String {
            "\(place) \(family) locked:\(locked) aod:\(alwaysOn) \(homeStyle) \(scheme)"
        }
    }

    @Test(arguments: [
        // Home Screen: never locked, no Always On, full colour with its background
        Row(
            place: .homeScreen, family: .systemSmall, locked: true, alwaysOn: true, mode: "fullColor",
            redacted: false, dimmed: false, background: true, wallpaper: false),
        // Home Screen dark, tinted: accented, background replaced
        Row(
            place: .homeScreen, family: .systemSmall, locked: false, alwaysOn: false, homeStyle: .tinted,
            scheme: "dark", mode: "accented", redacted: false, dimmed: false, background: false, wallpaper: false),
        // Home Screen clear
        Row(
            place: .homeScreen, family: .systemMedium, locked: false, alwaysOn: false, homeStyle: .clear,
            mode: "accented", redacted: false, dimmed: false, background: false, wallpaper: false),
        // Lock Screen unlocked: vibrant on the wallpaper
        Row(
            place: .lockScreen, family: .accessoryCircular, locked: false, alwaysOn: false, mode: "vibrant",
            redacted: false, dimmed: false, background: false, wallpaper: true),
        // Lock Screen locked: redacted; no Always On there
        Row(
            place: .lockScreen, family: .accessoryRectangular, locked: true, alwaysOn: true, mode: "vibrant",
            redacted: true, dimmed: false, background: false, wallpaper: true),
        // StandBy by day, locked: full colour without its background, redacted
        Row(
            place: .standBy, family: .systemSmall, locked: true, alwaysOn: false, mode: "fullColor",
            redacted: true, dimmed: false, background: false, wallpaper: false),
        // StandBy at night: vibrant, dimmed and red
        Row(
            place: .standBy, family: .systemSmall, locked: false, alwaysOn: true, mode: "vibrant",
            redacted: false, dimmed: true, background: false, wallpaper: true),
        // Watch face, Always On and locked (Hide Sensitive Complications)
        Row(
            place: .watchFace, family: .accessoryCircular, locked: true, alwaysOn: true, mode: "fullColor",
            redacted: true, dimmed: true, background: false, wallpaper: false),
        // Watch Smart Stack awake
        Row(
            place: .watchSmartStack, family: .accessoryRectangular, locked: false, alwaysOn: false,
            mode: "fullColor", redacted: false, dimmed: false, background: true, wallpaper: false),
    ])
    func optionsFollowThePlaceAndTheSurfaceState(row: Row) throws {
        var state = SurfaceState()
        state.locked = row.locked
        state.alwaysOn = row.alwaysOn
        state.homeStyle = row.homeStyle
        state.colorScheme = row.scheme
        let device = try DeviceProfile.named(Place.named(row.place)!.platform == .watchOS ? "watch-45mm" : "iphone-6.1")
        let context = try #require(PlaceContext(row.place, device: device, state: state))
        let variant = context.variant(for: row.family)
        let options = DisplayComposer.options(
            for: variant, archive: Self.plain, on: device, state: state, scale: 2, date: nil)
        #expect(options.renderingMode.name == row.mode)
        #expect(options.redaction.contains(.privacy) == row.redacted)
        #expect(options.luminanceReduced == row.dimmed)
        #expect(options.nightMode == (row.place == .standBy && row.dimmed))  // StandBy at night is red
        #expect(options.showsContainerBackground == row.background)
        #expect((options.wallpaper != nil) == row.wallpaper)
        #expect(variant.colorScheme == (row.place == .homeScreen ? row.scheme : "dark"))
    }

    /// What a place does with a style, whatever the lock, Always On and appearance: the full
    /// product of those is checked against it below.
    struct PlaceRow: Sendable {
        var place: PlaceName
        var family: FamilyName
        /// `homeStyle` on the Home Screen, `watchFaceStyle` on the watch face, else ignored.
        var style: String
        var mode: String
        /// Drawn in the night's red when dimmed (StandBy).
        var nightMode: String?
        var lockable: Bool
        /// Whether Always On dims it (in the mode Always On puts it in).
        var dims: Bool
        var background: Bool
        var wallpaper: Bool
        /// A fixed appearance, or nil where the person's is used.
        var scheme: String?
    }

    static let places: [PlaceRow] = [
        PlaceRow(
            place: .homeScreen, family: .systemSmall, style: "fullColor", mode: "fullColor", lockable: false,
            dims: false, background: true, wallpaper: false),
        PlaceRow(
            place: .homeScreen, family: .systemMedium, style: "tinted", mode: "accented", lockable: false, dims: false,
            background: false, wallpaper: false),
        PlaceRow(
            place: .homeScreen, family: .systemLarge, style: "clear", mode: "accented", lockable: false, dims: false,
            background: false, wallpaper: false),
        PlaceRow(
            place: .lockScreen, family: .accessoryInline, style: "", mode: "vibrant", lockable: true, dims: false,
            background: false, wallpaper: true, scheme: "dark"),
        PlaceRow(
            place: .standBy, family: .systemSmall, style: "", mode: "fullColor", nightMode: "vibrant", lockable: true,
            dims: true, background: false, wallpaper: false, scheme: "dark"),
        PlaceRow(
            place: .watchFace, family: .accessoryCorner, style: "fullColor", mode: "fullColor", lockable: true,
            dims: true, background: false, wallpaper: false, scheme: "dark"),
        PlaceRow(
            place: .watchFace, family: .accessoryRectangular, style: "accented", mode: "accented", lockable: true,
            dims: true, background: false, wallpaper: false, scheme: "dark"),
        PlaceRow(
            place: .watchSmartStack, family: .accessoryRectangular, style: "", mode: "fullColor", lockable: true,
            dims: false, background: true, wallpaper: false, scheme: "dark"),
    ]

    static let combinations: [(Int, Bool, Bool, String)] = places.indices.flatMap { row in
        [false, true].flatMap { locked in
            [false, true].flatMap { alwaysOn in ["light", "dark"].map { (row, locked, alwaysOn, $0) } }
        }
    }

    @Test(arguments: combinations)
    func everyLockAlwaysOnAndAppearanceFollowsItsPlacesRow(row: Int, locked: Bool, alwaysOn: Bool, scheme: String)
        throws
    {
        let expected = Self.places[row]
        var state = SurfaceState()
        state.locked = locked
        state.alwaysOn = alwaysOn
        state.colorScheme = scheme
        if expected.place == .homeScreen { state.homeStyle = HomeScreenStyle(rawValue: expected.style)! }
        if expected.place == .watchFace { state.watchFaceStyle = expected.style }
        let device = try DeviceProfile.named(Surface.defaultDevice(for: expected.place))
        let context = try #require(PlaceContext(expected.place, device: device, state: state))
        let variant = context.variant(for: expected.family)
        let options = DisplayComposer.options(
            for: variant, archive: Self.plain, on: device, state: state, scale: 2, date: nil)
        let dimmed = alwaysOn && expected.dims
        let night = dimmed && expected.nightMode != nil
        #expect(options.renderingMode.name == (night ? expected.nightMode! : expected.mode))
        #expect(options.redaction.contains(.privacy) == (locked && expected.lockable))
        #expect(options.luminanceReduced == dimmed)
        #expect(options.nightMode == night)
        #expect(options.showsContainerBackground == expected.background)
        #expect((options.wallpaper != nil) == (expected.wallpaper || night))
        #expect(variant.colorScheme == (expected.scheme ?? scheme))
        #expect(options.scale == 2)
    }

    @Test func theTintedHomeScreenLiesOnAShadeOfTheTintAPersonPicked() {
        var state = SurfaceState()
        state.homeStyle = .tinted
        state.tint = "#6496C8"
        let variant = PlaceVariant(family: .systemSmall, place: .homeScreen, renderingMode: .accented)
        let mode = DisplayComposer.renderingMode(variant, state: state)
        #expect(mode == .accented(.tinted(RGBA(100 / 255 * 0.42, 150 / 255 * 0.42, 200 / 255 * 0.42))))
        // Previews and matrices see the default surface: the default tint, shaded the same way.
        let preview = DisplayComposer.renderingMode(variant, state: SurfaceState())
        let blue = DisplayComposer.color(SurfaceState.defaultTint)!
        #expect(preview == .accented(.tinted(RGBA(blue.red * 0.42, blue.green * 0.42, blue.blue * 0.42))))
    }

    @Test func anAccentedWatchFaceIsDrawnInItsAccentColour() {
        var state = SurfaceState()
        state.watchTint = "#FF0000"
        let variant = PlaceVariant(family: .accessoryCircular, place: .watchFace, renderingMode: .accented)
        #expect(DisplayComposer.renderingMode(variant, state: state) == .accented(.watchFace(RGBA(1, 0, 0))))
    }

    @Test func homeScreenDrawsTheBackgroundAndWhiteUnderAWidgetWithoutOne() {
        let options = DisplayComposer.options(
            for: PlaceVariant(family: .systemSmall, place: .homeScreen, renderingMode: .fullColor),
            archive: Self.plain, on: .standard, state: SurfaceState(), size: FamilySize(158, 158), scale: 3,
            date: nil)
        #expect(options.showsContainerBackground)
        #expect(options.backgroundColor == .white)
        #expect(options.cornerRadius == 22)
        #expect(options.scale == 3)
    }

    @Test func accentedAndVibrantDropTheBackgroundUnlessItIsNotRemovable() {
        let accented = PlaceVariant(family: .systemSmall, place: .homeScreen, renderingMode: .accented)
        let dropped = DisplayComposer.options(
            for: accented, archive: Self.plain, on: .standard, state: SurfaceState(), scale: 3, date: nil)
        #expect(!dropped.showsContainerBackground)
        #expect(dropped.backgroundColor == nil)
        let kept = DisplayComposer.options(
            for: accented, archive: Self.plain, on: .standard, state: SurfaceState(), scale: 3, date: nil,
            backgroundRemovable: false)
        #expect(kept.showsContainerBackground)
        let lock = DisplayComposer.options(
            for: PlaceVariant(family: .accessoryCircular, place: .lockScreen, renderingMode: .vibrant),
            archive: Self.plain, on: .standard, state: SurfaceState(), size: FamilySize(72, 72), scale: 3, date: nil)
        #expect(!lock.showsContainerBackground)
        #expect(lock.cornerRadius == .infinity)
    }

    @Test func aCornerLabelsViewportIsDrawnOnlyWhenFramedWithIt() throws {
        let watch = try DeviceProfile.named("watch-45mm")
        let variant = PlaceVariant(family: .accessoryCorner, place: .watchFace, renderingMode: .fullColor)
        let placement = try #require(variant.labelPlacement(on: watch))
        let alone = DisplayComposer.options(
            for: variant, archive: Self.plain, on: watch, state: SurfaceState(), scale: 2, date: nil)
        #expect(alone.viewport == nil)
        let framed = DisplayComposer.options(
            for: variant, archive: Self.plain, on: watch, state: SurfaceState(), scale: 2, date: nil,
            framing: .label(placement))
        #expect(framed.viewport == placement.viewport)
        let surroundings = DisplayComposer.options(
            for: variant, archive: Self.plain, on: watch, state: SurfaceState(), scale: 2, date: nil,
            framing: .surroundings)
        #expect(surroundings.viewport == placement.viewport)
        #expect(surroundings.wallpaper != nil)
    }

    @Test func iPadPixelsHaveTheDeviceSize() throws {
        let iPad = try DeviceProfile.named("ipad-9.7")
        let size = try #require(iPad.familySize(.systemSmall, at: .homeScreen))
        let archive = WidgetArchive(
            size: Size(width: 141, height: 141),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 141, height: 141), children: [])))
        let options = DisplayComposer.options(
            for: PlaceVariant(family: .systemSmall, place: .homeScreen, renderingMode: .fullColor), archive: archive,
            on: iPad, state: SurfaceState(), size: size, scale: 2, date: nil)
        let image = try ArchiveRenderer().renderImage(archive, options: options)
        #expect(image.width == 240 && image.height == 240)  // 120×120 pt at 2x
    }
}

/// The page, a preview, a matrix cell and a filmstrip frame of one archive: the same pixels.
struct DisplayComposerPixelTests {
    /// A small widget whose accent group fills it: accented mode paints it white on the tint.
    private static let archive = WidgetArchive(
        size: Size(width: 158, height: 158),
        content: .group(
            GroupItem(
                frame: Rect(x: 0, y: 0, width: 158, height: 158),
                children: [
                    .shape(
                        ShapeItem(
                            frame: Rect(x: 40, y: 40, width: 78, height: 78),
                            path: try! PathData(svg: "M 40 40 L 118 40 L 118 118 L 40 118 Z"),
                            fill: .color(RGBA(1, 0, 0))))
                ])))

    @Test func theTintIsOneNumberOnThePageAndInPreviewsMatricesAndFilmstrips() throws {
        var archive = Self.archive
        var state = SurfaceState()
        state.homeStyle = .tinted
        let context = try #require(PlaceContext(.homeScreen, device: .standard, state: state))
        let variant = context.variant(for: .systemSmall)
        archive.variant = variant.key
        let entry = ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: [archive])
        // The page's frame: the slot on the tinted Home Screen.
        let page = try #require(
            SlotDisplay(
                showing: entry, family: .systemSmall, in: context, at: Date(timeIntervalSince1970: 0), scale: 2))
        // A preview, a matrix cell or a filmstrip frame: the same variant on the default surface.
        let preview = DisplayComposer.options(
            for: variant, archive: archive, on: .standard, state: SurfaceState(), size: FamilySize(158, 158),
            scale: 2, date: Date(timeIntervalSince1970: 0), framing: .surroundings)
        #expect(page.options == preview)
        let renderer = ArchiveRenderer()
        let pagePixels = try renderer.renderImage(page.archive, options: page.options)
        let previewPixels = try renderer.renderImage(archive, options: preview)
        #expect(pagePixels == previewPixels)
        // Beside the shape the widget lies on the tint's shade: #5E9EFF × 0.42 = (39.5, 66.4, 107.1).
        #expect(pagePixels[20, 158] == RasterImage.Pixel(39, 66, 107, 255))
    }
}
