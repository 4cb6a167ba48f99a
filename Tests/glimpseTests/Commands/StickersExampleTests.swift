//  StickersExampleTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 11 end to end — the Stickers example (unchanged iOS source using UIKit, an
//  asset catalog through generated symbols, and a string catalog) is built, previewed by
//  `glimpse preview`, and its archives carry the catalog's images, colours and strings.

import Foundation
import GlimpseArchive
import Testing

struct StickersExampleTests {
    private var stickers: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("Stickers").path
    }

    private func texts(_ item: DisplayItem) -> [String] {
        switch item {
        case .text(let t): return [t.string]
        case .group(let g): return g.children.flatMap(texts)
        default: return []
        }
    }

    @Test func previewsStickersWithItsAssetsStringsAndUIKitDrawing() throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: stickers),
            "build the example first: swift build --product Stickers")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try GlimpseBinary.run(
            ["preview", stickers, "--family", "systemSmall", "--color-scheme", "dark", "--out", "out"], in: folder.url)
        #expect(run.status == 0, "\(run.stderr)")
        let snapshot = folder.url.appendingPathComponent("out/StickersWidget-systemSmall-snapshot.json")
        let archive = try ArchiveCoding.decodeArchive(Data(contentsOf: snapshot))
        // The string catalog's plural form, the sticker image set and the UIKit-drawn badge.
        #expect(texts(archive.content) == ["Sticker Book", "3 stickers"])
        #expect(archive.images.count == 2)
        #expect(archive.images.values.contains { $0.pixelWidth == 144 })  // Sticker.imageset at 3x
        #expect(archive.images.values.contains { $0.pixelWidth == 84 })  // 28 pt badge at 3x
        // The colour set's dark appearance (0x2C 0x2A 0x3A) as the container background.
        guard case .group(let layer)? = archive.background, case .shape(let shape)? = layer.children.first,
            case .color(let paper)? = shape.fill
        else {
            Issue.record("no colour background: \(String(describing: archive.background))")
            return
        }
        #expect(abs(paper.red - 0x2C / 255.0) < 1e-6 && abs(paper.blue - 0x3A / 255.0) < 1e-6)
    }
}
