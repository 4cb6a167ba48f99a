//  DisplayItem+DrawnBounds.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: conservative bounds of what an item paints, read from the display list alone:
//  a path lies inside the box of its points and Bézier control points (the convex hull
//  property); a stroke reaches half its width past the path, times the miter limit at a
//  miter join (√2 for square caps); an image is clipped to its frame; a clip bounds all
//  children. Text and symbols are unbounded here (glyph ink may pass their frames), and so are
//  bent groups (`arc`), whose children land off their display-list coordinates.

import GlimpseArchive

extension DisplayItem {
    /// A rectangle in the space the item is drawn in (its parent's, after the item's own
    /// transform) that holds every point it can paint, or `nil` when that is not known from the
    /// display list (text, symbols, groups with a shadow, an arc or an invalid transform). Antialiasing
    /// may touch the pixels the rectangle's edges cross.
    var drawnBounds: Rect? {
        switch self {
        case .group(let g):
            // A bent group (`arc`) moves its children off their display-list coordinates.
            guard g.shadow == nil, g.arc == nil, let content = g.contentBounds else { return nil }
            guard let t = g.transform else { return content }
            // The painter skips a group whose transform it cannot use.
            guard DisplayListPainter.matrix(t) != nil else { return nil }
            return content.applying(t)
        case .shape(let s):
            guard s.fill != nil || s.stroke != nil, var bounds = s.path.controlBounds else { return nil }
            if let stroke = s.stroke {
                guard stroke.lineWidth.isFinite else { return nil }
                let miter = stroke.miterLimit.isFinite ? max(1, stroke.miterLimit) : 10
                let reach = max(0, stroke.lineWidth) / 2 * max(stroke.join == .miter ? miter : 1, 2.squareRoot())
                bounds = bounds.insetBy(-reach)
            }
            return bounds
        case .image(let i):
            return i.frame
        case .text, .symbol:
            return nil
        }
    }
}

extension GroupItem {
    /// A rectangle in the group's own space (before its transform) that holds everything its
    /// children paint, clipped, mask and shadow aside: the clip's bounds, narrowed to the union
    /// of the children's `drawnBounds` when each of those is known; `nil` when neither is known.
    var contentBounds: Rect? {
        let clip = self.clip.map { $0.controlBounds ?? Rect(x: 0, y: 0, width: 0, height: 0) }
        var children: Rect? = nil
        for child in self.children {
            guard let bounds = child.drawnBounds else { return clip }
            children = children.map { $0.union(bounds) } ?? bounds
        }
        switch (clip, children) {
        case (let clip?, let children?): return clip.intersection(children)
        case (let clip?, nil): return clip
        case (nil, let children): return children
        }
    }
}

extension PathData {
    /// The box of every point of the path, control points included, or `nil` for an empty path
    /// or one with a point that is not finite.
    var controlBounds: Rect? {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        func add(_ p: Point) {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c):
                add(p)
                add(c)
            case .curve(let p, let c1, let c2):
                add(p)
                add(c1)
                add(c2)
            case .closeSubpath: break
            }
        }
        guard [minX, minY, maxX, maxY].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
