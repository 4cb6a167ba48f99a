//  ScaledMetric.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ScaledMetric": a dimension that grows with Dynamic Type in the
//  proportion its text style does (the style's size at the view's type size over its size at
//  the default `.large`).

import Foundation

/// A number that scales with the environment's Dynamic Type size:
/// `@ScaledMetric(relativeTo: .caption) var iconSize = 16.0`.
///
/// Source: Apple SwiftUI "ScaledMetric".
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// - Parameters:
    ///   - wrappedValue: The value at the default type size (`.large`), usually points.
    ///   - textStyle: The text style whose growth the value follows (default `.body`).
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// The value scaled for the view's Dynamic Type size.
    public var wrappedValue: Value {
        let env = EnvironmentValues.current ?? EnvironmentValues()
        let size = Font.size(of: textStyle, dynamicType: env.dynamicTypeSize, platform: env.platform)
        let standard = Font.size(of: textStyle, dynamicType: .large, platform: env.platform)
        guard standard > 0 else { return base }
        return base * Value(size / standard)
    }
}
