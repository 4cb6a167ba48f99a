//  ImageResources.swift — SwiftUI (Glimpse)
//  Status: Complete for PNG
//  Behaviour: finds named images where a SwiftPM widget bundle keeps them: the main bundle's
//  resources and every `*.resources` bundle next to the executable, as `name.png`,
//  `name@2x.png`, `name@3x.png` or an asset catalog's `name.imageset/`.

import Foundation
import GlimpseArchive

/// A loaded bitmap: its bytes, content hash and size in points.
struct ImageResource: Sendable {
    let asset: ImageAsset
    let hash: String
    /// Pixel size divided by the file's scale (@2x, @3x).
    let pointSize: CGSize
}

final class ImageResources: @unchecked Sendable {
    // @unchecked Sendable: `cache` and `index` are guarded by `lock`.
    static let shared = ImageResources()
    private let lock = NSLock()
    private var cache: [String: ImageResource?] = [:]
    private lazy var index: [String: URL] = buildIndex()

    /// The image named `name`, or nil when no resource has that name or it is not a PNG.
    func image(named name: String) -> ImageResource? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[name] { return cached }
        let resource = load(name)
        cache[name] = resource
        return resource
    }

    private func load(_ name: String) -> ImageResource? {
        for (candidate, scale) in [("\(name)@3x", 3.0), ("\(name)@2x", 2.0), (name, 1.0)] {
            guard let url = index[candidate], let data = try? Data(contentsOf: url), let size = pngSize(data) else {
                continue
            }
            return ImageResource(
                asset: ImageAsset(png: data, pixelWidth: size.0, pixelHeight: size.1), hash: contentHash(data),
                pointSize: CGSize(width: Double(size.0) / scale, height: Double(size.1) / scale))
        }
        return nil
    }

    /// Every PNG under the resource roots, by base name (image sets by their set name).
    private func buildIndex() -> [String: URL] {
        var roots: [URL] = []
        if let r = Bundle.main.resourceURL { roots.append(r) }
        let exeDir = Bundle.main.executableURL?.deletingLastPathComponent()
        if let exeDir,
            let items = try? FileManager.default.contentsOfDirectory(at: exeDir, includingPropertiesForKeys: nil)
        {
            roots += items.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        }
        var index: [String: URL] = [:]
        for root in roots {
            guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            var visited = 0
            for case let url as URL in e {
                visited += 1
                if visited > 20_000 { break }
                guard url.pathExtension.lowercased() == "png" else { continue }
                let base = url.deletingPathExtension().lastPathComponent
                if index[base] == nil { index[base] = url }
                let parent = url.deletingLastPathComponent()
                if parent.pathExtension == "imageset" {
                    let setName = parent.deletingPathExtension().lastPathComponent
                    let suffix = base.hasSuffix("@3x") ? "@3x" : base.hasSuffix("@2x") ? "@2x" : ""
                    if index[setName + suffix] == nil { index[setName + suffix] = url }
                }
            }
        }
        return index
    }
}

/// Width and height from a PNG's IHDR chunk, or nil when `data` is not a PNG.
func pngSize(_ data: Data) -> (Int, Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard data.count >= 24, Array(data.prefix(8)) == signature else { return nil }
    let b = [UInt8](data[16..<24])
    let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
    let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
    return w > 0 && h > 0 ? (w, h) : nil
}

/// FNV-1a 64-bit of `data`, as 16 hex digits: the archive's image key.
func contentHash(_ data: Data) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        h ^= UInt64(byte)
        h = h &* 0x100_0000_01b3
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
