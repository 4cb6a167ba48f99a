//  ModifierLayoutTests.swift — SwiftUITests
//  Expected frames derived from reference swiftui-layout.md §3 (frame, padding, fixedSize,
//  ZStack, overlay, aspectRatio, offset).

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

struct ModifierLayoutTests {
    private let box = CGSize(width: 100, height: 100)

    @Test func defaultPaddingIsSixteenPointsOnEveryEdge() {
        let f = layoutFrames(of: Color.red.accessibilityIdentifier("c").padding(), in: box)
        expectFrame(f["c"], rect(16, 16, 68, 68))
    }

    @Test func paddingOnSomeEdgesInsetsOnlyThose() {
        let f = layoutFrames(of: Color.red.accessibilityIdentifier("c").padding(.leading, 30), in: box)
        expectFrame(f["c"], rect(30, 0, 70, 100))
    }

    @Test func fixedFrameIsCentredAndIgnoresTheProposal() {
        let f = layoutFrames(of: Color.red.frame(width: 50, height: 40).accessibilityIdentifier("c"), in: box)
        expectFrame(f["c"], rect(25, 30, 50, 40))
    }

    @Test func fixedFrameAlignsItsContent() {
        let f = layoutFrames(
            of: Color.red.frame(width: 10, height: 10).accessibilityIdentifier("c")
                .frame(width: 80, height: 80, alignment: .bottomTrailing), in: box)
        expectFrame(f["c"], rect(80, 80, 10, 10))
    }

    @Test func maxWidthFrameTakesTheProposalUpToItsMaximum() {
        let f = layoutFrames(of: Color.red.frame(maxWidth: 80).accessibilityIdentifier("c"), in: box)
        expectFrame(f["c"], rect(10, 0, 80, 100))
    }

    @Test func infiniteMaxWidthFrameAroundAFixedViewTakesAllTheWidth() {
        let f = layoutFrames(
            of: Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("frame"), in: box)
        expectFrame(f["frame"], rect(0, 40, 100, 20))
    }

    @Test func minWidthFrameNeverGoesBelowItsMinimum() {
        let f = layoutFrames(
            of: Color.red.frame(width: 10, height: 10).frame(minWidth: 60).accessibilityIdentifier("frame"),
            proposal: ProposedViewSize(width: 20, height: 20))
        expectFrame(f["frame"], rect(0, 0, 60, 10))
    }

    @Test func fixedSizeGivesAGreedyViewItsTenPointIdeal() {
        let f = layoutFrames(of: Color.red.fixedSize().accessibilityIdentifier("c"), in: box)
        expectFrame(f["c"], rect(45, 45, 10, 10))
    }

    @Test func zStackAlignsChildrenTopLeading() {
        let f = layoutFrames(
            of: ZStack(alignment: .topLeading) {
                Color.red.frame(width: 60, height: 60)
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
            }, in: box)
        expectFrame(f["small"], rect(20, 20, 20, 20))
    }

    @Test func zStackIsAsLargeAsItsLargestChild() {
        let f = layoutFrames(
            of: ZStack {
                Color.red.frame(width: 60, height: 20)
                Color.blue.frame(width: 20, height: 40)
            }.accessibilityIdentifier("z"), in: box)
        expectFrame(f["z"], rect(20, 30, 60, 40))
    }

    @Test func overlayIsSizedToThePrimaryAndAligned() {
        let f = layoutFrames(
            of: Color.red.frame(width: 60, height: 60).overlay(alignment: .bottomTrailing) {
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge")
            }, in: box)
        expectFrame(f["badge"], rect(70, 70, 10, 10))
    }

    @Test func backgroundIsProposedThePrimarySize() {
        let f = layoutFrames(
            of: Color.clear.frame(width: 30, height: 20).background { Color.blue.accessibilityIdentifier("bg") },
            in: box)
        expectFrame(f["bg"], rect(35, 40, 30, 20))
    }

    @Test func aspectRatioFitsInsideTheProposal() {
        let f = layoutFrames(
            of: Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("c"),
            in: CGSize(width: 300, height: 300))
        expectFrame(f["c"], rect(0, 75, 300, 150))
    }

    @Test func aspectRatioFillOverflowsAndIsCentred() {
        let f = layoutFrames(
            of: Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("c"),
            in: CGSize(width: 100, height: 100))
        expectFrame(f["c"], rect(-50, 0, 200, 100))
    }

    @Test func offsetMovesTheDrawingButNotTheLayout() {
        let f = layoutFrames(
            of: HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7).accessibilityIdentifier("moved")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
            }, proposal: .unspecified)
        expectFrame(f["next"], rect(10, 0, 10, 10))
    }

    @Test func negativeFrameWidthIsIgnored() {
        let f = layoutFrames(of: Color.red.frame(width: -10, height: 20).accessibilityIdentifier("c"), in: box)
        expectFrame(f["c"], rect(0, 40, 100, 20))
    }

    @Test func geometryReaderPlacesContentTopLeadingInItsSize() {
        var seen = CGSize.zero
        let f = layoutFrames(
            of: GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
                    .onAppearSize(proxy.size) { seen = $0 }
            }, in: CGSize(width: 200, height: 100))
        expectFrame(f["half"], rect(0, 0, 100, 10))
        #expect(seen == CGSize(width: 200, height: 100))
    }

    @Test func viewThatFitsPicksTheFirstChildWhoseIdealWidthFits() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 150, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 80, height: 10).accessibilityIdentifier("narrow")
        }
        #expect(layoutFrames(of: view, in: CGSize(width: 200, height: 50))["wide"] != nil)
        let narrow = layoutFrames(of: view, in: CGSize(width: 100, height: 50))
        #expect(narrow["wide"] == nil)
        #expect(narrow["narrow"] != nil)
    }

    @Test func viewThatFitsFallsBackToTheLastChild() {
        let view = ViewThatFits {
            Color.red.frame(width: 150, height: 10).accessibilityIdentifier("wide")
            Color.blue.frame(width: 120, height: 10).accessibilityIdentifier("last")
        }
        #expect(layoutFrames(of: view, in: CGSize(width: 100, height: 50))["last"] != nil)
    }
}

extension View {
    /// Test hook: calls `body` with a value when the view is built.
    fileprivate func onAppearSize(_ size: CGSize, _ body: (CGSize) -> Void) -> Self {
        body(size)
        return self
    }
}
