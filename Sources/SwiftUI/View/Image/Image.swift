//  Image.swift — SwiftUI (Glimpse)
//  Status: Partial — named PNGs from the bundle's resources, SF Symbols by name (drawn by the host)
//  Behaviour: Apple SwiftUI "Image"; layout per reference swiftui-layout.md "Image": a plain
//  image is its point size whatever it is offered; a resizable one takes the proposal on each
//  concrete axis and its natural length on a nil axis.

public import Foundation
import GlimpseArchive
import GlimpseText

/// A view that displays an image.
public struct Image: View, Equatable, Sendable {
    enum Source: Hashable, Sendable {
        case named(String)
        case system(String)
    }
    let source: Source
    var isResizable = false
    var isTemplate: Bool?
    var interpolation: Interpolation = .high

    /// A PNG named `name` (`name.png`, `name@2x.png`, `name@3x.png`, or an asset catalog
    /// image set) from the widget bundle's resources.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    /// An SF Symbol, sized by the font in the environment and drawn by the host.
    public init(systemName: String) { source = .system(systemName) }
    public init(systemName: String, variableValue: Double?) { source = .system(systemName) }

    public var body: Never { fatalError("Image is a primitive view") }

    /// Makes the image take the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    /// `.template` draws the image's alpha in the foreground style; `.original` as is.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.isTemplate = renderingMode.map { $0 == .template }
        return i
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }

    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// Symbol rendering modes (accepted; the host draws symbols monochrome for now).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

private enum ImageScaleKey: EnvironmentKey { static let defaultValue: Image.Scale = .medium }

extension EnvironmentValues {
    /// The scale of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View { modifyingEnvironment { $0.imageScale = scale } }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// Symbol variants (accepted).
public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let circle = SymbolVariants()
    public static let slash = SymbolVariants()
}

extension Image: PrimitiveView {
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        switch source {
        case .named(let name):
            guard let resource = ImageResources.shared.image(named: name) else {
                runtimeWarning("No image named '\(name)' found in the widget bundle's resources")
                return [ImageNode(env: env, image: self, resource: nil, natural: .zero)]
            }
            return [ImageNode(env: env, image: self, resource: resource, natural: resource.pointSize)]
        case .system(let name):
            // Sized like SF Symbols next to text of the environment's font (GlimpseText.SymbolMetrics).
            let font = (env.font ?? .body).resolve(in: env)
            let scale: SymbolImageScale =
                env.imageScale == .small ? .small : env.imageScale == .large ? .large : .medium
            let m = SymbolMetrics(symbol: name, pointSize: font.size, scale: scale)
            let node = ImageNode(
                env: env, image: self, resource: nil,
                natural: CGSize(
                    width: roundUpToPixel(m.size.width, scale: env.displayScale),
                    height: roundUpToPixel(m.size.height, scale: env.displayScale)))
            node.baseline = m.baseline
            return [node]
        }
    }
}

final class ImageNode: LayoutNode {
    let image: Image
    let resource: ImageResource?
    let natural: CGSize
    /// For a non-resizable symbol: its text baseline from the top, points (aligns with text).
    var baseline: CGFloat?

    init(env: EnvironmentValues, image: Image, resource: ImageResource?, natural: CGSize) {
        self.image = image
        self.resource = resource
        self.natural = natural
        super.init(env: env)
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard let baseline, !image.isResizable else { return nil }
        if guide == VerticalAlignment.firstTextBaseline.key || guide == VerticalAlignment.lastTextBaseline.key {
            return baseline
        }
        return nil
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        guard image.isResizable else { return natural }
        return CGSize(width: p.width ?? natural.width, height: p.height ?? natural.height)
    }

    override func emit(in frame: CGRect, _ ctx: DisplayContext) {
        switch image.source {
        case .system(let name):
            let font = (env.font ?? .body).resolve(in: env)
            var item = SymbolItem(
                frame: frame.archiveRect, name: name, pointSize: font.size, weight: font.weight,
                paint: AnyShapeStyle.foregroundPaint(in: frame, env: env))
            item.accentedMode = env.imageAccentedMode
            ctx.append(.symbol(item))
        case .named:
            guard let resource else { return }
            ctx.images[resource.hash] = resource.asset
            var item = ImageItem(frame: frame.archiveRect, hash: resource.hash)
            if image.isTemplate == true { item.tint = AnyShapeStyle.foregroundPaint(in: frame, env: env) }
            if image.interpolation == .none { item.interpolation = false }
            item.accentedMode = env.imageAccentedMode
            ctx.append(.image(item))
        }
    }
}
