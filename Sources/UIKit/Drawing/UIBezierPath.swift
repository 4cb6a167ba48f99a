//  UIBezierPath.swift — UIKit (Glimpse)
//  Status: Partial — building (rects, rounded rects, ovals, arcs, lines, curves), fill, stroke,
//  addClip, bounds; no line dashes or transforms.
//  Behaviour: Apple UIKit "UIBezierPath". Coordinates are points, origin top-left, y down;
//  angles are radians, and `clockwise` is clockwise on screen.

import CPangoCairo
public import Foundation

/// A path of straight and curved segments drawn into the current renderer context.
///
/// Source: Apple UIKit "UIBezierPath".
open class UIBezierPath: NSObject {
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case curve(CGPoint, CGPoint, CGPoint)
        case arc(center: CGPoint, radius: CGFloat, start: CGFloat, end: CGFloat, clockwise: Bool)
        case close
    }
    var elements: [Element] = []

    /// Stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// Whether `fill()` uses the even-odd rule (default: non-zero winding).
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let k: CGFloat = 0.552_284_749_8
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry),
            controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry),
            controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry),
            controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry),
            controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func radius(_ c: UIRectCorner) -> CGFloat { corners.contains(c) ? r : 0 }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: rect.minX + radius(.topLeft), y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - radius(.topRight), y: rect.minY))
        addArc(
            withCenter: CGPoint(x: rect.maxX - radius(.topRight), y: rect.minY + radius(.topRight)),
            radius: radius(.topRight), startAngle: -half, endAngle: 0, clockwise: true)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius(.bottomRight)))
        addArc(
            withCenter: CGPoint(x: rect.maxX - radius(.bottomRight), y: rect.maxY - radius(.bottomRight)),
            radius: radius(.bottomRight), startAngle: 0, endAngle: half, clockwise: true)
        addLine(to: CGPoint(x: rect.minX + radius(.bottomLeft), y: rect.maxY))
        addArc(
            withCenter: CGPoint(x: rect.minX + radius(.bottomLeft), y: rect.maxY - radius(.bottomLeft)),
            radius: radius(.bottomLeft), startAngle: half, endAngle: .pi, clockwise: true)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius(.topLeft)))
        addArc(
            withCenter: CGPoint(x: rect.minX + radius(.topLeft), y: rect.minY + radius(.topLeft)),
            radius: radius(.topLeft), startAngle: .pi, endAngle: 3 * half, clockwise: true)
        close()
    }

    /// An open arc around `center` from `startAngle` to `endAngle` (radians).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: - Building

    open func move(to point: CGPoint) { elements.append(.move(point)) }
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quad(endPoint, control: controlPoint))
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(endPoint, controlPoint1, controlPoint2))
    }
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    open func close() { elements.append(.close) }
    open func removeAllPoints() { elements.removeAll() }
    /// Adds `bezierPath`'s segments to this path.
    open func append(_ bezierPath: UIBezierPath) { elements += bezierPath.elements }

    /// Whether the path has no segments.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path (control points included), points.
    open var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .arc(let c, let r, _, _, _):
                points += [CGPoint(x: c.x - r, y: c.y - r), CGPoint(x: c.x + r, y: c.y + r)]
            case .close: continue
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
            $0.union(CGRect(origin: $1, size: .zero))
        }
    }

    // MARK: - Drawing

    /// Fills the path with the current fill colour in the current renderer context.
    open func fill() {
        guard let drawing = DrawingContext.current else { return }
        trace(drawing.cairo)
        cairo_set_fill_rule(drawing.cairo, usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        drawing.setSource(drawing.fillColor)
        cairo_fill(drawing.cairo)
    }

    /// Strokes the path `lineWidth` wide with the current stroke colour.
    open func stroke() {
        guard let drawing = DrawingContext.current else { return }
        trace(drawing.cairo)
        cairo_set_line_width(drawing.cairo, lineWidth)
        drawing.setSource(drawing.strokeColor)
        cairo_stroke(drawing.cairo)
    }

    /// Limits later drawing in the current renderer context to the path's inside.
    open func addClip() {
        guard let drawing = DrawingContext.current else { return }
        trace(drawing.cairo)
        cairo_set_fill_rule(drawing.cairo, usesEvenOddFillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(drawing.cairo)
    }

    private func trace(_ cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quad(let p, let c):
                // The cubic with the same shape as the quadratic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .arc(let c, let r, let start, let end, let clockwise):
                if clockwise {
                    cairo_arc(cr, c.x, c.y, r, start, end)
                } else {
                    cairo_arc_negative(cr, c.x, c.y, r, start, end)
                }
                current = CGPoint(x: c.x + r * cos(end), y: c.y + r * sin(end))
            case .close:
                cairo_close_path(cr)
            }
        }
    }
}

/// The corners of a rectangle.
///
/// Source: Apple UIKit "UIRectCorner".
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
