//  RenderingModeTransform.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.1 and §12.4: the accent group is sticky for a subtree
//  (`widgetAccentable(false)` below `true` does not bring a view back); colours are replaced
//  while alpha is kept; opaque images become silhouettes unless their accented mode says
//  otherwise. A pure archive → archive transform: the painter draws the result as usual.

import GlimpseArchive

/// Recolours a display list for a rendering mode.
enum RenderingModeTransform {
    /// `item` with every paint, shadow, image and symbol recoloured by `coloring`.
    ///
    /// - Parameters:
    ///   - inAccent: whether an ancestor is in the accent group.
    ///   - images: the archive's images; derived (recoloured) copies are added to it under
    ///     `DerivedImages.hash(_:_:)`.
    /// - Complexity: O(nodes), plus O(pixels) for each image recoloured the first time.
    static func apply(
        _ item: DisplayItem, coloring: ModeColoring, inAccent: Bool = false, images: inout [String: ImageAsset]
    ) -> DisplayItem {
        switch item {
        case .group(var g):
            let accent = inAccent || g.tags?.accentable == true
            let t = coloring.group(accent)
            g.children = g.children.map { apply($0, coloring: coloring, inAccent: accent, images: &images) }
            g.shadow = g.shadow.map {
                var s = $0
                s.color = t.apply(s.color)
                return s
            }
            // A mask acts through its alpha only, which no mode changes.
            return .group(g)
        case .text(var text):
            let t = coloring.group(inAccent || text.tags?.accentable == true)
            guard !t.isIdentity else { return item }
            for i in text.lines.indices {
                for j in text.lines[i].runs.indices {
                    text.lines[i].runs[j].paint = t.apply(text.lines[i].runs[j].paint)
                }
            }
            return .text(text)
        case .shape(var s):
            let t = coloring.group(inAccent || s.tags?.accentable == true)
            guard !t.isIdentity else { return item }
            s.fill = s.fill.map(t.apply)
            if var stroke = s.stroke {
                stroke.paint = t.apply(stroke.paint)
                s.stroke = stroke
            }
            return .shape(s)
        case .symbol(var s):
            let t = coloring.image(mode: s.accentedMode, inAccent: inAccent || s.tags?.accentable == true)
            s.paint = t.apply(s.paint)
            s.palette = s.palette.map { $0.map(t.apply) }
            return .symbol(s)
        case .image(var i):
            let t = coloring.image(mode: i.accentedMode, inAccent: inAccent || i.tags?.accentable == true)
            guard !t.isIdentity else { return item }
            if let tint = i.tint {
                // A template image is its alpha filled with the tint: recolour the tint.
                i.tint = t.apply(tint)
            } else if t.startsFlat {
                // Flat colour keeping alpha is exactly a template fill.
                i.tint = .color(t.apply(.white))
            } else if let asset = images[i.hash] {
                let derived = DerivedImages.hash(i.hash, t)
                if images[derived] == nil, let copy = DerivedImages.derive(asset, hash: i.hash, treatment: t) {
                    images[derived] = copy
                }
                if images[derived] != nil { i.hash = derived }
            }
            return .image(i)
        }
    }
}
