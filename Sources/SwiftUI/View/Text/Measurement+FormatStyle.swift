//  Measurement+FormatStyle.swift — SwiftUI (Glimpse)
//  Status: Partial — temperature, length, speed and mass spelled out in English and German;
//  other units and languages show the unit's symbol
//  Behaviour: Apple Foundation "Measurement.FormatStyle", "MeasurementFormatUnitUsage" (iOS 15),
//  missing from swift-corelibs-foundation on Linux (checked on 6.3.1), so declared here for
//  widget code that imports SwiftUI. `.general` and the other usages show the value in the
//  unit the locale prefers (°F, miles, mph, pounds in the US system), to three significant
//  digits unless a number style is given; `.asProvided` keeps the unit. Widths follow CLDR's
//  patterns: abbreviated "21.5°C" / "5.2 km", narrow "21.5°" / "5.2km", wide "21.5 degrees
//  Celsius". Pinned in MeasurementFormatStyleTests.

public import Foundation

/// How a measurement's unit is chosen for a locale: as given, or the one people there use.
///
/// Source: Apple Foundation "MeasurementFormatUnitUsage".
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let keepsUnit: Bool

    /// The unit the locale prefers for this dimension.
    public static var general: Self { Self(keepsUnit: false) }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(keepsUnit: true) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures in a forecast (the locale's unit).
    public static var weather: Self { .general }
    /// Body temperatures (the locale's unit).
    public static var person: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on roads (the locale's unit).
    public static var road: Self { .general }
    /// A person's height (the locale's unit).
    public static var personHeight: Self { .general }
    /// Rainfall (the locale's unit).
    public static var rainfall: Self { .general }
    /// Snowfall (the locale's unit).
    public static var snowfall: Self { .general }
    /// Visibility (the locale's unit).
    public static var visibility: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed (the locale's unit).
    public static var wind: Self { .general }
}

extension Measurement where UnitType: Dimension {
    /// Formats a measurement with its unit, in a locale.
    ///
    /// Source: Apple Foundation "Measurement.FormatStyle".
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit's name shows.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let rawValue: Int
            /// "21.5 degrees Celsius".
            public static var wide: UnitWidth { UnitWidth(rawValue: 0) }
            /// "21.5°C", "5.2 km".
            public static var abbreviated: UnitWidth { UnitWidth(rawValue: 1) }
            /// "21.5°", "5.2km".
            public static var narrow: UnitWidth { UnitWidth(rawValue: 2) }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; nil uses the locale's plain number style.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// For temperatures: "21.5°" instead of "21.5°C".
        public var hidesScaleName: Bool = false

        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent,
            usage: MeasurementFormatUnitUsage<UnitType>? = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// `measurement` as text, e.g. "70.7°F" for 21.5 °C in `en_US` with `.general`.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let shown = usage?.keepsUnit == false ? MeasurementUnits.preferred(measurement, in: locale) : measurement
            // A converted value keeps three significant digits ("3.23 mi", not "3.231138 mi").
            let converted = shown.unit != measurement.unit
            let numbers = numberFormatStyle ?? FloatingPointFormatStyle<Double>()
            let number =
                (converted && numberFormatStyle == nil ? numbers.precision(.significantDigits(1...3)) : numbers)
                .locale(locale).format(shown.value)
            return MeasurementUnits.pattern(
                number: number, unit: shown.unit, width: width.rawValue, hidesScaleName: hidesScaleName, locale: locale)
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }

    /// This measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
        style.format(self)
    }

    /// This measurement, abbreviated, in the current locale's preferred unit.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}

extension FormatStyle {
    /// A measurement style: `.measurement(width: .abbreviated, usage: .asProvided)`.
    public static func measurement<U: Dimension>(
        width: Measurement<U>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<U> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<U>.FormatStyle {
        Measurement<U>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension FormatStyle where Self == Measurement<UnitTemperature>.FormatStyle {
    /// A temperature style; `hidesScaleName` drops the "C"/"F" ("21°").
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self {
        var style = Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}

/// The unit tables behind `Measurement.FormatStyle`.
enum MeasurementUnits {
    /// `measurement` in the unit `locale`'s measurement system uses for its dimension.
    static func preferred<U: Dimension>(_ measurement: Measurement<U>, in locale: Locale) -> Measurement<U> {
        let us = locale.measurementSystem == .us
        let uk = locale.measurementSystem == .uk
        let target: Dimension?
        switch measurement.unit {
        case is UnitTemperature: target = us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case let unit as UnitLength:
            let toImperial: [String: UnitLength] = ["km": .miles, "m": .feet, "cm": .inches]
            let toMetric: [String: UnitLength] = ["mi": .kilometers, "yd": .meters, "ft": .meters, "in": .centimeters]
            target = (us || uk) ? toImperial[unit.symbol] : toMetric[unit.symbol]
        case let unit as UnitSpeed:
            target =
                (us || uk)
                ? (unit == .milesPerHour ? nil : UnitSpeed.milesPerHour)
                : (unit == .milesPerHour ? UnitSpeed.kilometersPerHour : nil)
        case let unit as UnitMass:
            target = us ? (unit == .kilograms ? UnitMass.pounds : nil) : (unit == .pounds ? UnitMass.kilograms : nil)
        default: target = nil
        }
        guard let target = target as? U else { return measurement }
        return measurement.converted(to: target)
    }

    /// The number and the unit joined as CLDR's short, narrow and long patterns do.
    static func pattern(number: String, unit: Dimension, width: Int, hidesScaleName: Bool, locale: Locale) -> String {
        let german = locale.language.languageCode?.identifier == "de"
        if unit is UnitTemperature {
            if width == 2 || hidesScaleName { return number + "°" }
            if width == 0, let name = wideNames(german)[unit.symbol] { return "\(number) \(name)" }
            return (german ? "\(number) " : number) + unit.symbol
        }
        switch width {
        case 0: return "\(number) \(wideNames(german)[unit.symbol] ?? unit.symbol)"
        case 2: return german ? "\(number) \(unit.symbol)" : number + unit.symbol
        default: return "\(number) \(unit.symbol)"
        }
    }

    /// Spelled-out unit names by symbol (plural forms, as "5.2 kilometers").
    private static func wideNames(_ german: Bool) -> [String: String] {
        german
            ? [
                "°C": "Grad Celsius", "°F": "Grad Fahrenheit", "km": "Kilometer", "m": "Meter", "cm": "Zentimeter",
                "mi": "Meilen", "ft": "Fuß", "in": "Zoll", "km/h": "Kilometer pro Stunde",
                "mph": "Meilen pro Stunde", "kg": "Kilogramm", "g": "Gramm", "lb": "Pfund", "L": "Liter",
            ]
            : [
                "°C": "degrees Celsius", "°F": "degrees Fahrenheit", "km": "kilometers", "m": "meters",
                "cm": "centimeters", "mi": "miles", "ft": "feet", "in": "inches", "km/h": "kilometers per hour",
                "mph": "miles per hour", "kg": "kilograms", "g": "grams", "lb": "pounds", "L": "liters",
            ]
    }
}
