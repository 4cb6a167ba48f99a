//  Shape+Engine.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: engine hooks for modifiers that take a shape (`background(_:in:)`,
//  `clipShape`, `cornerRadius`, `mask`, `containerShape`), and where a shape's path is built:
//  as in SwiftUI, `path(in:)` gets the view's bounds in its *local* space (origin zero), and the
//  engine moves the result to the frame's origin — so a `Path { … }` or a custom shape that
//  draws from (0, 0) lands where it is laid out, not at the widget's top-left.

import Foundation
import GlimpseArchive

/// A layout node that fills `shape` with `fill` (the foreground style when nil) in `env`.
func shapeNode<S: Shape>(_ shape: S, fill: AnyShapeStyle?, env: EnvironmentValues) -> LayoutNode {
    ShapeNode(env: env, shape: shape, fill: fill)
}

// NEEDS(lead): pass `env:` from clipShape/mask/containerShape closures (View+Effects.swift),
// or `.clipShape(ContainerRelativeShape())` clips to a plain rectangle: the environment is
// only current during body evaluation, not while nodes emit.

/// The archive path of `shape` drawn in `rect` (absolute points).
///
/// - Parameter env: The environment of the view the shape belongs to; it is current while the
///   path is built, so `ContainerRelativeShape` finds its container. Nil keeps the current one.
func archivePath<S: Shape>(_ shape: S, in rect: CGRect, env: EnvironmentValues? = nil) -> PathData {
    placedPath(in: rect, env: env) { shape.path(in: $0) }.archivePath
}

/// Builds a path the way SwiftUI does and places it at `frame`'s origin.
///
/// `build` gets the local bounds `(0, 0, frame.width, frame.height)`; the path it returns is
/// moved by `frame.origin`, so its points come out in absolute points. While `build` runs, the
/// environment (`env`, else the current one) is current with its container shape moved into the
/// same local space, so `ContainerRelativeShape` still measures its insets from the container.
///
/// Source: Apple SwiftUI "Shape.path(in:)" ("a rectangular frame of reference … in the shape's
/// own coordinate space"); a `Path` used as a view draws its own points relative to its frame.
func placedPath(in frame: CGRect, env: EnvironmentValues?, _ build: (CGRect) -> Path) -> Path {
    let (dx, dy) = (frame.minX, frame.minY)
    var local = env ?? EnvironmentValues.current ?? EnvironmentValues()
    if let container = ContainerShapeNode.drawing ?? local.containerShape {
        local.containerShape = ContainerShapeInfo(
            frame: container.frame.offsetBy(dx: -dx, dy: -dy), cornerRadius: container.cornerRadius,
            shape: container.shape)
    }
    let path = EnvironmentValues.$current.withValue(local) {
        build(CGRect(origin: .zero, size: frame.size))
    }
    return dx == 0 && dy == 0 ? path : path.offsetBy(dx: dx, dy: dy)
}
