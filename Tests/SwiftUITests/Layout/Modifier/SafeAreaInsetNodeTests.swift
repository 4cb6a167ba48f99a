//  SafeAreaInsetNodeTests.swift — SwiftUITests
//  Apple SwiftUI "safeAreaInset(edge:alignment:spacing:content:)": the view is inset from the
//  edge by the content's thickness plus the spacing, and the content sits in the band.

import Foundation
import GlimpseTesting
import Testing

@testable import SwiftUI

struct SafeAreaInsetNodeTests {
    private let container = CGSize(width: 300, height: 200)

    @Test func aBottomInsetShortensTheViewAndSitsAtTheBottom() {
        let f = layoutFrames(
            of: Color.blue.accessibilityIdentifier("m")
                .safeAreaInset(edge: .bottom, spacing: 4) { Color.red.frame(height: 20).accessibilityIdentifier("i") },
            in: container)
        expectFrame(f["m"], rect(0, 0, 300, 176))
        expectFrame(f["i"], rect(0, 180, 300, 20))
    }

    @Test func aTopInsetIsAlignedAcrossByItsGuide() {
        let f = layoutFrames(
            of: Color.blue.accessibilityIdentifier("m")
                .safeAreaInset(edge: .top, alignment: .leading, spacing: 4) {
                    Color.red.frame(width: 50, height: 20).accessibilityIdentifier("i")
                },
            in: container)
        expectFrame(f["i"], rect(0, 0, 50, 20))
        expectFrame(f["m"], rect(0, 24, 300, 176))
    }

    @Test func leadingAndTrailingInsetsWorkAlongTheHorizontalAxis() {
        let leading = layoutFrames(
            of: Color.blue.accessibilityIdentifier("m")
                .safeAreaInset(edge: .leading, spacing: 0) { Color.red.frame(width: 30).accessibilityIdentifier("i") },
            in: container)
        expectFrame(leading["i"], rect(0, 0, 30, 200))
        expectFrame(leading["m"], rect(30, 0, 270, 200))
        let trailing = layoutFrames(
            of: Color.blue.accessibilityIdentifier("m")
                .safeAreaInset(edge: .trailing, alignment: .top, spacing: 0) {
                    Color.red.frame(width: 30, height: 40).accessibilityIdentifier("i")
                },
            in: container)
        expectFrame(trailing["i"], rect(270, 0, 30, 40))
        expectFrame(trailing["m"], rect(0, 0, 270, 200))
    }

    @Test func aFixedSizeViewGrowsByTheBandAndKeepsTheContentAcrossItsOwnWidth() {
        let f = layoutFrames(
            of: Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("m")
                .safeAreaInset(edge: .bottom, spacing: 10) { Color.red.frame(height: 20).accessibilityIdentifier("i") }
                .accessibilityIdentifier("all"),
            in: container)
        expectFrame(f["all"], rect(100, 60, 100, 80))
        expectFrame(f["m"], rect(100, 60, 100, 50))
        expectFrame(f["i"], rect(100, 120, 100, 20))
    }

    @Test func withoutSpacingTheViewsPreferredSpacingSeparatesThem() {
        let f = layoutFrames(
            of: Color.blue.accessibilityIdentifier("m")
                .safeAreaInset(edge: .bottom) { Color.red.frame(height: 20).accessibilityIdentifier("i") },
            in: container)
        expectFrame(f["m"], rect(0, 0, 300, 200 - 20 - ViewSpacing.defaultSpacing))
        expectFrame(f["i"], rect(0, 180, 300, 20))
    }
}
