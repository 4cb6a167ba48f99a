//  ContactSheet.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": one picture per widget kind with every state it can be
//  seen in, rows and columns labelled, each widget on a tile of what lies behind it in that
//  place (so white-on-dark and dark variants read as they would on the device).

public import GlimpseArchive

/// What a contact sheet shows: a title, labelled columns, and labelled rows of widget cells.
/// `ContactSheetRenderer` lays it out and draws it.
///
/// ```swift
/// let sheet = ContactSheet(
///     title: "EmojiRangerWidget", subtitle: "iphone-6.1 · Dynamic Type large",
///     columns: ["Light", "Light · Locked", "Dark", "Dark · Locked"],
///     rows: [ContactSheet.Row(title: "systemSmall", detail: ["Home Screen · fullColor"], cells: [cell, nil, dark, nil])])
/// let output = try ContactSheetRenderer().render(sheet)
/// ```
public struct ContactSheet: Sendable {
    /// One widget picture: an archive drawn with its options, shown at `pointSize` on a tile.
    public struct Cell: Sendable {
        public var archive: WidgetArchive
        /// How the archive is drawn; `options.scale` (or the archive's `displayScale`) is the
        /// pixel density of the cell's own PNG (`ContactSheetOutput.cellPNGs`), in pixels per
        /// canvas point.
        public var options: RenderOptions
        /// The size the widget is shown at, points; `nil` is the archive's canvas. An iPad
        /// widget is laid out at its canvas and shown at its smaller device size.
        public var pointSize: Size?
        /// The tile behind the widget (the place's wallpaper or face); `nil` for the page.
        public var tile: RGBA?
        /// The cell already drawn (`ContactSheetRenderer.renderCell`); `nil` lets the sheet draw it.
        public var rendered: RenderedCell?

        public init(
            archive: WidgetArchive, options: RenderOptions, pointSize: Size? = nil, tile: RGBA? = nil,
            rendered: RenderedCell? = nil
        ) {
            self.archive = archive
            self.options = options
            self.pointSize = pointSize
            self.tile = tile
            self.rendered = rendered
        }

        /// `pointSize`, or the archive's canvas.
        public var shownSize: Size { pointSize ?? archive.size }

        /// Pixels per canvas point of the cell's own PNG: the options' scale, or the archive's.
        public var pixelScale: Double { options.scale ?? archive.displayScale }
    }

    /// One row: a label (title in bold, detail lines under it) and one cell per column; `nil`
    /// where the state does not exist for this row (drawn as a faint dash).
    public struct Row: Sendable {
        public var title: String
        public var detail: [String]
        public var cells: [Cell?]
        /// Rows with the same group are drawn together; a new group starts after a rule.
        public var group: String

        public init(title: String, detail: [String] = [], cells: [Cell?], group: String? = nil) {
            self.title = title
            self.detail = detail
            self.cells = cells
            self.group = group ?? title
        }
    }

    /// The heading, e.g. the widget's kind.
    public var title: String
    /// A line under the title, e.g. device and Dynamic Type size.
    public var subtitle: String?
    /// Column headings, left to right.
    public var columns: [String]
    public var rows: [Row]
    /// Pixels per point of the sheet (2 by default). Cells are drawn from their own PNG pixels,
    /// resampled to this density.
    public var scale: Double

    /// - Precondition: every row has at most `columns.count` cells.
    public init(title: String, subtitle: String? = nil, columns: [String], rows: [Row], scale: Double = 2) {
        precondition(
            rows.allSatisfy { $0.cells.count <= columns.count }, "ContactSheet: a row has more cells than columns")
        self.title = title
        self.subtitle = subtitle
        self.columns = columns
        self.rows = rows
        self.scale = scale
    }

    /// The number of cells that draw a widget.
    public var cellCount: Int { rows.reduce(0) { $0 + $1.cells.compactMap { $0 }.count } }
}
