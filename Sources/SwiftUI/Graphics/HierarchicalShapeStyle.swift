//  HierarchicalShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "HierarchicalShapeStyle" and `ShapeStyle.secondary` (iOS 17).
//  Level n of the default foreground is UIKit's label colour of that level; level n of any
//  other style is that style at opacity 1, 0.5, 0.25, 0.18 (the level opacities as
//  reconstructed by OpenSwiftUI's SystemColorDefinition; Apple publishes no numbers).

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// A shape style that maps to one of the numbered content styles.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 for primary … 4 for quinary.
    let level: Int

    init(level: Int) { self.level = level }

    /// The first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity of `level` applied to a style that has no levels of its own.
    static func opacity(atLevel level: Int) -> Double {
        switch level {
        case ...0: return 1
        case 1: return 0.5
        case 2: return 0.25
        default: return 0.18
        }
    }

    /// The label colours of UIKit, by level.
    static let labelColors: [SystemColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quinaryLabel]

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        Self.paint(level: level, in: frame, env: environment)
    }

    /// Level `level` of the environment's foreground style.
    static func paint(level: Int, in frame: CGRect, env: EnvironmentValues) -> Paint {
        let level = min(max(level, 0), labelColors.count - 1)
        guard let foreground = env.foregroundStyle else {
            return .color(labelColors[level].rgba(env.colorScheme))
        }
        var enclosing = env
        enclosing.foregroundStyle = foreground.storage.enclosingForeground
        switch foreground.base {
        case let levels as _ForegroundLevels:
            return levels.paint(level: level, in: frame, env: enclosing)
        case let other as HierarchicalShapeStyle:
            // `.secondary` under `.foregroundStyle(.tertiary)`: the deeper of the two levels.
            return paint(level: max(level, other.level), in: frame, env: enclosing)
        default:
            return foreground.paint(in: frame, env: enclosing).multiplyingAlpha(opacity(atLevel: level))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current content style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the current content style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The styles of `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`, one per level; it
/// paints its first level, and `.secondary`/`.tertiary` below it pick theirs.
struct _ForegroundLevels: ShapeStyle {
    let levels: [AnyShapeStyle]

    /// Level `level`; levels past the last given one use the last one at that level's opacity.
    func paint(level: Int, in frame: CGRect, env: EnvironmentValues) -> Paint {
        if level < levels.count { return levels[level].paint(in: frame, env: env) }
        let extra = level - (levels.count - 1)
        return levels[levels.count - 1].paint(in: frame, env: env)
            .multiplyingAlpha(HierarchicalShapeStyle.opacity(atLevel: extra))
    }

    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        paint(level: 0, in: frame, env: environment)
    }
}

/// Level `level` of another style (`.blue.secondary`).
struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        base._paint(in: frame, environment: environment)
            .multiplyingAlpha(HierarchicalShapeStyle.opacity(atLevel: level))
    }
}

extension ShapeStyle {
    /// The second level of this style (iOS 17).
    public var secondary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 1) }
    /// The third level of this style (iOS 17).
    public var tertiary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 2) }
    /// The fourth level of this style (iOS 17).
    public var quaternary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 3) }
    /// The fifth level of this style (iOS 17).
    public var quinary: some ShapeStyle { _LeveledShapeStyle(base: self, level: 4) }
}
