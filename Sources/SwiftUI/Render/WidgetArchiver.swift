//  WidgetArchiver.swift — SwiftUI (Glimpse)
//  Status: Complete for the first path
//  Behaviour: ARCHITECTURE.md "The archive": the extension lays an entry's view out at the
//  family's size and archives the display list. A root is proposed its container's size and
//  centred in it, as a hosting view does; widget content sits inside the content margins
//  (16 pt on the home screen, reference widgetkit.md §5.2 "Margins") while the container
//  background spans the whole canvas.

import Foundation
import GlimpseArchive

/// The result of laying a view out as a root.
package struct RootLayout {
    /// The display list and what came with it.
    package var archive: WidgetArchive
    /// Frames of views tagged with `accessibilityIdentifier`, points, in the container's space.
    package var identifiedFrames: [String: CGRect]
}

/// Lays `view` out as the root of a container and archives it.
///
/// - Parameters:
///   - proposal: What the root is offered, points.
///   - container: The container's size; the root is centred in it. nil places it at the origin.
///   - environment: The environment of the root (colour scheme, display scale, …).
///   - margins: Insets around the root inside the container (widget content margins).
///   - cornerRadius: The container's corner radius, points, for `ContainerRelativeShape`.
package func layoutRoot<V: View>(
    _ view: V, proposal: ProposedViewSize, container: CGSize?, environment: EnvironmentValues,
    margins: EdgeInsets = EdgeInsets(), cornerRadius: CGFloat = 0
) -> RootLayout {
    var env = environment
    let canvasSize = container ?? proposal.replacingUnspecifiedDimensions(by: .zero)
    let canvas = CGRect(origin: .zero, size: canvasSize)
    env.containerShape = ContainerShapeInfo(frame: canvas, cornerRadius: cornerRadius)
    env.containerContentSize = CGSize(
        width: max(0, canvasSize.width - margins.leading - margins.trailing),
        height: max(0, canvasSize.height - margins.top - margins.bottom))
    let nodes = makeNodes(view, env)
    let ctx = DisplayContext(scale: env.displayScale)
    ctx.canvas = canvas
    if !nodes.isEmpty {
        var root = singleNode(nodes, env: env)
        if margins != EdgeInsets() { root = PaddingNode(env: env, insets: margins, child: root) }
        let size = root.sizeThatFits(proposal)
        var origin = CGPoint.zero
        if let container {
            origin = CGPoint(
                x: ctx.snap((container.width - size.width) / 2), y: ctx.snap((container.height - size.height) / 2))
        }
        root.place(in: CGRect(origin: origin, size: size), proposal: proposal, ctx)
    }
    let archive = WidgetArchive(
        size: Size(width: canvasSize.width, height: canvasSize.height),
        colorScheme: env.colorScheme == .dark ? "dark" : "light", displayScale: env.displayScale,
        background: ctx.containerBackground,
        content: .group(GroupItem(frame: canvas.archiveRect, children: ctx.rootItems)),
        images: ctx.images, widgetURL: ctx.widgetURL, hitRegions: ctx.hitRegions, label: ctx.widgetLabel)
    return RootLayout(archive: archive, identifiedFrames: ctx.identifiedFrames)
}

/// Lays out a widget entry's view at `canvas` (points) and returns its archive.
///
/// - Parameters:
///   - canvas: The family's size on the device, points.
///   - environment: Colour scheme, display scale, family and the rest of the entry's variant.
///   - contentMargins: Insets for the content (16 pt on the home screen; zero when disabled).
///   - cornerRadius: The widget's corner radius, points (for `ContainerRelativeShape`).
package func makeWidgetArchive<V: View>(
    _ view: V, canvas: CGSize, environment: EnvironmentValues, contentMargins: EdgeInsets, cornerRadius: CGFloat = 0
) -> WidgetArchive {
    layoutRoot(
        view, proposal: ProposedViewSize(canvas), container: canvas, environment: environment, margins: contentMargins,
        cornerRadius: cornerRadius
    ).archive
}

/// The size `view` asks for when proposed nothing (`ProposedViewSize.unspecified`), points.
package func idealSize<V: View>(of view: V, environment: EnvironmentValues) -> CGSize {
    let nodes = makeNodes(view, environment)
    guard !nodes.isEmpty else { return .zero }
    return singleNode(nodes, env: environment).sizeThatFits(.unspecified)
}
