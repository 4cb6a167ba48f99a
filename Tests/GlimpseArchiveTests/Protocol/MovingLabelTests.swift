//  MovingLabelTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: a label laid out for one watch face corner is shown in another by changing only
//  its bend (WidgetArchive+MovingLabel.swift).

import Foundation
import GlimpseArchive
import Testing

struct MovingLabelTests {
    /// The top-leading and bottom-trailing corners of a 198×242 pt face, 38 pt slots (as
    /// GlimpseHost's `LabelPlacement.corner` makes them).
    private let topLeading = LabelCurve(
        center: Point(x: 99, y: 121), radius: 121, angle: -2.26, clockwise: true, length: 60.8)
    private let bottomTrailing = LabelCurve(
        center: Point(x: -61, y: -83), radius: 121, angle: 0.88, clockwise: false, length: 60.8)

    @Test func aMovedBendIsTheBendTheTargetCurveWouldHaveMade() {
        let size = Size(width: 42, height: 14)
        let moved = topLeading.moving(topLeading.arc(forLabelOf: size), to: bottomTrailing)
        #expect(moved == bottomTrailing.arc(forLabelOf: size))
    }

    @Test func theLabelLayerIsRebentAndTheContentIsLeftAlone() {
        let flat = Rect(x: 0, y: 0, width: 42, height: 14)
        let arc = topLeading.arc(forLabelOf: Size(width: 42, height: 14))
        let text = DisplayItem.shape(
            ShapeItem(frame: flat, path: PathData(), fill: .color(RGBA(1, 1, 1))))
        let label = DisplayItem.group(GroupItem(frame: arc.bounds(of: flat), children: [text], arc: arc))
        let content = DisplayItem.group(GroupItem(frame: Rect(x: 0, y: 0, width: 38, height: 38), children: []))
        let archive = WidgetArchive(size: Size(width: 38, height: 38), content: content, label: label)

        let moved = archive.movingLabel(from: topLeading, to: bottomTrailing)
        #expect(moved.content == content)
        guard case .group(let group) = moved.label else {
            Issue.record("the label is no longer a group")
            return
        }
        let expected = bottomTrailing.arc(forLabelOf: Size(width: 42, height: 14))
        #expect(group.arc == expected)
        #expect(group.frame == expected.bounds(of: flat))
        #expect(group.children == [text])
        #expect(archive.movingLabel(from: topLeading, to: topLeading) == archive)
    }
}
