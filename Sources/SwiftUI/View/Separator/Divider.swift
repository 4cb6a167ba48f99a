//  Divider.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Divider": a hairline across its stack's axis (vertical in an
//  HStack, horizontal elsewhere), one pixel thick, in the separator colour.

import Foundation
import GlimpseArchive

/// A visual element that separates content.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [DividerNode(env: env, vertical: env.stackAxis == .horizontal)]
    }
}

final class DividerNode: LayoutNode {
    let vertical: Bool
    init(env: EnvironmentValues, vertical: Bool) {
        self.vertical = vertical
        super.init(env: env)
    }

    private var thickness: CGFloat { 1 / env.displayScale }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical
            ? CGSize(width: thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        // iOS separator colour: (60,60,67) at 29% in light, (84,84,88) at 60% in dark.
        let color =
            env.colorScheme == .dark
            ? RGBA(84 / 255, 84 / 255, 88 / 255, 0.6) : RGBA(60 / 255, 60 / 255, 67 / 255, 0.29)
        let r = ctx.snap(frame)
        let path = PathData([
            .move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .closeSubpath,
        ])
        ctx.append(.shape(ShapeItem(frame: r.archiveRect, path: path, fill: .color(color))))
    }
}
