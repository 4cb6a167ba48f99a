//  SurfacePicture.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the places the simulator page draws (the Home Screen's first page)
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": a surface drawn whole, as the
//  simulator page draws it (SurfaceLayout): wallpaper and chrome, and the widget on top of each
//  stack in its slot, each drawn through `SlotDisplay` (so the page's, a preview's and this
//  picture's widget pixels agree), with a stack's dots beside it.

public import Foundation
public import GlimpseArchive
public import GlimpseHost
public import GlimpseRender

/// A surface drawn whole at one instant.
public struct SurfacePicture: Sendable {
    /// What one slot shows: the entry of the widget on top of its stack.
    public struct Shown: Sendable {
        public var family: FamilyName
        public var entry: ArchivedEntry
        /// The widget's `containerBackgroundRemovable`.
        public var backgroundRemovable: Bool
        /// Its stack's size and which of its widgets this is, for the dots beside a stack of two
        /// or more (SurfaceLayout+StackDots); nil: a widget alone in its slot.
        public var stack: SurfaceLayout.StackDots?

        public init(
            family: FamilyName, entry: ArchivedEntry, backgroundRemovable: Bool = true,
            stack: SurfaceLayout.StackDots? = nil
        ) {
            self.family = family
            self.entry = entry
            self.backgroundRemovable = backgroundRemovable
            self.stack = stack
        }
    }

    /// The screen of `context`'s place with `slots` (one per stack, nil for a stack with nothing
    /// to show yet) at `date`, `scale` pixels per point, laid out as the simulator page lays the
    /// place out (`SurfaceLayout`): the wallpaper and chrome (`SurfaceChrome`) with the dots
    /// beside each stack of two or more widgets (SurfaceLayout+StackDots), then each slot's
    /// widget drawn through `SlotDisplay` (a watch corner with its label bent onto its corner),
    /// then the place's dimming.
    ///
    /// - Parameter clock: what the screen's clocks show; nil shows `date` in the process's time
    ///   zone and locale.
    /// - Returns: `layout.screen` × `scale` pixels, opaque.
    /// - Throws: `RenderError` from the renderer.
    public static func render(
        _ slots: [Shown?], in context: PlaceContext, at date: Date, scale: Double, renderer: ArchiveRenderer,
        clock: SurfaceClock? = nil
    ) throws -> RasterImage {
        var layout = SurfaceLayout(context, families: slots.map { $0?.family }, clock: clock ?? SurfaceClock(date))
        layout.addStackDots(slots.map { $0?.stack }, in: context)
        var canvas = try renderer.renderImage(SurfaceChrome.archive(layout), options: RenderOptions(scale: scale))
        for (shown, slot) in zip(slots, layout.slots) {
            guard let shown, let slot,
                let display = SlotDisplay(
                    showing: shown.entry, family: shown.family, in: context, at: date, labelPlacement: slot.label,
                    scale: scale * slot.magnification, backgroundRemovable: shown.backgroundRemovable)
            else { continue }
            let image = try renderer.renderImage(display.archive, options: display.options)
            // A frame with a viewport (a corner's label) starts where the viewport does.
            let offset = display.options.viewport.map { Point(x: $0.x, y: $0.y) } ?? Point(x: 0, y: 0)
            let x = slot.frame.x + offset.x * slot.magnification
            let y = slot.frame.y + offset.y * slot.magnification
            canvas.draw(image, x: Int((x * scale).rounded()), y: Int((y * scale).rounded()))
        }
        if layout.brightness < 1 { canvas.dim(by: layout.brightness) }
        return canvas
    }
}

extension RasterImage {
    /// Multiplies every pixel's colour by `brightness` (0…1); alpha is kept.
    mutating func dim(by brightness: Double) {
        let factor = Int((min(max(brightness, 0), 1) * 256).rounded())
        rgba.withUnsafeMutableBufferPointer { pixels in
            for i in stride(from: 0, to: pixels.count, by: 4) {
                for c in 0..<3 { pixels[i &+ c] = UInt8((Int(pixels[i &+ c]) &* factor) >> 8) }
            }
        }
    }

    /// Draws `image` over this one with its top-left corner at pixel (`x`, `y`), source over
    /// (straight alpha); what falls outside is clipped.
    mutating func draw(_ image: RasterImage, x: Int, y: Int) {
        let (width, height) = (self.width, self.height)
        image.rgba.withUnsafeBufferPointer { source in
            rgba.withUnsafeMutableBufferPointer { target in
                for row in max(0, -y)..<image.height where y + row < height {
                    for column in max(0, -x)..<image.width where x + column < width {
                        let s = (row &* image.width &+ column) &* 4
                        let d = ((y &+ row) &* width &+ x &+ column) &* 4
                        let alpha = Int(source[s &+ 3])
                        if alpha == 0 { continue }
                        if alpha == 255 {
                            for c in 0..<4 { target[d &+ c] = source[s &+ c] }
                            continue
                        }
                        // The canvas is opaque: blend each colour, keep it opaque.
                        for c in 0..<3 {
                            let blended = Int(source[s &+ c]) &* alpha &+ Int(target[d &+ c]) &* (255 &- alpha)
                            target[d &+ c] = UInt8((blended &+ 127) / 255)
                        }
                        target[d &+ 3] = 255
                    }
                }
            }
        }
    }
}
