//  RenderOptionsTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the documented corner radii and default widget backgrounds.

import GlimpseArchive
import GlimpseRender
import Testing

struct RenderOptionsTests {
    @Test(arguments: [
        ("systemSmall", 22.0),  // every system family: 22 pt
        ("systemMedium", 22.0),
        ("systemLarge", 22.0),
        ("systemExtraLarge", 22.0),
        ("accessoryCircular", Double.infinity),  // clamped to a circle
    ])
    func familiesWithACornerMaskHaveTheDocumentedRadius(family: String, radius: Double) {
        #expect(RenderOptions.cornerRadius(forFamily: family) == radius)
    }

    @Test(arguments: ["accessoryRectangular", "accessoryInline", "accessoryCorner", "huge"])
    func otherFamiliesHaveNoCornerMask(family: String) {
        #expect(RenderOptions.cornerRadius(forFamily: family) == nil)
    }

    @Test func defaultWidgetBackgroundIsWhiteInLightAndNearBlackInDark() {
        #expect(RenderOptions.defaultWidgetBackground(colorScheme: "light") == .white)
        let dark = RenderOptions.defaultWidgetBackground(colorScheme: "dark")
        #expect(Int((dark.red * 255).rounded()) == 0x1C && Int((dark.blue * 255).rounded()) == 0x1E)
    }

    @Test func defaultsDrawTheContainerBackgroundOnATransparentUnmaskedCanvas() {
        let options = RenderOptions()
        #expect(options.scale == nil && options.showsContainerBackground)
        #expect(options.backgroundColor == nil && options.cornerRadius == nil)
    }

    @Test func formatComesFromTheFileExtensionIgnoringCase() {
        #expect(RenderFormat(pathExtension: "PNG") == .png)
        #expect(RenderFormat(pathExtension: "svg") == .svg)
        #expect(RenderFormat(pathExtension: "Pdf") == .pdf)
        #expect(RenderFormat(pathExtension: "jpg") == nil)
    }
}
