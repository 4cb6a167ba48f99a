//  SwiftUICoreTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: widget code that qualifies names with `SwiftUICore` compiles in a file that
//  imports SwiftUI (and GlimpseTesting, which re-exports nothing) and lays out as the
//  unqualified names do. The WidgetKit-only file is WidgetKitTests/SwiftUICoreThroughWidgetKitTests.

import GlimpseTesting
import SwiftUI
import Testing

/// A view written against `SwiftUICore`-qualified names, as iOS 18-era widget code may be.
private struct CoreQualifiedView: SwiftUICore.View {
    @SwiftUICore.State private var count = 3
    @SwiftUICore.Environment(\.colorScheme) private var scheme
    let tint: SwiftUICore.Color = SwiftUICore.Color.orange

    var body: some SwiftUICore.View {
        SwiftUICore.VStack {
            SwiftUICore.Text("\(count)").font(SwiftUICore.Font.title.weight(.bold))
            SwiftUICore.ForEach(0..<2) { i in SwiftUICore.Circle().fill(tint).frame(width: 8, height: 8).id(i) }
            SwiftUICore.Spacer(minLength: 0)
        }
        .padding(SwiftUICore.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .rotationEffect(SwiftUICore.Angle.degrees(0), anchor: SwiftUICore.UnitPoint.center)
    }
}

extension SwiftUICore.Color {
    fileprivate static let brand = SwiftUICore.Color(red: 0.1, green: 0.2, blue: 0.3)
}

extension SwiftUICore.View {
    fileprivate func branded() -> some SwiftUICore.View { foregroundStyle(SwiftUICore.Color.brand) }
}

struct SwiftUICoreTests {
    @Test func qualifiedNamesAreTheSwiftUITypes() {
        let color: SwiftUI.Color = SwiftUICore.Color.brand
        #expect(color == Color(red: 0.1, green: 0.2, blue: 0.3))
        let font: SwiftUICore.Font = .caption
        #expect(font == Font.caption)
        #expect(SwiftUICore.withAnimation(.snappy) { 7 } == 7)
        #expect(SwiftUICore.withTransaction(SwiftUICore.Transaction()) { "t" } == "t")
        let _: any SwiftUICore.View = CoreQualifiedView().branded()
    }

    @Test func aCoreQualifiedViewLaysOutLikeItsUnqualifiedTwin() {
        let size = CGSize(width: 100, height: 100)
        let qualified = CoreQualifiedView().accessibilityIdentifier("v")
        let plain = VStack {
            Text("3").font(.title.weight(.bold))
            ForEach(0..<2) { _ in Circle().fill(Color.orange).frame(width: 8, height: 8) }
            Spacer(minLength: 0)
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .accessibilityIdentifier("v")
        let frames = GlimpseTesting.layoutFrames(of: qualified, in: size)
        #expect(frames["v"] != nil)
        #expect(frames["v"] == GlimpseTesting.layoutFrames(of: plain, in: size)["v"])
    }
}
