//  LabelPlacementTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: where watch faces draw labels: corner labels inside the corner's content, about
//  the face's centre, clockwise on top and counter-clockwise below; the Infograph bezel label
//  above its slot; previews see the slot and the whole band.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct LabelPlacementTests {
    private let screen = Size(width: 198, height: 242)  // 45 mm

    @Test(arguments: LabelPlacement.Corner.allCases)
    func cornerLabelsCircleTheFaceCentreInsideTheirSlotTowardTheCentre(corner: LabelPlacement.Corner) {
        let placement = LabelPlacement.corner(corner, slot: 38, screen: screen)
        let curve = placement.curve
        // The centre of the face, in the slot's space.
        let leading = corner == .topLeading || corner == .bottomLeading
        let top = corner == .topLeading || corner == .topTrailing
        #expect(curve.center.x == (leading ? 99 : 99 - 160))
        #expect(curve.center.y == (top ? 121 : 121 - 204))
        // The band lies just inside the slot's circle: the slot's centre is 2 + 19 pt further out.
        let toSlot = hypot(19 - curve.center.x, 19 - curve.center.y)
        #expect(abs(toSlot - curve.radius - 21) < 1e-9)
        // Centred on the line from the face's centre through the slot.
        let middle = Point(
            x: curve.center.x + curve.radius * cos(curve.angle), y: curve.center.y + curve.radius * sin(curve.angle))
        #expect((middle.x > 19) == leading)
        #expect((middle.y > 19) == top)
        #expect(curve.clockwise == top)
        #expect(curve.length == 1.6 * 38)
    }

    @Test func aCornerPreviewCoversTheSlotAndTheWholeBand() {
        let placement = LabelPlacement.corner(.topLeading, slot: 38, screen: screen)
        let v = placement.viewport
        #expect(v.x == 0 && v.y == 0)
        #expect(v.maxX >= 38 && v.maxY >= 38)
        let band = Size(width: placement.curve.length, height: LabelPlacement.band)
        let reach = placement.curve.arc(forLabelOf: band).bounds(of: Rect(origin: .zero, size: band))
        #expect(v.x <= reach.x && v.y <= reach.y && v.maxX >= reach.maxX && v.maxY >= reach.maxY)
        // Not much more than that: the corner of the face, not the face.
        #expect(v.width < 80 && v.height < 80)
    }

    @Test func theInfographBezelRunsClockwiseOverTheTopAboveItsSlot() {
        let placement = LabelPlacement.infographBezel(slot: 50, screen: screen)
        let curve = placement.curve
        #expect(curve.clockwise)
        #expect(curve.angle == -.pi / 2)
        #expect(curve.radius == 97)  // 2 pt inside the screen's width
        #expect(curve.center.x == 25)
        // The band's inner edge (radius − 16) is above the slot's top edge.
        #expect(curve.center.y - (curve.radius - LabelPlacement.band) < 0)
        // A third of the circle, measured at the band's middle.
        #expect(abs(curve.length - 89 * 2 * .pi / 3) < 1e-9)
        #expect(placement.viewport.y < 0 && placement.viewport.x < 0 && placement.viewport.maxX > 50)
    }

    @Test func watchesShowCornerLabelsAndTheInfographBezelOnly() throws {
        let watch = try DeviceProfile.named("watch-41mm")
        #expect(watch.labelPlacement(for: .accessoryCorner, at: .watchFace) != nil)
        #expect(watch.labelPlacement(for: .accessoryCircular, at: .watchFace) == nil)
        #expect(watch.labelPlacement(for: .accessoryCircular, at: .watchFace, face: "Infograph") != nil)
        #expect(watch.labelPlacement(for: .accessoryRectangular, at: .watchSmartStack) == nil)
        #expect(watch.faceSlot("Infograph", for: .accessoryCircular)?.size == Size(width: 44.5, height: 44.5))
        #expect(DeviceProfile.standard.labelPlacement(for: .accessoryCircular, at: .lockScreen) == nil)
    }
}
