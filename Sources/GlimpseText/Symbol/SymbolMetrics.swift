//  SymbolMetrics.swift — GlimpseText (Glimpse)
//  Status: Complete for Material glyphs standing in for SF Symbols
//  Behaviour: an SF Symbol at point size s (medium scale) is drawn so that a full-height glyph
//  spans about s (Apple HIG "SF Symbols": symbols align with the text of the same point size;
//  `Image(systemName: "heart")` in `.body` (17 pt) is about 19 × 17 pt). Here the Material live
//  square (20 of 24 grid units) is s × the image scale's factor, so the font's em is 1.2 × that.
//  The image hugs the glyph's ink plus a small margin (0.06 of the live side left and right,
//  0.04 above and below, which makes "heart" 19 × 17 pt at 17 pt), and symbols sit centred on
//  the cap height of the text they are laid out with, as SF Symbols do.

public import GlimpseArchive

/// The size and placement of a symbol image, in points.
///
/// The extension sizes `Image(systemName:)` with `init(symbol:pointSize:scale:)`; the host draws
/// into whatever frame it was given with `fitting(_:in:)`, which places the same natural layout
/// scaled uniformly to fit that frame and centred in it.
public struct SymbolMetrics: Hashable, Sendable {
    /// The image's size, unrounded.
    public var size: Size
    /// From the image's top down to the baseline of the text it sits on.
    public var baseline: Double
    /// Side of the live square (the em of the Material font is `SymbolFont.emPerLiveSide` × this).
    public var liveSide: Double
    /// Centre of the live square from the image's top-leading corner.
    public var liveCenter: Point

    /// Margin left and right of the ink, as a fraction of the live side.
    public static let horizontalMargin = 0.06
    /// Margin above and below the ink, as a fraction of the live side.
    public static let verticalMargin = 0.04

    /// The natural metrics of the symbol `name` next to text of `pointSize` points.
    ///
    /// - Parameters:
    ///   - name: An SF Symbols name; unknown names measure as a full live square (the box drawn
    ///     for them).
    ///   - pointSize: The font size in points (`Font.body` is 17).
    ///   - scale: `Image.Scale`; multiplies the glyph, not the cap height it centres on.
    public init(symbol name: String, pointSize: Double, scale: SymbolImageScale = .medium) {
        self.init(ink: Self.inkBox(ResolvedSymbol.resolve(name)), pointSize: pointSize, scale: scale)
    }

    /// Metrics for a glyph whose ink (live units) is `ink`.
    public init(ink: LiveBox, pointSize: Double, scale: SymbolImageScale = .medium) {
        let side = max(0, pointSize) * scale.factor
        let hMargin = Self.horizontalMargin * side
        let vMargin = Self.verticalMargin * side
        liveSide = side
        size = Size(width: ink.width * side + 2 * hMargin, height: ink.height * side + 2 * vMargin)
        liveCenter = Point(x: hMargin - ink.minX * side, y: vMargin - ink.minY * side)
        baseline = liveCenter.y + TextMetrics(size: max(0, pointSize)).capHeight / 2
    }

    /// These metrics with the size rounded up to the pixel grid of `displayScale` (SwiftUI sizes
    /// images in whole pixels), the symbol still centred in it: the live centre and the baseline
    /// move by half of what was added, as the host's `fitting(_:in:)` will place it.
    public func rounded(toPixelsOf displayScale: Double) -> SymbolMetrics {
        var m = self
        m.size = Size(
            width: roundUpToPixel(size.width, scale: displayScale),
            height: roundUpToPixel(size.height, scale: displayScale))
        let dx = (m.size.width - size.width) / 2
        let dy = (m.size.height - size.height) / 2
        m.liveCenter = Point(x: liveCenter.x + dx, y: liveCenter.y + dy)
        m.baseline += dy
        return m
    }

    /// The live side and centre (absolute points) for drawing the symbol `name` into `frame`:
    /// its natural layout scaled uniformly to fit and centred. A resizable symbol given a frame of
    /// another aspect ratio is therefore drawn undistorted, where iOS would stretch it.
    public static func fitting(_ name: String, in frame: Rect) -> (liveSide: Double, center: Point) {
        fitting(ink: inkBox(ResolvedSymbol.resolve(name)), in: frame)
    }

    /// As `fitting(_:in:)`, for a glyph whose ink (live units) is `ink`.
    public static func fitting(ink: LiveBox, in frame: Rect) -> (liveSide: Double, center: Point) {
        let unit = SymbolMetrics(ink: ink, pointSize: 1)
        guard unit.size.width > 0, unit.size.height > 0 else {
            return (0, Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))
        }
        let k = max(0, min(frame.width / unit.size.width, frame.height / unit.size.height))
        let x = frame.x + (frame.width - unit.size.width * k) / 2 + unit.liveCenter.x * k
        let y = frame.y + (frame.height - unit.size.height * k) / 2 + unit.liveCenter.y * k
        return (k, Point(x: x, y: y))
    }

    /// The ink of a resolved symbol in live units: the live square for enclosures and unknown
    /// names, else the union of its layers' glyphs as placed.
    public static func inkBox(_ symbol: ResolvedSymbol?) -> LiveBox {
        guard let symbol, symbol.enclosure == .none else { return .live }
        var box: LiveBox?
        for layer in symbol.recipe.layers {
            guard let ink = layer.inkBox else { continue }
            let placed = place(ink, layer)
            box = box.map { $0.union(placed) } ?? placed
        }
        guard let box, box.width > 0, box.height > 0 else { return .live }
        return box
    }

    /// `ink` turned by the layer's quarter turns (clockwise, about the centre), scaled and moved.
    static func place(_ ink: LiveBox, _ layer: SymbolLayer) -> LiveBox {
        var b = ink
        for _ in 0..<((layer.quarterTurns % 4 + 4) % 4) {
            // (x, y) → (-y, x) turns clockwise with y down.
            b = LiveBox(minX: -b.maxY, minY: b.minX, maxX: -b.minY, maxY: b.maxX)
        }
        return LiveBox(
            minX: b.minX * layer.scale + layer.dx, minY: b.minY * layer.scale + layer.dy,
            maxX: b.maxX * layer.scale + layer.dx, maxY: b.maxY * layer.scale + layer.dy)
    }
}
