//  View+SafeAreaInset.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "safeAreaInset(edge:alignment:spacing:content:)", both the vertical
//  and the horizontal form (iOS 15); laid out by SafeAreaInsetNode.

public import Foundation

extension View {
    /// Shows `content` above or below this view, insetting this view by the content's height
    /// plus `spacing` points (nil: the views' preferred spacing) to make room for it.
    ///
    /// - Parameters:
    ///   - edge: The edge the content sits on.
    ///   - alignment: The guide that places the content horizontally against this view.
    ///   - spacing: Points between this view and the content; nil for the default.
    ///   - content: The view drawn in the inset band.
    ///
    /// Source: Apple SwiftUI "safeAreaInset(edge:alignment:spacing:content:)" (VerticalEdge).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        insetting(content(), axis: .vertical, atStart: edge == .top, alignment: alignment.key, spacing: spacing)
    }

    /// Shows `content` beside this view, insetting this view by the content's width plus
    /// `spacing` points (nil: the views' preferred spacing) from the leading or trailing edge.
    ///
    /// - Parameters:
    ///   - edge: The edge the content sits on.
    ///   - alignment: The guide that places the content vertically against this view.
    ///   - spacing: Points between this view and the content; nil for the default.
    ///   - content: The view drawn in the inset band.
    ///
    /// Source: Apple SwiftUI "safeAreaInset(edge:alignment:spacing:content:)" (HorizontalEdge).
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        insetting(content(), axis: .horizontal, atStart: edge == .leading, alignment: alignment.key, spacing: spacing)
    }

    private func insetting<V: View>(
        _ content: V, axis: Axis, atStart: Bool, alignment: AlignmentKey, spacing: CGFloat?
    ) -> some View {
        wrapNodes { node, env in
            var inner = env
            inner.stackAxis = nil
            let inset = singleNode(SwiftUI.makeNodes(content, inner), env: inner)
            return SafeAreaInsetNode(
                env: env, primary: node, inset: inset, axis: axis, atStart: atStart, alignment: alignment,
                spacing: spacing)
        }
    }
}
