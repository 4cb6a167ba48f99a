//  View+ContainerShape.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "containerShape(_:)": "sets the container shape to use for any
//  container relative shape within this view". Inside it, `ContainerRelativeShape` is that
//  shape, placed in this view's frame and inset concentrically (see ContainerRelativeShape).

import Foundation

extension View {
    /// Makes `shape`, in this view's frame, the container `ContainerRelativeShape` follows for
    /// the views inside.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let box = ContainerShapeBox { amount, rect in shape.inset(by: amount).path(in: rect) }
        return wrapNodes { node, env in ContainerShapeNode(env: env, shape: box, child: node) }
    }
}

/// A container shape set by `containerShape(_:)`: its path inset by an amount (points) in a rect.
final class ContainerShapeBox: Hashable, @unchecked Sendable {
    let path: (CGFloat, CGRect) -> Path
    init(path: @escaping (CGFloat, CGRect) -> Path) { self.path = path }
    static func == (a: ContainerShapeBox, b: ContainerShapeBox) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Lays out as its child; while the child draws, its frame and shape are the nearest container.
final class ContainerShapeNode: PassthroughNode {
    let shape: ContainerShapeBox

    init(env: EnvironmentValues, shape: ContainerShapeBox, child: LayoutNode) {
        self.shape = shape
        super.init(env: env, child: child)
    }

    /// The container set by the nearest enclosing `containerShape(_:)` while its content draws
    /// (absolute points); it wins over the environment's (the widget's).
    @TaskLocal static var drawing: ContainerShapeInfo?

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        Self.$drawing.withValue(ContainerShapeInfo(frame: frame, cornerRadius: 0, shape: shape)) {
            child.place(in: frame, proposal: proposal, ctx)
        }
    }
}
