//  ArchiveRendererTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: pins ArchiveRenderer's outputs (pixels, PNG, SVG, PDF, files), its layer order and
//  corner mask, and its errors.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

struct ArchiveRendererTests {
    private typealias T = TestArchives

    @Test(arguments: [1.0, 2.0, 3.0])
    func redRectangleFillsItsFrameAndNothingElse(scale: Double) throws {
        let archive = T.archive([T.rect(Rect(x: 20, y: 30, width: 40, height: 20), .color(T.red))])
        let image = try T.render(archive, scale: scale)
        #expect(image.width == Int(100 * scale) && image.height == Int(100 * scale))
        #expect(image.at(21, 31, scale: scale) == .solidRed)
        #expect(image.at(59.5, 49.5, scale: scale) == .solidRed)
        #expect(image.at(19.5, 40, scale: scale) == .transparent)
        #expect(image.at(40, 50.5, scale: scale) == .transparent)
        #expect(image.at(90, 90, scale: scale) == .transparent)
        let redPixels = image.count { $0 == .solidRed }
        #expect(redPixels == Int(40 * scale) * Int(20 * scale))
    }

    @Test func scaleDefaultsToTheArchiveDisplayScale() throws {
        var archive = T.archive(width: 10, height: 20, [])
        archive.displayScale = 2
        let image = try ArchiveRenderer().renderImage(archive)
        #expect(image.width == 20 && image.height == 40)
    }

    @Test func pngBytesStartWithTheSignatureAndDecodeToTheSamePixels() throws {
        let archive = T.archive([
            T.rect(Rect(x: 10, y: 10, width: 30, height: 30), .color(T.red)),
            T.rect(Rect(x: 50, y: 50, width: 30, height: 30), .color(RGBA(0, 0.5, 1, 0.5))),
        ])
        let renderer = ArchiveRenderer()
        let options = RenderOptions(scale: 2)
        let png = try renderer.renderPNG(archive, options: options)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try #require(T.decodePNG(png))
        let direct = try renderer.renderImage(archive, options: options)
        #expect(decoded.width == 200 && decoded.height == 200)
        // Cairo premultiplies on reading, so half-transparent pixels may come back ±1.
        #expect(zip(decoded.rgba, direct.rgba).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        #expect(decoded.count { $0 == .solidRed } == direct.count { $0 == .solidRed })
        #expect(decoded.at(60, 60, scale: 2).isClose(to: RasterImage.Pixel(0, 128, 255, 128)))
    }

    @Test func svgOutputIsAnSvgDocumentSizedInPoints() throws {
        let archive = T.archive(
            width: 158, height: 158, [T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(T.red))])
        let svg = String(decoding: try ArchiveRenderer().renderSVG(archive), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("158pt"))
    }

    @Test func svgKeepsMasksAndAngularGradientsFromTurningThePageIntoABitmap() throws {
        var masked = T.group([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.red))])
        masked.mask = T.rect(Rect(x: 10, y: 10, width: 30, height: 30), .color(.black))
        let conic = Paint.angularGradient(
            stops: [GradientStop(color: T.red, location: 0), GradientStop(color: T.blue, location: 1)],
            center: Point(x: 150, y: 50), startAngle: 0, endAngle: 2 * .pi)
        let archive = T.archive(
            width: 200, height: 100, [.group(masked), T.rect(Rect(x: 130, y: 30, width: 40, height: 40), conic)])
        let svg = String(
            decoding: try ArchiveRenderer().renderSVG(archive, options: RenderOptions(scale: 2)), as: UTF8.self)
        #expect(svg.contains("<mask"))
        // Cairo's whole-page fallback would be at least 200 pt × 300/72 px wide.
        let widths = svg.components(separatedBy: "<image").dropFirst().compactMap { tag -> Int? in
            guard let range = tag.range(of: "width=\"") else { return nil }
            return Int(tag[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(widths.count == 1 && widths.allSatisfy { $0 <= 90 })
    }

    @Test func pdfOutputStartsWithThePDFHeader() throws {
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(T.red))])
        let pdf = try ArchiveRenderer().renderPDF(archive)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
    }

    @Test(arguments: [
        (Size(width: 0, height: 100), 1.0),  // zero width
        (Size(width: 100, height: -5), 1.0),  // negative height
        (Size(width: .nan, height: 100), 1.0),  // NaN width
        (Size(width: 100, height: .infinity), 1.0),  // infinite height
        (Size(width: 3000, height: 100), 3.0),  // 9000 px wide, over 8192
        (Size(width: 100, height: 100), 0.0),  // zero scale
        (Size(width: 100, height: 100), .nan),  // NaN scale
        (Size(width: 0.1, height: 0.1), 1.0),  // rounds to 0 px
    ])
    func invalidCanvasIsRejectedWithInvalidSize(size: Size, scale: Double) {
        var archive = T.archive([])
        archive.size = size
        let renderer = ArchiveRenderer()
        for format in RenderFormat.allCases {
            #expect {
                _ = try renderer.render(archive, format: format, options: RenderOptions(scale: scale))
            } throws: { ($0 as? RenderError)?.code == .invalidSize }
        }
        #expect(throws: RenderError.self) {
            _ = try renderer.renderImage(archive, options: RenderOptions(scale: scale))
        }
    }

    @Test func largestAllowedCanvasIs8192PixelsASide() throws {
        let archive = T.archive(width: 8192, height: 1, [])
        let image = try T.render(archive, scale: 1)
        #expect(image.width == 8192)
    }

    @Test func containerBackgroundIsDrawnUnderContentUnlessHidden() throws {
        let archive = T.archive(
            [T.rect(Rect(x: 40, y: 40, width: 20, height: 20), .color(T.red))],
            background: T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.blue)))
        let shown = try T.render(archive)
        #expect(shown.at(50, 50) == .solidRed)
        #expect(shown.at(5, 5) == .solidBlue)
        let hidden = try T.render(archive, options: RenderOptions(showsContainerBackground: false))
        #expect(hidden.at(50, 50) == .solidRed)
        #expect(hidden.at(5, 5) == .transparent)
    }

    @Test func backgroundColorFillsTheCanvasBeforeEveryLayer() throws {
        let archive = T.archive([T.rect(Rect(x: 40, y: 40, width: 20, height: 20), .color(RGBA(1, 0, 0, 0.5)))])
        let image = try T.render(archive, options: RenderOptions(backgroundColor: RGBA(0, 0, 1)))
        #expect(image.at(5, 5) == .solidBlue)
        #expect(image.at(50, 50).isClose(to: RasterImage.Pixel(128, 0, 127, 255)))
    }

    @Test(arguments: [1.0, 3.0])
    func cornerMaskLeavesCornersTransparent(scale: Double) throws {
        let archive = T.archive(
            width: 158, height: 158, [T.rect(Rect(x: 0, y: 0, width: 158, height: 158), .color(T.red))])
        let image = try T.render(archive, scale: scale, options: RenderOptions(cornerRadius: 22))
        for (x, y) in [(0.5, 0.5), (157.5, 0.5), (0.5, 157.5), (157.5, 157.5), (3, 3)] {
            #expect(image.at(x, y, scale: scale) == .transparent, "corner (\(x), \(y))")
        }
        for (x, y) in [(79.0, 0.5), (0.5, 79), (79, 79), (157.5, 79), (12, 12)] {
            #expect(image.at(x, y, scale: scale) == .solidRed, "inside (\(x), \(y))")
        }
    }

    @Test func cornerMaskAlsoClipsTheVectorOutputs() throws {
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 100, height: 100), .color(T.red))])
        let options = RenderOptions(cornerRadius: 20)
        let plain = try ArchiveRenderer().renderSVG(archive)
        let masked = try ArchiveRenderer().renderSVG(archive, options: options)
        let svg = String(decoding: masked, as: UTF8.self)
        #expect(svg.contains("clip"))
        #expect(masked != plain)
    }

    @Test func infiniteCornerRadiusMasksACircle() throws {
        let archive = T.archive(width: 72, height: 72, [T.rect(Rect(x: 0, y: 0, width: 72, height: 72), .color(T.red))])
        let radius = try #require(RenderOptions.cornerRadius(forFamily: "accessoryCircular"))
        let image = try T.render(archive, scale: 2, options: RenderOptions(cornerRadius: radius))
        #expect(image.at(36, 36, scale: 2) == .solidRed)
        #expect(image.at(36, 1, scale: 2) == .solidRed)
        // (36 ± 25.5, 36 ± 25.5) is 36 pt from the centre: just outside the circle.
        #expect(image.at(10, 10, scale: 2) == .transparent)
        #expect(image.at(62, 62, scale: 2) == .transparent)
        #expect(image.at(12, 12, scale: 2) == .solidRed)
    }

    @Test func fileFormatFollowsTheExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let archive = T.archive([T.rect(Rect(x: 0, y: 0, width: 10, height: 10), .color(T.red))])
        let renderer = ArchiveRenderer()
        for (name, prefix) in [("a.png", "\u{89}PNG"), ("b.SVG", "<?xml"), ("c.pdf", "%PDF")] {
            let url = directory.appendingPathComponent(name)
            try renderer.render(archive, to: url)
            let bytes = try Data(contentsOf: url)
            #expect(Array(bytes.prefix(4)) == Array(prefix.unicodeScalars.prefix(4).map { UInt8($0.value) }), "\(name)")
        }
    }

    @Test func unknownExtensionIsRejectedWithUnsupportedFormat() {
        let url = URL(fileURLWithPath: "/tmp/widget.jpeg")
        #expect {
            try ArchiveRenderer().render(T.archive([]), to: url)
        } throws: { error in (error as? RenderError)?.code == .unsupportedFormat }
    }

    @Test func unwritablePathGivesAnIOErrorNamingThePath() {
        let url = URL(fileURLWithPath: "/nonexistent-glimpse-dir/widget.png")
        #expect {
            try ArchiveRenderer().render(T.archive([]), to: url)
        } throws: { error in
            guard let error = error as? RenderError else { return false }
            return error.code == .io && error.message.contains("/nonexistent-glimpse-dir/widget.png")
        }
    }

    @Test func oneRendererDrawsSuccessiveFramesIndependently() throws {
        let renderer = ArchiveRenderer()
        let first = T.archive([T.rect(Rect(x: 0, y: 0, width: 50, height: 50), .color(T.red))])
        let second = T.archive([T.rect(Rect(x: 50, y: 50, width: 50, height: 50), .color(T.blue))])
        _ = try renderer.renderPNG(first, options: RenderOptions(scale: 1))
        let image = T.decodePNG(try renderer.renderPNG(second, options: RenderOptions(scale: 1)))
        #expect(image?.at(10, 10) == .transparent)
        #expect(image?.at(60, 60) == .solidBlue)
    }

    @Test func concurrentRendersOnOneRendererGiveIdenticalBytes() async throws {
        let renderer = ArchiveRenderer()
        let archive = T.archive([
            T.rect(Rect(x: 10, y: 10, width: 50, height: 50), .color(T.red)),
            T.rect(Rect(x: 40, y: 40, width: 50, height: 50), .color(RGBA(0, 0, 1, 0.5))),
        ])
        let options = RenderOptions(scale: 2, cornerRadius: 22)
        let expected = try renderer.renderPNG(archive, options: options)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.renderPNG(archive, options: options) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }
}
