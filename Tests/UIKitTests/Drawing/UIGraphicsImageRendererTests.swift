//  UIGraphicsImageRendererTests.swift — UIKitTests
//  Drawing into a bitmap as widget code does (fill, paths, images), then showing it in SwiftUI.

import Foundation
import SwiftUI
import Testing
import UIKit

struct UIGraphicsImageRendererTests {
    typealias F = UIKitFixture

    static func format(_ scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func sizeIsInPointsAtTheFormatsScale() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: Self.format(3)).image { _ in }
        #expect(image.size == CGSize(width: 10, height: 6))
        #expect(image.scale == 3)
        let png = try #require(image.pngData())
        let pixels = try #require(Pixels(png))
        #expect(pixels.width == 30 && pixels.height == 18)
        #expect(pixels[0, 0].3 == 0)  // transparent unless opaque
    }

    @Test func fillsRectsAndPathsInTheCurrentFillColour() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: Self.format(1))
        let image = renderer.image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 10, width: 10, height: 10)).fill()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let png = try #require(image.pngData())
        try png.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("uikit-renderer.png"))
        let pixels = try #require(Pixels(png))
        #expect(nearPixel(pixels[10, 5], (0, 122, 255, 255)))
        #expect(nearPixel(pixels[5, 15], (255, 0, 0, 255)))
        #expect(pixels[0, 10].3 == 0)  // outside the oval
        #expect(nearPixel(pixels[15, 15], (0, 255, 0, 255)))
    }

    @Test func drawsADecodedImageStretchedAndShowsInSwiftUI() throws {
        let source = try #require(UIImage(data: F.redOverBluePNG))
        let thumbnail = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: Self.format(2)).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let pixels = try F.render(
            Image(uiImage: thumbnail), size: CGSize(width: 8, height: 8), env: F.env(scale: 2), saveAs: "thumbnail")
        #expect(nearPixel(pixels[8, 1], (255, 0, 0, 255)))
        #expect(nearPixel(pixels[8, 14], (0, 0, 255, 255)))
    }

    @Test func roundedRectStrokeAndClip() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: Self.format(1))
        let image = renderer.image { context in
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8).addClip()
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let png = try #require(image.pngData())
        let pixels = try #require(Pixels(png))
        #expect(pixels[0, 0].3 == 0)  // the corner is clipped away
        #expect(pixels[10, 10].3 == 255)
    }

    @Test func emptySizeGivesAnEmptyImage() {
        let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.size == .zero)
    }
}
