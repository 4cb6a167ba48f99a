//  PlottableProjection.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "PlottableProjection" (iOS 18): what a vectorized plot reads from each
//  element of its data — a key path and its label (`.value("Sales", \.amount)`), and for a date
//  the calendar unit it stands for — becoming one `PlottableValue` per element.

import Foundation
public import SwiftUI

/// A value each element of a plot's data gives, and what it is called (Apple Charts,
/// `PlottableProjection`): `.value("Sales", \.amount)`.
///
/// Source: Apple Charts "PlottableProjection" (iOS 18).
public struct PlottableProjection<DataElement, Value: Plottable> {
    let label: String
    let keyPath: KeyPath<DataElement, Value>
    var unit: Calendar.Component?
    var calendar: Calendar = .current

    /// The value of `element`, as a mark takes it.
    func value(of element: DataElement) -> PlottableValue<Value> {
        PlottableValue(label: label, value: element[keyPath: keyPath], unit: unit, calendar: calendar)
    }

    /// The value at `keyPath` of each element, named by `label`.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Value>) -> Self {
        Self(label: "\(label)", keyPath: keyPath)
    }

    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Value>) -> Self {
        Self(label: String(label), keyPath: keyPath)
    }

    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, Value>) -> Self {
        Self(label: "", keyPath: keyPath)
    }
}

extension PlottableProjection where Value == Date {
    /// Each element's date, standing for the whole `unit` it falls in (a bar spans the day…).
    public static func value(
        _ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
        calendar: Calendar = .current
    ) -> Self {
        Self(label: "\(label)", keyPath: keyPath, unit: unit, calendar: calendar)
    }

    public static func value<S: StringProtocol>(
        _ label: S, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component, calendar: Calendar = .current
    ) -> Self {
        Self(label: String(label), keyPath: keyPath, unit: unit, calendar: calendar)
    }
}

/// A mark's width or height for each element of a plot's data (Apple Charts, `MarkDimensions`).
public struct MarkDimensions<DataElement> {
    let dimension: (DataElement) -> MarkDimension

    /// The chart decides, as for a mark.
    public static var automatic: Self { Self { _ in .automatic } }
    /// `value` points for every element.
    public static func fixed(_ value: CGFloat) -> Self { Self { _ in .fixed(value) } }
    /// A fraction of the band for every element.
    public static func ratio(_ value: CGFloat) -> Self { Self { _ in .ratio(value) } }
    /// The band less `value` points for every element.
    public static func inset(_ value: CGFloat) -> Self { Self { _ in .inset(value) } }
    /// Each element's own points, at `keyPath`.
    public static func fixed(_ keyPath: KeyPath<DataElement, CGFloat>) -> Self {
        Self { .fixed($0[keyPath: keyPath]) }
    }
}
