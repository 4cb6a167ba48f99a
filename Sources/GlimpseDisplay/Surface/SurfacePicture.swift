//  SurfacePicture.swift — GlimpseDisplay (Glimpse)
//  Status: Partial — slots flow in rows on the device's screen (no Home Screen grid, dock or
//  watch face corners yet)
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": a surface drawn whole, as the
//  device's screen: the place's backdrop, and the widget on top of each stack where the slot
//  flows, each drawn through `SlotDisplay` (so the page's, a preview's and this picture's pixels
//  agree).

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

        public init(family: FamilyName, entry: ArchivedEntry, backgroundRemovable: Bool = true) {
            self.family = family
            self.entry = entry
            self.backgroundRemovable = backgroundRemovable
        }
    }

    /// Margin around the screen's edge and between slots, points: 16 on the phone, 8 on the
    /// watch (Glimpse's choice; iOS's Home Screen grid comes later).
    public static func spacing(on device: DeviceProfile) -> Double { device.platform == .watchOS ? 8 : 16 }

    /// Where the first row starts, points from the top: below the Lock Screen's clock (about a
    /// quarter of the screen), below the status bar elsewhere on the phone (54), at the margin
    /// on the watch. Glimpse's choice.
    public static func top(of place: PlaceName, on device: DeviceProfile) -> Double {
        if device.platform == .watchOS { return spacing(on: device) }
        return place == .lockScreen ? (device.screen.height * 0.27).rounded() : 54
    }

    /// The frames of slots of `sizes` (points, on-screen size): left to right, wrapping at the
    /// screen's width, each row as tall as its tallest slot.
    public static func frames(of sizes: [Size], place: PlaceName, on device: DeviceProfile) -> [Rect] {
        let gap = spacing(on: device)
        var x = gap
        var y = top(of: place, on: device)
        var rowHeight = 0.0
        return sizes.map { size in
            if x > gap, x + size.width > device.screen.width - gap + 0.5 {
                x = gap
                y += rowHeight + gap
                rowHeight = 0
            }
            defer {
                x += size.width + gap
                rowHeight = max(rowHeight, size.height)
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// The screen of `context`'s place with `slots` (one per stack, nil for a slot with nothing
    /// to show yet) at `date`, `scale` pixels per point.
    /// - Throws: `RenderError` from the renderer.
    public static func render(
        _ slots: [Shown?], in context: PlaceContext, at date: Date, scale: Double, renderer: ArchiveRenderer
    ) throws -> RasterImage {
        let device = context.device
        let width = max(1, Int((device.screen.width * scale).rounded()))
        let height = max(1, Int((device.screen.height * scale).rounded()))
        var canvas = RasterImage(
            width: width, height: height,
            rgba: Self.fill(
                context.place.backdrop(colorScheme: context.colorScheme, mode: context.renderingMode),
                count: width * height))
        let displays = slots.map { shown in
            shown.flatMap { shown in
                SlotDisplay(
                    showing: shown.entry, family: shown.family, in: context, at: date, scale: scale,
                    backgroundRemovable: shown.backgroundRemovable)
            }
        }
        let sizes = slots.indices.map { index in
            displays[index]?.size.device ?? context.size(of: slots[index]?.family ?? .systemSmall)?.device
                ?? Size(width: 0, height: 0)
        }
        for (display, frame) in zip(displays, frames(of: sizes, place: context.name, on: device)) {
            guard let display else { continue }
            let image = try renderer.renderImage(display.archive, options: display.options)
            canvas.draw(image, x: Int((frame.x * scale).rounded()), y: Int((frame.y * scale).rounded()))
        }
        return canvas
    }

    private static func fill(_ color: RGBA, count: Int) -> [UInt8] {
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let (r, g, b) = (byte(color.red), byte(color.green), byte(color.blue))
        return [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            for i in 0..<count {
                buffer[i &* 4] = r
                buffer[i &* 4 &+ 1] = g
                buffer[i &* 4 &+ 2] = b
                buffer[i &* 4 &+ 3] = 255
            }
            initialized = count * 4
        }
    }
}

extension RasterImage {
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
