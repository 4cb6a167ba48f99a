//  GaugeGeometry.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the measures of the accessory gauges. Apple publishes no gauge geometry for iOS;
//  each number below says where it comes from: the watchOS HIG's complication sizes (reference
//  widgetkit.md §4.5, 40 mm: a 42 pt circular slot whose ring runs at its edge, a 27 pt image
//  inside a closed gauge, an 11 pt image in an open gauge's opening, lines at least 2 pt),
//  ClockKit's open ring style, and a public replica tuned by eye against Apple's own widgets.

import Foundation
import GlimpseArchive

/// Where the ring, the marker and the labels of a circular gauge go, for a ring of one diameter.
///
/// All lengths are points; angles are radians, clockwise from 3 o'clock (y points down).
struct CircularGaugeGeometry {
    /// The ring's outer diameter when the gauge is offered at least this much: 58 pt.
    ///
    /// Source: none published. A SwiftUI accessory gauge has a fixed size and does not grow
    /// with its frame (widget code scales it with `scaleEffect`). 58 pt on the iPhone's 72 pt
    /// Lock Screen slot leaves the ring 7 pt inside the slot's disc (0.81 of it), as on Apple's
    /// Lock Screen gauges; offered less (the watch's 42–50 pt slots), the ring takes the
    /// smaller side and runs at the slot's edge, as ClockKit's graphic circular gauges do.
    static let standardDiameter: CGFloat = 58

    /// The open ring starts at the lower left (135°) …
    ///
    /// Source: ClockKit "CLKComplicationRingStyle.open": "values increase clockwise, starting in
    /// the lower-left corner, leaving an opening at the bottom of the circle".
    static let openStart = 0.75 * Double.pi
    /// … and runs 270° clockwise to the lower right, leaving a 90° opening at the bottom
    /// (the public replica "OpenGauge" trims a circle to 0.125…0.875 for the same opening).
    static let openSweep = 1.5 * Double.pi
    /// The closed ring starts at 12 o'clock and fills clockwise.
    static let closedStart = -0.5 * Double.pi

    /// The opacity of the tint in a capacity gauge's unfilled track: 0.25, SwiftUI's tertiary
    /// level (a public replica of the capacity ring draws its track in `.tertiary`).
    static let trackOpacity = 0.25

    /// The ring's outer diameter.
    var diameter: CGFloat

    /// The ring's line width: diameter / 10.5 (5.5 pt at 58), at least 2 pt.
    ///
    /// Source: the public replica "OpenGauge" (made to match Apple's Weather widget) uses
    /// diameter / 10.5; the HIG asks for lines of at least 2 pt.
    var lineWidth: CGFloat { max(2, diameter / 10.5) }

    /// The radius of the ring's centre line.
    var radius: CGFloat { max(0, diameter / 2 - lineWidth / 2) }

    /// The side of the square the centre label fits in: 27/42 of the diameter (37.3 pt at 58),
    /// the HIG's closed-gauge image in a 42 pt slot.
    var centerSide: CGFloat { diameter * 27 / 42 }

    /// The height of the labels in the opening: 11/42 of the diameter (15.2 pt at 58), the HIG's
    /// open-gauge image in a 42 pt slot.
    var bottomHeight: CGFloat { diameter * 11 / 42 }

    /// The width the gauge's label gets in the opening: the chord between the ring's two round
    /// ends, less a line width of clearance (26.0 pt at 58).
    var bottomWidth: CGFloat { max(0, 2 * radius * sin(Double.pi / 4) - 2 * lineWidth) }

    /// How far below the centre the labels in the opening are centred: level with the ring's
    /// ends plus half a line width, so they sit in the opening beside the caps.
    var bottomCenterDrop: CGFloat { radius * sin(Double.pi / 4) + lineWidth / 2 }

    /// How far left and right of the centre the minimum and maximum labels are centred: under
    /// the ring's two ends.
    var boundsLabelSpread: CGFloat { radius * cos(Double.pi / 4) }

    /// The font size of the centre label: 12/42 of the diameter, rounded to 0.5 pt (16.5 pt at 58),
    /// the HIG's default circular complication text (12 pt SF Rounded Medium on a 42 pt slot).
    var centerFontSize: CGFloat { (diameter * 12 / 42 * 2).rounded() / 2 }

    /// The font size of the labels in the opening: 2/3 of their height, rounded to 0.5 pt
    /// (10 pt at 58).
    var bottomFontSize: CGFloat { (bottomHeight * 2 / 3 * 2).rounded() / 2 }

    /// Half the angle cut out of the open ring around the marker. The marker is a dot as wide
    /// as the line; its edge clears each of the track's round ends by half a line width, so
    /// the cut is 1.5 line widths of arc on each side of the value.
    var markerCutHalfAngle: Double { radius > 0 ? Double(1.5 * lineWidth / radius) : 0 }
}

/// The measures of the bar gauges.
enum LinearGaugeGeometry {
    /// The bar's thickness in the accessory styles: 6 pt (Glimpse's choice; Apple publishes none).
    static let accessoryThickness: CGFloat = 6
    /// The bar's thickness in `.linearCapacity`: 4 pt, the height of iOS's linear progress bar.
    static let capacityThickness: CGFloat = 4

    /// The track of `.linearCapacity`: iOS's `systemFill` (120 120 128 at 20 % light, 36 % dark).
    static func systemFill(dark: Bool) -> RGBA { RGBA(120 / 255, 120 / 255, 128 / 255, dark ? 0.36 : 0.2) }
}
