//  Animation.swift — SwiftUI (Glimpse)
//  Status: Complete as a value (every constructor and modifier); nothing is animated
//  Behaviour: Apple SwiftUI "Animation". A widget's view is archived once per entry, so an
//  animation never runs: the archive shows the final state. iOS animates a change between two
//  entries itself (reference widgetkit.md); the host does not yet.

import Foundation

/// How a change would animate. Glimpse keeps a readable description and nothing else: a
/// widget archive is a still picture of the end state.
///
/// Source: Apple SwiftUI "Animation" (iOS 13–17 constructors; `smooth`, `snappy`, `bouncy`
/// from iOS 17).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What the widget asked for, e.g. `"spring(duration: 0.5, bounce: 0.2)"`.
    public let description: String

    init(_ description: String) { self.description = description }

    private func then(_ modifier: String) -> Animation { Animation("\(description).\(modifier)") }

    // MARK: - Presets

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let interpolatingSpring = Animation("interpolatingSpring")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")
    public static let bouncy = Animation("bouncy")

    // MARK: - Timing curves (durations in seconds)

    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: TimeInterval) -> Animation {
        Animation("easeInOut(duration: \(duration))")
    }
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    ) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }

    // MARK: - Springs

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(\(spring))")
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        Animation("interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))")
    }
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0
    )
        -> Animation
    {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(spring))")
    }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }

    // MARK: - Modifiers

    /// Delays the start by `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { then("delay(\(delay))") }
    /// Runs `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { then("speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        then("repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        then("repeatForever(autoreverses: \(autoreverses))")
    }
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        then("logicallyComplete(after: \(duration))")
    }
}

/// A spring's motion (iOS 17), for `Animation.spring(_:)`. Kept as its description.
///
/// Source: Apple SwiftUI "Spring".
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        description = "duration: \(duration), bounce: \(bounce)"
    }
    public init(response: Double, dampingRatio: Double) {
        description = "response: \(response), dampingRatio: \(dampingRatio)"
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        description = "mass: \(mass), stiffness: \(stiffness), damping: \(damping)"
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
