//  TextInterpolationStyleTests.swift — SwiftUITests
//  A colour set on a Text reaches every run of it: interpolated live dates, formatted values and
//  concatenated texts (Apple SwiftUI: `foregroundStyle(_:)` on a Text styles the whole text).

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct TextInterpolationStyleTests {
    private let date = Date(timeIntervalSince1970: 1_780_000_000)

    private func runs<V: View>(_ view: V) -> [TextRun] {
        let archive = layoutRoot(
            view, proposal: ProposedViewSize(width: 360, height: 300), container: CGSize(width: 360, height: 300),
            environment: EnvironmentValues()
        ).archive
        return textItems(in: archive.content).flatMap { $0.lines.flatMap(\.runs) }
    }

    private func paint<S: ShapeStyle>(of style: S) -> Paint? { runs(Text("x").foregroundStyle(style)).first?.paint }

    @Test func aLiveTimeInterpolatedInAStyledTextTakesTheTextsStyle() throws {
        let shown = runs(Text("Ends at \(date, style: .time)").foregroundStyle(.secondary))
        #expect(shown.count == 2)
        #expect(shown.contains { $0.live?.style == .time })
        let secondary = try #require(paint(of: .secondary))
        #expect(shown.allSatisfy { $0.paint == secondary })
        #expect(secondary != paint(of: .primary))
    }

    @Test func aRelativeDateInterpolatedInABlueTextIsBlue() throws {
        let shown = runs(Text("Leaves in \(date.addingTimeInterval(600), style: .relative)").foregroundStyle(.blue))
        #expect(shown.contains { $0.live?.style == .relative })
        let blue = try #require(paint(of: Color.blue))
        #expect(shown.count == 2 && shown.allSatisfy { $0.paint == blue })
    }

    @Test func aFormattedValueInterpolatedInAGreenTextIsGreen() throws {
        let shown = runs(Text("\(0.42, format: .percent) done").foregroundStyle(.green))
        let green = try #require(paint(of: Color.green))
        #expect(shown.map(\.text).joined() == "42% done")
        #expect(shown.allSatisfy { $0.paint == green })
    }

    @Test func anInnerTextsOwnStyleWinsOverTheOuterOne() throws {
        let shown = runs(Text("a \(Text("b").foregroundStyle(.orange)) c").foregroundStyle(.green))
        let green = try #require(paint(of: Color.green))
        let orange = try #require(paint(of: Color.orange))
        #expect(shown.map(\.paint) == [green, orange, green])
    }

    @Test func concatenatedTextsTakeTheStyleSetOnTheirSum() throws {
        let shown = runs((Text("a") + Text(date, style: .date)).foregroundStyle(.red))
        let red = try #require(paint(of: Color.red))
        #expect(shown.count == 2 && shown.allSatisfy { $0.paint == red })
    }
}
