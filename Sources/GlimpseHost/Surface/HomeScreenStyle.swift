//  HomeScreenStyle.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: iOS 18 Home Screen "Customize": Default (full colour), Tinted (widgets drawn
//  `accented` with a tint colour), Clear (`accented` on glass). Reference widgetkit.md §5.1.

/// How the Home Screen draws its widgets.
public enum HomeScreenStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// Widgets as they draw themselves (`WidgetRenderingMode.fullColor`).
    case fullColor
    /// Accented mode, the accent group in the tint colour (`WidgetRenderingMode.accented`).
    case tinted
    /// Accented mode on clear glass.
    case clear
}
