//  SurfaceLayout+StackDots.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for the Home Screen, the Lock Screen and StandBy
//  Behaviour: iOS shows a Smart Stack's widgets as a column of small dots beside the stack, the
//  one on top filled (HIG "Widgets": a stack "shows one widget at a time"); the simulator page
//  draws them the same way (Page/places.js slotNode, style.css `.stack-dots`): 7 pt dots 4 pt
//  apart, a column centred on the slot's height, its trailing edge 14 pt past the slot's. Apple
//  publishes no geometry; these are the page's numbers. On the light Home Screen the dots take
//  the status bar's ink, as the page's do (white would vanish on its light wallpaper).

import GlimpseArchive
import GlimpseHost

extension SurfaceLayout {
    /// Which widget of a stack is on top, for its dots.
    public struct StackDots: Hashable, Sendable {
        /// How many widgets the stack holds (dots are drawn for 2 or more).
        public var count: Int
        /// The one on top, from 0 (its dot is filled).
        public var top: Int

        public init(count: Int, top: Int) {
            self.count = count
            self.top = top
        }
    }

    /// The dot's side and the gap between two dots, points.
    static let stackDot = 7.0
    static let stackDotGap = 4.0

    /// Adds the dots of each stack of two or more widgets (`stacks`, one per slot) beside its
    /// slot, under the widgets; the watch places (a face holds no stacks, the Smart Stack lists
    /// its widgets) draw none.
    mutating func addStackDots(_ stacks: [StackDots?], in context: PlaceContext) {
        guard context.name != .watchFace, context.name != .watchSmartStack else { return }
        let light = context.name == .homeScreen && context.colorScheme != "dark" && context.renderingMode != .accented
        let ink = light ? Self.hex(0x101418) : RGBA.white
        for (dots, slot) in zip(stacks, slots) {
            guard let dots, let slot, dots.count > 1 else { continue }
            marks += Self.stackDots(dots, beside: slot.frame, ink: ink)
        }
    }

    /// The dots of `dots` beside `frame`: the top one `ink` at 0.9, the others at 0.35.
    static func stackDots(_ dots: StackDots, beside frame: Rect, ink: RGBA) -> [Mark] {
        let height = Double(dots.count) * stackDot + Double(dots.count - 1) * stackDotGap
        let x = frame.x + frame.width + 14 - stackDot
        let y = frame.y + (frame.height - height) / 2
        return (0..<dots.count).map { index in
            .box(
                Rect(x: x, y: y + Double(index) * (stackDot + stackDotGap), width: stackDot, height: stackDot),
                radius: stackDot / 2, paint: .color(ink.multiplyingAlpha(index == dots.top ? 0.9 : 0.35)))
        }
    }
}
