//  SymbolEffect.swift — SwiftUI (Glimpse)
//  Status: Complete as values; nothing animates
//  Behaviour: Apple Symbols framework "SymbolEffect" (iOS 17/18) as SwiftUI re-exports it, and
//  SwiftUI "symbolEffect(_:options:isActive:)", "symbolEffect(_:options:value:)",
//  "symbolEffectsRemoved(_:)". An archived widget draws the symbol at rest: indefinite
//  effects are not animated and discrete ones never trigger.

/// An animation of an SF Symbol. Each effect keeps the options it was given as its description.
public protocol SymbolEffect: Sendable, CustomStringConvertible {}
/// An effect that runs while active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once when a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol (`transition(.symbolEffect(_:))`).
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another (`contentTransition(.symbolEffect(_:))`).
public protocol ContentTransitionSymbolEffect {}

/// How a symbol effect runs: repetition and speed.
///
/// Source: Apple Symbols "SymbolEffectOptions".
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Times to run; `nil` is the effect's default, 0 forever.
    public var repeatCount: Int?
    public var speed: Double = 1
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: 0)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var o = self
        o.repeatCount = count
        return o
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speed = speed
        return o
    }
}

/// Source: Apple Symbols "AppearSymbolEffect".
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var up: AppearSymbolEffect { AppearSymbolEffect(description: description + ".up") }
    public var down: AppearSymbolEffect { AppearSymbolEffect(description: description + ".down") }
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(description: "appear") }
}

/// Source: Apple Symbols "DisappearSymbolEffect".
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(description: description + ".up") }
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(description: description + ".down") }
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(description: "disappear") }
}

/// Source: Apple Symbols "BounceSymbolEffect".
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var up: BounceSymbolEffect { BounceSymbolEffect(description: description + ".up") }
    public var down: BounceSymbolEffect { BounceSymbolEffect(description: description + ".down") }
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(description: "bounce") }
}

/// Source: Apple Symbols "PulseSymbolEffect".
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(description: "pulse") }
}

/// Source: Apple Symbols "VariableColorSymbolEffect".
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var iterative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".iterative")
    }
    public var cumulative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".cumulative")
    }
    public var reversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".reversing")
    }
    public var nonReversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".nonReversing")
    }
    public var hideInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".hideInactiveLayers")
    }
    public var dimInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: description + ".dimInactiveLayers")
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect {
        VariableColorSymbolEffect(description: "variableColor")
    }
}

/// Source: Apple Symbols "ScaleSymbolEffect".
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(description: description + ".up") }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(description: description + ".down") }
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(description: "scale") }
}

/// Source: Apple Symbols "ReplaceSymbolEffect".
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    public let description: String
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(description: description + ".downUp") }
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(description: description + ".upUp") }
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(description: description + ".offUp") }
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(description: description + ".wholeSymbol") }
    public func magic(fallback: ReplaceSymbolEffect) -> ReplaceSymbolEffect {
        ReplaceSymbolEffect(description: description + ".magic")
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(description: "replace") }
}

/// Source: Apple Symbols "WiggleSymbolEffect".
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".up") }
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".down") }
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".left") }
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".right") }
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".forward") }
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".backward") }
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".clockwise") }
    public var counterClockwise: WiggleSymbolEffect {
        WiggleSymbolEffect(description: description + ".counterClockwise")
    }
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(description: "wiggle") }
}

/// Source: Apple Symbols "RotateSymbolEffect".
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(description: description + ".clockwise") }
    public var counterClockwise: RotateSymbolEffect {
        RotateSymbolEffect(description: description + ".counterClockwise")
    }
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(description: "rotate") }
}

/// Source: Apple Symbols "BreatheSymbolEffect".
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    public let description: String
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(description: description + ".plain") }
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(description: description + ".pulse") }
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(description: description + ".byLayer") }
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(description: "breathe") }
}

extension View {
    /// Accepted: the symbol is drawn at rest. Source: Apple SwiftUI "symbolEffect(_:options:isActive:)".
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View { self }

    /// Accepted: the effect never triggers. Source: Apple SwiftUI "symbolEffect(_:options:value:)".
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View { self }

    /// Accepted. Source: Apple SwiftUI "symbolEffectsRemoved(_:)".
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension AnyTransition {
    /// Shows or hides a symbol with the default symbol effect (iOS 17 `Transition.symbolEffect`).
    public static let symbolEffect = AnyTransition("symbolEffect")
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> AnyTransition {
        AnyTransition("symbolEffect(\(effect))")
    }
}
