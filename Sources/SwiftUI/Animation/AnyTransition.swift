//  AnyTransition.swift — SwiftUI (Glimpse)
//  Status: Complete as a value; nothing transitions
//  Behaviour: Apple SwiftUI "AnyTransition", "transition(_:)", "ContentTransition",
//  "contentTransition(_:)". A view in a widget archive is neither inserted nor removed while it
//  is shown, so a transition never runs; the view is drawn as it is.

import Foundation

/// How a view would be inserted and removed. Kept as its description.
///
/// Source: Apple SwiftUI "AnyTransition".
public struct AnyTransition: Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")
    /// iOS 17's blur-and-fade replacement (Apple: `Transition.blurReplace`).
    public static let blurReplace = AnyTransition("blurReplace")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale))")
    }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(description)+\(other)") }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content would change in place (iOS 16+). Kept as its description.
///
/// Source: Apple SwiftUI "ContentTransition".
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }

    public static let identity = ContentTransition("identity")
    public static let opacity = ContentTransition("opacity")
    public static let interpolate = ContentTransition("interpolate")
    /// Replaces an SF Symbol with the default symbol effect.
    public static let symbolEffect = ContentTransition("symbolEffect")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition("numericText(countsDown: \(countsDown))")
    }
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition("numericText(value: \(value))")
    }
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition("symbolEffect(\(effect))")
    }
}

extension View {
    /// Accepted: the view is drawn as it is. Source: Apple SwiftUI "transition(_:)".
    public func transition(_ t: AnyTransition) -> some View { self }

    /// Accepted: the content is drawn as it is. Source: Apple SwiftUI "contentTransition(_:)".
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
