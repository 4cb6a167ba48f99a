//  Path+RoundedRect.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Path.addRoundedRect(in:cornerSize:style:)" and
//  "addRoundedRect(in:cornerRadii:style:)". A round corner's radius is held to half the
//  shorter side (so an oversized radius makes a capsule); an elliptical corner's size to half
//  of each side. The outline starts on the top edge after the top-leading corner and runs
//  clockwise on screen.
//  Continuous corners: see RoundedCornerStyle.swift.

public import Foundation

extension Path {
    /// Adds a rounded rectangle whose corners are `cornerSize` (points per axis) as a closed
    /// subpath. A zero corner size adds a plain rectangle.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        addRoundedRect(in: rect, corners: [cornerSize, cornerSize, cornerSize, cornerSize], style: style)
    }

    /// Adds a rounded rectangle with one radius per corner (points) as a closed subpath (iOS 17).
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        func size(_ r: CGFloat) -> CGSize { CGSize(width: r, height: r) }
        let corners = [
            size(cornerRadii.topLeading), size(cornerRadii.topTrailing),
            size(cornerRadii.bottomTrailing), size(cornerRadii.bottomLeading),
        ]
        addRoundedRect(in: rect, corners: corners, style: style)
    }

    /// Adds the outline with `corners` in the order top-leading, top-trailing,
    /// bottom-trailing, bottom-leading.
    mutating func addRoundedRect(in rect: CGRect, corners: [CGSize], style: RoundedCornerStyle) {
        let r = rect.standardized
        let halfWidth = r.width / 2
        let halfHeight = r.height / 2
        let clamped = corners.map { corner -> CGSize in
            // A round corner stays round: its radius is held to half the shorter side.
            if corner.width == corner.height {
                let radius = min(max(corner.width, 0), halfWidth, halfHeight)
                return CGSize(width: radius, height: radius)
            }
            return CGSize(width: min(max(corner.width, 0), halfWidth), height: min(max(corner.height, 0), halfHeight))
        }
        guard clamped.contains(where: { $0.width > 0 && $0.height > 0 }) else { return addRect(r) }
        let placed = (0..<4).map { index -> [CornerStep] in
            let size = clamped[index]
            guard size.width > 0, size.height > 0 else { return [.line(CGPoint.zero)] }
            return style == .circular
                ? CornerStep.circular
                : CornerStep.continuous(blend: Self.circularBlend(size, halfWidth: halfWidth, halfHeight: halfHeight))
        }
        // Start where the top-leading corner ends, on the top edge.
        let mappers = (0..<4).map { CornerMapper(rect: r, corner: $0, size: clamped[$0]) }
        move(to: mappers[0].map(placed[0].last!.end))
        for index in [1, 2, 3, 0] {
            let mapper = mappers[index]
            for step in placed[index] {
                switch step {
                case .line(let p): addLine(to: mapper.map(p))
                case .curve(let c1, let c2, let p):
                    addCurve(to: mapper.map(p), control1: mapper.map(c1), control2: mapper.map(c2))
                }
            }
        }
        closeSubpath()
    }

    /// How far (0 continuous … 1 circular) a continuous corner of `size` must be blended
    /// towards a circular one so that its reach fits in half of each side.
    static func circularBlend(_ size: CGSize, halfWidth: CGFloat, halfHeight: CGFloat) -> Double {
        let reach = CornerStep.continuousReach
        func needed(_ radius: CGFloat, _ half: CGFloat) -> Double {
            let r = Double(radius)
            return r * reach <= Double(half) ? 0 : (r * reach - Double(half)) / (r * (reach - 1))
        }
        return min(max(needed(size.width, halfWidth), needed(size.height, halfHeight), 0), 1)
    }
}

/// One step of a corner in the corner's own frame: `x` along the edge the outline arrives
/// by, `y` along the edge it leaves by, both in corner radii from the corner point.
enum CornerStep {
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)

    var end: CGPoint {
        switch self {
        case .line(let p), .curve(_, _, let p): return p
        }
    }

    /// How far along each edge a continuous corner reaches, in radii.
    static let continuousReach = 1.52866483

    /// A quarter circle (or ellipse), from the arriving edge to the leaving one.
    static let circular: [CornerStep] = {
        let k = 1 - Path.bezierArm(.pi / 2)
        return [.line(CGPoint(x: 1, y: 0)), .curve(CGPoint(x: k, y: 0), CGPoint(x: 0, y: k), CGPoint(x: 0, y: 1))]
    }()

    /// The iOS 7 continuous corner (three curves joined by two short lines).
    private static let squircle: [CornerStep] = [
        .line(CGPoint(x: continuousReach, y: 0)),
        .curve(CGPoint(x: 1.08849323, y: 0), CGPoint(x: 0.86840689, y: 0), CGPoint(x: 0.66993427, y: 0.06549600)),
        .line(CGPoint(x: 0.63149399, y: 0.07491100)),
        .curve(
            CGPoint(x: 0.37282392, y: 0.16905899), CGPoint(x: 0.16905899, y: 0.37282392),
            CGPoint(x: 0.07491100, y: 0.63149399)),
        .line(CGPoint(x: 0.06549600, y: 0.66993427)),
        .curve(CGPoint(x: 0, y: 0.86840689), CGPoint(x: 0, y: 1.08849323), CGPoint(x: 0, y: continuousReach)),
    ]

    /// A circular corner in the squircle's six steps, so the two can be blended point by point.
    private static let circularInSixSteps: [CornerStep] = {
        let k = 1 - Path.bezierArm(.pi / 2)
        let a = CGPoint(x: 1, y: 0)
        let b = CGPoint(x: 0, y: 1)
        return [
            .line(a), .curve(a, a, a), .line(a), .curve(CGPoint(x: k, y: 0), CGPoint(x: 0, y: k), b), .line(b),
            .curve(b, b, b),
        ]
    }()

    /// The continuous corner blended `blend` (0…1) of the way to a circular one.
    static func continuous(blend: Double) -> [CornerStep] {
        if blend <= 0 { return squircle }
        if blend >= 1 { return circular }
        let t = CGFloat(blend)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        return zip(squircle, circularInSixSteps).map { pair in
            switch pair {
            case (.line(let p), .line(let q)): return .line(mix(p, q))
            case (.curve(let p1, let p2, let p3), .curve(let q1, let q2, let q3)):
                return .curve(mix(p1, q1), mix(p2, q2), mix(p3, q3))
            default: preconditionFailure("corner step tables must have the same shape")
            }
        }
    }
}

/// Maps corner-frame points to the rectangle for one corner (0 top-leading, then clockwise).
private struct CornerMapper {
    let rect: CGRect
    let corner: Int
    let size: CGSize

    func map(_ p: CGPoint) -> CGPoint {
        let w = size.width
        let h = size.height
        switch corner {
        case 1: return CGPoint(x: rect.maxX - p.x * w, y: rect.minY + p.y * h)  // arrives along the top
        case 2: return CGPoint(x: rect.maxX - p.y * w, y: rect.maxY - p.x * h)  // along the trailing edge
        case 3: return CGPoint(x: rect.minX + p.x * w, y: rect.maxY - p.y * h)  // along the bottom
        default: return CGPoint(x: rect.minX + p.y * w, y: rect.minY + p.x * h)  // along the leading edge
        }
    }
}
