//  View+Widget.swift — SwiftUI (Glimpse)
//  Status: Complete for the archive's tags; host-side treatment comes with places and modes
//  Behaviour: Apple SwiftUI/WidgetKit "containerBackground(for:)", "widgetURL",
//  "widgetAccentable", "privacySensitive", "redacted(reason:)", "unredacted",
//  "invalidatableContent"; reference widgetkit.md §5.2–5.3. Accessibility modifiers are in
//  View+Accessibility.swift.

public import Foundation
import GlimpseArchive

/// Where a container background goes; widgets use `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
}

extension View {
    /// Declares the widget's removable background: drawn edge to edge behind the content
    /// (outside the content margins), as its own layer the host may drop or replace.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return wrapNodes { node, env in
            var inner = env
            inner.stackAxis = nil
            let layer = singleNode(SwiftUI.makeNodes(background, inner), env: inner)
            return ContainerBackgroundNode(env: env, background: layer, alignment: alignment, child: node)
        }
    }

    /// Declares the widget's removable background as a style filling the whole widget.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View
    {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// The URL the widget opens when tapped outside any `Link`. Only one per widget.
    public func widgetURL(_ url: URL?) -> some View {
        wrapNodes { node, env in WidgetURLNode(env: env, url: url, child: node) }
    }

    /// Puts this subtree in the accent group in accented rendering mode; sticky for the subtree.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        tagged { $0.accentable = accentable ? true : nil }
    }

    /// Marks content the host redacts when the place is locked with privacy on.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        tagged { $0.privacySensitive = sensitive ? true : nil }
    }

    /// Marks content that shows `.invalidated` redaction while an intent's reload is pending.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        tagged { $0.invalidatable = invalidatable ? true : nil }
    }

    /// Draws this subtree redacted for `reason` (placeholder bars for text).
    public func redacted(reason: RedactionReasons) -> some View {
        modifyingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Opts this subtree out of redaction.
    public func unredacted() -> some View {
        modifyingEnvironment { $0.redactionReasons = [] }.tagged { $0.unredacted = true }
    }

    func tagged(_ set: @escaping (inout ItemTags) -> Void) -> some View {
        var tags = ItemTags()
        set(&tags)
        return effect(.tags(tags))
    }
}

extension Text {
    /// The text's characters without styling, in the default environment.
    var plainText: String { plainString() }

    /// The text's characters without styling in `environment` (for display names and
    /// descriptions, which the gallery shows as plain strings).
    package func plainString(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        pieces(in: environment).map(\.text).joined()
    }
}

/// Records the container background layer; the child lays out as usual.
final class ContainerBackgroundNode: PassthroughNode {
    let background: LayoutNode
    let alignment: Alignment
    init(env: EnvironmentValues, background: LayoutNode, alignment: Alignment, child: LayoutNode) {
        self.background = background
        self.alignment = alignment
        super.init(env: env, child: child)
    }
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let canvas = ctx.canvas == .zero ? frame : ctx.canvas
        let items = ctx.collect {
            placeAligned(background, proposal: ProposedViewSize(canvas.size), in: canvas, alignment: alignment, ctx)
        }
        ctx.containerBackground = .group(GroupItem(frame: canvas.archiveRect, children: items))
        child.place(in: frame, proposal: proposal, ctx)
    }
}

/// Records `widgetURL`.
final class WidgetURLNode: PassthroughNode {
    let url: URL?
    init(env: EnvironmentValues, url: URL?, child: LayoutNode) {
        self.url = url
        super.init(env: env, child: child)
    }
    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        if let url {
            if ctx.widgetURL != nil { runtimeWarning("more than one widgetURL in a widget; the last one placed wins") }
            ctx.widgetURL = url.absoluteString
        }
        child.place(in: frame, proposal: proposal, ctx)
    }
}
