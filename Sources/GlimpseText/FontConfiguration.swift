//  FontConfiguration.swift — GlimpseText (Glimpse)
//  Status: Complete for Debian-style systems (fonts in /usr/share/fonts, rules in /etc/fonts/conf.d)
//  Behaviour: issue 14 "Fonts, hinting and anti-aliasing are fixed for snapshots": a fontconfig
//  configuration of Glimpse's own replaces the process's. It sees only the system's font
//  directory (where scripts/setup's Debian packages install), follows the system's packaged rules
//  (/etc/fonts/conf.d) but not a person's (`50-user.conf`: ~/.config/fontconfig, `51-local.conf`,
//  FONTCONFIG_FILE), ignores ~/.fonts and /usr/local/share/fonts, and turns hinting, the subpixel
//  order and the LCD filter off on every font (Cairo's font options fix grey anti-aliasing). So
//  two machines set up by scripts/setup measure and draw text alike, whatever fonts or settings
//  their users added.

import CPangoCairo
import Foundation
import Synchronization

/// The fixed fontconfig configuration snapshot tests draw with.
package enum FontConfiguration {
    /// Where the fonts are: the system's directory, where Debian's font packages install.
    package static let fontDirectories = ["/usr/share/fonts"]
    /// The system's packaged rules, read in name order, minus the files that pull in a person's
    /// or the machine administrator's own configuration.
    package static let ruleDirectory = "/etc/fonts/conf.d"
    package static let excludedRules: Set<String> = ["50-user.conf", "51-local.conf"]

    private static let installed = Mutex(false)

    /// Makes every font map made from now on use the fixed configuration (`FontContexts`
    /// drops the ones it holds, and the text-layout memo forgets its answers). Idempotent;
    /// safe from any thread.
    /// - Returns: false if fontconfig refused the configuration (the process's stays in use).
    @discardableResult
    package static func install() -> Bool {
        installed.withLock { installed in
            if installed { return true }
            guard let config = makeConfig() else { return false }
            FontContexts.use(config)
            TextLayout.forgetAnswers()
            installed = true
            return true
        }
    }

    /// The configuration's XML (also what `install` loads).
    package static var xml: String {
        var lines = [
            "<?xml version=\"1.0\"?>", "<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">", "<fontconfig>",
        ]
        lines += fontDirectories.map { "  <dir>\($0)</dir>" }
        lines.append("  <cachedir prefix=\"xdg\">fontconfig</cachedir>")
        lines.append("  <cachedir>/var/cache/fontconfig</cachedir>")
        let rules = ((try? FileManager.default.contentsOfDirectory(atPath: ruleDirectory)) ?? [])
            .filter { $0.hasSuffix(".conf") && !excludedRules.contains($0) }.sorted()
        lines += rules.map { "  <include ignore_missing=\"yes\">\(ruleDirectory)/\($0)</include>" }
        // Last, so they win over the rules: the same rasterisation everywhere. Anti-aliasing is
        // left to Cairo's font options (grey, `FontResolver.applyFontOptions`): assigning it on
        // the font here stops Cairo loading the colour bitmaps of Noto Color Emoji.
        for target in ["pattern", "font"] {
            lines += [
                "  <match target=\"\(target)\">",
                "    <edit name=\"hinting\" mode=\"assign\"><bool>false</bool></edit>",
                "    <edit name=\"hintstyle\" mode=\"assign\"><const>hintnone</const></edit>",
                "    <edit name=\"autohint\" mode=\"assign\"><bool>false</bool></edit>",
                "    <edit name=\"rgba\" mode=\"assign\"><const>none</const></edit>",
                "    <edit name=\"lcdfilter\" mode=\"assign\"><const>lcdnone</const></edit>",
                "  </match>",
            ]
        }
        lines.append("</fontconfig>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A new `FcConfig*` from `xml`, fonts scanned; nil if fontconfig refuses it.
    private static func makeConfig() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let loaded = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: strlen(text) + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard loaded == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }
}
