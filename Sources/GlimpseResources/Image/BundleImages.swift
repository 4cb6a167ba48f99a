//  BundleImages.swift — GlimpseResources (Glimpse)
//  Status: Complete for PNG and JPEG files and asset catalog image sets (scales, light/dark
//  appearances, template rendering intent); vector (PDF/SVG) image sets are not read.
//  Behaviour: Apple "Asset Catalog Format Reference — Image Set Type" (an `.imageset`'s
//  Contents.json lists files by `scale` and `appearances`); loose files follow UIKit's
//  `name@2x.png` convention. SwiftPM keeps `.xcassets` unprocessed on Linux.

import Foundation
import GlimpseArchive
import Synchronization

/// A loaded bitmap: its archive asset, content hash and size in points.
package struct BundleImage: Hashable, Sendable {
    package let decoded: ImageCodec.Decoded
    /// The scale the file was made for (1, 2 or 3): pixel size ÷ scale = point size.
    package let scale: Double
    /// The image set asks to be drawn as a template (`"template-rendering-intent": "template"`).
    package let isTemplate: Bool

    package var asset: ImageAsset { decoded.asset }
    package var hash: String { decoded.hash }
    /// Pixel size divided by the file's scale, points.
    package var pointSize: CGSize {
        CGSize(width: Double(decoded.pixelWidth) / scale, height: Double(decoded.pixelHeight) / scale)
    }

    package init(decoded: ImageCodec.Decoded, scale: Double, isTemplate: Bool = false) {
        self.decoded = decoded
        self.scale = scale
        self.isTemplate = isTemplate
    }
}

/// Finds named images in a bundle's resources: asset catalog image sets first, then loose
/// `name.png`/`name@2x.png`/`name.jpg` files.
package enum BundleImages {
    /// One candidate file for a name.
    struct Variant: Hashable, Sendable {
        var path: String
        var scale: Double
        /// nil: any appearance; true: dark; false: light.
        var dark: Bool?
        var isTemplate = false
    }

    private struct State {
        var indexes: [String: [String: [Variant]]] = [:]
        var loaded: [String: BundleImage?] = [:]
    }
    private static let state = Mutex(State())

    /// The image `name` for a display of `scale` in the dark or light scheme, or nil when no
    /// search root has a readable PNG or JPEG by that name.
    ///
    /// - Parameters:
    ///   - bundle: Where to look (ResourceRoots); nil is the main bundle.
    ///   - scale: The display's pixels per point; the variant made for it wins, else the
    ///     nearest larger, else the largest.
    package static func image(named name: String, bundle: Bundle?, scale: Double = 3, dark: Bool = false)
        -> BundleImage?
    {
        for root in ResourceRoots.roots(for: bundle) {
            guard let variants = index(of: root)[name], !variants.isEmpty else { continue }
            for variant in ranked(variants, scale: scale, dark: dark) {
                if let image = load(variant) { return image }
            }
        }
        return nil
    }

    /// Says once per name, on standard error, that an image was not found (it draws nothing,
    /// as on iOS).
    package static func reportMissing(_ name: String) {
        MissingResourceLog.report(
            "image", name,
            "no image named '\(name)' found in the widget bundle's resources; drawing nothing. "
                + "Add \(name).imageset to an .xcassets folder, or \(name).png, to the target's resources.")
    }

    // MARK: - Steps

    /// Variants in the order to try: matching appearance first, then by closeness of scale.
    static func ranked(_ variants: [Variant], scale: Double, dark: Bool) -> [Variant] {
        func appearanceRank(_ v: Variant) -> Int { v.dark == dark ? 0 : v.dark == nil ? 1 : 2 }
        func scaleRank(_ v: Variant) -> Double { v.scale >= scale ? v.scale - scale : 100 + (scale - v.scale) }
        return variants.sorted { a, b in
            (appearanceRank(a), scaleRank(a), a.path) < (appearanceRank(b), scaleRank(b), b.path)
        }
    }

    private static func load(_ variant: Variant) -> BundleImage? {
        if let cached = state.withLock({ $0.loaded[variant.path] }) {
            return cached.map { BundleImage(decoded: $0.decoded, scale: variant.scale, isTemplate: variant.isTemplate) }
        }
        let decoded = FileManager.default.contents(atPath: variant.path).flatMap(ImageCodec.decode)
        let image = decoded.map { BundleImage(decoded: $0, scale: variant.scale, isTemplate: variant.isTemplate) }
        state.withLock { $0.loaded[variant.path] = .some(image) }
        return image
    }

    /// Image names under `root` → their variants, cached per root.
    static func index(of root: URL) -> [String: [Variant]] {
        let key = root.standardizedFileURL.path
        if let cached = state.withLock({ $0.indexes[key] }) { return cached }
        let built = buildIndex(root: root)
        state.withLock { $0.indexes[key] = built }
        return built
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    private static func buildIndex(root: URL) -> [String: [Variant]] {
        var sets: [String: [Variant]] = [:]
        var loose: [String: [Variant]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        var seen = 0
        while let relative = walker.nextObject() as? String {
            seen += 1
            if seen > ResourceRoots.maximumWalkedEntries { break }
            let url = root.appendingPathComponent(relative)
            if relative.hasSuffix(".imageset") {
                walker.skipDescendants()
                let name = url.deletingPathExtension().lastPathComponent
                if sets[name] == nil { sets[name] = imageSetVariants(url) }
                continue
            }
            guard imageExtensions.contains(url.pathExtension.lowercased()) else { continue }
            var base = url.deletingPathExtension().lastPathComponent
            var scale = 1.0
            for (suffix, s) in [("@3x", 3.0), ("@2x", 2.0), ("@1x", 1.0)] where base.hasSuffix(suffix) {
                base.removeLast(suffix.count)
                scale = s
            }
            let variant = Variant(path: url.path, scale: scale, dark: nil)
            if !(loose[base]?.contains { $0.scale == scale } ?? false) { loose[base, default: []].append(variant) }
        }
        return loose.merging(sets) { _, set in set }
    }

    /// The files an image set's Contents.json lists (universal and iPhone idioms), or the set's
    /// image files by their `@Nx` names when it has no readable Contents.json.
    static func imageSetVariants(_ folder: URL) -> [Variant] {
        let contents = folder.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = object["images"] as? [[String: Any]]
        else {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }.map {
                let base = ($0 as NSString).deletingPathExtension
                let scale = base.hasSuffix("@3x") ? 3.0 : base.hasSuffix("@2x") ? 2.0 : 1.0
                return Variant(path: folder.appendingPathComponent($0).path, scale: scale, dark: nil)
            }
        }
        let properties = object["properties"] as? [String: Any]
        let isTemplate = properties?["template-rendering-intent"] as? String == "template"
        var variants: [Variant] = []
        for image in images {
            guard let file = image["filename"] as? String,
                imageExtensions.contains((file as NSString).pathExtension.lowercased())
            else { continue }
            let idiom = image["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "watch", "ipad"].contains(idiom) else { continue }
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let scaleText = (image["scale"] as? String ?? "1x").lowercased().replacingOccurrences(of: "x", with: "")
            var variant = Variant(
                path: folder.appendingPathComponent(file).path, scale: Double(scaleText) ?? 1,
                dark: luminosity == "dark" ? true : luminosity == "light" ? false : nil)
            variant.isTemplate = isTemplate
            // iPhone-specific files win over universal ones of the same scale and appearance.
            if let i = variants.firstIndex(where: { $0.scale == variant.scale && $0.dark == variant.dark }) {
                if idiom == "iphone" { variants[i] = variant }
                continue
            }
            variants.append(variant)
        }
        return variants
    }
}
