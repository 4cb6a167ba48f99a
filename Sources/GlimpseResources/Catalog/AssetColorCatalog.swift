//  AssetColorCatalog.swift — GlimpseResources (Glimpse)
//  Status: Complete for colour sets (universal/iPhone idioms, light/dark appearances, system
//  references); high-contrast variants are ignored.
//  Behaviour: Apple "Asset Catalog Format Reference — Color Set Type" (Contents.json of a
//  `.colorset`). On Linux SwiftPM copies `.xcassets` folders unprocessed into the target's
//  `<Package>_<Target>.resources` bundle next to the executable, so the JSON is read directly.

import Foundation
import GlimpseArchive
import Synchronization

/// Finds and reads the colour sets of asset catalogs, for `Color(_:bundle:)` and
/// `UIColor(named:)`.
///
/// Each search root is indexed once (colour set name → folder); each colour set is parsed once.
package enum AssetColorCatalog {
    /// A parsed colour set: its universal value and its light/dark appearances.
    package struct Entry: Hashable, Sendable {
        package var any: RGBA?
        package var light: RGBA?
        package var dark: RGBA?

        /// The value for the dark or light scheme: its appearance, else the universal value,
        /// else the other one.
        package func rgba(dark isDark: Bool) -> RGBA? {
            isDark ? dark ?? any ?? light : light ?? any ?? dark
        }
    }

    private struct State {
        var indexes: [String: [String: String]] = [:]
        var entries: [String: Entry?] = [:]
    }

    private static let state = Mutex(State())

    /// The colour set `name` in the dark or light scheme, or nil when no search root has it
    /// (or it is malformed).
    ///
    /// - Parameter bundle: Where to look (ResourceRoots); nil is the main bundle.
    package static func color(named name: String, bundle: Bundle?, dark: Bool) -> RGBA? {
        entry(named: name, bundle: bundle)?.rgba(dark: dark)
    }

    /// The parsed colour set `name`, or nil.
    package static func entry(named name: String, bundle: Bundle?) -> Entry? {
        for root in ResourceRoots.roots(for: bundle) {
            guard let folder = index(of: root)[name] else { continue }
            return entry(at: folder)
        }
        return nil
    }

    /// Says once per name, on standard error, that a colour set was not found (it draws clear,
    /// as on iOS).
    package static func reportMissing(_ name: String) {
        MissingResourceLog.report(
            "color", name,
            "no color named '\(name)' found in asset catalog; drawing it clear. "
                + "Add \(name).colorset to an .xcassets folder in the target's resources.")
    }

    // MARK: - Steps

    /// Colour set names under `root` → their folders, cached per root.
    package static func index(of root: URL) -> [String: String] {
        let key = root.standardizedFileURL.path
        if let cached = state.withLock({ $0.indexes[key] }) { return cached }
        let built = buildIndex(root: root)
        state.withLock { $0.indexes[key] = built }
        return built
    }

    /// Walks `root` for `.colorset` folders. A set is known by its bare name and, inside folders
    /// that provide a namespace, also by `Folder/Name`.
    private static func buildIndex(root: URL) -> [String: String] {
        var result: [String: String] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: root.path) else { return result }
        var seen = 0
        while let relative = walker.nextObject() as? String {
            seen += 1
            if seen > ResourceRoots.maximumWalkedEntries { break }
            guard relative.hasSuffix(".colorset") else { continue }
            walker.skipDescendants()
            let components = relative.split(separator: "/").map(String.init)
            let bare = String(components.last!.dropLast(".colorset".count))
            let folder = root.appendingPathComponent(relative).path
            if result[bare] == nil { result[bare] = folder }
            let namespaced = namespacePrefix(components.dropLast(), root: root) + [bare]
            let full = namespaced.joined(separator: "/")
            if result[full] == nil { result[full] = folder }
        }
        return result
    }

    /// The folders among `folders` (below the nearest `.xcassets`) that provide a namespace.
    private static func namespacePrefix(_ folders: ArraySlice<String>, root: URL) -> [String] {
        guard let catalog = folders.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return [] }
        var prefix: [String] = []
        var path = root
        for (i, name) in folders.enumerated() {
            path.appendPathComponent(name)
            guard folders.startIndex + i > catalog else { continue }
            let contents = path.appendingPathComponent("Contents.json")
            if let data = FileManager.default.contents(atPath: contents.path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let properties = object["properties"] as? [String: Any],
                properties["provides-namespace"] as? Bool == true
            {
                prefix.append(name)
            }
        }
        return prefix
    }

    /// The parsed colour set in `folder`, cached.
    private static func entry(at folder: String) -> Entry? {
        if let cached = state.withLock({ $0.entries[folder] }) { return cached }
        let data = FileManager.default.contents(atPath: folder + "/Contents.json")
        let parsed = data.flatMap(parse)
        state.withLock { $0.entries[folder] = .some(parsed) }
        return parsed
    }

    // MARK: - Contents.json

    /// Parses a colour set's `Contents.json`; nil when it holds no usable colour.
    package static func parse(_ data: Data) -> Entry? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = object["colors"] as? [[String: Any]]
        else { return nil }
        var entry = Entry()
        for item in colors {
            let idiom = item["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad", "watch"].contains(idiom) else { continue }
            let appearances = item["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            guard let color = item["color"] as? [String: Any], let rgba = rgba(color, dark: luminosity == "dark")
            else { continue }
            switch luminosity {
            case "dark": if entry.dark == nil || idiom == "universal" { entry.dark = rgba }
            case "light": if entry.light == nil || idiom == "universal" { entry.light = rgba }
            default:
                if entry.any == nil || idiom == "universal" { entry.any = rgba }
                // A system reference without appearances still follows the scheme.
                if let reference = color["reference"] as? String, let system = SystemColor(catalogReference: reference),
                    entry.dark == nil
                {
                    entry.dark = system.rgba(dark: true)
                }
            }
        }
        return entry.any == nil && entry.light == nil && entry.dark == nil ? nil : entry
    }

    /// A `color` object: `color-space` plus `components` (red/green/blue/alpha, or white/alpha),
    /// or a system colour's `reference` (`"platform": "ios", "reference": "systemBlueColor"`),
    /// which keeps its scheme-dependent pair.
    private static func rgba(_ color: [String: Any], dark: Bool) -> RGBA? {
        if let reference = color["reference"] as? String {
            return SystemColor(catalogReference: reference)?.rgba(dark: dark)
        }
        guard let components = color["components"] as? [String: Any] else { return nil }
        let space = color["color-space"] as? String ?? "srgb"
        let alpha = components["alpha"].flatMap(component) ?? 1
        if space.contains("gray") {
            guard let white = components["white"].flatMap(component) else { return nil }
            // Gamma 2.2 grey → linear → sRGB.
            let encoded = ColorSpaceConversion.encode(pow(abs(white), 2.2) * (white < 0 ? -1 : 1))
            return RGBA(encoded, encoded, encoded, alpha)
        }
        guard let r = components["red"].flatMap(component), let g = components["green"].flatMap(component),
            let b = components["blue"].flatMap(component)
        else { return nil }
        switch space {
        case "display-p3": return ColorSpaceConversion.toExtendedSRGB(.displayP3, r, g, b, alpha)
        case "extended-linear-srgb": return ColorSpaceConversion.toExtendedSRGB(.sRGBLinear, r, g, b, alpha)
        default: return RGBA(r, g, b, alpha)
        }
    }

    /// One component in any of Xcode's notations: "0.478" (0…1), "0x7A" or "122" (8-bit).
    package static func component(_ value: Any) -> Double? {
        if let number = value as? Double { return number > 1 ? number / 255 : number }
        if let number = value as? Int { return Double(number) > 1 ? Double(number) / 255 : Double(number) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}
