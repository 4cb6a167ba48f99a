//  Canvas.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Canvas" (iOS 15): a flexible view (it takes the size proposed, nil → 10)
//  whose renderer draws into a `GraphicsContext` once, when the archive is made. What it draws is
//  recorded as ordinary display-list items (shapes, text, images, symbols; groups for transforms,
//  clips, filters and opacity), so the host draws a canvas like any other view.

public import Foundation
import GlimpseArchive

/// A view you draw into with immediate-mode calls on a `GraphicsContext`.
///
/// The renderer runs once per archive with the canvas size in points; the context's user space
/// starts with its origin at the canvas's top-leading corner, y down, one unit a point.
///
/// Source: Apple SwiftUI "Canvas" and "init(opaque:colorMode:rendersAsynchronously:renderer:)".
/// `opaque`, `colorMode` and `rendersAsynchronously` are performance hints and change nothing here.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// Draws the content: the context and the canvas size in points.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// `true` promises the renderer paints every pixel; a hint only.
    public var isOpaque: Bool
    /// The working colour space; Glimpse draws in 8-bit sRGB whatever the mode.
    public var colorMode: ColorRenderingMode
    /// `true` asks for rendering off the main thread; a hint only.
    public var rendersAsynchronously: Bool
    /// Views the renderer draws by their `tag(_:)` (`GraphicsContext.resolveSymbol(id:)`).
    public var symbols: Symbols

    public var body: Never { bodyNeverCalled() }

    /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags.
    ///
    /// - Parameters:
    ///   - opaque: Whether the renderer paints every pixel (a performance hint).
    ///   - colorMode: The working colour space (Glimpse draws in sRGB).
    ///   - rendersAsynchronously: Whether to render off the main thread (a hint).
    ///   - renderer: Called with the context and the canvas's size in points.
    ///   - symbols: Views tagged with `tag(_:)`; each is laid out at its ideal size when resolved.
    ///
    /// Source: Apple SwiftUI "init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)".
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = symbols()
    }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        var inner = env
        inner.stackAxis = nil
        return [CanvasNode(env: env, renderer: renderer, symbols: SwiftUI.makeNodes(symbols, inner))]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    ///
    /// - Parameters:
    ///   - opaque: Whether the renderer paints every pixel (a performance hint).
    ///   - colorMode: The working colour space (Glimpse draws in sRGB).
    ///   - rendersAsynchronously: Whether to render off the main thread (a hint).
    ///   - renderer: Called with a context whose user space is the canvas's, in points, and the
    ///     canvas's size in points.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.symbols = EmptyView()
    }
}

/// The layout node of a `Canvas`: greedy, and drawing by running the renderer into a recorder.
final class CanvasNode: LayoutNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The nodes of the canvas's symbol views, in order.
    let symbols: [LayoutNode]

    init(
        env: EnvironmentValues, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [LayoutNode]
    ) {
        self.renderer = renderer
        self.symbols = symbols
        super.init(env: env)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        let placed = ctx.snap(frame)
        guard placed.width.isFinite, placed.height.isFinite, placed.width > 0, placed.height > 0 else { return }
        let recorder = CanvasRecorder(env: env, ctx: ctx, frame: placed, symbols: symbols)
        var context = GraphicsContext(recorder: recorder)
        EnvironmentValues.$current.withValue(env) { renderer(&context, placed.size) }
    }
}
