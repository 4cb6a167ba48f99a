//  ZStackNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "ZStack" (OpenSwiftUI ZStack.swift): every child gets
//  the stack's proposal; the size is the largest child among those of the highest priority;
//  children are aligned on both guides.

import Foundation

/// Overlays children; also the implicit container of overlays, backgrounds and GeometryReader.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(env: EnvironmentValues, alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let top = children.map(\.layoutPriority).max()
        var size = CGSize.zero
        for child in children where child.layoutPriority == top {
            let s = child.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let childProposal = ProposedViewSize(frame.size)
        let sizes = children.map { $0.sizeThatFits(childProposal) }
        let guide = alignmentLine(sizes: sizes)
        for (i, child) in children.enumerated() {
            let x = guide.x - child.alignmentValue(alignment.horizontal.key, in: sizes[i])
            let y = guide.y - child.alignmentValue(alignment.vertical.key, in: sizes[i])
            child.place(
                in: CGRect(x: frame.minX + x, y: frame.minY + y, width: sizes[i].width, height: sizes[i].height),
                proposal: childProposal, ctx)
        }
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        let sizes = children.map { $0.sizeThatFits(ProposedViewSize(size)) }
        let line = alignmentLine(sizes: sizes)
        var values: [CGFloat] = []
        for (i, child) in children.enumerated() {
            guard let v = child.explicitAlignment(guide, in: sizes[i]) else { continue }
            let key = guide.axis == .horizontal ? alignment.horizontal.key : alignment.vertical.key
            let origin = line[guide.axis] - child.alignmentValue(key, in: sizes[i])
            values.append(origin + v)
        }
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / CGFloat(values.count)
    }

    override func spacing() -> ViewSpacing {
        var s = ViewSpacing()
        for child in children { s.formUnion(child.spacing(), edges: .all) }
        return children.isEmpty ? .default : s
    }

    // MARK: - Steps

    /// The point every child's guides meet: the largest guide values of the top-priority children.
    private func alignmentLine(sizes: [CGSize]) -> CGPoint {
        let top = children.map(\.layoutPriority).max()
        var line = CGPoint.zero
        for (i, child) in children.enumerated() where child.layoutPriority == top {
            line.x = max(line.x, child.alignmentValue(alignment.horizontal.key, in: sizes[i]))
            line.y = max(line.y, child.alignmentValue(alignment.vertical.key, in: sizes[i]))
        }
        return line
    }
}
