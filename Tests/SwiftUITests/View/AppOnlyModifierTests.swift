//  AppOnlyModifierTests.swift — SwiftUITests
//  Modifiers added for widget source compatibility: lazy stacks, border, button border shapes,
//  monospaced and underline on a view, size categories and control sizes.

import AppIntents
import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct AppOnlyModifierTests {
    private func archive<V: View>(_ view: V) -> WidgetArchive {
        layoutRoot(
            view, proposal: ProposedViewSize(width: 200, height: 100), container: CGSize(width: 200, height: 100),
            environment: EnvironmentValues()
        ).archive
    }

    @Test func aLazyVStackFillsTheWidthOfferedAndAlignsItsChildren() {
        let f = layoutFrames(
            of: LazyVStack(alignment: .leading) { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c") }
                .accessibilityIdentifier("s"),
            in: CGSize(width: 200, height: 100))
        #expect(abs(f["s"]!.width - 200) < 0.001)
        #expect(abs(f["c"]!.minX - 0) < 0.001)
        let plain = layoutFrames(
            of: VStack { Color.red.frame(width: 20, height: 10) }.accessibilityIdentifier("s"),
            in: CGSize(width: 200, height: 100))
        #expect(abs(plain["s"]!.width - 20) < 0.001)
    }

    @Test func aLazyHStackFillsTheHeightOffered() {
        let f = layoutFrames(
            of: LazyHStack(alignment: .top) { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c") }
                .accessibilityIdentifier("s"),
            in: CGSize(width: 200, height: 100))
        #expect(abs(f["s"]!.height - 100) < 0.001)
        #expect(abs(f["c"]!.minY - 0) < 0.001)
    }

    @Test func aBorderIsAStrokeInsideTheFrame() {
        let bordered = archive(Color.clear.frame(width: 40, height: 20).border(.red, width: 2))
        let expected = archive(
            Color.clear.frame(width: 40, height: 20).overlay(Rectangle().strokeBorder(.red, lineWidth: 2)))
        #expect(bordered == expected)
    }

    @Test func borderedButtonsDrawTheirBorderShape() {
        struct Intent: AppIntent {
            static let title: LocalizedStringResource = "Go"
            func perform() async throws -> some IntentResult { .result() }
        }
        let capsule = archive(
            Button(intent: Intent()) { Text("Go") }.buttonStyle(.bordered).buttonBorderShape(.capsule))
        let automatic = archive(Button(intent: Intent()) { Text("Go") }.buttonStyle(.bordered))
        #expect(capsule != automatic)
        let radius8 = archive(
            Button(intent: Intent()) { Text("Go") }.buttonStyle(.bordered).buttonBorderShape(
                .roundedRectangle(radius: 8)))
        #expect(radius8 == automatic)
    }

    @Test func monospacedAndUnderlineOnAViewReachItsText() {
        let items = textItems(in: archive(VStack { Text("a") }.monospaced().underline()).content)
        let run = items[0].lines[0].runs[0]
        #expect(run.underline == true)
        let mono = textItems(in: archive(Text("a").font(.body.monospaced())).content)[0].lines[0].runs[0]
        #expect(run.font.family == mono.font.family)
        let textLevel = textItems(in: archive(Text("a").monospaced()).content)[0].lines[0].runs[0]
        #expect(textLevel.font.family == mono.font.family)
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeByItsOldName() {
        var env = EnvironmentValues()
        env.sizeCategory = .accessibilityMedium
        #expect(env.dynamicTypeSize == .accessibility1)
        env.dynamicTypeSize = .xSmall
        #expect(env.sizeCategory == .extraSmall)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(DynamicTypeSize(.extraExtraExtraLarge) == .xxxLarge)
    }

    @Test func controlSizeIsReadableFromTheEnvironment() {
        struct Probe: View {
            @Environment(\.controlSize) var size
            var body: some View { Text(size == .mini ? "mini" : "other") }
        }
        let t = textItems(in: archive(Probe().controlSize(.mini)).content)[0].lines[0].runs[0].text
        #expect(t == "mini")
    }
}
