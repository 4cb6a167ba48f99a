//  View+Overlay.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "overlay(alignment:content:)", "background(alignment:content:)",
//  and the style-in-shape forms; the builder content is an implicit ZStack (reference §3).

import Foundation

extension View {
    /// Layers `content` in front of this view, sized to it and aligned by `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, isBackground: false)
    }

    /// Layers `content` behind this view, sized to it and aligned by `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, isBackground: true)
    }

    /// The iOS 13 form: `overlay(Text("x"), alignment: .top)`.
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, isBackground: false)
    }

    /// The iOS 13 form: `background(Color.red)`.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, isBackground: true)
    }

    /// Fills `shape` with `style` behind this view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        layered(shape.fill(style, style: fillStyle), alignment: .center, isBackground: true)
    }

    /// Fills the view's bounds with `style` behind it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), alignment: .center, isBackground: true)
    }

    /// Fills `shape` with `style` in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        layered(shape.fill(style, style: fillStyle), alignment: .center, isBackground: false)
    }

    /// Fills the view's bounds with `style` in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        layered(Rectangle().fill(style), alignment: .center, isBackground: false)
    }

    private func layered<V: View>(_ secondary: V, alignment: Alignment, isBackground: Bool) -> some View {
        wrapNodes { node, env in
            var inner = env
            inner.stackAxis = nil
            let layer = SwiftUI.makeNodes(secondary, inner)
            let secondaryNode: LayoutNode =
                layer.count == 1 ? layer[0] : ZStackNode(env: inner, alignment: alignment, children: layer)
            return OverlayNode(
                env: env, primary: node, secondary: secondaryNode, alignment: alignment, isBackground: isBackground)
        }
    }
}

extension View {
    /// A border of `content` drawn inside the view's frame, `width` points thick (Apple SwiftUI
    /// "border(_:width:)").
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
