//  UIImageTests.swift — UIKitTests
//  UIImage read from PNG and JPEG bytes, files and asset catalogs, drawn by SwiftUI's
//  Image(uiImage:) and sampled.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import UIKit

struct UIImageTests {
    typealias F = UIKitFixture

    @Test func pngDataDrawsItsPixelsThroughImageUIImage() throws {
        let image = try #require(UIImage(data: F.redOverBluePNG))
        #expect(image.size == CGSize(width: 4, height: 4))
        let view = Image(uiImage: image).resizable().frame(width: 40, height: 40)
        let pixels = try F.render(view, size: CGSize(width: 40, height: 40), saveAs: "png")
        #expect(nearPixel(pixels[20, 5], (255, 0, 0, 255)))
        #expect(nearPixel(pixels[20, 35], (0, 0, 255, 255)))
    }

    @Test func jpegDataDrawsItsPixelsThroughImageUIImage() throws {
        // A JPEG encoded by libturbojpeg from the PNG fixture, then read back as widget code would.
        let jpeg = try #require(UIImage(data: F.redOverBluePNG)?.jpegData(compressionQuality: 1))
        #expect(Array(jpeg.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let image = try #require(UIImage(data: jpeg))
        let view = Image(uiImage: image).resizable().frame(width: 40, height: 40)
        let pixels = try F.render(view, size: CGSize(width: 40, height: 40), saveAs: "jpeg")
        // 4:2:0 chroma subsampling blurs the 2-pixel halves' colours a little.
        #expect(nearPixel(pixels[20, 2], (255, 0, 0, 255), 40))
        #expect(nearPixel(pixels[20, 38], (0, 0, 255, 255), 40))
    }

    @Test func dataScaleDividesThePointSize() throws {
        let image = try #require(UIImage(data: F.redOverBluePNG, scale: 2))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 2))
        let frames = F.archive(Image(uiImage: image), size: CGSize(width: 10, height: 10))
        guard case .group(let root) = frames.content, case .image(let item) = root.children.first else {
            Issue.record("no image item")
            return
        }
        #expect(item.frame.width == 2 && item.frame.height == 2)
        #expect(frames.images[item.hash]?.pixelWidth == 4)
    }

    @Test(arguments: [
        Data(),  // empty
        Data("GIF89a".utf8),  // not PNG or JPEG
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]),  // PNG signature, no chunks
        Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]),  // JPEG marker, no frame
    ])
    func unreadableDataGivesNil(data: Data) {
        #expect(UIImage(data: data) == nil)
    }

    @Test func contentsOfFileTakesItsScaleFromTheName() throws {
        let bundle = try F.bundle(["icon@2x.png": F.redOverBluePNG])
        let image = try #require(UIImage(contentsOfFile: bundle.bundlePath + "/icon@2x.png"))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(UIImage(contentsOfFile: bundle.bundlePath + "/missing.png") == nil)
    }

    @Test func pngDataRoundTripsTheBytes() throws {
        let image = try #require(UIImage(data: F.redOverBluePNG))
        #expect(image.pngData() == F.redOverBluePNG)
    }

    @Test func tintedImageDrawsItsAlphaInTheTint() throws {
        let image = try #require(UIImage(data: F.redOverBluePNG)).withTintColor(.green)
        let view = Image(uiImage: image).resizable().frame(width: 20, height: 20)
        let pixels = try F.render(view, size: CGSize(width: 20, height: 20))
        #expect(nearPixel(pixels[10, 3], (0, 255, 0, 255)))
        #expect(nearPixel(pixels[10, 17], (0, 255, 0, 255)))
    }

    @Test func alwaysTemplateImageTakesTheForegroundStyle() throws {
        let image = try #require(UIImage(data: F.redOverBluePNG)).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        let view = Image(uiImage: image).resizable().foregroundStyle(Color.white).frame(width: 20, height: 20)
        let pixels = try F.render(view, size: CGSize(width: 20, height: 20))
        #expect(nearPixel(pixels[10, 17], (255, 255, 255, 255)))
    }

    @Test func systemNameImageDrawsAsASymbol() throws {
        let image = try #require(UIImage(systemName: "star.fill"))
        #expect(image.isSymbolImage)
        #expect(image.size.width > 0)
        let archive = F.archive(Image(uiImage: image), size: CGSize(width: 40, height: 40))
        guard case .group(let root) = archive.content, case .symbol(let symbol) = root.children.first else {
            Issue.record("no symbol item")
            return
        }
        #expect(symbol.name == "star.fill")
    }

    @Test func emptyImageHasNoSizeAndDrawsNothing() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
        #expect(F.archive(Image(uiImage: image), size: CGSize(width: 10, height: 10)).images.isEmpty)
    }
}
