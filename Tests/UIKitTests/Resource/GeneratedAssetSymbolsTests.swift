//  GeneratedAssetSymbolsTests.swift — UIKitTests
//  This target's Fixtures/Assets.xcassets goes through the GenerateAssetSymbols plugin, so the
//  code below is what Xcode-generated asset symbols let widget code write, unchanged.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import UIKit

struct GeneratedAssetSymbolsTests {
    typealias F = UIKitFixture

    @Test func imageResourceSymbolDrawsTheImageSet() throws {
        #expect(ImageResource.heroAvatar.name == "hero-avatar")
        let view = Image(.heroAvatar).resizable().frame(width: 8, height: 8)
        let pixels = try F.render(view, size: CGSize(width: 8, height: 8), env: F.env(scale: 2))
        #expect(nearPixel(pixels[8, 2], (255, 0, 0, 255)))
        #expect(nearPixel(pixels[8, 13], (0, 0, 255, 255)))
        #expect(UIImage.heroAvatar.size == CGSize(width: 2, height: 2))  // 4 px at 2x
    }

    @Test func colorResourceSymbolDropsTheColorSuffixAndFollowsTheScheme() throws {
        #expect(ColorResource.brand.name == "Brand Color")
        let view = Rectangle().fill(.brand).frame(width: 4, height: 4)
        let dark = try F.render(view, size: CGSize(width: 4, height: 4), env: F.env(.dark))
        #expect(nearPixel(dark[2, 2], (128, 0, 255, 255)))
        let light = try F.render(Color(.brand).frame(width: 4, height: 4), size: CGSize(width: 4, height: 4))
        #expect(nearPixel(light[2, 2], (255, 128, 0, 255)))
        var r: CGFloat = 0
        _ = UIColor.brand.getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r == 1)
    }
}
