//  BackgroundStyleTests.swift — SwiftUITests
//  Apple SwiftUI "backgroundStyle(_:)": `.background` resolves to the style set above it.

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct BackgroundStyleTests {
    private func fills<V: View>(_ view: V, scheme: ColorScheme = .light) -> [Paint] {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let archive = layoutRoot(
            view, proposal: ProposedViewSize(width: 100, height: 100), container: CGSize(width: 100, height: 100),
            environment: env
        ).archive
        func shapes(_ item: DisplayItem) -> [ShapeItem] {
            switch item {
            case .group(let g): return g.children.flatMap(shapes)
            case .shape(let s): return [s]
            default: return []
            }
        }
        return shapes(archive.content).compactMap(\.fill)
    }

    @Test func backgroundWithoutAStyleIsTheSystemBackgroundByDefault() {
        #expect(fills(Color.clear.frame(width: 10, height: 10).background()) == [.color(RGBA(1, 1, 1))])
        #expect(
            fills(Color.clear.frame(width: 10, height: 10).background(), scheme: .dark) == [
                .color(RGBA(0, 0, 0))
            ])
    }

    @Test func backgroundStyleSetsWhatBackgroundResolvesTo() {
        let red = fills(Color.red.frame(width: 10, height: 10))[0]
        #expect(fills(Color.clear.frame(width: 10, height: 10).background().backgroundStyle(.red)) == [red])
        #expect(
            fills(Color.clear.frame(width: 10, height: 10).background(in: Circle()).backgroundStyle(Color.red)) == [red]
        )
    }

    @Test func aBackgroundStyleOfBackgroundMeansTheSystemOne() {
        #expect(
            fills(Color.clear.frame(width: 10, height: 10).background().backgroundStyle(.background)) == [
                .color(RGBA(1, 1, 1))
            ])
    }
}
