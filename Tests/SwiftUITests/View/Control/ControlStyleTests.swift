//  ControlStyleTests.swift — SwiftUITests
//  Custom GaugeStyle, ProgressViewStyle and LabelStyle, written as widget code writes them:
//  what the configuration carries, where the style's views land, and the pixels they draw.

import Foundation
import GlimpseArchive
import GlimpseRender
import GlimpseTesting
import Testing

@testable import SwiftUI

/// A horizontal bar 100 pt wide, filled to the gauge's value, with the current value after it.
private struct BarGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            ZStack(alignment: .leading) {
                Color.black.frame(width: 100, height: 10)
                Color.red.frame(width: 100 * configuration.value, height: 10).accessibilityIdentifier("fill")
            }
            configuration.currentValueLabel.accessibilityIdentifier("value")
            if configuration.minimumValueLabel == nil {
                Color.blue.frame(width: 5, height: 5).accessibilityIdentifier("noBounds")
            }
        }
    }
}

/// A bar filled to `fractionCompleted`, or a grey square when indeterminate.
private struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            if let fraction = configuration.fractionCompleted {
                Color.green.frame(width: 100 * fraction, height: 10).accessibilityIdentifier("fill")
            } else {
                Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("unknown")
            }
        }
    }
}

/// The icon above the title, 4 pt apart.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title
        }
    }
}

private func square(_ id: String, _ side: CGFloat) -> some View {
    Color.red.frame(width: side, height: side).accessibilityIdentifier(id)
}

struct ControlStyleTests {
    private let free = ProposedViewSize(width: 300, height: 300)

    @Test func customGaugeStyleGetsTheValueAsAFractionOfTheRange() {
        let f = layoutFrames(
            of: Gauge(value: 30, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                square("label", 8)
            }
            .gaugeStyle(BarGaugeStyle()),
            proposal: free)
        #expect(f["fill"]?.width == 25)
        #expect(f["label"]?.minX == 100)  // the current value follows the bar
        #expect(f["noBounds"] != nil)  // no bounds given: nil in the configuration
    }

    @Test func customGaugeStyleSeesTheBoundsLabelsWhenGiven() {
        let f = layoutFrames(
            of: Gauge(value: 0.5) {
                Text("Speed")
            } currentValueLabel: {
                Text("50")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }.gaugeStyle(BarGaugeStyle()),
            proposal: free)
        #expect(f["fill"]?.width == 50)
        #expect(f["noBounds"] == nil)
    }

    @Test func innerGaugeStyleWinsOverOuter() {
        let f = layoutFrames(
            of: VStack { Gauge(value: 0.5) { Text("A") }.gaugeStyle(BarGaugeStyle()) }.gaugeStyle(.accessoryCircular),
            proposal: free)
        #expect(f["fill"]?.width == 50)
    }

    /// The progress views a custom style is tested with, and the bar width each should get.
    enum ProgressCase: CaseIterable, Sendable {
        /// 3 of 4: 75 %.
        case fraction
        /// A 400 s timer counting down, seen 100 s in: three quarters left.
        case timer
        /// No value: a nil fraction.
        case indeterminate

        var view: AnyView {
            switch self {
            case .fraction: AnyView(ProgressView(value: 3, total: 4))
            case .timer:
                AnyView(ProgressView(timerInterval: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 400)))
            case .indeterminate: AnyView(ProgressView())
            }
        }
        var width: CGFloat? { self == .indeterminate ? nil : 75 }
    }

    @Test(arguments: ProgressCase.allCases)
    func customProgressStyleGetsTheFractionCompleted(_ c: ProgressCase) {
        var env = EnvironmentValues()
        env.timelineDate = Date(timeIntervalSince1970: 100)
        let frames = layoutRoot(
            c.view.progressViewStyle(BarProgressStyle()), proposal: free, container: nil, environment: env
        )
        .identifiedFrames
        #expect(frames["fill"]?.width == c.width)
        #expect((frames["unknown"] != nil) == (c.width == nil))
    }

    @Test func customLabelStylePutsTheIconAboveTheTitle() {
        let f = layoutFrames(
            of: Label {
                square("title", 20)
            } icon: {
                square("icon", 10)
            }.labelStyle(StackedLabelStyle()),
            proposal: free)
        #expect(f["icon"] == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(f["title"] == CGRect(x: 0, y: 14, width: 20, height: 20))
    }

    @Test func builtInLabelStylesShowTitleIconOrBoth() {
        func ids<S: LabelStyle>(_ style: S) -> Set<String> {
            Set(
                layoutFrames(
                    of: Label {
                        square("title", 20)
                    } icon: {
                        square("icon", 10)
                    }.labelStyle(style), proposal: free
                ).keys)
        }
        #expect(ids(.titleOnly) == ["title"])
        #expect(ids(.iconOnly) == ["icon"])
        #expect(ids(.titleAndIcon) == ["title", "icon"])
        // icon first, 6 pt before the title, centred on it
        let f = layoutFrames(
            of: Label {
                square("title", 20)
            } icon: {
                square("icon", 10)
            }, proposal: free)
        #expect(f["icon"] == CGRect(x: 0, y: 5, width: 10, height: 10))
        #expect(f["title"] == CGRect(x: 16, y: 0, width: 20, height: 20))
    }

    @Test func customGaugeStyleDrawsItsOwnPixels() throws {
        let size = CGSize(width: 120, height: 20)
        let archive = layoutRoot(
            Gauge(value: 0.25) { Text("") }.gaugeStyle(BarGaugeStyle()).frame(
                width: 120, height: 20, alignment: .topLeading),
            proposal: ProposedViewSize(size), container: size, environment: EnvironmentValues()
        ).archive
        let image = try ArchiveRenderer().renderImage(
            archive, options: RenderOptions(scale: 1, backgroundColor: .white))
        let filled = image[10, 5], empty = image[60, 5]
        #expect(filled.red > 240 && filled.green < 80 && filled.blue < 80)  // iOS red (255, 59, 48) to 25 pt
        #expect(empty.red < 20 && empty.green < 20 && empty.blue < 20)  // black track beyond it
    }
}
