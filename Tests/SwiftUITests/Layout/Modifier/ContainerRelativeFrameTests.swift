//  ContainerRelativeFrameTests.swift — SwiftUITests
//  Apple SwiftUI "containerRelativeFrame" (iOS 17): sizes from the nearest container, which in
//  a widget is its content area.

import Foundation
import GlimpseTesting
import Testing

@testable import SwiftUI

struct ContainerRelativeFrameTests {
    private let container = CGSize(width: 300, height: 200)

    @Test func theFrameTakesTheContainersLengthOnTheGivenAxisOnly() {
        let f = layoutFrames(
            of: Color.red.frame(width: 10, height: 10).containerRelativeFrame(.horizontal).accessibilityIdentifier("f"),
            in: container)
        expectFrame(f["f"], rect(0, 95, 300, 10))
    }

    @Test func countAndSpanDivideTheContainerIntoColumnsWithSpacing() {
        // (300 − 2 × 10) / 3 × 2 + 10 = 196.667
        let f = layoutFrames(
            of: Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                .frame(height: 20).accessibilityIdentifier("f"),
            in: container)
        #expect(abs(f["f"]!.width - (280.0 / 3 * 2 + 10)) < 0.001)
    }

    @Test func theClosureFormGetsTheLengthAndAxis() {
        let f = layoutFrames(
            of: Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
                axis == .horizontal ? length / 2 : length / 4
            }.accessibilityIdentifier("f"),
            in: container)
        expectFrame(f["f"], rect(75, 75, 150, 50))
    }

    @Test func theSizeIgnoresTheProposalOfTheViewsAroundIt() {
        // Inside a 100-pt-wide frame, a container-relative child is still the container's width.
        let f = layoutFrames(
            of: Color.red.containerRelativeFrame(.horizontal).frame(width: 100, height: 10)
                .accessibilityIdentifier("f"),
            in: container)
        #expect(abs(f["f"]!.width - 100) < 0.001)
        let inner = layoutFrames(
            of: Color.red.containerRelativeFrame(.horizontal).accessibilityIdentifier("i").frame(
                width: 100, height: 10),
            in: container)
        #expect(abs(inner["i"]!.width - 300) < 0.001)
    }

    @Test func aWidgetsContainerIsItsContentAreaInsideTheMargins() {
        let root = layoutRoot(
            Color.red.containerRelativeFrame(.horizontal).frame(height: 10).accessibilityIdentifier("f"),
            proposal: ProposedViewSize(container), container: container, environment: EnvironmentValues(),
            margins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(abs(root.identifiedFrames["f"]!.width - 268) < 0.001)
    }

    @Test func aNegativeOrNonFiniteLengthLeavesTheAxisToTheProposal() {
        let f = layoutFrames(
            of: Color.red.containerRelativeFrame(.horizontal) { _, _ in -.infinity }.frame(height: 10)
                .accessibilityIdentifier("f"),
            in: container)
        #expect(abs(f["f"]!.width - 300) < 0.001)
    }
}
