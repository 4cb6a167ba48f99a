//  GraphicsContext+Symbol.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "GraphicsContext.resolveSymbol(id:)", "ResolvedSymbol" and
//  "draw(_:at:anchor:)"/"draw(_:in:)" for symbols: a canvas's `symbols` views, found by their
//  `tag(_:)`, laid out at their ideal size and placed in user space like any view.

public import Foundation

extension GraphicsContext {
    /// One of the canvas's symbol views, laid out and ready to draw.
    ///
    /// Source: Apple SwiftUI "GraphicsContext.ResolvedSymbol".
    public struct ResolvedSymbol {
        let node: LayoutNode
        /// The symbol's ideal size, points.
        public let size: CGSize
    }

    /// The symbol view tagged `id` (`tag(_:)` inside the canvas's `symbols`), or nil when none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        let wanted = AnyHashable(id)
        let key = ObjectIdentifier(ViewTagKey.self)
        guard let node = recorder.symbols.first(where: { ($0.layoutValues[key] as? AnyHashable?) == wanted }) else {
            return nil
        }
        return ResolvedSymbol(node: node, size: node.sizeThatFits(.unspecified))
    }

    /// Draws `symbol` at its ideal size with its `anchor` point at `point` (user space, points).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    /// Draws `symbol` laid out in `rect` (user space, points), as a view offered that size.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recorder.draw(state) { offset in
            let proposal = ProposedViewSize(rect.size)
            let size = symbol.node.sizeThatFits(proposal)
            let origin = CGPoint(
                x: rect.minX + offset.x + (rect.width - size.width) / 2,
                y: rect.minY + offset.y + (rect.height - size.height) / 2)
            symbol.node.place(in: CGRect(origin: origin, size: size), proposal: proposal, recorder.ctx)
        }
    }
}
