//  DisplayListPainter.swift — GlimpseRender (Glimpse)
//  Status: Complete for groups (bent, blended and composited ones too), shapes, text, images and symbols.
//  Behaviour: the display list of GlimpseArchive DisplayItem.swift, drawn with Cairo. All
//  coordinates are absolute points; a group's transform is its outermost effect, so its clip,
//  mask, shadow and children are all in its local (pre-transform) space.

import CPangoCairo
import GlimpseArchive

/// Draws display items on a Cairo context whose user space is the widget's, in points.
///
/// 1. Leaves draw straight onto the current target (shape, text, image, symbol files).
/// 2. A group applies, outermost first: transform, opacity and blend mode (a pushed group
///    painted with alpha through the mode's operator, see `+Blend`; also for a bare
///    `compositingGroup`, which isolates the blend modes inside it, and for colour filters and
///    blur, applied to the pushed group's pixels first, see `+Filter`), shadow (a blurred copy of the clipped and masked content, see `+Shadow`), mask
///    (the content painted through the mask's alpha) and clip, then draws its children in order.
/// 3. A group with an `arc` draws its clip, mask and children bent around the arc's circle
///    (`+Arc`), in the space its transform leaves.
struct DisplayListPainter {
    /// The `cairo_t*` drawn on.
    let cr: OpaquePointer
    /// The archive's bitmaps, by hash.
    let images: [String: ImageAsset]
    let cache: ImageSurfaceCache
    /// Pixels of shadow bitmap per device unit: 1 on image surfaces, the output scale on vector
    /// surfaces (whose device unit is a point).
    let shadowResolution: Double
    /// The canvas in device units (pixels for PNG, points for SVG/PDF).
    let canvas: Rect
    /// Angular gradients are computed as bitmaps on the device pixel grid times this scale
    /// (1 for image surfaces; the output scale for SVG, whose device unit is a point and which
    /// would turn a whole page with a mesh into a bitmap); `nil` draws them as mesh patterns
    /// (PDF keeps those as vector shading).
    var angularPixelScale: Double?
    /// How colour glyphs (emoji), which ignore the text's paint, are recoloured for the rendering
    /// mode (`+ColorGlyphs`); `nil` draws them as they are.
    var colorGlyphs: ColorGlyphTreatment? = nil
    /// Set while drawing inside a group with an `arc` (`+Arc`): paths are bent, text follows
    /// the curve glyph by glyph, images and symbols stand upright on it.
    var bend: Bend? = nil

    // MARK: - Walk

    /// Draws `item` and its subtree. Subtrees deeper than `WidgetArchive.maximumDepth` are
    /// skipped (decoding already rejects them; archives built in code might not be checked).
    func draw(_ item: DisplayItem, depth: Int = 1) {
        guard depth <= WidgetArchive.maximumDepth else { return }
        switch item {
        case .group(let g): drawGroup(g, depth: depth)
        case .shape(let s): drawShape(s)
        case .text(let t): drawText(t)
        case .image(let i): placingUpright(i.frame) { drawImage(i) }
        case .symbol(let s): placingUpright(s.frame) { drawSymbol(s) }
        }
    }

    // MARK: - Group

    private func drawGroup(_ g: GroupItem, depth: Int) {
        guard !g.children.isEmpty else { return }
        if let arc = g.arc, bend == nil {
            // The transform is outermost, then everything else is drawn bent in its space.
            // (A bend inside a bend is drawn flat in the outer one.)
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if let t = g.transform {
                guard var matrix = Self.matrix(t) else { return }
                cairo_transform(cr, &matrix)
            }
            guard let bend = Bend(arc, cr: cr) else { return }
            var bent = self
            bent.bend = bend
            var flat = g
            flat.transform = nil
            flat.arc = nil
            bent.drawGroup(flat, depth: depth)
            return
        }
        let opacity = g.opacity.map { $0.isFinite ? min(1, max(0, $0)) : 1 } ?? 1
        guard opacity > 0 else { return }
        let blend = g.blendMode ?? .normal
        let filters = g.filters ?? []
        let composited = opacity < 1 || blend != .normal || g.compositingGroup == true || !filters.isEmpty
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let t = g.transform {
            guard var matrix = Self.matrix(t) else { return }
            cairo_transform(cr, &matrix)
        }
        // Group surfaces are sized to the clip: narrow it to what the children can paint.
        let bounds = (composited || g.shadow != nil || g.mask != nil ? paintedBounds(g) : nil)
            .map { outset($0, by: blurReach(filters)) }
        if composited {
            // All the group draws lies inside its content's bounds, but for a shadow. (The
            // unbounded Porter-Duff modes are kept to the content's shapes: compositeWithinShapes.)
            if g.shadow == nil { clipToPixels(of: bounds) }
            cairo_push_group(cr)
        }
        if g.shadow != nil || g.mask != nil {
            cairo_save(cr)
            clipToPixels(of: bounds)
            cairo_push_group(cr)
            drawClippedContent(g, depth: depth)
            var content = cairo_pop_group(cr)!
            if let mask = g.mask, g.shadow != nil {
                // The shadow is the silhouette of the masked content, so mask into a group first.
                cairo_push_group(cr)
                paint(content, maskedBy: mask, depth: depth)
                cairo_pattern_destroy(content)
                content = cairo_pop_group(cr)!
            } else if let mask = g.mask {
                paint(content, maskedBy: mask, depth: depth)
            }
            // The shadow reaches past the clip.
            cairo_restore(cr)
            if let shadow = g.shadow, shadow.inner == true {
                cairo_set_source(cr, content)
                cairo_paint(cr)
                drawInnerShadow(shadow, of: content)
            } else if let shadow = g.shadow {
                drawShadow(shadow, of: content)
                cairo_set_source(cr, content)
                cairo_paint(cr)
            }
            cairo_pattern_destroy(content)
        } else {
            cairo_save(cr)
            drawClippedContent(g, depth: depth)
            cairo_restore(cr)
        }
        if composited {
            let content = cairo_pop_group(cr)!
            if !filters.isEmpty { apply(filters, to: content) }
            if !Self.isUnbounded(blend) || !compositeWithinShapes(content, opacity: opacity, blend: blend, of: g) {
                composite(content, opacity: opacity, blend: blend)
            }
            cairo_pattern_destroy(content)
        }
    }

    // MARK: - Steps

    /// Makes `paint` the source (see `PaintSource.set`), honouring `angularPixelScale`.
    func setSource(_ paint: Paint, cover: @autoclosure () -> Rect) -> Bool {
        PaintSource.set(paint, on: cr, cover: cover(), angularPixelScale: angularPixelScale)
    }

    /// Clips to the group's path (if any) and draws its children. The caller restores the clip.
    private func drawClippedContent(_ g: GroupItem, depth: Int) {
        if let clip = g.clip {
            guard addPath(clip) else { return }
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        for child in g.children { draw(child, depth: depth + 1) }
    }

    /// What a group's children can paint, clipped, in its local space: its `contentBounds`; in a
    /// bent group, where the display list's coordinates are not where things land, the extents
    /// of its bent clip (or `nil` without one).
    private func paintedBounds(_ g: GroupItem) -> Rect? {
        guard bend != nil else { return g.contentBounds }
        guard let clip = g.clip, addPath(clip) else { return nil }
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        cairo_new_path(cr)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Narrows the clip to the whole device pixels `bounds` (user space, e.g. `paintedBounds`)
    /// can touch, so that a group pushed next gets a surface of that size, not the canvas's
    /// (Cairo sizes group surfaces to the clip). Only on image targets, where a pixel-aligned
    /// rectangle clip changes no pixel inside it; vector documents would keep it as one more
    /// clip path. No-op for `nil`.
    private func clipToPixels(of bounds: Rect?) {
        guard let bounds, cairo_surface_get_type(cairo_get_group_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
            return
        }
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        let (x1, y1, x2, y2) = (bounds.x, bounds.y, bounds.maxX, bounds.maxY)
        for var (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            cairo_user_to_device(cr, &x, &y)
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        guard [minX, minY, maxX, maxY].allSatisfy(\.isFinite) else { return }
        // One pixel more on each side than antialiasing can touch, within the canvas (which
        // bounds every group surface anyway; this keeps huge bounds from overflowing Cairo).
        func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double { min(max(v, low), high) }
        let (left, right) = (
            clamp(minX.rounded(.down) - 1, canvas.x, canvas.maxX), clamp(maxX.rounded(.up) + 1, canvas.x, canvas.maxX)
        )
        let (top, bottom) = (
            clamp(minY.rounded(.down) - 1, canvas.y, canvas.maxY), clamp(maxY.rounded(.up) + 1, canvas.y, canvas.maxY)
        )
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_clip(cr)
        cairo_set_matrix(cr, &ctm)
    }

    /// Paints `content` (a group pattern) through the alpha of `mask` drawn in the same space
    /// (`cairo_mask`, which SVG and PDF keep as vector masks).
    private func paint(_ content: OpaquePointer, maskedBy mask: DisplayItem, depth: Int) {
        cairo_push_group(cr)
        draw(mask, depth: depth + 1)
        let pattern = cairo_pop_group(cr)!
        cairo_set_source(cr, content)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// The Cairo matrix for `t`, or `nil` if it is not finite or not invertible (Cairo would
    /// put the context into an error state and draw nothing more).
    static func matrix(_ t: Transform) -> cairo_matrix_t? {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        return cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    }
}
