//  AccessoryWidgetBackground.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "AccessoryWidgetBackground": the standard backdrop of an
//  accessory widget — the widget's own shape (a circle in accessoryCircular, a rounded
//  rectangle in accessoryRectangular and accessoryCorner) in a translucent grey that keeps its
//  meaning when the host desaturates (vibrant) or flattens it (accented); nothing elsewhere
//  (reference widgetkit.md §5.2).

import Foundation

/// The standard background of an accessory widget.
public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        switch family {
        case .accessoryCircular, .accessoryCorner, .accessoryRectangular:
            ContainerRelativeShape().fill(Color.gray.opacity(0.35))
        default:
            EmptyView()
        }
    }
}
