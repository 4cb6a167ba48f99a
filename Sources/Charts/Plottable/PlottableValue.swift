//  PlottableValue.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "PlottableValue": a value with its label (`.value("Sales", 42)`),
//  and a date with the calendar unit it stands for (`.value("Day", date, unit: .day)`), which
//  makes a bar span that unit.

import Foundation
public import SwiftUI

/// A value to plot and what it is called (Apple Charts, `PlottableValue`).
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value
    /// The calendar unit a date stands for; nil for an instant.
    var unit: Calendar.Component?
    var calendar: Calendar = .current

    var plotted: PlotValue { PlotValue(value) }

    /// `label` names the value for accessibility and axis titles.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> Self {
        Self(label: "\(label)", value: value)
    }

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> Self {
        Self(label: String(label), value: value)
    }

    public static func value(_ label: Text, _ value: Value) -> Self { Self(label: "", value: value) }
}

extension PlottableValue where Value == Date {
    /// A date that stands for the whole `unit` it falls in (a bar then spans the day, the hour…).
    public static func value(
        _ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> Self {
        Self(label: "\(label)", value: value, unit: unit, calendar: calendar)
    }

    public static func value<S: StringProtocol>(
        _ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current
    ) -> Self {
        Self(label: String(label), value: value, unit: unit, calendar: calendar)
    }

    /// The span of the unit `value` falls in, or nil without a unit.
    var unitSpan: (start: Date, end: Date)? {
        guard let unit, let interval = calendar.dateInterval(of: unit, for: value) else { return nil }
        return (interval.start, interval.end)
    }
}
