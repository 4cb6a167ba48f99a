//  ButtonTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: Apple SwiftUI "Button" in a widget: the label drawn by the button style, and the
//  intent of `Button(intent:)` recorded as a hit region over the button (reference
//  widgetkit.md §6).

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct HealIntent: AppIntent {
    static let title: LocalizedStringResource = "Heal"
    @Parameter(title: "Hero", default: "pandora") var hero: String
    @Parameter(title: "Amount", default: 10) var amount: Int

    init() {}
    init(hero: String) { self.hero = hero }

    func perform() async throws -> some IntentResult { .result() }
}

struct ButtonTests {
    static let canvas = CGSize(width: 300, height: 200)

    private func layout<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> RootLayout {
        layoutRoot(view, proposal: ProposedViewSize(Self.canvas), container: Self.canvas, environment: environment)
    }

    private func shapes(_ item: DisplayItem) -> [ShapeItem] {
        switch item {
        case .group(let g): return g.children.flatMap(shapes)
        case .shape(let s): return [s]
        default: return []
        }
    }

    private func texts(_ item: DisplayItem) -> [TextItem] {
        switch item {
        case .group(let g): return g.children.flatMap(texts)
        case .text(let t): return [t]
        default: return []
        }
    }

    @Test func anIntentButtonIsAHitRegionCarryingTheIntentAndItsParameters() throws {
        let root = layout(Button("Heal", intent: HealIntent(hero: "ember")).accessibilityIdentifier("button"))
        let frame = try #require(root.identifiedFrames["button"])
        #expect(root.archive.hitRegions.count == 1)
        let region = root.archive.hitRegions[0]
        #expect(region.url == nil)
        #expect(region.frame == frame.archiveRect)
        #expect(
            region.intent
                == IntentAction(
                    type: "SwiftUITests.HealIntent", title: "Heal",
                    parameters: ["hero": .string("ember"), "amount": .number(10)]))
    }

    @Test func theAutomaticStylePadsTheLabelOverATintedRoundedRectangle() throws {
        let root = layout(
            HStack {
                Button(intent: HealIntent()) { Text("Heal") }.accessibilityIdentifier("button")
                Text("Heal").accessibilityIdentifier("label")
            })
        let button = try #require(root.identifiedFrames["button"])
        let label = try #require(root.identifiedFrames["label"])
        #expect(abs(button.width - (label.width + 24)) < 0.001)
        #expect(abs(button.height - (label.height + 12)) < 0.001)
        let background = try #require(shapes(root.archive.content).first)
        #expect(background.frame == button.archiveRect)
        // The accent colour (system blue, 0 122 255) at 15 %.
        #expect(background.fill == .color(RGBA(0, 122 / 255, 1, 0.15)))
        #expect(texts(root.archive.content).first?.lines.first?.runs.first?.paint == .color(RGBA(0, 122 / 255, 1, 1)))
    }

    @Test func thePlainStyleDrawsTheLabelAloneAndStillTagsTheIntent() throws {
        let root = layout(
            HStack {
                Button(intent: HealIntent()) { Text("Heal") }.buttonStyle(.plain).accessibilityIdentifier("button")
                Text("Heal").accessibilityIdentifier("label")
            })
        let button = try #require(root.identifiedFrames["button"])
        let label = try #require(root.identifiedFrames["label"])
        #expect(abs(button.width - label.width) < 0.001 && abs(button.height - label.height) < 0.001)
        #expect(shapes(root.archive.content).isEmpty)
        #expect(root.archive.hitRegions.map(\.frame) == [button.archiveRect])
    }

    @Test func aProminentDestructiveButtonIsRedWithAWhiteLabel() throws {
        let root = layout(Button("Delete", role: .destructive, intent: HealIntent()).buttonStyle(.borderedProminent))
        #expect(shapes(root.archive.content).first?.fill == .color(RGBA(1, 59 / 255, 48 / 255, 1)))
        #expect(texts(root.archive.content).first?.lines.first?.runs.first?.paint == .color(RGBA(1, 1, 1, 1)))
    }

    /// In accented rendering both would become the group's one colour: the label erases the fill
    /// inside a compositing group instead (a finding from a new user's trial).
    @Test func aProminentButtonCutsItsLabelOutOfItsFillInAccentedRendering() throws {
        var accented = EnvironmentValues()
        accented.isAccentedRendering = true
        let button = Button("Add", intent: HealIntent()).buttonStyle(.borderedProminent)
        let cut = layout(button, environment: accented).archive.content.sExpression
        #expect(cut.contains("(blend destinationOut)"), "\(cut)")
        #expect(cut.contains("compositing"), "\(cut)")
        let full = layout(button).archive.content.sExpression
        #expect(!full.contains("blend"), "\(full)")
        // The same shapes and label either way, at the same places.
        #expect(shapes(layout(button, environment: accented).archive.content) == shapes(layout(button).archive.content))
    }

    @Test func aCustomStyleReceivesTheLabelAndRole() throws {
        struct Outlined: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(4)
                    .overlay(Rectangle().stroke(configuration.role == .cancel ? Color.red : Color.green))
            }
        }
        let root = layout(
            Button(role: .cancel, intent: HealIntent()) { Text("Stop") }.buttonStyle(Outlined())
                .accessibilityIdentifier("button"))
        let shape = try #require(shapes(root.archive.content).first)
        #expect(shape.stroke?.paint == .color(RGBA(1, 59 / 255, 48 / 255, 1)))
        #expect(root.archive.hitRegions.count == 1)
    }

    @Test func anActionButtonDrawsLikeAnIntentButtonButIsNoHitRegion() throws {
        let action = layout(Button("Heal") {}.accessibilityIdentifier("button"))
        let intent = layout(Button("Heal", intent: HealIntent()).accessibilityIdentifier("button"))
        #expect(action.identifiedFrames["button"] == intent.identifiedFrames["button"])
        #expect(action.archive.hitRegions.isEmpty)
    }

    @Test func theSExpressionShowsTheIntentRegion() {
        let root = layout(Button("Heal", intent: HealIntent()).buttonStyle(.plain))
        #expect(root.archive.sExpression.contains(#"(intent (frame "#))
        #expect(root.archive.sExpression.contains(#""SwiftUITests.HealIntent" (amount 10) (hero "pandora")))"#))
    }
}
