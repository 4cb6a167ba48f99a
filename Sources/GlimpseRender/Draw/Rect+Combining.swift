//  Rect+Combining.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: rectangle arithmetic the renderer shares (bounds, covers, report layout), in the
//  sense of Core Graphics' CGRect union, intersection and insetBy.

import GlimpseArchive

extension Rect {
    /// This rectangle moved in by `amount` on every side (out for a negative amount).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let (x0, y0) = (min(x, other.x), min(y, other.y))
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of both; an empty rectangle (zero width or height) where they do not meet.
    func intersection(_ other: Rect) -> Rect {
        let (x0, y0) = (max(x, other.x), max(y, other.y))
        return Rect(
            x: x0, y: y0, width: max(0, min(maxX, other.maxX) - x0), height: max(0, min(maxY, other.maxY) - y0))
    }

    /// The box of the four corners mapped by `transform`.
    func applying(_ transform: Transform) -> Rect {
        let corners = [Point(x: x, y: y), Point(x: maxX, y: y), Point(x: x, y: maxY), Point(x: maxX, y: maxY)]
            .map(transform.apply)
        let (xs, ys) = (corners.map(\.x), corners.map(\.y))
        let (x0, y0) = (xs.min()!, ys.min()!)
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
