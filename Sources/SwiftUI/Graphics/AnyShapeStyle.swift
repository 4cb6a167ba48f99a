//  AnyShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "AnyShapeStyle". Styles stored as the environment's foreground
//  keep the foreground they replaced, so `.secondary` and `.foreground` resolve against the
//  style of the enclosing view instead of themselves.

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    /// A reference box, so the style can hold the foreground it replaced (a recursive value).
    final class Storage: Sendable {
        let style: any ShapeStyle
        /// The foreground style in force where this one was set as the foreground; nil for
        /// the default (`.primary`) or for styles that are not an environment foreground.
        let enclosingForeground: AnyShapeStyle?

        init(style: any ShapeStyle, enclosingForeground: AnyShapeStyle?) {
            self.style = style
            self.enclosingForeground = enclosingForeground
        }
    }

    let storage: Storage

    /// Wraps `style`; wrapping an `AnyShapeStyle` again returns it unchanged.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            storage = Storage(style: style, enclosingForeground: nil)
        }
    }

    private init(storage: Storage) { self.storage = storage }

    /// The wrapped style.
    var base: any ShapeStyle { storage.style }

    /// This style as the foreground of a subtree whose enclosing foreground was `enclosing`.
    func replacingForeground(_ enclosing: AnyShapeStyle?) -> AnyShapeStyle {
        AnyShapeStyle(storage: Storage(style: storage.style, enclosingForeground: enclosing))
    }

    /// The paint of the wrapped style for `frame` (absolute points) in `env`.
    func paint(in frame: CGRect, env: EnvironmentValues) -> Paint {
        storage.style._paint(in: frame, environment: env)
    }

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        paint(in: frame, env: environment)
    }

    /// The paint of the environment's foreground style (`.primary` when none is set).
    ///
    /// The foreground is resolved in an environment whose foreground is the one it replaced,
    /// so a foreground that refers to the foreground (`.secondary`) never refers to itself.
    static func foregroundPaint(in frame: CGRect, env: EnvironmentValues) -> Paint {
        guard let foreground = env.foregroundStyle else {
            return .color(SystemColor.label.rgba(env.colorScheme))
        }
        var enclosing = env
        enclosing.foregroundStyle = foreground.storage.enclosingForeground
        return foreground.paint(in: frame, env: enclosing)
    }
}

extension AnyShapeStyle: ShadowCastingStyle {
    func castShadows(in env: EnvironmentValues) -> [Shadow] { SwiftUI.castShadows(of: base, in: env) }

    /// The shadows the environment's foreground style casts (`.foregroundStyle(.red.shadow(…))`).
    /// Resolved, like `foregroundPaint`, where the foreground is the one it replaced.
    static func foregroundShadows(in env: EnvironmentValues) -> [Shadow] {
        guard let foreground = env.foregroundStyle else { return [] }
        var enclosing = env
        enclosing.foregroundStyle = foreground.storage.enclosingForeground
        return SwiftUI.castShadows(of: foreground, in: enclosing)
    }
}
