//  ContactSheetRenderer.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": draws a `ContactSheet` with Cairo and Pango. Each cell's
//  archive is rasterised once, at its own pixel density: those pixels become the cell's PNG and
//  are resampled onto the sheet, so the sheet shows exactly the single images. Cells are
//  rasterised and encoded on every core (one render session per thread), possibly ahead of the
//  sheet (`renderCell`), then drawn in order.

import CPangoCairo
import Dispatch
import Foundation
import GlimpseArchive
import Synchronization

/// Draws contact sheets to PNG. Calls on one renderer are serialised by a lock.
///
/// ```swift
/// let output = try ContactSheetRenderer().render(sheet)
/// try output.png.write(to: url)
/// ```
public final class ContactSheetRenderer: Sendable {
    /// The page behind the grid: #F2F2F7 (iOS systemGroupedBackground).
    public static let page = RGBA(242 / 255, 242 / 255, 247 / 255)
    /// Headings and row titles: #1D1D1F.
    public static let ink = RGBA(29 / 255, 29 / 255, 31 / 255)
    /// Subtitle and row details: #6E6E73.
    public static let secondaryInk = RGBA(110 / 255, 110 / 255, 115 / 255)
    /// Group rules and the outline of empty cells: #C7C7CC.
    public static let rule = RGBA(199 / 255, 199 / 255, 204 / 255)
    /// Corner radius of the tiles, points.
    public static let tileRadius = 14.0

    /// Idle render sessions; a cell takes one, or makes one, and gives it back.
    private let pool = Mutex<[PooledSession]>([])
    /// Serialises sheet drawing (and owns the sheet's PNG encoder).
    private let drawing = Mutex(PNGEncoder())
    /// Threads that rasterise the cells `render` draws itself.
    private let workers: Int

    /// - Parameter workers: threads that rasterise cells in `render`; `nil` uses every active
    ///   processor.
    public init(workers: Int? = nil) {
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Draws one cell's archive at its pixel density. Thread-safe: call it from several threads
    /// to rasterise cells while other archives are still on their way, then pass the results as
    /// `ContactSheet.Cell.rendered`.
    /// - Throws: `RenderError` `.invalidSize`, `.drawing` or `.encoding`.
    public func renderCell(_ cell: ContactSheet.Cell) throws -> RenderedCell {
        let pooled = pool.withLock { $0.popLast() } ?? PooledSession()
        defer { pool.withLock { $0.append(pooled) } }
        let session = pooled.session
        var options = cell.options
        options.scale = cell.pixelScale
        let raster = try session.rasterize(cell.archive, options: options)
        return RenderedCell(png: try session.encodePNG(raster), copying: raster)
    }

    /// Lays out and draws `sheet`, rasterising (on every core) the cells not already rendered
    /// and encoding each cell's own PNG on the way.
    ///
    /// If the sheet at `sheet.scale` would exceed `ArchiveRenderer.maximumPixelSide` pixels on a
    /// side, its scale is lowered until it fits (cells keep their own PNG density).
    ///
    /// - Returns: The sheet's PNG and pixel size, and every cell's PNG (`[row][column]`).
    /// - Throws: `RenderError` from a cell (`.invalidSize`, `.drawing`, `.encoding`), or
    ///   `.invalidSize` if the sheet's scale is not a positive finite number.
    /// - Complexity: O(cells × cell pixels + sheet pixels).
    public func render(_ sheet: ContactSheet) throws -> ContactSheetOutput {
        let cells = try rasterize(sheet)
        return try drawing.withLock { encoder in try Self.draw(sheet, cells: cells, encoder: encoder) }
    }

    // MARK: - Steps

    /// A render session in the pool.
    private final class PooledSession: @unchecked Sendable {
        // @unchecked Sendable: a session is used by the one thread that took it from the pool,
        // and the pool's mutex orders the hand-over.
        let session = RenderSession()
    }

    /// Results of the workers, by cell index.
    private final class Results: @unchecked Sendable {
        // @unchecked Sendable: slot k is written only by the worker that claimed k through
        // `next`, and read after every worker has returned.
        var slots: [Result<RenderedCell, any Error>?]
        let next = Atomic<Int>(0)
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    /// Every cell of `sheet` drawn: the ones given as `rendered`, the others rasterised on up to
    /// `workers` threads.
    /// - Returns: The cells by `[row][column]`, `nil` for empty ones.
    /// - Throws: The first failing cell's `RenderError`, in sheet order.
    private func rasterize(_ sheet: ContactSheet) throws -> [[RenderedCell?]] {
        var grid: [[RenderedCell?]] = sheet.rows.map { row in row.cells.map { $0?.rendered } }
        var pending: [(row: Int, column: Int, cell: ContactSheet.Cell)] = []
        for (i, row) in sheet.rows.enumerated() {
            for (j, cell) in row.cells.enumerated() where cell != nil && cell?.rendered == nil {
                pending.append((i, j, cell!))
            }
        }
        let work = pending
        let results = Results(count: work.count)
        let threads = max(1, min(workers, pending.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let k = results.next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard k < work.count else { return }
                results.slots[k] = Result { try self.renderCell(work[k].cell) }
            }
        }
        for (k, cell) in pending.enumerated() {
            grid[cell.row][cell.column] = try results.slots[k]!.get()
        }
        return grid
    }

    private static func draw(_ sheet: ContactSheet, cells: [[RenderedCell?]], encoder: PNGEncoder) throws
        -> ContactSheetOutput
    {
        let layout = measuredLayout(sheet)
        let largest = max(layout.size.width, layout.size.height)
        let scale = min(sheet.scale, Double(ArchiveRenderer.maximumPixelSide) / largest)
        let (width, height) = try RenderSession.pixelSize(layout.size, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.drawing, "Cairo could not create a \(width)×\(height) px contact sheet")
        }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        fill(cr, Rect(origin: .zero, size: layout.size), page)
        drawLabels(sheet, layout, on: cr)
        var cellPNGs: [[Data?]] = []
        for (i, row) in sheet.rows.enumerated() {
            var pngs: [Data?] = []
            for j in sheet.columns.indices {
                guard j < row.cells.count, let cell = row.cells[j], let rendered = cells[i][j] else {
                    drawEmpty(layout.tiles[i][j], on: cr)
                    pngs.append(nil)
                    continue
                }
                let tile = layout.tiles[i][j]
                if let color = cell.tile { fill(cr, tile, color, radius: tileRadius) }
                pngs.append(rendered.png)
                let frame = snapped(layout.widgetFrame(row: i, column: j, size: cell.shownSize), scale: scale)
                paint(rendered, in: frame, on: cr)
            }
            cellPNGs.append(pngs)
        }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(
                .drawing, "Cairo stopped drawing the contact sheet: \(String(cString: cairo_status_to_string(status)))")
        }
        cairo_surface_flush(surface)
        let png = try encoder.encodeARGB32(
            data: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
            stride: Int(cairo_image_surface_get_stride(surface)), width: width, height: height)
        return ContactSheetOutput(png: png, pixelWidth: width, pixelHeight: height, cellPNGs: cellPNGs)
    }

    /// The layout of `sheet`, measuring text on a scratch context (metrics are unhinted, so they
    /// do not depend on the scale).
    static func measuredLayout(_ sheet: ContactSheet) -> ContactSheetLayout {
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let cr = cairo_create(scratch)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(scratch)
        }
        return ContactSheetLayout(sheet) { SheetText.width($0, $1, on: cr) }
    }

    private static func drawLabels(_ sheet: ContactSheet, _ layout: ContactSheetLayout, on cr: OpaquePointer) {
        let m = ContactSheetLayout.margin
        SheetText.draw(sheet.title, .title, ink, x: m, baseline: layout.titleBaseline, on: cr)
        if let subtitle = sheet.subtitle, let baseline = layout.subtitleBaseline {
            SheetText.draw(subtitle, .subtitle, secondaryInk, x: m, baseline: baseline, on: cr)
        }
        for (j, heading) in sheet.columns.enumerated() {
            SheetText.draw(
                heading, .column, ink, x: layout.columnCenters[j], baseline: layout.columnHeadingBaseline,
                centered: true, on: cr)
        }
        for (i, row) in sheet.rows.enumerated() {
            if let y = layout.groupRules[i] {
                fill(
                    cr, Rect(x: layout.ruleSpan.0, y: y - 0.5, width: layout.ruleSpan.1 - layout.ruleSpan.0, height: 1),
                    rule)
            }
            var baseline = layout.rowLabelTops[i] + 13
            SheetText.draw(row.title, .rowTitle, ink, x: layout.labelX, baseline: baseline, on: cr)
            for line in row.detail {
                baseline += ContactSheetLayout.rowDetailLineHeight
                SheetText.draw(line, .rowDetail, secondaryInk, x: layout.labelX, baseline: baseline, on: cr)
            }
        }
    }

    /// A dashed outline with a dash in the middle: this state does not exist for the row.
    private static func drawEmpty(_ tile: Rect, on cr: OpaquePointer) {
        let inset = Rect(x: tile.x + 0.5, y: tile.y + 0.5, width: tile.width - 1, height: tile.height - 1)
        CairoPath.addContinuousRoundedRect(inset, radius: tileRadius, to: cr)
        cairo_set_source_rgba(cr, rule.red, rule.green, rule.blue, rule.alpha)
        cairo_set_line_width(cr, 1)
        let dash: [Double] = [4, 4]
        cairo_set_dash(cr, dash, 2, 0)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        SheetText.draw("—", .empty, secondaryInk, x: tile.midX, baseline: tile.midY + 4, centered: true, on: cr)
    }

    /// Draws `raster`'s pixels stretched to `frame` (points), resampled with Cairo's GOOD filter.
    private static func paint(_ raster: RenderedCell, in frame: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(raster.pixelWidth), frame.height / Double(raster.pixelHeight))
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(raster.pixelWidth), Double(raster.pixelHeight))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private static func fill(_ cr: OpaquePointer, _ rect: Rect, _ color: RGBA, radius: Double = 0) {
        if radius > 0 {
            CairoPath.addContinuousRoundedRect(rect, radius: radius, to: cr)
        } else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    /// `rect` with its origin on whole pixels at `scale`.
    private static func snapped(_ rect: Rect, scale: Double) -> Rect {
        Rect(
            x: (rect.x * scale).rounded() / scale, y: (rect.y * scale).rounded() / scale, width: rect.width,
            height: rect.height)
    }
}
