//  SurfaceLayout+Phone.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the Home Screen's first page, the Lock Screen and StandBy
//  Behaviour: the simulator page's phone places (Page/places.js drawHome, drawLock, drawStandBy
//  and style.css), in points: the Home Screen as a grid of 4 icon columns (2 small-widget
//  columns; 8 icons, 4 widget columns, on iPad) between the status bar and the dock, widgets
//  filling it page by page as iOS fills gaps; the Lock Screen's date line with the inline widget,
//  the large time and the row of up to four circular units below it (a rectangular widget is
//  two); StandBy's two small widgets side by side, enlarged, or the clock beside one. Apple
//  publishes the widget sizes (reference widgetkit.md §4.2) but no screen geometry: the margins
//  and font sizes are the page's.

import GlimpseArchive
import GlimpseHost

extension SurfaceLayout {
    // MARK: - Home Screen

    /// Widgets span 1×1 (small), 2×1 (medium), 2×2 (large) or 4×2 (extra large) cells of a
    /// small widget; columns apart by what a medium widget adds to two small ones (22 pt on a
    /// 6.1-inch phone), rows by what a large adds (38 pt); as many rows as fit between the top
    /// (62 pt) and the dock (110 pt from the bottom). Only the first page is drawn; the page dots
    /// count the pages.
    static func homeScreen(_ context: PlaceContext, _ families: [FamilyName], _ clock: SurfaceClock) -> Self {
        let screen = context.device.screen
        let small = size(.systemSmall, context), medium = size(.systemMedium, context)
        let large = size(.systemLarge, context)
        let iPad = context.device.name.hasPrefix("ipad")
        let columns = iPad ? 4 : 2
        let gapX = max(12, medium.width - 2 * small.width)
        let gapY = max(12, large.height - 2 * small.height)
        let rows = max(2, Int(((screen.height - 172 + gapY) / (small.height + gapY)).rounded(.down)))
        let spans = families.map { family -> (Int, Int) in
            let span: (Int, Int)
            switch family {
            case .systemMedium: span = (2, 1)
            case .systemLarge: span = (2, 2)
            case .systemExtraLarge: span = (4, 2)
            default: span = (1, 1)
            }
            return (min(span.0, columns), min(span.1, rows))
        }
        let cells = HomeGrid.paginate(spans, columns: columns, rows: rows)
        let x0 = (screen.width - (Double(columns) * small.width + Double(columns - 1) * gapX)) / 2
        let slots = zip(families, cells).map { family, cell -> Slot? in
            guard cell.page == 0 else { return nil }
            let origin = Point(
                x: x0 + Double(cell.column) * (small.width + gapX), y: 62 + Double(cell.row) * (small.height + gapY))
            return Slot(frame: Rect(origin: origin, size: size(family, context)))
        }
        let dark = context.colorScheme == "dark"
        let accented = context.renderingMode == .accented
        let ink = dark ? RGBA.white : hex(0x101418)
        var marks = homeWallpaper(context)
        marks += statusBar(context, clock, ink: dark || accented ? .white : hex(0x101418))
        let pages = (cells.map(\.page).max() ?? 0) + 1
        let dotsWidth = Double(pages) * 7 + Double(pages - 1) * 8
        for page in 0..<pages {
            let x = (screen.width - dotsWidth) / 2 + Double(page) * 15
            marks.append(
                .box(
                    Rect(x: x, y: screen.height - 115, width: 7, height: 7), radius: 3.5,
                    paint: .color(ink.multiplyingAlpha(page == 0 ? 0.9 : 0.35))))
        }
        marks += dock(screen, dark: dark)
        return SurfaceLayout(screen: screen, marks: marks, slots: slots)
    }

    /// The Home Screen's wallpaper: a light or dark gradient over the backdrop; tinted and clear,
    /// a wash from the tint (or a slate) down to the backdrop.
    private static func homeWallpaper(_ context: PlaceContext) -> [Mark] {
        let screen = context.device.screen
        let all = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let base = context.backdropColor
        if context.renderingMode == .accented {
            let top = context.tint.flatMap(DisplayComposer.color).map { mix(base, $0, 0.35) } ?? hex(0x8AA0BF)
            return [
                .box(
                    all, radius: 0,
                    paint: .linearGradient(
                        stops: [GradientStop(color: top, location: 0), GradientStop(color: base, location: 1)],
                        start: Point(x: 0, y: 0), end: Point(x: 0, y: screen.height)))
            ]
        }
        if context.colorScheme == "dark" {
            return [
                fill(screen, base),
                .glow(
                    all, center: Point(x: 0.2 * screen.width, y: 0),
                    radii: Size(width: 1.2 * screen.width, height: 0.8 * screen.height),
                    stops: [
                        GradientStop(color: mix(base, hex(0x3B2A6B), 0.55), location: 0),
                        GradientStop(color: base, location: 0.6),
                    ]),
            ]
        }
        return [
            .glow(
                all, center: Point(x: 0.15 * screen.width, y: 0),
                radii: Size(width: 1.3 * screen.width, height: 0.9 * screen.height),
                stops: [
                    GradientStop(color: mix(base, .white, 0.35), location: 0),
                    GradientStop(color: base, location: 0.55),
                    GradientStop(color: mix(base, hex(0x3D5A9E), 0.35), location: 1),
                ])
        ]
    }

    /// The dock: a frosted band 88 pt tall, 14 pt from the edges, with four app icons (60 pt,
    /// placeholders: Phone, Safari, Mail, Music).
    private static func dock(_ screen: Size, dark: Bool) -> [Mark] {
        let band = Rect(x: 14, y: screen.height - 102, width: screen.width - 28, height: 88)
        var marks: [Mark] = [
            .box(band, radius: 32, paint: .color(dark ? hex(0x3C3C43, alpha: 0.45) : hex(0xFFFFFF, alpha: 0.32)))
        ]
        let icons: [(String, UInt32, UInt32)] = [
            ("📞", 0x34C759, 0x30B350), ("🧭", 0x0A84FF, 0x5AC8FA), ("✉️", 0x1E90FF, 0x5AC8FA),
            ("🎵", 0xFF375F, 0xFF6B81),
        ]
        let space = (band.width - 4 * 60) / 4
        for (index, (emoji, a, b)) in icons.enumerated() {
            let icon = Rect(x: band.x + space / 2 + Double(index) * (60 + space), y: band.y + 14, width: 60, height: 60)
            // CSS `linear-gradient(160deg, b, a)`: from just left of the top to just right of the bottom.
            let (dx, dy) = (0.342 * 38.4, 0.940 * 38.4)
            marks.append(
                .box(
                    icon, radius: 14,
                    paint: .linearGradient(
                        stops: [GradientStop(color: hex(b), location: 0), GradientStop(color: hex(a), location: 1)],
                        start: Point(x: icon.x + 30 - dx, y: icon.y + 30 - dy),
                        end: Point(x: icon.x + 30 + dx, y: icon.y + 30 + dy))))
            marks.append(.text(emoji, icon, font: font(30, weight: 400), color: .white, alignment: 0.5))
        }
        return marks
    }

    /// The status bar: the time on the leading side, signal, "5G" and a battery on the trailing
    /// side, in `ink`; the Dynamic Island (122×35 pt) or the notch (162×32 pt, its top corners
    /// off the screen) where the phone has one (`DeviceProfile.cutout`).
    private static func statusBar(_ context: PlaceContext, _ clock: SurfaceClock, ink: RGBA) -> [Mark] {
        let width = context.device.screen.width
        var marks: [Mark] = []
        switch context.device.cutout {
        case .dynamicIsland:
            marks.append(
                .box(Rect(x: width / 2 - 61, y: 11, width: 122, height: 35), radius: 20, paint: .color(.black)))
        case .notch:
            marks.append(
                .box(Rect(x: width / 2 - 81, y: -20, width: 162, height: 52), radius: 20, paint: .color(.black)))
        case .none:
            break
        }
        marks.append(
            .text(
                clock.time, Rect(x: 40, y: 14, width: 80, height: 36), font: font(16, weight: 600), color: ink,
                alignment: 0))
        let battery = Rect(x: width - 34 - 25, y: 26, width: 25, height: 12)
        marks.append(.outline(battery, radius: 4, width: 1.5, color: ink.multiplyingAlpha(0.9)))
        marks.append(
            .box(
                Rect(x: battery.x + 3, y: battery.y + 3, width: 15.5, height: 6), radius: 1.5,
                paint: .color(ink.multiplyingAlpha(0.9))))
        let network = font(13, weight: 600)
        let label = width - 34 - 25 - 6 - Self.width("5G", network)
        marks.append(.text("5G", Rect(x: label, y: 14, width: 30, height: 36), font: network, color: ink, alignment: 0))
        for bar in 0..<3 {
            let height = 4 + Double(bar) * 3
            marks.append(
                .box(
                    Rect(x: label - 24 + Double(bar) * 6, y: 37 - height, width: 4, height: height), radius: 1,
                    paint: .color(ink)))
        }
        return marks
    }

    // MARK: - Lock Screen

    /// From 54 pt: the lock (18 pt), the date line (the short day, 19 pt semibold, and the inline
    /// widget beside it, 6 pt below), the time (92 pt bold, 2 pt tighter), and 16 pt below it the
    /// row of four circular units, centred, a rectangular (or iPad small) widget taking two,
    /// units apart by what a rectangular adds to two circulars (at least 8 pt). Torch and camera
    /// buttons at the bottom; in Always On the whole screen dims (`alwaysOnBrightness`).
    static func lockScreen(_ context: PlaceContext, _ families: [FamilyName], _ clock: SurfaceClock) -> Self {
        let screen = context.device.screen
        let circular = size(.accessoryCircular, context), rectangular = size(.accessoryRectangular, context)
        let inline = size(.accessoryInline, context)
        let gap = circular.width > 0 && rectangular.width > 0 ? max(8, rectangular.width - 2 * circular.width) : 12
        // The date line: the day, then the first inline widget.
        let dayFont = font(19, weight: 600)
        let dayWidth = width(clock.day, dayFont)
        let inlineIndex = families.firstIndex(of: .accessoryInline)
        let lineHeight = max(26, inlineIndex == nil ? 0 : inline.height)
        let lineWidth = dayWidth + (inlineIndex == nil ? 0 : 8 + inline.width)
        let lineX = (screen.width - lineWidth) / 2
        let lineY = 78.0
        // The row: four units, circular slots one, others two; empty units stay circular.
        let rowY = lineY + lineHeight - 2 + 92 + 16
        var units = 0
        var row: [(index: Int, size: Size)] = []
        for (index, family) in families.enumerated() where family != .accessoryInline {
            let need = family == .accessoryCircular ? 1 : 2
            guard units + need <= 4 else { continue }
            units += need
            row.append((index, size(family, context)))
        }
        let widths = row.map(\.size.width) + Array(repeating: circular.width, count: 4 - units)
        var x = (screen.width - widths.reduce(0, +) - gap * Double(max(widths.count - 1, 0))) / 2
        var slots = [Slot?](repeating: nil, count: families.count)
        for (index, size) in row {
            slots[index] = Slot(frame: Rect(origin: Point(x: x, y: rowY), size: size))
            x += size.width + gap
        }
        if let inlineIndex {
            slots[inlineIndex] = Slot(
                frame: Rect(
                    x: lineX + dayWidth + 8, y: lineY + (lineHeight - inline.height) / 2, width: inline.width,
                    height: inline.height))
        }
        var marks = lockWallpaper(context)
        marks += statusBar(context, clock, ink: .white)
        // iOS draws the padlock, the flashlight and the camera as white glyphs, not emoji.
        marks.append(
            .glyph(
                context.isLocked ? .lockClosed : .lockOpen, Rect(x: screen.width / 2 - 9, y: 54, width: 18, height: 18),
                color: RGBA(1, 1, 1, 0.9)))
        marks.append(
            .text(
                clock.day, Rect(x: lineX, y: lineY, width: dayWidth, height: lineHeight), font: dayFont, color: .white,
                alignment: 0))
        marks.append(
            .text(
                clock.time, Rect(x: 0, y: lineY + lineHeight - 2, width: screen.width, height: 92),
                font: font(92, weight: 700), color: .white, alignment: 0.5))
        for x in [46, screen.width - 96] {
            let button = Rect(x: x, y: screen.height - 90, width: 50, height: 50)
            marks.append(.box(button, radius: 25, paint: .color(RGBA(0, 0, 0, 0.28))))
            let glyph = Rect(x: x + 14, y: button.y + 14, width: 22, height: 22)
            marks.append(
                .glyph(x == 46 ? .flashlight : .camera, glyph, color: .white))
        }
        marks.append(
            .box(
                Rect(x: screen.width / 2 - 68, y: screen.height - 14, width: 136, height: 5), radius: 2.5,
                paint: .color(RGBA(1, 1, 1, 0.8))))
        return SurfaceLayout(
            screen: screen, marks: marks, slots: slots, brightness: context.state.alwaysOn ? alwaysOnBrightness : 1)
    }

    /// The backdrop (vibrant widgets are drawn on it) with a violet glow rising from below the
    /// bottom edge, clear of the widgets.
    private static func lockWallpaper(_ context: PlaceContext) -> [Mark] {
        let screen = context.device.screen
        let base = context.backdropColor
        return [
            fill(screen, base),
            .glow(
                Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                center: Point(x: screen.width / 2, y: 1.05 * screen.height),
                radii: Size(width: 1.4 * screen.width, height: 0.55 * screen.height),
                stops: [
                    GradientStop(color: mix(base, hex(0xB07CFF), 0.45), location: 0),
                    GradientStop(color: base, location: 0.7),
                ]),
        ]
    }

    // MARK: - StandBy

    /// Landscape and black: the first two small widgets enlarged to fill the height (up to
    /// 2.05×, 50 pt spare), each centred in its half of the screen inside 40 pt margins; with one
    /// widget, the clock (120 pt light) fills the other half; with none, the middle. At night
    /// (Always On) the clock is StandBy's dim red, as the widgets are.
    static func standBy(_ context: PlaceContext, _ families: [FamilyName], _ clock: SurfaceClock) -> Self {
        let screen = Size(width: context.device.screen.height, height: context.device.screen.width)
        let small = size(.systemSmall, context)
        let magnification = small.height > 0 ? min(2.05, (screen.height - 50) / small.height) : 1
        let half = (screen.width - 80) / 2
        let centers = [40 + half / 2, 40 + 1.5 * half]
        var slots = [Slot?](repeating: nil, count: families.count)
        for index in families.indices.prefix(2) {
            let size = Size(width: small.width * magnification, height: small.height * magnification)
            slots[index] = Slot(
                frame: Rect(
                    x: centers[index] - size.width / 2, y: (screen.height - size.height) / 2, width: size.width,
                    height: size.height),
                magnification: magnification)
        }
        var marks = [fill(screen, .black)]
        if families.count < 2 {
            let area =
                families.isEmpty
                ? Rect(x: 0, y: 0, width: screen.width, height: screen.height)
                : Rect(x: 40 + half, y: 0, width: half, height: screen.height)
            let ink = context.state.alwaysOn ? RGBA(0.55, 0, 0) : hex(0xF2F2F2)
            marks.append(.text(clock.time, area, font: font(120, weight: 300), color: ink, alignment: 0.5))
        }
        return SurfaceLayout(screen: screen, marks: marks, slots: slots)
    }
}

/// The Home Screen's grid filling (Page/places.js `paginate`).
enum HomeGrid {
    /// Where each item of `spans` (columns, rows) goes: the first free cell of the first page
    /// where it fits (a page fills up before the next, as iOS fills gaps), a new page when it
    /// fits nowhere.
    static func paginate(_ spans: [(Int, Int)], columns: Int, rows: Int) -> [(page: Int, row: Int, column: Int)] {
        var taken: [Set<Int>] = []
        func place(_ span: (Int, Int), on page: Int) -> (row: Int, column: Int)? {
            for row in 0..<rows {
                for column in 0..<columns where column + span.0 <= columns && row + span.1 <= rows {
                    let cells = (row..<row + span.1).flatMap { y in (column..<column + span.0).map { y * columns + $0 }
                    }
                    guard taken[page].isDisjoint(with: cells) else { continue }
                    taken[page].formUnion(cells)
                    return (row, column)
                }
            }
            return nil
        }
        return spans.map { span in
            for page in taken.indices {
                if let spot = place(span, on: page) { return (page, spot.row, spot.column) }
            }
            taken.append([])
            let spot = place(span, on: taken.count - 1) ?? (0, 0)
            return (taken.count - 1, spot.row, spot.column)
        }
    }
}
