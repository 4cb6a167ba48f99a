//  View+WidgetLabelTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple "widgetLabel" / "widgetCurvesContent(_:)": the label is the archive's label
//  layer, bent along the curve the host sends, no longer than the curve, carrying the sticky
//  tags around the complication; where the host sends no curve the label is ignored.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing

@testable import WidgetKit

struct ViewWidgetLabelTests {
    /// The top-leading corner of a 45 mm watch (GlimpseHost `LabelPlacement.corner`).
    private let curve = LabelCurve(center: Point(x: 99, y: 121), radius: 107, angle: -2.24, clockwise: true, length: 60)

    private func archive<V: View>(_ view: V, curve: LabelCurve?) throws -> WidgetArchive {
        var variant = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        variant.platform = "watchOS"
        variant.widgetLabel = curve
        let environment = try EnvironmentValues(variant: variant, family: .accessoryCorner)
        return makeWidgetArchive(
            view, canvas: CGSize(width: 38, height: 38), environment: environment, contentMargins: EdgeInsets())
    }

    private func texts(_ item: DisplayItem?) -> [TextItem] {
        switch item {
        case .group(let g)?: return g.children.flatMap { texts($0) }
        case .text(let t)?: return [t]
        default: return []
        }
    }

    @Test func labelIsTheBentLabelLayerWhereThePlaceShowsOne() throws {
        let a = try archive(Text("30").widgetLabel("MON"), curve: curve)
        guard case .group(let label)? = a.label else {
            Issue.record("expected a label group")
            return
        }
        let arc = try #require(label.arc)
        #expect(arc.center == curve.center && arc.angle == curve.angle && arc.clockwise)
        let text = try #require(texts(a.label).first)
        #expect(text.string == "MON")
        // The flat label's centre goes to the middle of its band, inside the curve's edge.
        #expect(arc.origin == Point(x: text.frame.midX, y: text.frame.midY))
        #expect(arc.radius == curve.radius - text.frame.height / 2)
        // The content is drawn as usual.
        #expect(texts(a.content).map(\.string) == ["30"])
    }

    @Test func labelIsIgnoredWhereThePlaceShowsNone() throws {
        let labelled = try archive(Text("30").widgetLabel("MON"), curve: nil)
        let plain = try archive(Text("30"), curve: nil)
        #expect(labelled.label == nil)
        #expect(labelled.content == plain.content)
    }

    @Test func showsWidgetLabelFollowsTheCurve() throws {
        var variant = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        variant.platform = "watchOS"
        #expect(try EnvironmentValues(variant: variant, family: .accessoryCorner).showsWidgetLabel == false)
        variant.widgetLabel = curve
        #expect(try EnvironmentValues(variant: variant, family: .accessoryCircular).showsWidgetLabel == true)
    }

    @Test func aLabelLongerThanTheCurveIsTruncated() throws {
        let a = try archive(Text("30").widgetLabel("Monday the thirtieth of November"), curve: curve)
        let text = try #require(texts(a.label).first)
        #expect(text.frame.width <= 60)
        #expect(text.string.hasSuffix("…"))
    }

    @Test func privacySensitiveAroundTheComplicationCoversItsLabel() throws {
        let a = try archive(Image(systemName: "heart.fill").widgetLabel("68 BPM").privacySensitive(), curve: curve)
        guard case .group(let label)? = a.label else {
            Issue.record("expected a label group")
            return
        }
        #expect(label.tags?.privacySensitive == true)
    }

    @Test func aProgressViewLabelIsABarAlongTheWholeCurve() throws {
        let a = try archive(Text("72%").widgetLabel { ProgressView(value: 0.72) }, curve: curve)
        guard case .group(let label)? = a.label else {
            Issue.record("expected a label group")
            return
        }
        #expect(label.arc != nil)
        #expect(texts(a.label).isEmpty)
        #expect(label.children.isEmpty == false)
        // The bar is laid out as wide as the curve is long.
        #expect(abs((label.arc?.origin.x ?? 0) - 30) < 0.5)
    }

    @Test func aCurveThatCannotBeDrawnIsABadRequest() {
        var variant = RenderEnvironment(colorScheme: "dark", displayScale: 2)
        variant.widgetLabel = LabelCurve(center: .zero, radius: 0, angle: 0, clockwise: true, length: 10)
        #expect(throws: RequestFailure.self) { try EnvironmentValues(variant: variant, family: .accessoryCorner) }
    }
}

struct ViewWidgetCurvesContentTests {
    @Test func curvedContentIsAcceptedAndDrawnFlat() {
        let env = EnvironmentValues()
        let canvas = CGSize(width: 80, height: 80)
        let flat = makeWidgetArchive(
            Text("72°").font(.title), canvas: canvas, environment: env, contentMargins: EdgeInsets())
        let curved = makeWidgetArchive(
            Text("72°").font(.title).widgetCurvesContent(), canvas: canvas, environment: env,
            contentMargins: EdgeInsets())
        #expect(curved == flat)
        let off = makeWidgetArchive(
            Text("72°").font(.title).widgetCurvesContent(false), canvas: canvas, environment: env,
            contentMargins: EdgeInsets())
        #expect(off == flat)
    }
}
