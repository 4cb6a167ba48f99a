//  View+ContainerRelativeFrame.swift — SwiftUI (Glimpse)
//  Status: Complete for widgets
//  Behaviour: Apple SwiftUI "containerRelativeFrame(_:alignment:)",
//  "containerRelativeFrame(_:count:span:spacing:alignment:)" and
//  "containerRelativeFrame(_:alignment:_:)" (iOS 17): a frame whose size on the given axes comes
//  from the nearest container's size minus its safe-area insets. A widget has no window, scroll
//  view or navigation stack, so its container is the widget: the canvas inside its content margins.

public import Foundation

extension View {
    /// Sizes this view on `axes` to the nearest container's length (the widget's content area,
    /// points) and aligns it inside; other axes keep the proposal the view gets.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view on `axes` to `span` of `count` equal columns (or rows) of the container,
    /// `spacing` points apart: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    /// A `count` or `span` below 1 counts as 1.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        let count = CGFloat(max(count, 1))
        let span = CGFloat(max(span, 1))
        let spacing = spacing.isFinite ? max(spacing, 0) : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
        }
    }

    /// Sizes this view on `axes` to what `length` makes of the container's length on that axis
    /// (points). A negative or non-finite answer leaves that axis to the proposal.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        wrapNodes { node, env in
            let container = env.containerContentSize
            func side(_ axis: Axis) -> CGFloat? {
                guard let container, axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
                let v = length(axis == .horizontal ? container.width : container.height, axis)
                return v.isFinite && v >= 0 ? v : nil
            }
            return FrameNode(
                env: env, width: side(.horizontal), height: side(.vertical), alignment: alignment, child: node)
        }
    }
}
