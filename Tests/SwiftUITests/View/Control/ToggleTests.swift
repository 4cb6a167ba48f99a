//  ToggleTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: Apple SwiftUI "Toggle(isOn:intent:label:)" in a widget: iOS's switch (51×31 pt,
//  green when on) at the trailing edge of the row, and the intent with the state a tap sets.

import AppIntents
import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool
    @Parameter(title: "Room", default: "hall") var room: String
    func perform() async throws -> some IntentResult { .result() }
}

struct ToggleTests {
    static let canvas = CGSize(width: 300, height: 100)

    private func layout<V: View>(_ view: V, scheme: ColorScheme = .light) -> RootLayout {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return layoutRoot(
            view, proposal: ProposedViewSize(Self.canvas), container: Self.canvas, environment: environment)
    }

    private func shapes(_ item: DisplayItem) -> [ShapeItem] {
        switch item {
        case .group(let g): return g.children.flatMap(shapes)
        case .shape(let s): return [s]
        default: return []
        }
    }

    @Test func theSwitchIs51By31AtTheTrailingEdgeOfAFullWidthRow() throws {
        let root = layout(
            Toggle(isOn: true, intent: LampIntent()) { Text("Lamp") }.accessibilityIdentifier("toggle"))
        let row = try #require(root.identifiedFrames["toggle"])
        #expect(row.width == 300)
        let track = try #require(shapes(root.archive.content).first).frame
        #expect(track.x == 300 - 51)
        #expect(abs(track.width - 51) < 0.001 && abs(track.height - 31) < 0.001)
        #expect(abs(track.y - (row.midY - 15.5)) < 0.001)
    }

    @Test(arguments: [
        // on: system green
        (true, ColorScheme.light, RGBA(52 / 255, 199 / 255, 89 / 255, 1)),
        (true, .dark, RGBA(48 / 255, 209 / 255, 88 / 255, 1)),
        // off: the system fill grey
        (false, .light, RGBA(120 / 255, 120 / 255, 128 / 255, 0.2)),
        (false, .dark, RGBA(120 / 255, 120 / 255, 128 / 255, 0.36)),
    ])
    func theTrackIsGreenWhenOnAndGreyWhenOff(isOn: Bool, scheme: ColorScheme, colour: RGBA) throws {
        let root = layout(Toggle("Lamp", isOn: isOn, intent: LampIntent()), scheme: scheme)
        let all = shapes(root.archive.content)
        #expect(all.count == 2)  // track and knob
        #expect(all[0].fill == .color(colour))
        // The white 27 pt knob sits 2 pt inside the trailing (on) or leading (off) end.
        #expect(all[1].fill == .color(RGBA(1, 1, 1, 1)))
        #expect(all[1].frame.width == 27 && all[1].frame.height == 27)
        #expect(all[1].frame.x == (isOn ? all[0].frame.maxX - 29 : all[0].frame.x + 2))
    }

    @Test func aTintColoursTheSwitchWhenOn() throws {
        let root = layout(Toggle("Lamp", isOn: true, intent: LampIntent()).tint(.orange))
        #expect(shapes(root.archive.content).first?.fill == .color(RGBA(1, 149 / 255, 0, 1)))
    }

    @Test func theIntentCarriesTheStateATapSets() throws {
        let on = layout(Toggle("Lamp", isOn: true, intent: LampIntent())).archive.hitRegions
        let off = layout(Toggle("Lamp", isOn: false, intent: LampIntent())).archive.hitRegions
        #expect(on.count == 1 && off.count == 1)
        #expect(on[0].intent?.parameters == ["value": .bool(false), "room": .string("hall")])
        #expect(off[0].intent?.parameters["value"] == .bool(true))
        #expect(on[0].frame == Rect(x: 0, y: on[0].frame.y, width: 300, height: on[0].frame.height))
    }

    @Test func hiddenLabelsLeaveTheSwitchAlone() throws {
        let root = layout(
            Toggle("Lamp", isOn: true, intent: HealIntent()).labelsHidden().accessibilityIdentifier("toggle"))
        let frame = try #require(root.identifiedFrames["toggle"])
        #expect(abs(frame.width - 51) < 0.001 && abs(frame.height - 31) < 0.001)
        // An intent that sets no value is recorded as it is.
        let parameters = root.archive.hitRegions.first?.intent?.parameters
        #expect(parameters == ["hero": .string("pandora"), "amount": .number(10)])
    }

    @Test func theButtonStyleShowsTheStateAsAProminentButton() throws {
        let on = layout(Toggle("Lamp", isOn: true, intent: LampIntent()).toggleStyle(.button))
        let off = layout(Toggle("Lamp", isOn: false, intent: LampIntent()).toggleStyle(.button))
        #expect(shapes(on.archive.content).first?.fill == .color(RGBA(0, 122 / 255, 1, 1)))
        #expect(shapes(off.archive.content).first?.fill == .color(RGBA(0, 122 / 255, 1, 0.15)))
    }
}
