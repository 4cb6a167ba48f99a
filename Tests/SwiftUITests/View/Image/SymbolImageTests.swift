//  SymbolImageTests.swift — SwiftUITests
//  `Image(systemName:)` in the archive: an unknown name is empty (a Label keeps its title) and
//  logged once; `.palette` carries `foregroundStyle(_:_:)`'s levels; `.multicolor` and
//  `renderingMode(.original)` carry SF's colours (GlimpseText SymbolMulticolor).

import Foundation
import GlimpseArchive
import GlimpseTesting
import GlimpseText
import Testing

@testable import SwiftUI

struct SymbolImageTests {
    static func items<V: View>(_ view: V) -> [DisplayItem] {
        let size = CGSize(width: 200, height: 60)
        let a = layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: EnvironmentValues())
            .archive
        func flat(_ i: DisplayItem) -> [DisplayItem] {
            if case .group(let g) = i { return g.children.flatMap(flat) }
            return [i]
        }
        return flat(a.content)
    }

    static func symbols<V: View>(_ view: V) -> [SymbolItem] {
        items(view).compactMap { if case .symbol(let s) = $0 { return s } else { return nil } }
    }

    @Test func anUnknownNameTakesNoSpaceDrawsNothingAndIsLoggedOnce() {
        let name = "glimpse.no.such.symbol.\(UUID().uuidString.prefix(6))"
        let frames = layoutFrames(
            of: HStack(spacing: 0) {
                Image(systemName: name).accessibilityIdentifier("icon")
                Text("Title").accessibilityIdentifier("title")
            }, in: CGSize(width: 200, height: 60))
        #expect(frames["icon"]?.size == .zero)
        #expect(Self.symbols(Image(systemName: name)).isEmpty)
        #expect(UnknownSymbolLog.shared.reportedNames.contains(name))
        #expect(!UnknownSymbolLog.shared.report(name))  // already reported: not written again
    }

    @Test func aLabelWithAnUnknownSymbolKeepsItsTitle() {
        let all = Self.items(Label("Steps", systemImage: "glimpse.not.a.symbol"))
        let strings = all.compactMap { item -> String? in
            if case .text(let t) = item { return t.string }
            return nil
        }
        #expect(strings == ["Steps"])
        #expect(!all.contains { if case .symbol = $0 { return true } else { return false } })
    }

    @Test func paletteCarriesTheForegroundLevels() throws {
        let s = try #require(
            Self.symbols(
                Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .yellow)
            ).first)
        #expect(s.palette?.count == 2)
        #expect(s.palette?[0] == .color(RGBA(1, 59 / 255, 48 / 255)))
        #expect(s.palette?[1] == .color(RGBA(1, 204 / 255, 0)))
    }

    @Test func paletteWithOneStyleIsMonochrome() throws {
        let s = try #require(
            Self.symbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.red)).first)
        #expect(s.palette == nil)
    }

    @Test func multicolorGivesTheSunItsYellowAndTheCloudTheForeground() throws {
        let s = try #require(
            Self.symbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor).foregroundStyle(.white))
                .first)
        #expect(s.palette == [.color(.white), .color(RGBA(1, 204 / 255, 0))])
        let original = try #require(Self.symbols(Image(systemName: "heart.fill").renderingMode(.original)).first)
        #expect(original.palette == [.color(RGBA(1, 59 / 255, 48 / 255))])
    }

    @Test func multicolorOfASymbolWithoutColoursIsMonochrome() throws {
        let s = try #require(Self.symbols(Image(systemName: "person.fill").symbolRenderingMode(.multicolor)).first)
        #expect(s.palette == nil)
    }
}
