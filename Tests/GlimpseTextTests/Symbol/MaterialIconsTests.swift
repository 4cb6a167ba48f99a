//  MaterialIconsTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: the codepoints in MaterialIcons.swift are the ones Debian's
//  fonts-material-design-icons-iconfont lists for the same names.

import Foundation
import GlimpseText
import Testing

struct MaterialIconsTests {
    static let variables = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    @Test(.enabled(if: FileManager.default.fileExists(atPath: variables)))
    func codepointsMatchThePackagesLigatureMap() throws {
        let text = try String(contentsOfFile: Self.variables, encoding: .utf8)
        var listed: [String: UInt32] = [:]
        for line in text.split(separator: "\n") {
            // Lines read `	"favorite": e87d,`.
            let parts = line.split(separator: "\"")
            guard parts.count == 3, let value = UInt32(parts[2].filter(\.isHexDigit), radix: 16) else { continue }
            listed[String(parts[1])] = value
        }
        #expect(listed.count > 2000)
        let wrong = MaterialIcons.codepoints.filter { listed[$0.key] != $0.value }.map(\.key)
        #expect(wrong == [])
    }

    @Test func favouriteIsE87D() {
        #expect(MaterialIcons.codepoints["favorite"] == 0xE87D)
        #expect(MaterialIcons.codepoints["favorite_border"] == 0xE87E)
    }
}
