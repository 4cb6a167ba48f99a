//  WidgetFamily+DefaultSize.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: HIG "iOS dimensions" row 390×844 (reference widgetkit.md §4.2); iPad 1024×1366
//  canvas for systemExtraLarge (§4.3); watch 45 mm corner circular size for accessoryCorner (§4.5).
//  Corner radii are not published (reference §11): Glimpse's choices, documented below.

import Foundation

extension WidgetFamily {
    /// The canvas in points when a request does not say: a 6.1-inch iPhone (390×844 pt) for the
    /// families an iPhone has, a 12.9-inch iPad canvas for `systemExtraLarge` (turned upright
    /// for `systemExtraLargePortrait`), a 45 mm watch for `accessoryCorner`. Hosts normally send
    /// the size of their device profile instead.
    var defaultDisplaySize: CGSize {
        switch self {
        case .systemSmall: return CGSize(width: 158, height: 158)
        case .systemMedium: return CGSize(width: 338, height: 158)
        case .systemLarge: return CGSize(width: 338, height: 354)
        case .systemExtraLarge: return CGSize(width: 795, height: 378.5)
        // Apple publishes no size yet: the extra-large canvas turned upright (Glimpse's choice).
        case .systemExtraLargePortrait: return CGSize(width: 378.5, height: 795)
        case .accessoryCorner: return CGSize(width: 38, height: 38)
        case .accessoryCircular: return CGSize(width: 72, height: 72)
        case .accessoryRectangular: return CGSize(width: 160, height: 72)
        case .accessoryInline: return CGSize(width: 234, height: 26)
        }
    }

    /// The corner radius of the widget's container in points, for `ContainerRelativeShape` and
    /// the host's mask. Apple publishes no figure: 22 pt for home-screen widgets (the radius
    /// measured on 6.1-inch iPhones), a circle for `accessoryCircular`, 10 pt for
    /// `accessoryRectangular`, square corners for inline text and watch corners.
    var defaultCornerRadius: CGFloat {
        switch self {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait: return 22
        case .accessoryCircular: return defaultDisplaySize.width / 2
        case .accessoryRectangular: return 10
        case .accessoryInline, .accessoryCorner: return 0
        }
    }
}
