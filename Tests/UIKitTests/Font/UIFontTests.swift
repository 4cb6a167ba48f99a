//  UIFontTests.swift — UIKitTests
//  UIFont's sizes and metrics as widget code reads them, and Font(_: UIFont) in a Text.

import Foundation
import GlimpseArchive
import SwiftUI
import Testing
import UIKit

struct UIFontTests {
    @Test func systemFontMetricsMatchSFPro() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(abs(font.lineHeight - 20.29) < 0.01)  // iOS: 20.287
        #expect(font.descender < 0)
    }

    @Test(arguments: [
        (UIFont.TextStyle.largeTitle, 34.0), (.title1, 28), (.headline, 17), (.body, 17), (.caption1, 12),
        (.caption2, 11),
    ])
    func preferredFontsHaveTheLargeDynamicTypeSizes(style: UIFont.TextStyle, size: Double) {
        #expect(UIFont.preferredFont(forTextStyle: style).pointSize == CGFloat(size))
    }

    @Test func fontFromUIFontKeepsSizeAndWeight() {
        let text = Text("72°").font(Font(UIFont.systemFont(ofSize: 40, weight: .bold)))
        let archive = UIKitFixture.archive(text, size: CGSize(width: 200, height: 100))
        guard case .group(let root) = archive.content, case .text(let item) = root.children.first,
            let run = item.lines.first?.runs.first
        else {
            Issue.record("no text item")
            return
        }
        #expect(run.font.size == 40)
        #expect(run.font.weight == 700)
    }

    @Test func screenReportsThePreviewedDevice() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect((1...4).contains(UIScreen.main.scale))
    }
}
