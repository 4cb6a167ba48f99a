//  ShapeStyleTests.swift — SwiftUITests
//  Foreground, hierarchical, tint and custom styles, resolved through the modifiers that set
//  them and the shape items that paint with them.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct ShapeStyleTests {
    typealias F = GraphicsFixture
    static let frame = CGRect(x: 0, y: 0, width: 20, height: 10)

    /// The fill of a rectangle drawn as `view` builds it.
    static func fill<V: View>(_ view: V, _ scheme: ColorScheme = .light) -> Paint? {
        F.shapeItem(view, in: frame, env: F.env(scheme))?.fill
    }

    @Test func shapeWithoutStyleFillsWithThePrimaryLabelColor() {
        #expect(Self.fill(Rectangle()) == .color(RGBA(0, 0, 0)))
        #expect(Self.fill(Rectangle(), .dark) == .color(RGBA(1, 1, 1)))
    }

    @Test func foregroundStyleSetsTheFillOfShapesBelow() {
        #expect(Self.fill(Rectangle().foregroundStyle(.red)) == .color(F.rgba(255, 59, 48)))
        #expect(Self.fill(Rectangle().foregroundColor(.blue), .dark) == .color(F.rgba(10, 132, 255)))
    }

    @Test func foregroundColorNilKeepsTheEnclosingStyle() {
        #expect(Self.fill(Rectangle().foregroundColor(nil).foregroundStyle(.green)) == .color(F.rgba(52, 199, 89)))
    }

    @Test func innermostForegroundStyleWins() {
        #expect(Self.fill(Rectangle().foregroundStyle(.red).foregroundStyle(.blue)) == .color(F.rgba(255, 59, 48)))
    }

    @Test(arguments: [
        // level → UIKit label colour, light
        (HierarchicalShapeStyle.secondary, F.rgba(60, 60, 67, 0.6)),
        (HierarchicalShapeStyle.tertiary, F.rgba(60, 60, 67, 0.3)),
        (HierarchicalShapeStyle.quaternary, F.rgba(60, 60, 67, 0.18)),
    ])
    func hierarchicalLevelsOfTheDefaultForegroundAreTheLabelColors(style: HierarchicalShapeStyle, color: RGBA) {
        #expect(Self.fill(Rectangle().fill(style)) == .color(color))
    }

    @Test func secondaryOfACustomForegroundIsItAtHalfOpacity() {
        let view = Rectangle().fill(.secondary).foregroundStyle(.red)
        #expect(Self.fill(view) == .color(F.rgba(255, 59, 48, 0.5)))
    }

    @Test func secondaryAsTheForegroundStyleResolvesAgainstTheEnclosingOne() {
        #expect(Self.fill(Rectangle().foregroundStyle(.secondary)) == .color(F.rgba(60, 60, 67, 0.6)))
        let nested = Rectangle().foregroundStyle(.secondary).foregroundStyle(.blue)
        #expect(Self.fill(nested) == .color(F.rgba(0, 122, 255, 0.5)))
    }

    @Test func foregroundStyleThatNamesTheForegroundMeansTheEnclosingOne() {
        let view = Rectangle().foregroundStyle(.foreground).foregroundStyle(.pink)
        #expect(Self.fill(view) == .color(F.rgba(255, 45, 85)))
    }

    @Test func twoLevelForegroundStyleGivesSecondaryItsOwnStyle() {
        let primary = Rectangle().foregroundStyle(.red, .blue)
        let secondary = Rectangle().fill(.secondary).foregroundStyle(.red, .blue)
        let tertiary = Rectangle().fill(.tertiary).foregroundStyle(.red, .blue)
        #expect(Self.fill(primary) == .color(F.rgba(255, 59, 48)))
        #expect(Self.fill(secondary) == .color(F.rgba(0, 122, 255)))
        #expect(Self.fill(tertiary) == .color(F.rgba(0, 122, 255, 0.5)))
    }

    @Test func tintIsTheAccentColorUnlessSet() {
        #expect(Self.fill(Rectangle().fill(.tint)) == .color(F.rgba(0, 122, 255)))
        #expect(Self.fill(Rectangle().fill(.tint).tint(.orange)) == .color(F.rgba(255, 149, 0)))
        #expect(Self.fill(Rectangle().fill(.tint).tint(Color?.none)) == .color(F.rgba(0, 122, 255)))
    }

    @Test func opacityOfAStyleScalesEveryColor() {
        let paint = Color.red.gradient.opacity(0.5)._paint(in: Self.frame, environment: F.env())
        guard case .linearGradient(let stops, _, _) = paint else {
            Issue.record("expected a linear gradient, got \(paint)")
            return
        }
        #expect(stops.map(\.color.alpha) == [0.5, 0.5])
    }

    @Test func leveledStyleOfAColorScalesItsOpacity() {
        #expect(Self.fill(Rectangle().fill(Color.blue.tertiary)) == .color(F.rgba(0, 122, 255, 0.25)))
    }

    struct Brand: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.yellow : Color.purple
        }
    }

    struct Unresolved: ShapeStyle {}

    @Test func customStyleResolvesThroughResolveIn() {
        #expect(Self.fill(Rectangle().fill(Brand())) == .color(F.rgba(175, 82, 222)))
        #expect(Self.fill(Rectangle().fill(Brand()), .dark) == .color(F.rgba(255, 214, 10)))
    }

    @Test func customStyleWithoutResolutionPaintsTheForeground() {
        #expect(Self.fill(Rectangle().fill(Unresolved()).foregroundStyle(.teal)) == .color(F.rgba(48, 176, 199)))
    }

    @Test func anyShapeStyleDoesNotWrapTwice() {
        let once = AnyShapeStyle(Color.red)
        let twice = AnyShapeStyle(once)
        #expect(twice.storage === once.storage)
    }

    @Test func backgroundStyleIsTheSystemBackground() {
        #expect(Self.fill(Rectangle().fill(.background)) == .color(RGBA(1, 1, 1)))
        #expect(Self.fill(Rectangle().fill(.background), .dark) == .color(RGBA(0, 0, 0)))
    }
}
