//  GraphicsContext+Text.swift — SwiftUI (Glimpse)
//  Status: Complete for text and images (symbols included); no `ResolvedSymbol`
//  Behaviour: Apple SwiftUI "GraphicsContext.resolve(_:)", "draw(_:at:anchor:)" and
//  "draw(_:in:)": text and images are laid out as the views they are, in the canvas's
//  environment, and placed in user space; the display list gets the same text, image and symbol
//  items a `Text` or `Image` view makes.

public import Foundation
import GlimpseArchive

extension GraphicsContext {
    /// Text laid out for this context's environment, ready to measure and draw.
    ///
    /// Source: Apple SwiftUI "GraphicsContext.ResolvedText".
    public struct ResolvedText {
        let text: Text
        let env: EnvironmentValues
        /// What the text is painted with; `.foreground` (the default) keeps the text's own style.
        public var shading: Shading = .foreground

        /// The size, in points, the text takes when offered `size` (it wraps to the width).
        public func measure(in size: CGSize) -> CGSize { node(offset: .zero).sizeThatFits(ProposedViewSize(size)) }

        /// The first line's baseline, points from the top, when laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            node(offset: .zero).alignmentValue(VerticalAlignment.firstTextBaseline.key, in: measure(in: size))
        }

        /// The last line's baseline, points from the top, when laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            node(offset: .zero).alignmentValue(VerticalAlignment.lastTextBaseline.key, in: measure(in: size))
        }

        func node(offset: CGPoint) -> LayoutNode {
            let inner = env.paintingForeground(with: shading, offset: offset)
            return singleNode(SwiftUI.makeNodes(text, inner), env: inner)
        }
    }

    /// An image resolved for this context's environment, ready to measure and draw.
    ///
    /// Source: Apple SwiftUI "GraphicsContext.ResolvedImage".
    public struct ResolvedImage {
        let image: Image
        let env: EnvironmentValues
        /// The image's natural size, points.
        public let size: CGSize
        /// The baseline, points from the top (the bottom edge for a bitmap).
        public let baseline: CGFloat
        /// What a template image or symbol is painted with; nil keeps the foreground style.
        public var shading: Shading?

        func node(offset: CGPoint, resizable: Bool) -> LayoutNode {
            let inner = shading.map { env.paintingForeground(with: $0, offset: offset) } ?? env
            return singleNode(SwiftUI.makeNodes(resizable ? image.resizable() : image, inner), env: inner)
        }
    }

    /// `text` resolved in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, env: environment) }

    /// `image` resolved in the canvas's environment, with its natural size.
    public func resolve(_ image: Image) -> ResolvedImage {
        let node = singleNode(SwiftUI.makeNodes(image, environment), env: environment)
        let size = node.sizeThatFits(.unspecified)
        let baseline = node.alignmentValue(VerticalAlignment.firstTextBaseline.key, in: size)
        return ResolvedImage(image: image, env: environment, size: size, baseline: baseline)
    }

    // MARK: - Text

    /// Draws `text` at its ideal size with its `anchor` point (a unit point of its bounds) at
    /// `point` (user space, points).
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.draw(state) { offset in
            let node = text.node(offset: offset)
            let size = node.sizeThatFits(.unspecified)
            let origin = CGPoint(
                x: point.x - anchor.x * size.width + offset.x, y: point.y - anchor.y * size.height + offset.y)
            node.place(in: CGRect(origin: origin, size: size), proposal: .unspecified, recorder.ctx)
        }
    }

    /// Draws `text` wrapped to `rect`'s width (user space, points), from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recorder.draw(state) { offset in
            let node = text.node(offset: offset)
            let proposal = ProposedViewSize(rect.size)
            let size = node.sizeThatFits(proposal)
            let origin = CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y)
            node.place(in: CGRect(origin: origin, size: size), proposal: proposal, recorder.ctx)
        }
    }

    /// Resolves and draws `text` with its `anchor` at `point` (user space, points).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Resolves and draws `text` wrapped to `rect` (user space, points).
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    // MARK: - Images

    /// Draws `image` stretched to fill `rect` (user space, points). `style` is not used.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0 else { return }
        recorder.draw(state) { offset in
            let node = image.node(offset: offset, resizable: true)
            let proposal = ProposedViewSize(rect.size)
            let frame = CGRect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
            node.place(in: frame, proposal: proposal, recorder.ctx)
        }
    }

    /// Draws `image` at its natural size with its `anchor` point at `point` (user space, points).
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Resolves and draws `image` stretched to `rect` (user space, points).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Resolves and draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }
}

extension EnvironmentValues {
    /// This environment with `shading` as the foreground style (unchanged for `.foreground`).
    fileprivate func paintingForeground(with shading: GraphicsContext.Shading, offset: CGPoint) -> EnvironmentValues {
        if case .foreground = shading.kind { return self }
        var env = self
        env.foregroundStyle = AnyShapeStyle(ShadingStyle(shading: shading, offset: offset))
            .replacingForeground(foregroundStyle)
        return env
    }
}
