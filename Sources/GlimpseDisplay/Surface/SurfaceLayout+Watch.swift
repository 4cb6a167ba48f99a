//  SurfaceLayout+Watch.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for Glimpse's face and the Smart Stack list
//  Behaviour: the simulator page's watch places (Page/places.js drawWatchFace, drawSmartStack):
//  Glimpse's face — four corners whose labels bend along the bezel (`LabelPlacement.corner`,
//  Apple "widgetCurvesContent(_:)"), the time between the top two, an inline line, one
//  rectangular slot and two circular ones below it — and the Smart Stack's list of cards under
//  the time. Slot sizes are the HIG's (reference widgetkit.md §4.5); positions are the page's.

import GlimpseArchive
import GlimpseHost
import GlimpseText

extension SurfaceLayout {
    // MARK: - Watch face

    /// Corners (the corner family's size, c) in the screen's corners, filled top leading, top
    /// trailing, bottom leading, bottom trailing, each drawing its label on its corner's curve;
    /// the time (rounded semibold, 0.72 c) between the top corners; the inline slot 2 pt below
    /// them, the rectangular slot 4 pt below it and the two circular slots 4 pt below that, all
    /// centred (the rectangular slot is nearly as wide as the screen: it is never clipped).
    /// Slots beyond the face's (a fifth corner, a third circular) are not shown. In Always On
    /// the time dims as the widgets do.
    static func watchFace(_ context: PlaceContext, _ families: [FamilyName], _ clock: SurfaceClock) -> Self {
        let screen = context.device.screen
        let (width, height) = (screen.width, screen.height)
        let cornerSize = size(.accessoryCorner, context), circular = size(.accessoryCircular, context)
        let rectangular = size(.accessoryRectangular, context), inline = size(.accessoryInline, context)
        let c = cornerSize.width > 0 ? cornerSize.width : 36
        let inlineY = c + 2
        let rectangularY = inlineY + inline.height + 4
        let circularY = rectangularY + rectangular.height + 4
        let spots: [FamilyName: [Point]] = [
            .accessoryCorner: [
                Point(x: 0, y: 0), Point(x: width - c, y: 0), Point(x: 0, y: height - c),
                Point(x: width - c, y: height - c),
            ],
            .accessoryCircular: [
                Point(x: width / 2 - circular.width - 3, y: circularY), Point(x: width / 2 + 3, y: circularY),
            ],
            .accessoryRectangular: [Point(x: (width - rectangular.width) / 2, y: rectangularY)],
            .accessoryInline: [Point(x: (width - inline.width) / 2, y: inlineY)],
        ]
        var used: [FamilyName: Int] = [:]
        let slots = families.map { family -> Slot? in
            let index = used[family, default: 0]
            used[family] = index + 1
            guard let spot = spots[family], index < spot.count else { return nil }
            let label: LabelPlacement? =
                family == .accessoryCorner
                ? .corner(LabelPlacement.Corner.allCases[index], slot: cornerSize.width, screen: screen) : nil
            return Slot(frame: Rect(origin: spot[index], size: size(family, context)), label: label)
        }
        let ink = context.isAlwaysOn(.accessoryCircular) ? RGBA(0.6, 0.6, 0.6) : RGBA.white
        let marks: [Mark] = [
            fill(screen, .black),
            .text(
                clock.time, Rect(x: c, y: 2, width: width - 2 * c, height: c * 0.8),
                font: font(c * 0.72, weight: 600, rounded: true), color: ink, alignment: 0.5),
        ]
        return SurfaceLayout(screen: screen, marks: marks, slots: slots)
    }

    // MARK: - Smart Stack

    /// Black, the time (16 pt rounded semibold) at the top trailing (10 pt down, 18 pt in), then
    /// the stacks' widgets as cards, centred, 8 pt apart, top to bottom; cards past the bottom
    /// edge are cut off, as the list scrolls there.
    static func watchSmartStack(_ context: PlaceContext, _ families: [FamilyName], _ clock: SurfaceClock) -> Self {
        let screen = context.device.screen
        let timeFont = font(16, weight: 600, rounded: true)
        let timeHeight = TextMetrics(size: 16).lineHeight
        var y = 10 + timeHeight + 2 + 8
        let slots = families.map { family -> Slot? in
            let card = size(family, context)
            defer { y += card.height + 8 }
            return Slot(frame: Rect(origin: Point(x: (screen.width - card.width) / 2, y: y), size: card))
        }
        let marks: [Mark] = [
            fill(screen, .black),
            .text(
                clock.time, Rect(x: 18, y: 10, width: screen.width - 36, height: timeHeight), font: timeFont,
                color: .white, alignment: 1),
        ]
        return SurfaceLayout(screen: screen, marks: marks, slots: slots)
    }
}
