//  BackgroundStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "BackgroundStyle" and "backgroundStyle(_:)": the background of the
//  context — the style `backgroundStyle(_:)` set above, else `systemBackground` (white in light
//  mode, black in dark mode).

public import Foundation
public import GlimpseArchive
import GlimpseResources

/// The background style in the current context.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}

    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        if let style = environment.backgroundStyle {
            // Resolved without itself: `.backgroundStyle(.background)` means the system's.
            var outer = environment
            outer.backgroundStyle = nil
            return style.paint(in: frame, env: outer)
        }
        return .color(SystemColor.background.rgba(environment.colorScheme))
    }
}

extension View {
    /// The style `BackgroundStyle` (`.background`) and `background(ignoresSafeAreaEdges:)`
    /// resolve to in this view (Apple SwiftUI "backgroundStyle(_:)", iOS 16).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let style = AnyShapeStyle(style)
        return modifyingEnvironment { $0.backgroundStyle = style }
    }

    /// Fills the view's bounds with the context's background style behind it (Apple SwiftUI
    /// "background(ignoresSafeAreaEdges:)").
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` with the context's background style behind this view (Apple SwiftUI
    /// "background(in:fillStyle:)").
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
