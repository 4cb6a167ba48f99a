//  LocalizedFormatTests.swift — GlimpseResourcesTests
//  Filling localised formats: order, positions, precision, literal percent, opaque arguments.

import Foundation
import GlimpseResources
import Testing

struct LocalizedFormatTests {
    let en = Locale(identifier: "en_US")

    @Test(arguments: [
        // in order
        ("%lld Artikel", [FormatArgument.int(3)], "3 Artikel"),
        // by position, reordered
        ("%2$@ hat %1$lld", [.int(5), .string("Ana")], "Ana hat 5"),
        // precision
        ("%.1f°", [.double(21.46)], "21.5°"),
        // literal percent
        ("100%% von %@", [.string("x")], "100% von x"),
        // a specifier without an argument is kept
        ("%@ und %@", [.string("a")], "a und %@"),
        // an already formatted value in a numeric slot
        ("%lld km", [.string("1,5")], "1,5 km"),
    ])
    func fillsSpecifiers(format: String, arguments: [FormatArgument], expected: String) {
        #expect(LocalizedFormat.string(format, arguments: arguments, locale: en) == expected)
    }

    @Test func decimalSeparatorFollowsTheLocale() {
        let de = Locale(identifier: "de_DE")
        #expect(LocalizedFormat.string("%.1f", arguments: [.double(2.5)], locale: de) == "2,5")
    }

    @Test func opaqueArgumentLeavesItsPlace() {
        let pieces = LocalizedFormat.apply("Start %@ Ende", arguments: [.opaque], locale: en)
        #expect(pieces == [.literal("Start "), .argument(0), .literal(" Ende")])
    }
}
