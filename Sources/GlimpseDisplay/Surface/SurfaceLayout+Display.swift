//  SurfaceLayout+Display.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: the bare display (Place.display): a wall dashboard or e-ink panel of any size in
//  pixels, with no status bar, dock or clock. Widgets keep their families' proportions and the
//  HIG's spacing (the Home Screen's grid: a medium widget is two small ones and the gap between
//  them, a large two rows and the gap, reference widgetkit.md §4.3) and are magnified so the grid
//  fills the display. Glimpse's own layout: Apple has no such place.

import GlimpseArchive
import GlimpseHost

extension SurfaceLayout {
    // MARK: - Display

    /// The display's background, then its widgets in a grid:
    /// 1. Each widget spans cells of a small widget: small 1×1, medium 2×1, large 2×2, extra
    ///    large 4×2; cells are apart by the gap the family sizes imply (38.5 pt on the display's
    ///    sizes, `DeviceProfile.display`).
    /// 2. For each number of columns from the widest span up, the widgets fill the grid in order
    ///    as the Home Screen fills its first page (`HomeGrid`), and the grid is measured with a
    ///    margin of one gap on every side.
    /// 3. The number of columns whose grid can be magnified most while it fits the display wins
    ///    (the fewest on a tie); the magnification is that most, or the surface's
    ///    `displayScale` when set (what then passes an edge is cut off).
    /// 4. The grid is centred.
    static func display(_ context: PlaceContext, _ families: [FamilyName]) -> Self {
        let screen = context.device.screen
        let background =
            context.state.background.flatMap(DisplayComposer.color) ?? context.backdropColor
        let marks = [fill(screen, background)]
        guard !families.isEmpty else { return SurfaceLayout(screen: screen, marks: marks, slots: []) }
        let small = size(.systemSmall, context), medium = size(.systemMedium, context)
        let large = size(.systemLarge, context)
        let gap = Size(width: max(0, medium.width - 2 * small.width), height: max(0, large.height - 2 * small.height))
        let spans = families.map(displaySpan)
        let grid = DisplayGrid.best(
            spans, cell: small, gap: gap, fitting: screen, scale: context.state.displayScale.flatMap(validScale))
        let origin = Point(
            x: (screen.width - grid.size.width * grid.scale) / 2 + gap.width * grid.scale,
            y: (screen.height - grid.size.height * grid.scale) / 2 + gap.height * grid.scale)
        let slots = zip(families, grid.cells).map { family, cell -> Slot? in
            let widget = size(family, context)
            guard widget.width > 0 else { return nil }
            return Slot(
                frame: Rect(
                    x: origin.x + Double(cell.column) * (small.width + gap.width) * grid.scale,
                    y: origin.y + Double(cell.row) * (small.height + gap.height) * grid.scale,
                    width: widget.width * grid.scale, height: widget.height * grid.scale),
                magnification: grid.scale)
        }
        return SurfaceLayout(screen: screen, marks: marks, slots: slots)
    }

    /// The cells (columns, rows) `family` spans on a display.
    private static func displaySpan(_ family: FamilyName) -> (Int, Int) {
        switch family {
        case .systemMedium: return (2, 1)
        case .systemLarge: return (2, 2)
        case .systemExtraLarge: return (4, 2)
        default: return (1, 1)
        }
    }

    /// A stored scale when it is one a display can draw (`DisplayGrid.scales`).
    private static func validScale(_ scale: Double) -> Double? {
        DisplayGrid.scales.contains(scale) ? scale : nil
    }
}

/// The grid a display's widgets fill, in points of the family sizes.
struct DisplayGrid {
    /// Where each widget goes: its first cell.
    var cells: [(row: Int, column: Int)]
    /// The grid with a margin of one gap on every side, points.
    var size: Size
    /// Pixels per point.
    var scale: Double

    /// The widget scales a display accepts: a quarter to sixteen pixels per point.
    static let scales = 0.25...16.0

    /// The most columns tried (a wall of small widgets on a wide panel needs far fewer).
    static let maxColumns = 32

    /// The grid of `spans` whose column count lets it grow most within `screen` (the fewest
    /// columns on a tie), at that scale or at `scale` when given.
    static func best(_ spans: [(Int, Int)], cell: Size, gap: Size, fitting screen: Size, scale: Double?) -> Self {
        let widest = spans.map(\.0).max() ?? 1
        let area = spans.reduce(0) { $0 + $1.0 * $1.1 }
        let rows = spans.reduce(0) { $0 + $1.1 }
        var best: DisplayGrid?
        for columns in widest...max(widest, min(area, maxColumns)) {
            let placed = HomeGrid.paginate(spans, columns: columns, rows: rows).map { (row: $0.row, column: $0.column) }
            let usedColumns = zip(placed, spans).map { $0.column + $1.0 }.max() ?? 1
            let usedRows = zip(placed, spans).map { $0.row + $1.1 }.max() ?? 1
            let size = Size(
                width: Double(usedColumns) * (cell.width + gap.width) + gap.width,
                height: Double(usedRows) * (cell.height + gap.height) + gap.height)
            let fit = min(screen.width / size.width, screen.height / size.height)
            if fit > (best?.scale ?? 0) { best = DisplayGrid(cells: placed, size: size, scale: fit) }
        }
        var grid = best!
        if let scale { grid.scale = scale }
        return grid
    }
}
