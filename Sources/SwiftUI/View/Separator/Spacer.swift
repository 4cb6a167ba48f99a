//  Spacer.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Spacer"; reference swiftui-layout.md §2 "Spacer" (OpenSwiftUI
//  Spacer.swift): minLength defaults to 8; greedy along its stack's axis, 0 across it;
//  priority −∞ so it only gets what the other children leave.

public import Foundation

/// Flexible space that expands along the axis of its stack.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?

    /// - Parameter minLength: Smallest length in points; nil means the default spacing (8).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [SpacerNode(env: env, axis: env.stackAxis, minLength: minLength ?? ViewSpacing.defaultSpacing)]
    }
}

final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: CGFloat

    init(env: EnvironmentValues, axis: Axis?, minLength: CGFloat) {
        self.axis = axis
        self.minLength = minLength
        super.init(env: env)
    }

    override var layoutPriority: Double { -.infinity }
    override var spacerAxis: Axis?? { .some(axis) }
    override func spacing() -> ViewSpacing { .zero }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ p: CGFloat?) -> CGFloat { max(p ?? -.infinity, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: length(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}
