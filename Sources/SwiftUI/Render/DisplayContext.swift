//  DisplayContext.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: collects the display list while placed nodes emit (ARCHITECTURE.md "The archive").
//  Frames are absolute points, snapped to the pixel grid of the display scale.

import Foundation
import GlimpseArchive

/// Where placed nodes put their display items, images, links and identifiers.
final class DisplayContext {
    /// Pixels per point; frames are snapped to 1/scale.
    let scale: CGFloat
    private var stack: [[DisplayItem]] = [[]]
    /// Image bytes by content hash.
    var images: [String: ImageAsset] = [:]
    var hitRegions: [HitRegion] = []
    var widgetURL: String?
    /// The removable container background layer, when the view tree declares one.
    var containerBackground: DisplayItem?
    /// Frames of views tagged with `accessibilityIdentifier`, in points (snapped).
    var identifiedFrames: [String: CGRect] = [:]

    /// The widget's canvas (absolute points): where the container background is drawn.
    var canvas: CGRect = .zero
    /// The complication label layer (`widgetLabelLayer`), when the view tree records one.
    var widgetLabel: DisplayItem?
    /// The sticky tags (accent group, privacy, redaction) of the groups being emitted, so a
    /// layer recorded from inside them (the label) carries them too.
    var inheritedTags = ItemTags()

    init(scale: CGFloat) { self.scale = scale }

    /// Appends a leaf or finished group to the current container.
    func append(_ item: DisplayItem) { stack[stack.count - 1].append(item) }

    /// Runs `body`, collecting what it emits as the children of a new group, and returns them.
    /// If `body` throws, what it emitted is dropped and the error passed on.
    func collect(_ body: () throws -> Void) rethrows -> [DisplayItem] {
        stack.append([])
        do { try body() } catch {
            stack.removeLast()
            throw error
        }
        return stack.removeLast()
    }

    /// The items emitted at the top level.
    var rootItems: [DisplayItem] { stack[0] }

    // MARK: - Pixel grid

    /// `v` rounded to the nearest pixel.
    func snap(_ v: CGFloat) -> CGFloat {
        guard v.isFinite else { return v }
        return (v * scale).rounded() / scale
    }

    /// `rect` with its edges rounded to the nearest pixel (so abutting views stay abutting).
    func snap(_ rect: CGRect) -> CGRect {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return rect
        }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return CGRect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }
}

extension CGRect {
    /// The archive's rectangle for this frame.
    var archiveRect: Rect { Rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}

extension CGPoint {
    var archivePoint: Point { Point(x: x, y: y) }
}
