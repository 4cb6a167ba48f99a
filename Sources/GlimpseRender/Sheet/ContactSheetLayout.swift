//  ContactSheetLayout.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the contact sheet's geometry in points, as a pure function of the sheet and a
//  text measurer: a heading, a row of column labels, then a grid whose columns are as wide as
//  their widest cell and whose rows are as tall as their tallest, each cell on a padded tile.

import GlimpseArchive

/// Where everything of a contact sheet goes, in points (origin top-left, y down).
///
/// 1. Heading: the title, then the subtitle.
/// 2. Label column: as wide as the widest row label.
/// 3. Each grid column: its widest cell plus the tile padding (at least its heading's width).
/// 4. Each row: its tallest cell (or label) plus the tile padding; a gap with a rule between
///    groups.
/// 5. The sheet: as wide as the grid or the heading, whichever is wider.
struct ContactSheetLayout {
    // MARK: - Metrics (points)

    static let margin = 28.0
    static let tilePadding = 12.0
    static let columnGap = 10.0
    static let rowGap = 10.0
    static let groupGap = 26.0
    static let minimumTile = 96.0
    static let labelGap = 16.0
    static let columnHeadingHeight = 28.0
    static let titleLineHeight = 26.0
    static let subtitleLineHeight = 18.0
    static let headingGap = 16.0
    static let rowTitleLineHeight = 17.0
    static let rowDetailLineHeight = 15.0

    /// The whole sheet.
    let size: Size
    /// Baselines of the title and subtitle.
    let titleBaseline: Double
    let subtitleBaseline: Double?
    /// Left edge of the row labels.
    let labelX: Double
    /// Baseline of the column headings and the centre x of each.
    let columnHeadingBaseline: Double
    let columnCenters: [Double]
    /// Tile frames, `[row][column]`; every row has one per column.
    let tiles: [[Rect]]
    /// Top of each row's label block (title baseline is this + 13).
    let rowLabelTops: [Double]
    /// y of the rule drawn above each row that starts a new group (`nil` for the others).
    let groupRules: [Double?]
    /// Left and right ends of the rules.
    let ruleSpan: (Double, Double)

    /// Lays out `sheet`, measuring text with `measure(text, font)` (points).
    init(_ sheet: ContactSheet, measure: (String, SheetFont) -> Double) {
        let m = Self.margin
        // 1. Heading.
        titleBaseline = m + 20
        var y = m + Self.titleLineHeight
        if sheet.subtitle != nil {
            subtitleBaseline = y + 14
            y += Self.subtitleLineHeight
        } else {
            subtitleBaseline = nil
        }
        y += Self.headingGap
        // 2. Label column.
        let labelWidth = sheet.rows.reduce(0.0) { widest, row in
            max(widest, measure(row.title, .rowTitle), row.detail.map { measure($0, .rowDetail) }.max() ?? 0)
        }
        labelX = m
        var x = m + labelWidth + Self.labelGap
        // 3. Columns.
        var centers: [Double] = []
        var columnX: [Double] = []
        var columnWidths: [Double] = []
        for (j, heading) in sheet.columns.enumerated() {
            let widest = sheet.rows.compactMap { $0.cells.indices.contains(j) ? $0.cells[j]?.shownSize.width : nil }
                .max()
            let width = max((widest ?? 0) + 2 * Self.tilePadding, Self.minimumTile, measure(heading, .column) + 8)
            columnX.append(x)
            columnWidths.append(width)
            centers.append(x + width / 2)
            x += width + Self.columnGap
        }
        columnCenters = centers
        let gridRight = x - Self.columnGap
        columnHeadingBaseline = y + 17
        y += Self.columnHeadingHeight
        // 4. Rows.
        var tiles: [[Rect]] = []
        var labelTops: [Double] = []
        var rules: [Double?] = []
        for (i, row) in sheet.rows.enumerated() {
            if i > 0 {
                if row.group != sheet.rows[i - 1].group {
                    rules.append(y + (Self.groupGap - Self.rowGap) / 2)
                    y += Self.groupGap
                } else {
                    rules.append(nil)
                    y += Self.rowGap
                }
            } else {
                rules.append(nil)
            }
            let labelHeight = Self.rowTitleLineHeight + Double(row.detail.count) * Self.rowDetailLineHeight
            let tallest = row.cells.compactMap { $0?.shownSize.height }.max() ?? 0
            let height = max(tallest + 2 * Self.tilePadding, labelHeight + 2 * Self.tilePadding, Self.minimumTile / 2)
            tiles.append(columnX.indices.map { Rect(x: columnX[$0], y: y, width: columnWidths[$0], height: height) })
            labelTops.append(y + (height - labelHeight) / 2)
            y += height
        }
        self.tiles = tiles
        rowLabelTops = labelTops
        groupRules = rules
        ruleSpan = (m, gridRight)
        // 5. The sheet: the grid, or the heading if it is wider.
        let headingRight = m + max(measure(sheet.title, .title), sheet.subtitle.map { measure($0, .subtitle) } ?? 0)
        size = Size(width: (max(gridRight, headingRight) + m).rounded(.up), height: (y + m).rounded(.up))
    }

    /// The frame of a widget of `size` points centred in tile `[row][column]`.
    func widgetFrame(row: Int, column: Int, size: Size) -> Rect {
        let tile = tiles[row][column]
        return Rect(
            x: tile.x + (tile.width - size.width) / 2, y: tile.y + (tile.height - size.height) / 2,
            width: size.width, height: size.height)
    }
}
