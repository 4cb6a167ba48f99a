//  MeasurementFormatStyleTests.swift — SwiftUITests
//  Measurement.FormatStyle under fixed locales: the locale's unit for `.general`, the given one
//  for `.asProvided`, CLDR's widths (en_US, de_DE).

import Foundation
import Testing

@testable import SwiftUI

private let celsius = Measurement(value: 21.5, unit: UnitTemperature.celsius)
private let distance = Measurement(value: 5.2, unit: UnitLength.kilometers)

/// The string a text shows in `locale`.
private func shown(_ text: Text, _ locale: String) -> String {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: locale)
    return text.pieces(in: env).map(\.text).joined()
}

struct MeasurementFormatStyleTests {
    @Test(arguments: [
        // the US system converts to °F; no space before °C/°F in English
        (Text(celsius, format: .measurement(width: .abbreviated)), "en_US", "70.7°F"),
        (Text(celsius, format: .measurement(width: .abbreviated)), "de_DE", "21,5 °C"),
        // narrow and hidden scale: the degree sign alone
        (Text(celsius, format: .measurement(width: .narrow)), "de_DE", "21,5°"),
        (
            Text(celsius, format: .measurement(width: .abbreviated, usage: .weather, hidesScaleName: true)), "en_US",
            "70.7°"
        ),
        // as provided: the unit is kept; wide spells it out
        (Text(celsius, format: .measurement(width: .wide, usage: .asProvided)), "en_US", "21.5 degrees Celsius"),
        (Text(celsius, format: .measurement(width: .wide, usage: .asProvided)), "de_DE", "21,5 Grad Celsius"),
        // a converted distance keeps three significant digits
        (Text(distance, format: .measurement(width: .wide, usage: .road)), "en_US", "3.23 miles"),
        (Text(distance, format: .measurement(width: .abbreviated)), "de_DE", "5,2 km"),
        (Text(distance, format: .measurement(width: .narrow, usage: .asProvided)), "en_US", "5.2km"),
        // a number style is used as given
        (
            Text(
                Measurement(value: 20, unit: UnitSpeed.kilometersPerHour),
                format: .measurement(
                    width: .abbreviated, usage: .wind, numberFormatStyle: .number.precision(.fractionLength(0)))),
            "en_US", "12 mph"
        ),
    ])
    func measurementShowsTheLocalesUnitAndWidth(_ text: Text, _ locale: String, _ expected: String) {
        #expect(shown(text, locale) == expected)
    }

    @Test func formattedUsesTheStyleDirectly() {
        let style = Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de_DE"))
        #expect(celsius.formatted(style) == "21,5 °C")
        #expect(style.format(Measurement(value: 50, unit: .fahrenheit)) == "10 °C")
    }
}
