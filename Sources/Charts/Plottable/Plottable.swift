//  Plottable.swift — Charts (Glimpse)
//  Status: Complete for numbers, strings and dates
//  Behaviour: Apple Charts "Plottable": the values a mark can be placed by. Numbers place
//  continuously, strings by category, dates on a time axis; a `RawRepresentable` type whose raw
//  value is plottable (a `String` enum) plots as its raw value.

import Foundation

/// A type whose values can be plotted: numbers, strings and dates, or anything that converts to
/// one of them (Apple Charts, `Plottable`).
public protocol Plottable {
    /// The primitive value this type plots as (`Double`, `Int`, `String`, `Date`…).
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types Charts plots directly: integers, floating-point numbers, `String` and `Date`.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable
where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}
extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

/// A plotted value as the chart places it.
enum PlotValue: Hashable, Sendable {
    /// A number, placed on a linear scale.
    case number(Double)
    /// A category, placed in a band.
    case category(String)
    /// A moment, placed on a time scale (seconds since 1970).
    case date(Date)

    init(_ value: some Plottable) {
        switch value.primitivePlottable as any PrimitivePlottableProtocol {
        case let date as Date: self = .date(date)
        case let text as String: self = .category(text)
        case let number as Double: self = .number(number)
        case let number as Float: self = .number(Double(number))
        case let number as CGFloat: self = .number(Double(number))
        case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
        case let number as any BinaryInteger: self = .number(Double(number))
        case let other: self = .category(String(describing: other))
        }
    }

    /// The value's position on a continuous scale; nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let number): number.isFinite ? number : nil
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    /// How a legend or an axis writes it.
    var text: String {
        switch self {
        case .category(let text): text
        case .number(let number): ChartTicks.format(number)
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}
