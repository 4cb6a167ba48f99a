//  DisplayListPainter+Arc.swift — GlimpseRender (Glimpse)
//  Status: Complete for text, shapes, clips, symbols and images; gradients keep their flat
//  geometry (they are not bent).
//  Behaviour: curved complication labels (Apple "widgetCurvesContent(_:)", reference
//  widgetkit.md §5.2 `widgetLabel`): a group with an `Arc` is laid out flat and drawn bent —
//  text glyph by glyph along the curve, paths flattened and each point carried to polar
//  coordinates, images and symbols upright at their place on it.

import CPangoCairo
import GlimpseArchive
import GlimpseText

/// A bent group's geometry as the painter needs it: the arc, in the user space the group's
/// content is laid out in (after the group's own transform), and the Cairo matrices of that
/// space.
struct Bend {
    let arc: Arc
    /// The CTM of the bent space (user → device).
    let matrix: cairo_matrix_t
    /// Its inverse (device → bent space).
    let inverse: cairo_matrix_t

    /// The bend of `arc` in the context's current user space; `nil` if the arc is not drawable
    /// or the matrix is singular.
    init?(_ arc: Arc, cr: OpaquePointer) {
        guard arc.isValid else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var inv = m
        guard cairo_matrix_invert(&inv) == CAIRO_STATUS_SUCCESS else { return nil }
        self.arc = arc
        self.matrix = m
        self.inverse = inv
    }

    /// Longest flat segment drawn as one straight line once bent, points.
    static let segment = 0.5
}

extension DisplayListPainter {
    // MARK: - Paths

    /// Adds `path` to the context as the current path: as it is, or bent when drawing inside a
    /// bent group. Returns `false` (adding nothing) when the path has non-finite coordinates.
    func addPath(_ path: PathData) -> Bool {
        guard let bend else { return CairoPath.add(path, to: cr) }
        guard CairoPath.add(path, to: cr) else { return false }
        let flat = cairo_copy_path_flat(cr)!
        defer { cairo_path_destroy(flat) }
        cairo_new_path(cr)
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        var start: Point?
        var last: Point?
        var i = 0
        let data = flat.pointee.data!
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = toBent(data[i + 1].point.x, data[i + 1].point.y, bend)
                moveTo(bend.arc.map(p), bend)
                (start, last) = (p, p)
            case CAIRO_PATH_LINE_TO:
                let p = toBent(data[i + 1].point.x, data[i + 1].point.y, bend)
                if let from = last { lineTo(from, p, bend) }
                last = p
            case CAIRO_PATH_CLOSE_PATH:
                if let from = last, let to = start { lineTo(from, to, bend) }
                cairo_close_path(cr)
                last = start
            default: break
            }
            i += Int(header.length)
        }
        return true
    }

    // MARK: - Text

    /// Draws `run` along the bend, glyph by glyph, with the current source.
    func drawBentRun(_ run: TextRun, baseline: Double, bend: Bend) {
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        cairo_save(cr)
        var m = bend.matrix
        cairo_set_matrix(cr, &m)
        TextDrawing.show(run, baseline: baseline, on: cr) { flat in
            let p = bentPoint(flat, from: user, bend)
            return TextDrawing.GlyphPlacement(position: bend.arc.map(p), rotation: bend.arc.rotation(atX: p.x))
        }
        cairo_restore(cr)
    }

    // MARK: - Rigid items

    /// Runs `draw` with the context moved so that `frame`'s centre stands on the curve, turned
    /// to it (images and symbols are placed, not bent). Without a bend, just runs `draw`.
    func placingUpright(_ frame: Rect, _ draw: () -> Void) {
        guard let bend else { return draw() }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let centre = bentPoint(Point(x: frame.midX, y: frame.midY), from: user, bend)
        let target = bend.arc.map(centre)
        cairo_save(cr)
        var m = bend.matrix
        cairo_set_matrix(cr, &m)
        cairo_translate(cr, target.x, target.y)
        cairo_rotate(cr, bend.arc.rotation(atX: centre.x))
        cairo_translate(cr, -centre.x, -centre.y)
        // The item's own (nested) transform relative to the bent space still applies.
        var relative = user
        var inverse = bend.inverse
        cairo_matrix_multiply(&relative, &user, &inverse)
        cairo_transform(cr, &relative)
        draw()
        cairo_restore(cr)
    }

    // MARK: - Steps

    /// A point of the current path (in user space as Cairo copies it) in the bent space.
    private func toBent(_ px: Double, _ py: Double, _ bend: Bend) -> Point {
        var (x, y) = (px, py)
        cairo_user_to_device(cr, &x, &y)
        var inverse = bend.inverse
        cairo_matrix_transform_point(&inverse, &x, &y)
        return Point(x: x, y: y)
    }

    /// A point of the user space whose matrix is `user`, in the bent space.
    func bentPoint(_ p: Point, from user: cairo_matrix_t, _ bend: Bend) -> Point {
        var (x, y) = (p.x, p.y)
        var m = user
        cairo_matrix_transform_point(&m, &x, &y)
        var inverse = bend.inverse
        cairo_matrix_transform_point(&inverse, &x, &y)
        return Point(x: x, y: y)
    }

    /// Starts a subpath at `p` (bent space) in the current user space.
    private func moveTo(_ p: Point, _ bend: Bend) {
        let u = toUser(p, bend)
        cairo_move_to(cr, u.x, u.y)
    }

    /// Adds the bent image of the flat segment `from`–`to` (bent space), cut into pieces of at
    /// most `Bend.segment` points so that it follows the curve.
    private func lineTo(_ from: Point, _ to: Point, _ bend: Bend) {
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        let pieces = max(1, min(4096, Int(saturating: (length / Bend.segment).rounded(.up))))
        for k in 1...pieces {
            let t = Double(k) / Double(pieces)
            let p = bend.arc.map(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
            let u = toUser(p, bend)
            cairo_line_to(cr, u.x, u.y)
        }
    }

    /// A point of the bent space in the context's current user space.
    private func toUser(_ p: Point, _ bend: Bend) -> Point {
        var (x, y) = (p.x, p.y)
        var m = bend.matrix
        cairo_matrix_transform_point(&m, &x, &y)
        cairo_device_to_user(cr, &x, &y)
        return Point(x: x, y: y)
    }
}
