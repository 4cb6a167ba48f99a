//  DisplayListPainter+Blend.swift — GlimpseRender (Glimpse)
//  Status: Complete on image targets; `plusDarker` is drawn as `multiply` on SVG and PDF.
//  Behaviour: Apple SwiftUI "BlendMode" and "compositingGroup()": a composited group is painted
//  once, with its opacity, through the Cairo operator of its blend mode. Cairo's separable and
//  HSL operators are the PDF/W3C equations Core Graphics uses; `plusLighter` is Cairo's ADD
//  (`min(1, S + D)`), and `plusDarker` (`max(0, 1 − ((1 − D) + (1 − S)))`, which Cairo lacks)
//  is computed pixel by pixel on image targets.

import CPangoCairo
import GlimpseArchive

extension DisplayListPainter {
    /// Paints `content` (a popped group pattern) onto the current target with `opacity`
    /// (0…1) through `blend`.
    func composite(_ content: OpaquePointer, opacity: Double, blend: BlendingMode) {
        if blend == .plusDarker, plusDarker(content, opacity: opacity) { return }
        cairo_set_source(cr, content)
        cairo_set_operator(cr, Self.cairoOperator(blend))
        cairo_paint_with_alpha(cr, opacity)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// The Cairo operator that draws `mode`; `plusDarker`, which has none, maps to `multiply`
    /// (the darkening mode nearest to it) where it cannot be computed by pixels.
    static func cairoOperator(_ mode: BlendingMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .xor: return CAIRO_OPERATOR_XOR
        }
    }

    /// Whether `mode` changes the target where the content is clear (Cairo's unbounded
    /// operators), so it must be kept to where the content was drawn.
    static func isUnbounded(_ mode: BlendingMode) -> Bool {
        [.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop].contains(mode)
    }

    /// Paints `content` by an unbounded `blend` only where `g`'s children drew, as Core
    /// Graphics bounds a drawing's blend by its shape: the target becomes
    /// `D·(1 − m) + op(S, D)·m`, `m` the coverage of the children's fill paths, built from bounded
    /// steps (Cairo's unbounded operators under a path clip clear what the clip covers). Returns
    /// `false`, drawing nothing, unless every child is a filled shape without a stroke (a Canvas
    /// drawing); the painted bounds the group is clipped to then bound the mode.
    func compositeWithinShapes(_ content: OpaquePointer, opacity: Double, blend: BlendingMode, of g: GroupItem)
        -> Bool
    {
        var paths: [(PathData, Bool)] = []
        for child in g.children {
            guard case .shape(let s) = child, s.stroke == nil, s.fill != nil else { return false }
            paths.append((s.path, s.evenOdd == true))
        }
        guard !paths.isEmpty, let target = cairo_get_group_target(cr) else { return false }
        // m: the shapes' coverage.
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        for (path, evenOdd) in paths where CairoPath.add(path, to: cr) {
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        let coverage = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(coverage) }
        // op(S, D): a copy of the target with the content composited by the mode.
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_set_source(cr, content)
        cairo_set_operator(cr, Self.cairoOperator(blend))
        cairo_paint_with_alpha(cr, opacity)
        let blended = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(blended) }
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_mask(cr, coverage)
        cairo_set_source(cr, blended)
        cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
        cairo_mask(cr, coverage)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return true
    }

    // MARK: - Steps

    /// Combines `content` with the target by `plusDarker`, in premultiplied form (the W3C
    /// general formula with B(Cs, Cb) = max(0, Cs + Cb − 1)):
    /// `co = cs·(1 − αb) + cb·(1 − αs) + max(0, cs·αb + cb·αs − αs·αb)`, `αo = αs + αb − αs·αb`.
    /// Returns `false` (nothing drawn) unless both are ARGB32 image surfaces.
    private func plusDarker(_ content: OpaquePointer, opacity: Double) -> Bool {
        var source: OpaquePointer?
        guard cairo_pattern_get_surface(content, &source) == CAIRO_STATUS_SUCCESS, let source,
            let target = cairo_get_group_target(cr), Self.isARGB32Image(source), Self.isARGB32Image(target)
        else { return false }
        cairo_surface_flush(source)
        cairo_surface_flush(target)
        var (sox, soy, tox, toy) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_offset(source, &sox, &soy)
        cairo_surface_get_device_offset(target, &tox, &toy)
        let (sw, sh) = (Int(cairo_image_surface_get_width(source)), Int(cairo_image_surface_get_height(source)))
        let (tw, th) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
        // Source pixel (x, y) is device (x − sox, y − soy), which is target pixel (+ tox, + toy).
        let (dx, dy) = (Int((tox - sox).rounded()), Int((toy - soy).rounded()))
        guard let sData = cairo_image_surface_get_data(source), let tData = cairo_image_surface_get_data(target)
        else { return false }
        let (sStride, tStride) = (
            Int(cairo_image_surface_get_stride(source)), Int(cairo_image_surface_get_stride(target))
        )
        let k = min(1, max(0, opacity))
        for y in max(0, -dy)..<min(sh, th - dy) {
            let sRow = UnsafeMutableRawPointer(sData + y * sStride).assumingMemoryBound(to: UInt32.self)
            let tRow = UnsafeMutableRawPointer(tData + (y + dy) * tStride).assumingMemoryBound(to: UInt32.self)
            for x in max(0, -dx)..<min(sw, tw - dx) {
                let s = sRow[x]
                guard s >> 24 != 0 else { continue }
                tRow[x + dx] = Self.plusDarker(s, over: tRow[x + dx], opacity: k)
            }
        }
        cairo_surface_mark_dirty(target)
        return true
    }

    /// One premultiplied ARGB32 pixel `s`, faded by `opacity`, combined by `plusDarker` with `b`.
    static func plusDarker(_ s: UInt32, over b: UInt32, opacity: Double) -> UInt32 {
        func channel(_ word: UInt32, _ shift: UInt32) -> Double { Double((word >> shift) & 0xFF) / 255 }
        let sa = channel(s, 24) * opacity, ba = channel(b, 24)
        let ao = sa + ba - sa * ba
        var out = UInt32((ao * 255).rounded()) << 24
        for shift: UInt32 in [16, 8, 0] {
            let cs = channel(s, shift) * opacity, cb = channel(b, shift)
            let co = cs * (1 - ba) + cb * (1 - sa) + max(0, cs * ba + cb * sa - sa * ba)
            out |= UInt32((min(co, ao) * 255).rounded()) << shift
        }
        return out
    }

    private static func isARGB32Image(_ surface: OpaquePointer) -> Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
    }
}
