//  LayoutFrames.swift — GlimpseTesting
//  Status: Complete
//  Behaviour: exposes the layout engine to tests: the frames of views tagged with
//  `.accessibilityIdentifier(_:)`, points, as SwiftUI would place them.

public import Foundation
public import SwiftUI

/// Lays `view` out as the root of a container of `size` points: proposes
/// `size`, centres the result the way a hosting view does, and returns the
/// frame (container coordinates, points) of every view tagged with
/// `.accessibilityIdentifier(_:)`.
public func layoutFrames<V: View>(of view: V, in size: CGSize) -> [String: CGRect] {
    layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: EnvironmentValues())
        .identifiedFrames
}

/// The same with an arbitrary proposal; the root is placed at the origin.
public func layoutFrames<V: View>(of view: V, proposal: ProposedViewSize) -> [String: CGRect] {
    layoutRoot(view, proposal: proposal, container: nil, environment: EnvironmentValues()).identifiedFrames
}
