//  ContainerRelativeShape.swift — SwiftUI (Glimpse)
//  Status: Complete: the widget's shape, or the nearest `containerShape(_:)`'s.
//  Behaviour: Apple SwiftUI "ContainerRelativeShape": "a shape that is replaced by an inset
//  version of the current container shape. If no container shape was defined, is replaced
//  with a rectangle." The inset version is concentric: its radius is the container's minus
//  the smallest distance from the shape's frame to the container's edges, never below 0.

public import Foundation

/// The shape of the enclosing container (the widget's rounded rectangle), inset to the frame.
///
/// The container comes from the environment of the view being drawn (`env.containerShape`,
/// absolute points), which Glimpse makes current while a shape's path is built.
public struct ContainerRelativeShape: InsettableShape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Self.path(in: rect, container: EnvironmentValues.current?.containerShape)
    }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// The concentric rounded rectangle for `rect` (absolute points) in `container`; a plain
    /// rectangle without a container.
    static func path(in rect: CGRect, container: ContainerShapeInfo?) -> Path {
        guard let container else { return Path(rect) }
        if let shape = container.shape {
            // The container's shape inset by the smallest inset, drawn so that it fills `rect`:
            // a rounded rectangle comes out concentric, as below.
            let d = smallestInset(of: rect, in: container)
            return shape.path(d, rect.insetBy(dx: -d, dy: -d))
        }
        let radius = concentricRadius(for: rect, in: container)
        return Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
    }

    /// The container's radius less the smallest inset of `rect` from its edges (negative
    /// insets count as 0), at least 0.
    static func concentricRadius(for rect: CGRect, in container: ContainerShapeInfo) -> CGFloat {
        max(0, container.cornerRadius - smallestInset(of: rect, in: container))
    }

    /// The smallest distance from `rect` to the container's edges, points (negative counts as 0).
    static func smallestInset(of rect: CGRect, in container: ContainerShapeInfo) -> CGFloat {
        let r = rect.standardized
        let c = container.frame.standardized
        return [r.minX - c.minX, r.minY - c.minY, c.maxX - r.maxX, c.maxY - r.maxY].map { max($0, 0) }.min()!
    }

    /// The container-relative shape inset by `amount` points.
    public struct _Inset: InsettableShape, Hashable {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { ContainerRelativeShape().path(in: insetRect(rect, by: amount)) }

        public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
    }
}

extension Shape where Self == ContainerRelativeShape {
    /// The shape of the enclosing container.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
