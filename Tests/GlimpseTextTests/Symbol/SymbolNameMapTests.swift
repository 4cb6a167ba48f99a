//  SymbolNameMapTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: pins the SF Symbols → Material table: its size, the names issue 4 requires, that
//  every glyph exists in the installed font, and that outline and filled forms differ.

import Foundation
import GlimpseText
import Testing

struct SymbolNameMapTests {
    /// The names issue 4 lists as required.
    static let required = [
        "heart", "heart.fill", "hourglass", "hourglass.bottomhalf.filled", "bolt.fill", "battery.100", "battery.25",
        "calendar", "cloud.sun.fill", "sun.max.fill", "moon.fill", "cloud.rain.fill", "snowflake", "thermometer",
        "drop.fill", "wind", "flame.fill", "star.fill", "bell.fill", "clock", "timer", "location.fill", "house.fill",
        "person.fill", "figure.walk", "cart.fill", "bag.fill", "music.note", "play.fill", "pause.fill",
        "checkmark.circle.fill", "xmark.circle.fill", "plus", "minus", "arrow.up", "arrow.down", "chevron.right",
        "gear", "bookmark.fill", "airplane", "car.fill", "bus", "tram.fill", "bicycle", "leaf.fill", "wifi",
        "antenna.radiowaves.left.and.right", "lock.fill", "key.fill", "envelope.fill", "phone.fill", "message.fill",
        "camera.fill", "photo", "doc.text", "folder.fill", "trash.fill", "pencil", "magnifyingglass", "chart.bar.fill",
        "chart.line.uptrend.xyaxis", "dollarsign.circle.fill", "creditcard.fill", "gift.fill", "cup.and.saucer.fill",
        "fork.knife", "bed.double.fill", "sparkles", "exclamationmark.triangle.fill", "info.circle",
        "questionmark.circle",
    ]

    @Test func mapsAtLeast150NamesIncludingEveryRequiredOne() {
        #expect(SymbolNameMap.recipes.count >= 150)
        #expect(Self.required.filter { SymbolNameMap.recipes[$0] == nil } == [])
    }

    @Test func everyIconInTheTableHasACodepoint() {
        let icons = SymbolNameMap.recipes.values.flatMap(\.layers).map(\.icon)
        #expect(icons.filter { MaterialIcons.codepoints[$0] == nil } == [])
    }

    @Test func everyGlyphInTheTableHasInkInTheInstalledFont() {
        let scalars = Set(SymbolNameMap.recipes.values.flatMap(\.layers).compactMap(\.codepoint))
        let empty = scalars.filter { SymbolFont.inkBox($0).width <= 0 }.map { String($0.value, radix: 16) }
        #expect(empty == [])
    }

    @Test(arguments: [
        ("heart", "heart.fill"), ("star", "star.fill"), ("bookmark", "bookmark.fill"), ("bell", "bell.fill"),
        ("checkmark.circle", "checkmark.circle.fill"), ("xmark.circle", "xmark.circle.fill"), ("lock", "lock.fill"),
        ("envelope", "envelope.fill"), ("trash", "trash.fill"), ("clock", "clock.fill"), ("cloud", "cloud.fill"),
        ("person", "person.fill"), ("lightbulb", "lightbulb.fill"), ("info.circle", "info.circle.fill"),
    ])
    func outlineAndFilledFormsPickDifferentGlyphs(outline: String, filled: String) throws {
        let a = try #require(SymbolNameMap.recipes[outline])
        let b = try #require(SymbolNameMap.recipes[filled])
        #expect(a != b)
    }

    @Test func heartIsMaterialsFavouriteBorderAndHeartFillItsFavourite() {
        #expect(SymbolNameMap.recipes["heart"] == "favorite_border")
        #expect(SymbolNameMap.recipes["heart.fill"] == "favorite")
    }

    @Test func theTablesAreWrittenSortedWithOneMappingPerLineAndNoNameTwice() throws {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/GlimpseText/Symbol")
        var all: [String] = []
        for file in ["SymbolNameMap", "SymbolNameMap+Nature", "SymbolNameMap+Documents", "SymbolNameMap+Things"] {
            let text = try String(contentsOf: folder.appendingPathComponent(file + ".swift"), encoding: .utf8)
            let keys = text.split(separator: "\n").compactMap { line -> String? in
                let t = line.trimmingCharacters(in: .whitespaces)
                guard t.hasPrefix("\""), let end = t.dropFirst().firstIndex(of: "\"") else { return nil }
                return String(t[t.index(after: t.startIndex)..<end])
            }
            #expect(keys == keys.sorted(), "\(file) is not sorted")
            all += keys
        }
        #expect(all.count == SymbolNameMap.recipes.count)  // no name is in two tables
        #expect(SymbolNameMap.recipes.count == 931)
    }

    /// Names widget code uses everywhere (issue 11's list), each an exact entry, not a box.
    @Test(arguments: [
        "cloud.sun.fill", "cloud.rain", "sun.max.fill", "moon.stars", "thermometer", "drop.fill", "wind", "umbrella",
        "heart.fill", "figure.walk", "figure.run", "flame.fill", "bed.double", "calendar", "checkmark.circle.fill",
        "list.bullet", "clock", "timer", "alarm", "bell", "hourglass", "hourglass.bottomhalf.filled", "play.fill",
        "pause.fill", "music.note", "headphones", "battery.100", "battery.25", "bolt.fill", "wifi", "iphone",
        "applewatch", "location.fill", "map", "car.fill", "airplane", "tram.fill", "bicycle", "cart.fill",
        "creditcard", "bag", "star.fill", "bookmark", "house.fill", "person.fill", "gearshape", "lightbulb", "leaf",
        "chart.bar.fill", "chart.line.uptrend.xyaxis", "arrow.up.right", "exclamationmark.triangle.fill", "xmark",
        "plus", "minus", "ellipsis", "figure.golf", "aqi.medium", "gauge.with.dots.needle.50percent",
        "goforward.15", "suitcase.rolling.fill", "wallet.pass", "cup.and.heat.waves.fill", "ev.charger",
    ])
    func commonWidgetNamesAreInTheTable(name: String) {
        #expect(SymbolNameMap.recipes[name] != nil)
    }

    @Test func dollarsignCircleIsDrawnAsTheSignInARing() throws {
        let symbol = try #require(ResolvedSymbol.resolve("dollarsign.circle"))
        #expect(symbol.enclosure == .circle && !symbol.filledEnclosure)
        #expect(symbol.recipe == SymbolNameMap.recipes["dollarsign"])
    }
}
