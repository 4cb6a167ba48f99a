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
    /// `symbolRenderingMode` set on the image itself (wins over the environment's).
    var renderingModeName: String?

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
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self
        i.renderingModeName = mode?.name
        return i
    }

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
private enum SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: String? = nil }
private enum SymbolVariantKey: EnvironmentKey { static let defaultValue: [String] = [] }

extension EnvironmentValues {
    var symbolRenderingModeName: String? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
    var symbolVariantSuffixes: [String] {
        get { self[SymbolVariantKey.self] }
        set { self[SymbolVariantKey.self] = newValue }
    }

    /// The scale of symbol images.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Scales symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View { modifyingEnvironment { $0.imageScale = scale } }
    /// How symbols in this view draw (`.hierarchical` dims their secondary parts).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifyingEnvironment { $0.symbolRenderingModeName = mode?.name }
    }
    /// Adds variants (`.fill`, `.circle`, `.slash` …) to symbol names in this view.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifyingEnvironment { $0.symbolVariantSuffixes += variant.suffixes }
    }
}

/// Symbol variants: suffixes SwiftUI adds to symbol names (the resolver falls back when a
/// combination does not exist, as SwiftUI does).
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }
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
        case .system(let baseName):
            let name = symbolName(baseName, variants: env.symbolVariantSuffixes)
            // Sized like SF Symbols next to text of the environment's font (GlimpseText.SymbolMetrics).
            let font = (env.font ?? .body).resolve(in: env)
            let scale: SymbolImageScale =
                env.imageScale == .small ? .small : env.imageScale == .large ? .large : .medium
            let m = SymbolMetrics(symbol: name, pointSize: font.size, scale: scale).rounded(
                toPixelsOf: env.displayScale)
            let node = ImageNode(
                env: env, image: self, resource: nil,
                natural: CGSize(width: m.size.width, height: m.size.height))
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
        case .system(let baseName):
            let name = symbolName(baseName, variants: env.symbolVariantSuffixes)
            let font = (env.font ?? .body).resolve(in: env)
            var item = SymbolItem(
                frame: frame.archiveRect, name: name, pointSize: font.size, weight: font.weight,
                paint: AnyShapeStyle.foregroundPaint(in: frame, env: env))
            item.accentedMode = env.imageAccentedMode
            if (image.renderingModeName ?? env.symbolRenderingModeName) == "hierarchical" { item.hierarchical = true }
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

/// `name` with the variant suffixes the environment adds, in SF order: slash, then circle or
/// square, then fill; suffixes the name already has are not repeated.
func symbolName(_ name: String, variants: [String]) -> String {
    guard !variants.isEmpty else { return name }
    var parts = name.split(separator: ".").map(String.init)
    for suffix in ["slash", "circle", "square", "fill"] where variants.contains(suffix) && !parts.contains(suffix) {
        parts.append(suffix)
    }
    return parts.joined(separator: ".")
}
