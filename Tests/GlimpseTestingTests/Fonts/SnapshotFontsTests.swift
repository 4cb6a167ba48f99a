//  SnapshotFontsTests.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "a reference recorded on one machine matches on another with the same
//  scripts/setup": a fresh process whose user fontconfig maps Inter to another font and turns
//  hinting and subpixel anti-aliasing on still draws a snapshot byte for byte as this process does.

import Foundation
import GlimpseText
import SwiftUI
import Testing

@testable import GlimpseTesting

struct SnapshotFontsTests {
    @Test func freshProcessWithAHostileFontconfigDrawsTheSameBytes() async throws {
        let here = try render(HeartRateView(), as: .widget()).pngData()
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            // A person's configuration: Inter replaced by DejaVu Serif, full hinting, RGB subpixels.
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-hostile-\(getpid()).conf")
            let hostile = """
                <?xml version="1.0"?>
                <fontconfig>
                  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
                  <match target="pattern">
                    <test name="family"><string>Inter</string></test>
                    <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
                  </match>
                  <match target="font">
                    <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
                    <edit name="rgba" mode="assign"><const>rgb</const></edit>
                  </match>
                </fontconfig>
                """
            try Data(hostile.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            setenv("FONTCONFIG_FILE", file.path, 1)
            let probe = Text("Heart rate 72").fixedSize().accessibilityIdentifier("probe")
            let size = CGSize(width: 400, height: 100)
            let before = layoutFrames(of: probe, in: size)["probe"]?.width
            let png = try render(HeartRateView(), as: .widget()).pngData()
            let after = layoutFrames(of: probe, in: size)["probe"]?.width
            // The hostile configuration did change the text until the snapshot fonts took over.
            guard let before, let after, before != after else { exit(2) }
            print("PNG<\(png.base64EncodedString())>PNG")
            exit(0)
        }
        let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
        let start = try #require(output.range(of: "PNG<"))
        let end = try #require(output.range(of: ">PNG"))
        let there = Data(base64Encoded: String(output[start.upperBound..<end.lowerBound]))
        #expect(there == here)
    }

    @Test func emojiKeepTheirColoursUnderTheFixedConfiguration() throws {
        let shown = try render(Text("😀").font(.system(size: 40)), as: .image(scale: 1))
        let image = shown.image
        let coloured = stride(from: 0, to: image.rgba.count, by: 4).filter { i in
            let (r, g, b, a) = (image.rgba[i], image.rgba[i + 1], image.rgba[i + 2], image.rgba[i + 3])
            return a > 0 && !(r == g && g == b)
        }
        #expect(coloured.count > 200)
    }

    @Test func fixedConfigurationSeesOnlyTheSystemFontsAndPackagedRules() {
        let xml = FontConfiguration.xml
        #expect(xml.contains("<dir>/usr/share/fonts</dir>"))
        #expect(!xml.contains("50-user.conf") && !xml.contains("51-local.conf"))
        #expect(!xml.contains("/usr/local/share/fonts") && !xml.contains("~/.fonts"))
        #expect(xml.contains("<edit name=\"hintstyle\" mode=\"assign\"><const>hintnone</const></edit>"))
    }
}
