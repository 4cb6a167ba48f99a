//  RenderingModeTransformTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: accented rendering: two flat groups keeping alpha, subtree-sticky accent, the
//  background replaced by tint or glass, and the four image accented modes (reference §5.1–5.2).

import GlimpseArchive
import GlimpseRender
import Testing

struct RenderingModeTransformTests {
    private typealias T = TestArchives
    private let primary = RGBA(51 / 255, 102 / 255, 153 / 255)
    private let accent = RGBA(1, 204 / 255, 0)

    private func accented(_ backdrop: AccentedRendering.Backdrop = .none, keepsFullColor: Bool = true) -> RenderOptions
    {
        RenderOptions(
            showsContainerBackground: false,
            renderingMode: .accented(
                AccentedRendering(
                    primary: primary, accent: accent, backdrop: backdrop, keepsFullColorImages: keepsFullColor)))
    }

    private func tagged(_ children: [DisplayItem], accentable: Bool?) -> DisplayItem {
        var tags = ItemTags()
        tags.accentable = accentable
        return .group(GroupItem(frame: Rect(x: 0, y: 0, width: 100, height: 100), children: children, tags: tags))
    }

    @Test func eachGroupIsDrawnInItsOwnFlatColour() throws {
        let archive = T.archive([
            T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(T.red)),
            tagged([T.rect(Rect(x: 50, y: 0, width: 50, height: 50), .color(T.blue))], accentable: true),
        ])
        let image = try T.render(archive, options: accented())
        #expect(image.at(25, 25) == RasterImage.Pixel(51, 102, 153, 255))
        #expect(image.at(75, 25) == RasterImage.Pixel(255, 204, 0, 255))
        #expect(image.at(25, 75) == .transparent)
    }

    @Test func accentGroupIsStickyForTheWholeSubtree() throws {
        // widgetAccentable(false) below widgetAccentable(true) does not bring a view back.
        let inner = tagged([T.rect(Rect(x: 0, y: 0, width: 20, height: 20), .color(T.red))], accentable: false)
        let archive = T.archive([tagged([inner], accentable: true)])
        #expect(try T.render(archive, options: accented()).at(10, 10) == RasterImage.Pixel(255, 204, 0, 255))
    }

    @Test func alphaIsKeptWhileColourIsReplaced() throws {
        let archive = T.archive([
            T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(RGBA(1, 0, 0, 0.5))),
            T.rect(
                Rect(x: 50, y: 0, width: 50, height: 50),
                .linearGradient(
                    stops: [
                        GradientStop(color: RGBA(0, 1, 0, 1), location: 0),
                        GradientStop(color: RGBA(0, 0, 1, 0), location: 1),
                    ], start: Point(x: 50, y: 0), end: Point(x: 100, y: 0))),
        ])
        let image = try T.render(archive, options: accented())
        let p = image.at(25, 25)
        #expect(p.alpha == 128)
        // Straight colours of translucent pixels round through 8-bit premultiplied values.
        #expect(p.isClose(to: RasterImage.Pixel(51, 102, 153, 128), tolerance: 2))
        // The gradient keeps its fade: opaque at the start, transparent at the end, one colour.
        let start = image.at(50, 25), end = image.at(99, 25)
        #expect(start.isClose(to: RasterImage.Pixel(51, 102, 153, 250), tolerance: 6))
        #expect(end.alpha < 8)
    }

    @Test func containerBackgroundIsReplacedByTheTint() throws {
        let tint = RGBA(17 / 255, 34 / 255, 68 / 255)
        let archive = T.archive(
            [T.rect(Rect(x: 40, y: 40, width: 20, height: 20), .color(T.red))],
            background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(RGBA(0, 1, 0))))
        let image = try T.render(archive, options: accented(.tint(tint)))
        #expect(image.at(5, 5) == RasterImage.Pixel(17, 34, 68, 255))
        #expect(image.at(50, 50) == RasterImage.Pixel(51, 102, 153, 255))
    }

    @Test func glassBackdropIsATranslucentWhiteFill() throws {
        let archive = T.archive([], background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(.black)))
        let p = try T.render(archive, options: accented(.glass)).at(5, 5)
        #expect(p == RasterImage.Pixel(255, 255, 255, 51))
    }

    @Test func nonRemovableBackgroundIsKeptAsLuminanceOverTheBackdrop() throws {
        // containerBackgroundRemovable(false): drawn, desaturated to alpha in the primary colour.
        let archive = T.archive([], background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(.white)))
        var options = accented(.tint(.black))
        options.showsContainerBackground = true
        #expect(try T.render(archive, options: options).at(5, 5) == RasterImage.Pixel(51, 102, 153, 255))
    }

    // MARK: - Images

    /// A 2×1 image: left opaque white, right opaque red.
    private func imageArchive(mode: String?, accentable: Bool = false) -> WidgetArchive {
        let asset = T.makePNG(width: 2, height: 1) { x, _ in x == 0 ? .init(255, 255, 255, 255) : .solidRed }
        var item = ImageItem(frame: Rect(x: 0, y: 0, width: 100, height: 50), hash: "img")
        item.interpolation = false
        item.accentedMode = mode
        let image = DisplayItem.image(item)
        return T.archive([accentable ? tagged([image], accentable: true) : image], images: ["img": asset])
    }

    @Test func opaqueImagesBecomeSilhouettesInTheirGroupsColour() throws {
        let primaryImage = try T.render(imageArchive(mode: nil), options: accented())
        #expect(primaryImage.at(25, 25) == RasterImage.Pixel(51, 102, 153, 255))
        #expect(primaryImage.at(75, 25) == RasterImage.Pixel(51, 102, 153, 255))
        let accentImage = try T.render(imageArchive(mode: nil, accentable: true), options: accented())
        #expect(accentImage.at(75, 25) == RasterImage.Pixel(255, 204, 0, 255))
        let marked = try T.render(imageArchive(mode: "accented"), options: accented())
        #expect(marked.at(25, 25) == RasterImage.Pixel(255, 204, 0, 255))
    }

    @Test func fullColorImagesKeepTheirColoursOnIOSOnly() throws {
        let iOS = try T.render(imageArchive(mode: "fullColor"), options: accented())
        #expect(iOS.at(75, 25) == .solidRed)
        let watch = try T.render(imageArchive(mode: "fullColor"), options: accented(keepsFullColor: false))
        #expect(watch.at(75, 25) == RasterImage.Pixel(51, 102, 153, 255))
    }

    @Test func desaturatedImagesMapLuminanceToAlpha() throws {
        // White has luminance 1 (opaque); red 0.2126 (alpha 54).
        let plain = try T.render(imageArchive(mode: "desaturated"), options: accented())
        #expect(plain.at(25, 25) == RasterImage.Pixel(51, 102, 153, 255))
        #expect(plain.at(75, 25).isClose(to: RasterImage.Pixel(51, 102, 153, 54), tolerance: 3))
        let accented = try T.render(imageArchive(mode: "accentedDesaturated"), options: accented())
        #expect(accented.at(25, 25) == RasterImage.Pixel(255, 204, 0, 255))
        #expect(accented.at(75, 25).isClose(to: RasterImage.Pixel(255, 204, 0, 54), tolerance: 3))
    }

    @Test func fullColourModeLeavesTheArchiveAsItIs() {
        let archive = imageArchive(mode: "desaturated")
        #expect(ArchiveRenderer.displayedArchive(archive, options: RenderOptions()) == archive)
    }

    @Test func modeNamesMapToPlatformDefaults() {
        #expect(RenderingMode(name: "fullColor") == .fullColor)
        #expect(RenderingMode(name: "accented", platform: "iOS") == .accented(.tinted()))
        #expect(RenderingMode(name: "accented", platform: "watchOS") == .accented(.watchFace()))
        #expect(RenderingMode(name: "vibrant") == .vibrant(VibrantRendering()))
        #expect(RenderingMode(name: "sepia") == nil)
    }
}
