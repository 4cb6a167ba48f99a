//  ArchiveLeaves.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: the drawn leaves of an archive's content layer where they land in the widget's
//  space: each group's clip (and mask frame) cuts its children, then its transform moves them
//  (GroupItem's order: clip, mask, then transform). Bent groups (curved labels) are skipped.

import Foundation
import GlimpseArchive

/// One drawn leaf of a display list and the rectangle it covers in the widget, points.
struct ArchiveLeaf {
    var item: DisplayItem
    /// The leaf's frame after every enclosing clip and transform (bounding box), points.
    var visible: Rect
    /// How much the enclosing transforms scale the leaf (1 unscaled): √|det| of the matrix.
    var scale: Double

    /// `text "72°"`, `symbol "cloud.sun"`, `image`, `shape`: the leaf as findings name it.
    var label: String {
        switch item {
        case .text(let text): return "text \"\(text.string.replacingOccurrences(of: "\n", with: " "))\""
        case .symbol(let symbol): return "symbol \"\(symbol.name)\""
        case .image: return "image"
        case .shape: return "shape"
        case .group: return "group"
        }
    }
}

extension WidgetArchive {
    /// The leaves of the content layer that draw something, in drawing order. Text with no
    /// characters, shapes with neither fill nor stroke, and leaves with no area are left out.
    var contentLeaves: [ArchiveLeaf] { Self.leaves(of: content) }

    /// The leaves of the container background layer (none without one), as `contentLeaves`.
    var backgroundLeaves: [ArchiveLeaf] { background.map(Self.leaves(of:)) ?? [] }

    private static func leaves(of layer: DisplayItem) -> [ArchiveLeaf] {
        var leaves: [ArchiveLeaf] = []
        collect(layer, transform: .identity, clip: nil, into: &leaves)
        return leaves
    }

    /// Every text run of the content layer, with the scale its group transforms give it.
    var textRuns: [(run: TextRun, scale: Double)] {
        contentLeaves.flatMap { leaf -> [(run: TextRun, scale: Double)] in
            guard case .text(let text) = leaf.item else { return [] }
            return text.lines.flatMap(\.runs).map { ($0, leaf.scale) }
        }
    }

    private static func collect(
        _ item: DisplayItem, transform: Transform, clip: Rect?, into leaves: inout [ArchiveLeaf]
    ) {
        switch item {
        case .group(let group):
            guard group.arc == nil else { return }
            let inner = group.transform.map { $0.concatenating(transform) } ?? transform
            var localClip: Rect?
            if let path = group.clip { localClip = path.bounds }
            if let mask = group.mask { localClip = localClip.map { $0.intersection(mask.frame) } ?? mask.frame }
            var childClip = clip
            if let localClip {
                let placed = inner.boundingBox(of: localClip)
                childClip = clip.map { $0.intersection(placed) } ?? placed
            }
            for child in group.children { collect(child, transform: inner, clip: childClip, into: &leaves) }
        default:
            guard item.drawsSomething else { return }
            var visible = transform.boundingBox(of: item.frame)
            if let clip { visible = visible.intersection(clip) }
            guard visible.width > 0, visible.height > 0 else { return }
            leaves.append(ArchiveLeaf(item: item, visible: visible, scale: transform.scale))
        }
    }
}

extension DisplayItem {
    fileprivate var drawsSomething: Bool {
        switch self {
        case .text(let text): return !text.string.allSatisfy(\.isWhitespace)
        case .shape(let shape): return shape.fill != nil || shape.stroke != nil
        case .image, .symbol: return frame.width > 0 && frame.height > 0
        case .group: return false
        }
    }
}

extension Rect {
    /// The overlap of two rectangles; zero size (at `self`'s origin) when they do not overlap.
    func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

extension Transform {
    /// The bounding box of `rect`'s four corners after the transform.
    func boundingBox(of rect: Rect) -> Rect {
        let corners = [
            apply(Point(x: rect.x, y: rect.y)), apply(Point(x: rect.maxX, y: rect.y)),
            apply(Point(x: rect.x, y: rect.maxY)), apply(Point(x: rect.maxX, y: rect.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// How much the transform scales areas, as a length factor: √|ad − bc|.
    var scale: Double { (abs(a * d - b * c)).squareRoot() }
}

extension PathData {
    /// The bounding box of the path's points (control points included), points.
    var bounds: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
