//  DefaultLocaleTests.swift — SwiftUITests
//  A process whose POSIX locale names no language lays widgets out in en_US, as a US iPhone
//  does; any other keeps Foundation's current locale.

import Foundation
import Testing

@testable import SwiftUI

struct DefaultLocaleTests {
    private let german = Locale(identifier: "de_DE")

    @Test(arguments: [
        [:],  // nothing set
        ["LANG": "C.UTF-8"],  // Debian containers
        ["LANG": "C"],
        ["LANG": "POSIX"],
        ["LC_ALL": "C.utf8", "LANG": "de_DE.UTF-8"],  // LC_ALL wins
        ["LC_ALL": "", "LANG": "C"],  // an empty LC_ALL is unset
    ])
    func aLocaleWithoutALanguageGivesEnUS(environment: [String: String]) {
        #expect(DefaultLocale.locale(environment: environment, current: german).identifier == "en_US")
    }

    @Test(arguments: [["LANG": "de_DE.UTF-8"], ["LC_ALL": "fr_FR@euro", "LANG": "C"]])
    func aLocaleNamingALanguageKeepsTheCurrentOne(environment: [String: String]) {
        #expect(DefaultLocale.locale(environment: environment, current: german) == german)
    }

    @Test func enUSShowsDollarsAndMonthFirstDates() {
        var env = EnvironmentValues()
        env.locale = DefaultLocale.locale(environment: ["LANG": "C.UTF-8"], current: german)
        env.timeZone = TimeZone(identifier: "UTC")!
        let price = Text(197.2, format: .currency(code: "USD")).pieces(in: env).map(\.text).joined()
        let day = Text(Date(timeIntervalSince1970: 1_780_000_000), style: .date).pieces(in: env).map(\.text).joined()
        #expect(price == "$197.20")
        #expect(day == "May 28, 2026")
    }
}
