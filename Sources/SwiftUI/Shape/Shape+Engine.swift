//  Shape+Engine.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: engine hooks for modifiers that take a shape (`background(_:in:)`,
//  `clipShape`, `cornerRadius`, `mask`, `containerShape`).

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
    guard let env else { return shape.path(in: rect).archivePath }
    return EnvironmentValues.$current.withValue(env) { shape.path(in: rect).archivePath }
}
