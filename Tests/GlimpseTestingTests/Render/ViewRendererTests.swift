//  ViewRendererTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "render(_:as:)": a view drawn as a widget in a place has the device's
//  pixels, the place's mode and redaction (the locked Lock Screen shows no heart rate), and
//  the texts drawn; layouts a device or place cannot show are refused naming what fits.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender
import SwiftUI
import Testing
import WidgetKit

@testable import GlimpseTesting

struct ViewRendererTests {
    @Test func widgetIsDrawnAtTheDeviceScaleWithItsTexts() throws {
        let shown = try render(HeartRateView(), as: .widget(family: .systemMedium))
        #expect(shown.image.width == 338 * 3 && shown.image.height == 158 * 3)
        #expect(shown.texts == ["Heart", "72 BPM"])
        #expect(shown.options.cornerRadius == 22)
    }

    @Test func datesShowInUTCUnlessTheLayoutNamesAZoneSoReferencesDoNotDependOnTheMachine() throws {
        let noonUTC = Date(timeIntervalSince1970: 20_833 * 86_400 + 12 * 3600)  // 2027-01-01 12:00 UTC
        let view = Text(noonUTC, style: .time)
        // ICU puts a narrow no-break space before "PM": compare the digits.
        #expect(try render(view, as: .widget(date: noonUTC)).visibleText.hasPrefix("12:00"))
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        #expect(try render(view, as: .widget(date: noonUTC, timeZone: tokyo)).visibleText.hasPrefix("9:00"))
        #expect(try render(view, as: .image(size: CGSize(width: 200, height: 40))).visibleText.hasPrefix("12:00"))
    }

    @Test func valuesShowInEnUSUnlessTheLayoutNamesALocaleSoReferencesDoNotDependOnLANG() throws {
        let day = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28 20:26 UTC
        let view = VStack {
            Text(day, style: .date)
            Text(197.2, format: .currency(code: "USD"))
        }
        let size = CGSize(width: 300, height: 80)
        #expect(try render(view, as: .widget(date: day)).texts == ["May 28, 2026", "$197.20"])
        #expect(try render(view, as: .image(size: size)).texts == ["May 28, 2026", "$197.20"])
        let german = Locale(identifier: "de_DE")
        let inGerman = try render(view, as: .widget(date: day, locale: german)).texts
        #expect(inGerman.first == "28. Mai 2026" && inGerman.last?.hasPrefix("197,20") == true)
        #expect(try render(view, as: .image(size: size, locale: german)).texts.first == "28. Mai 2026")
    }

    @Test func lockedLockScreenShowsNoHeartRate() throws {
        let unlocked = try render(HeartRateView(), as: .widget(family: .accessoryRectangular))
        let locked = try render(HeartRateView(), as: .widget(family: .accessoryRectangular, locked: true))
        #expect(unlocked.visibleText.contains("72"))
        #expect(!locked.visibleText.contains("72"))
        #expect(locked.texts == ["Heart"])
        #expect(locked.options.redaction == .privacy)
        // The Lock Screen draws accessories vibrant, laid out dark.
        #expect(locked.archive.colorScheme == "dark")
        #expect(locked.image != unlocked.image)
    }

    @Test func theOptionsAreTheComposersForThePlace() throws {
        let shown = try render(HeartRateView(), as: .widget(family: .systemSmall, renderingMode: .accented))
        let device = DeviceProfile.standard
        var state = SurfaceState()
        state.homeStyle = .tinted
        let variant = try #require(PlaceContext(.homeScreen, device: device, state: state)).variant(for: .systemSmall)
        let expected = DisplayComposer.options(
            for: variant, archive: shown.archive, on: device, state: state,
            size: device.familySize(.systemSmall, at: .homeScreen),
            scale: device.scale, date: nil, framing: .surroundings)
        #expect(shown.options == expected)
        #expect(shown.archive.variant == "light-homeScreen-accented")
    }

    /// A trial's finding: on the tinted Home Screen a prominent "+" button was one white blob (its
    /// white glyph on its fill, both flattened to the group's white). The glyph is cut out of the
    /// fill, so the backdrop's tint shows through it.
    @Test func anAccentedProminentButtonKeepsItsGlyph() throws {
        let button = Button(action: {}) { Image(systemName: "plus").font(.system(size: 40, weight: .bold)) }
            .buttonStyle(.borderedProminent)
        let shown = try render(button, as: .widget(family: .systemSmall, renderingMode: .accented))
        if let folder = ProcessInfo.processInfo.environment["GLIMPSE_LOOK"] {
            try shown.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("accented-plus.png"))
        }
        // The button is centred: the plus's crossing is at the middle, its fill beside the glyph.
        let (midX, midY) = (shown.image.width / 2, shown.image.height / 2)
        let glyph = shown.image[midX, midY]
        let fill = shown.image[midX + 34 * 3 / 2, midY - 34 * 3 / 2 + 6]
        let backdrop = shown.image[12 * 3, shown.image.height / 2]
        #expect(fill.red > 240 && fill.green > 240 && fill.blue > 240, "fill \(fill)")
        #expect(glyph == backdrop, "glyph \(glyph), backdrop \(backdrop)")
        #expect(glyph.red < 100, "glyph \(glyph)")
    }

    @Test func bareViewIsDrawnAtItsIdealSizeOrTheSizeGiven() throws {
        let ideal = try render(Color.green.frame(width: 30, height: 10), as: .image(scale: 2))
        #expect(ideal.image.width == 60 && ideal.image.height == 20)
        #expect(ideal.image[0, 0] == RasterImage.Pixel(52, 199, 89, 255))  // iOS system green
        let given = try render(Color.green, as: .image(size: CGSize(width: 5, height: 4), scale: 1))
        #expect(given.image.width == 5 && given.image.height == 4)
    }

    @Test(arguments: [
        (SnapshotLayout.widget(family: .systemExtraLarge), "iphone-6.1 shows no systemExtraLarge widget"),
        (.widget(device: "iphone-99"), "'iphone-99' is not a device"),
        (.widget(family: .systemSmall, place: .lockScreen), "on: homeScreen, standBy"),
        (.widget(family: .accessoryRectangular, renderingMode: .fullColor), "is never drawn fullColor"),
    ])
    func layoutsThatCannotBeShownAreRefusedNamingWhatFits(layout: SnapshotLayout, words: String) {
        do {
            _ = try render(HeartRateView(), as: layout)
            Issue.record("rendered")
        } catch {
            #expect(error.code == .layout)
            #expect(error.message.contains(words), "\(error.message)")
        }
    }
}
