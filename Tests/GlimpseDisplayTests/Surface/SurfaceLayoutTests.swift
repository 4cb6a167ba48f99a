//  SurfaceLayoutTests.swift — GlimpseDisplayTests (Glimpse)
//  Status: Complete
//  Behaviour: SurfaceLayout places slots where the simulator page does (Page/places.js and
//  style.css, one CSS pixel per point): the Home Screen grid, the Lock Screen's date line and
//  row, StandBy's halves, the watch face's corners and centred slots, the Smart Stack's list.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

@testable import GlimpseDisplay

struct SurfaceLayoutTests {
    private static let clock = SurfaceClock(
        Date(timeIntervalSince1970: 1_800_000_000), timeZone: TimeZone(identifier: "UTC")!,
        locale: Locale(identifier: "en_US_POSIX"))

    private func layout(
        _ place: PlaceName, _ families: [FamilyName?], device: String? = nil, state: SurfaceState = SurfaceState()
    ) throws -> SurfaceLayout {
        let device = try DeviceProfile.named(device ?? Surface.defaultDevice(for: place))
        let context = try #require(PlaceContext(place, device: device, state: state))
        return SurfaceLayout(context, families: families, clock: Self.clock)
    }

    @Test func theClockShowsHoursAndMinutesWithoutTheDayPeriodAndTheShortDay() {
        // 1 800 000 000 s is 2027-01-15 08:00 UTC, a Friday.
        #expect(Self.clock.time == "8:00")
        #expect(Self.clock.day == "Fri 15")
        #expect(Self.clock.nextChange == Date(timeIntervalSince1970: 1_800_000_060))
        var german = Self.clock
        german.locale = Locale(identifier: "de_DE")
        german.date = Date(timeIntervalSince1970: 1_800_000_000 + 13 * 3600)
        #expect(german.time == "21:00")
    }

    @Test func homeScreenWidgetsFillTheGridOfTheDeviceAndLaterPagesAreNotShown() throws {
        // iphone-6.1-island: 393 pt wide; small 158, medium 338 (22 apart), large 354 tall (38 apart),
        // three rows; the two columns are centred: (393 - 338) / 2 = 27.5.
        let home = try layout(
            .homeScreen, [.systemSmall, .systemMedium, .systemSmall, .systemLarge, .systemLarge],
            device: "iphone-6.1-island")
        #expect(home.screen == Size(width: 393, height: 852))
        #expect(home.slots[0]?.frame == Rect(x: 27.5, y: 62, width: 158, height: 158))
        #expect(home.slots[1]?.frame == Rect(x: 27.5, y: 258, width: 338, height: 158))  // row 2: row 1 is half full
        #expect(home.slots[2]?.frame == Rect(x: 207.5, y: 62, width: 158, height: 158))  // fills the gap
        #expect(home.slots[3] == nil)  // a large needs two rows: page 2
        #expect(home.slots[4] == nil)  // page 2 is full: page 3
        let dots = home.marks.filter { mark in
            if case .box(let rect, _, _) = mark { return rect.width == 7 && rect.height == 7 }
            return false
        }
        #expect(dots.count == 3)
    }

    @Test func anIPadHomeScreenHasFourWidgetColumns() throws {
        let home = try layout(.homeScreen, [.systemSmall, .systemSmall, .systemSmall, .systemSmall], device: "ipad-11")
        let ys = Set(home.slots.compactMap { $0?.frame.y })
        #expect(ys == [62])
    }

    @Test func theLockScreensInlineWidgetSitsBesideTheDayAndTheRowHasFourUnitsBelowTheTime() throws {
        let lock = try layout(
            .lockScreen,
            [.accessoryRectangular, .accessoryInline, .accessoryCircular, .accessoryCircular, .accessoryCircular],
            device: "iphone-6.1-island")
        // Row: rectangular 160 + two circulars 72, 16 apart, centred: (393 - 336) / 2 = 28.5; at 210 pt.
        #expect(lock.slots[0]?.frame == Rect(x: 28.5, y: 210, width: 160, height: 72))
        #expect(lock.slots[2]?.frame == Rect(x: 204.5, y: 210, width: 72, height: 72))
        #expect(lock.slots[3]?.frame == Rect(x: 292.5, y: 210, width: 72, height: 72))
        #expect(lock.slots[4] == nil)  // a fifth unit has no room
        let inline = try #require(lock.slots[1]?.frame)
        #expect(inline.y == 78 && inline.height == 26 && inline.width == 234)
        // The date line is centred: the day, 8 pt, the inline widget.
        let day = try #require(
            lock.marks.lazy.compactMap { mark -> Rect? in
                if case .text("Fri 15", let rect, _, _, _) = mark { return rect }
                return nil
            }.first)
        #expect(abs(day.x - (393 - inline.maxX)) < 0.001)
        #expect(abs(inline.x - day.maxX - 8) < 0.001)
        #expect(lock.brightness == 1)
        var state = SurfaceState()
        state.alwaysOn = true
        #expect(try layout(.lockScreen, [], state: state).brightness == SurfaceLayout.alwaysOnBrightness)
    }

    @Test func theLockScreensPadlockFlashlightAndCameraAreWhiteGlyphsNotEmoji() throws {
        func glyphs(_ layout: SurfaceLayout) -> [SurfaceGlyph] {
            layout.marks.compactMap { mark in
                if case .glyph(let glyph, _, let color) = mark, color.red == 1, color.green == 1, color.blue == 1 {
                    return glyph
                }
                return nil
            }
        }
        let unlocked = try layout(.lockScreen, [])
        #expect(glyphs(unlocked) == [.lockOpen, .flashlight, .camera])
        var state = SurfaceState()
        state.locked = true
        #expect(glyphs(try layout(.lockScreen, [], state: state)) == [.lockClosed, .flashlight, .camera])
        // No mark is text with an emoji in it.
        for mark in unlocked.marks {
            if case .text(let text, _, _, _, _) = mark {
                #expect(!text.unicodeScalars.contains { $0.properties.isEmojiPresentation }, "\(text)")
            }
        }
    }

    @Test func aLoneCircularTakesTheFirstOfFourUnits() throws {
        let lock = try layout(.lockScreen, [.accessoryCircular], device: "iphone-6.1-island")
        #expect(lock.slots[0]?.frame == Rect(x: 28.5, y: 210, width: 72, height: 72))
    }

    @Test func standByIsLandscapeWithTwoEnlargedWidgetsOrTheClockBesideOne() throws {
        let two = try layout(.standBy, [.systemSmall, .systemSmall, .systemSmall])
        #expect(two.screen == Size(width: 844, height: 390))
        let first = try #require(two.slots[0])
        #expect(first.magnification == 2.05)
        #expect(first.frame.width == 158 * 2.05)
        #expect(abs(first.frame.midX - (40 + 764 / 4)) < 0.001)
        #expect(abs(first.frame.midY - 195) < 0.001)
        #expect(two.slots[2] == nil)
        #expect(!two.marks.contains { if case .text = $0 { return true } else { return false } })
        var night = SurfaceState()
        night.alwaysOn = true
        let one = try layout(.standBy, [.systemSmall], state: night)
        let clock = one.marks.compactMap { mark -> (Rect, RGBA)? in
            if case .text(_, let rect, _, let color, _) = mark { return (rect, color) }
            return nil
        }
        #expect(clock.count == 1)
        #expect(abs((clock.first?.0.x ?? 0) - 422) < 0.001)  // the right half: 40 + (844 - 80) / 2
        #expect(clock.first?.1 == RGBA(0.55, 0, 0))  // StandBy's night red
    }

    @Test func watchFaceCornersBendTheirLabelsAndTheRectangularSlotIsNeverClipped() throws {
        let face = try layout(
            .watchFace,
            [
                .accessoryCorner, .accessoryRectangular, .accessoryCorner, .accessoryCorner, .accessoryCorner,
                .accessoryCorner, .accessoryCircular, .accessoryInline,
            ])
        // watch-45mm: 198×242; corners 38; inline 23.5 tall; rectangular 193×82; circular 50.
        #expect(face.slots[0]?.frame == Rect(x: 0, y: 0, width: 38, height: 38))
        #expect(face.slots[0]?.label == .corner(.topLeading, slot: 38, screen: Size(width: 198, height: 242)))
        #expect(face.slots[2]?.frame.origin == Point(x: 160, y: 0))
        #expect(face.slots[2]?.label == .corner(.topTrailing, slot: 38, screen: Size(width: 198, height: 242)))
        #expect(face.slots[4]?.frame.origin == Point(x: 160, y: 204))
        #expect(face.slots[5] == nil)  // a fifth corner
        #expect(face.slots[1]?.frame == Rect(x: 2.5, y: 67.5, width: 193, height: 82))
        #expect(face.slots[6]?.frame == Rect(x: 46, y: 153.5, width: 50, height: 50))
        #expect(face.slots[7]?.frame.origin == Point(x: 10, y: 40))
        for slot in face.slots.compactMap(\.self) {
            #expect(slot.frame.x >= 0 && slot.frame.maxX <= 198 && slot.frame.y >= 0 && slot.frame.maxY <= 242)
        }
    }

    @Test func theSmartStackListsCardsBelowTheTime() throws {
        let stack = try layout(.watchSmartStack, [.accessoryRectangular, .accessoryRectangular])
        let first = try #require(stack.slots[0]?.frame)
        let second = try #require(stack.slots[1]?.frame)
        #expect(first.x == 7 && first.width == 184)  // (198 - 184) / 2
        #expect(abs(second.y - first.maxY - 8) < 0.001)
        #expect(first.y > 30 && first.y < 45)
    }
}
