//  Path.swift — SwiftUI (Glimpse)
//  Status: Complete except `strokedPath(_:)` (transforms: Path+Transform.swift).
//  Behaviour: Apple SwiftUI "Path" with Core Graphics "CGMutablePath" semantics: a line or
//  curve after `closeSubpath()` starts from the closed subpath's first point; a line or curve
//  added to an empty path starts a subpath at its end point.

public import Foundation

/// The outline of a 2D shape, in points (origin top-leading, y down).
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves of at most 90° each.
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements, in order.
    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path holding the rectangle `rect`.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A path holding a rounded rectangle with corners `cornerSize` (points, per axis).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding a rounded rectangle with corners of radius `cornerRadius` (points).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding a rounded rectangle with a radius per corner (iOS 17).
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    init(elements: [Element]) { self.elements = elements }

    // MARK: - Reading

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from; nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart(before: elements.count - 1)
        }
    }

    /// Calls `body` with each element of the path, in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The first point of the subpath that contains the element at `index`.
    func subpathStart(before index: Int) -> CGPoint? {
        var i = index
        while i >= 0 {
            if case .move(let p) = elements[i] { return p }
            i -= 1
        }
        return nil
    }

    /// Whether the last subpath is still open (lines and curves continue it).
    var hasOpenSubpath: Bool {
        guard let last = elements.last else { return false }
        return last != .closeSubpath
    }

    // MARK: - Building

    /// Begins a new subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// Appends a straight line from the current point to `end`.
    public mutating func addLine(to end: CGPoint) {
        guard !elements.isEmpty else { return move(to: end) }
        elements.append(.line(to: end))
    }

    /// Appends a quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !elements.isEmpty else { return move(to: end) }
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard !elements.isEmpty else { return move(to: end) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its first point.
    public mutating func closeSubpath() {
        guard hasOpenSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds a closed subpath along `rect`: from its origin to the right, then down, clockwise
    /// on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open subpath through `lines`: a move to the first point, lines to the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Appends the elements of `path`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.applying(transform).elements)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
