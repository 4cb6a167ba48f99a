//  ScaleType.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts "ScaleType": how a scale maps a value to a position. Linear is
//  y = a·x + b; log is y = a·log(x) + b (values at or below zero sit at the domain's start);
//  symmetric log is y = a·sign(x)·log(1 + |x·slopeAtZero|) + b; power is y = a·sign(x)·|x|^e + b
//  (square root is the power 0.5); category puts every value in a band; date is a time scale.

import Foundation

/// The ways a chart can scale a plot's domain (Apple Charts, `ScaleType`). Pass it as the
/// `type:` of `chartXScale`/`chartYScale`.
///
/// Source: Apple Charts "ScaleType" (iOS 16; `squareRoot`, `symmetricLog` and `power` iOS 16.4).
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, log, category, date
        case symmetricLog(slopeAtZero: Double)
        case power(exponent: Double)
    }

    let kind: Kind

    /// A number scale, y = a·x + b.
    public static let linear = ScaleType(kind: .linear)
    /// A number scale, y = a·log(x) + b; the axis marks go at powers of ten.
    public static let log = ScaleType(kind: .log)
    /// A number scale, y = a·√x + b (the power scale of exponent 0.5).
    public static let squareRoot = ScaleType(kind: .power(exponent: 0.5))
    /// A number scale, y = a·sign(x)·log(1 + |x|) + b: like log, and defined at and below zero.
    public static let symmetricLog = ScaleType(kind: .symmetricLog(slopeAtZero: 1))
    /// A scale of discrete values: each value gets a band, in the order the marks give them.
    public static let category = ScaleType(kind: .category)
    /// A time scale, y = a·x.timeIntervalSinceReferenceDate + b.
    public static let date = ScaleType(kind: .date)

    /// A number scale, y = a·sign(x)·|x|^`exponent` + b.
    public static func power(exponent: Double) -> ScaleType { ScaleType(kind: .power(exponent: exponent)) }

    /// A symmetric log scale whose slope at zero is `slopeAtZero` (positive; 1 by default).
    public static func symmetricLog(slopeAtZero: Double) -> ScaleType {
        ScaleType(kind: .symmetricLog(slopeAtZero: slopeAtZero > 0 && slopeAtZero.isFinite ? slopeAtZero : 1))
    }

    // MARK: - Mapping

    /// Where `value` goes along the scale before it is stretched over the axis: the function
    /// the type names, without its a and b.
    func transform(_ value: Double) -> Double {
        switch kind {
        case .linear, .category, .date: value
        case .log: value > 0 ? Foundation.log10(value) : -.infinity
        case .symmetricLog(let slope): (value < 0 ? -1 : 1) * Foundation.log1p(abs(value * slope))
        case .power(let exponent): (value < 0 ? -1 : 1) * pow(abs(value), exponent)
        }
    }

    /// The value whose transform is `transformed`.
    func inverse(_ transformed: Double) -> Double {
        switch kind {
        case .linear, .category, .date: transformed
        case .log: pow(10, transformed)
        case .symmetricLog(let slope): (transformed < 0 ? -1 : 1) * Foundation.expm1(abs(transformed)) / slope
        case .power(let exponent): (transformed < 0 ? -1 : 1) * pow(abs(transformed), 1 / exponent)
        }
    }
}
