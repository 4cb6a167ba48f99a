//  CustomLayoutTests.swift — SwiftUITests
//  Expected frames from Apple's "Composing custom layouts with SwiftUI" semantics: the layout's
//  own size and place(at:anchor:proposal:) decide every frame.

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

/// Places its subviews left to right at their ideal sizes, 10 points apart, top-aligned.
private struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.map(\.width).reduce(0, +) + CGFloat(max(0, sizes.count - 1)) * 10
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + 10
        }
    }
}

/// Gives each subview the width its `Weight` asks for, out of the proposed width.
private struct Weighted: Layout {
    struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview[Weight.self] / total
            subview.place(
                at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// Counts how often its cache is made, to show it is made once and reused.
private final class Counter: @unchecked Sendable { var made = 0 }

private struct CachingStack: Layout {
    let counter: Counter

    func makeCache(subviews: Subviews) -> [CGSize] {
        counter.made += 1
        return subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        CGSize(width: cache.map(\.width).max() ?? 0, height: cache.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: .unspecified)
            y += size.height
        }
    }
}

/// Places nothing: SwiftUI centres unplaced subviews.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Composes a built-in layout: a VStack's placement, shifted 5 points right.
private struct ShiftedVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var inner: Void = ()
        let size = VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        return CGSize(width: size.width + 5, height: size.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var inner: Void = ()
        VStackLayout(alignment: .leading, spacing: 0).placeSubviews(
            in: bounds.offsetBy(dx: 5, dy: 0), proposal: proposal, subviews: subviews, cache: &inner)
    }
}

struct CustomLayoutTests {
    @Test func aCustomLayoutPlacesEachSubviewWhereItSays() {
        let f = layoutFrames(
            of: Row {
                Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("b")
            }.accessibilityIdentifier("row"), in: CGSize(width: 200, height: 100))
        // The row is 80×20, centred in 200×100.
        expectFrame(f["row"], rect(60, 40, 80, 20))
        expectFrame(f["a"], rect(60, 40, 30, 20))
        expectFrame(f["b"], rect(100, 40, 40, 10))
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        let f = layoutFrames(
            of: Weighted {
                Color.red.layoutValue(key: Weighted.Weight.self, value: 3).padding(0).accessibilityIdentifier("wide")
                Color.blue.accessibilityIdentifier("narrow")
            }, in: CGSize(width: 200, height: 50))
        expectFrame(f["wide"], rect(0, 0, 150, 50))
        expectFrame(f["narrow"], rect(150, 0, 50, 50))
    }

    @Test func theCacheIsMadeOnceAndHandedToEveryCall() {
        let counter = Counter()
        let f = layoutFrames(
            of: CachingStack(counter: counter) {
                Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }, in: CGSize(width: 100, height: 100))
        expectFrame(f["a"], rect(35, 35, 30, 20))
        expectFrame(f["b"], rect(45, 55, 10, 10))
        #expect(counter.made == 1)
    }

    @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() {
        let f = layoutFrames(
            of: Lazy { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("a") },
            in: CGSize(width: 100, height: 100))
        expectFrame(f["a"], rect(40, 45, 20, 10))
    }

    @Test func aCustomLayoutCanComposeABuiltInOne() {
        let f = layoutFrames(
            of: ShiftedVStack {
                Color.red.frame(width: 31, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
            }.fixedSize().accessibilityIdentifier("stack"), in: CGSize(width: 100, height: 100))
        expectFrame(f["stack"], rect(32, 35, 36, 30))
        expectFrame(f["a"], rect(37, 35, 31, 20))
        expectFrame(f["b"], rect(37, 55, 10, 10))
    }

    @Test func stackLayoutsLayOutExactlyAsTheirViews() {
        func frames(_ layout: AnyLayout) -> [String: CGRect] {
            layoutFrames(
                of: layout {
                    Text("Hello").accessibilityIdentifier("text")
                    Spacer().accessibilityIdentifier("spacer")
                    Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("square")
                }, in: CGSize(width: 300, height: 200))
        }
        let viewFrames = layoutFrames(
            of: HStack(alignment: .top) {
                Text("Hello").accessibilityIdentifier("text")
                Spacer().accessibilityIdentifier("spacer")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("square")
            }, in: CGSize(width: 300, height: 200))
        let custom = frames(AnyLayout(HStackLayout(alignment: .top)))
        for id in ["text", "spacer", "square"] { expectFrame(custom[id], viewFrames[id] ?? .null) }
        // The spacer follows the layout's axis: wide in a row, tall in a column.
        #expect((custom["spacer"]?.width ?? 0) > 200)
        #expect((frames(AnyLayout(VStackLayout()))["spacer"]?.height ?? 0) > 100)
    }

    @Test func anyLayoutSwitchesBetweenLayoutsByCondition() {
        for compact in [true, false] {
            let layout = compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            let f = layoutFrames(
                of: layout {
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("a")
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("b")
                }, in: CGSize(width: 100, height: 100))
            expectFrame(f["b"], compact ? rect(45, 50, 10, 10) : rect(50, 45, 10, 10))
        }
    }

    @Test func gridLayoutLinesUpItsRowsColumnsAsGridDoes() {
        let content = { (id: String) in
            Group {
                GridRow {
                    Color.red.frame(width: 40, height: 10).accessibilityIdentifier(id + "a")
                    Color.red.frame(width: 10, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 10)
                    Color.blue.frame(width: 30, height: 10).accessibilityIdentifier(id + "d")
                }
            }
        }
        let viewFrames = layoutFrames(of: Grid { content("") }, in: CGSize(width: 200, height: 100))
        let custom = layoutFrames(of: GridLayout { content("") }, in: CGSize(width: 200, height: 100))
        expectFrame(custom["a"], viewFrames["a"] ?? .null)
        expectFrame(custom["d"], viewFrames["d"] ?? .null)
    }

    @Test func aLayoutThatAnswersNaNIsDrawnEmptyInsteadOfTrusted() {
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: CGFloat.nan, height: -5)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let f = layoutFrames(
            of: Broken { Color.red }.accessibilityIdentifier("broken"), in: CGSize(width: 100, height: 100))
        expectFrame(f["broken"], rect(50, 50, 0, 0))
    }
}
