//  BlendingModeTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: a group's blend mode and compositing flag survive encoding; an unknown mode is
//  refused with an error naming it; archives without them decode as before.

import Foundation
import GlimpseArchive
import Testing

struct BlendingModeTests {
    private func archive(_ group: GroupItem) -> WidgetArchive {
        WidgetArchive(size: Size(width: 10, height: 10), content: .group(group))
    }

    private let child = DisplayItem.shape(
        ShapeItem(
            frame: Rect(x: 0, y: 0, width: 4, height: 4),
            path: PathData([.move(to: .zero), .line(to: Point(x: 4, y: 0)), .closeSubpath]),
            fill: .color(RGBA(1, 0, 0))))

    @Test(arguments: BlendingMode.allCases)
    func everyModeRoundTripsThroughTheArchive(mode: BlendingMode) throws {
        let group = GroupItem(
            frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [child], compositingGroup: true, blendMode: mode)
        let data = try ArchiveCoding.encoder().encode(archive(group))
        #expect(String(decoding: data, as: UTF8.self).contains("\"blendMode\":\"\(mode.rawValue)\""))
        let decoded = try ArchiveCoding.decodeArchive(data)
        guard case .group(let g) = decoded.content else { Issue.record("content is not a group"); return }
        #expect(g.blendMode == mode)
        #expect(g.compositingGroup == true)
    }

    @Test func theArchiveHasSwiftUIsTwentyOneModesAndGraphicsContextsSevenMore() {
        #expect(BlendingMode.allCases.count == 28)
        #expect(
            BlendingMode.allCases.suffix(7) == [
                .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor,
            ])
    }

    @Test func anUnknownModeIsRejectedNamingItAndTheAcceptedOnes() throws {
        let group = GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [child], blendMode: .multiply)
        let json = String(decoding: try ArchiveCoding.encoder().encode(archive(group)), as: UTF8.self)
            .replacingOccurrences(of: "\"multiply\"", with: "\"vividLight\"")
        do {
            _ = try ArchiveCoding.decodeArchive(Data(json.utf8))
            Issue.record("an unknown blend mode decoded")
        } catch let error as ArchiveError {
            #expect(error.code == .malformed)
            #expect(error.message.contains("'vividLight'"))
            #expect(error.message.contains("content.group.blendMode"))
            #expect(error.message.contains("destinationOut"))
        }
    }

    @Test func aModeThatIsNotAStringIsRejected() throws {
        let json = """
            {"formatVersion":1,"size":[10,10],"colorScheme":"light","displayScale":3,"images":{},"hitRegions":[],
             "content":{"group":{"frame":[0,0,10,10],"children":[],"blendMode":3}}}
            """
        #expect(throws: ArchiveError.self) { _ = try ArchiveCoding.decodeArchive(Data(json.utf8)) }
    }

    @Test func aGroupWithoutTheNewFieldsDecodesAsBefore() throws {
        let json = """
            {"formatVersion":1,"size":[10,10],"colorScheme":"light","displayScale":3,"images":{},"hitRegions":[],
             "content":{"group":{"frame":[0,0,10,10],"children":[]}}}
            """
        let decoded = try ArchiveCoding.decodeArchive(Data(json.utf8))
        guard case .group(let g) = decoded.content else { Issue.record("content is not a group"); return }
        #expect(g.blendMode == nil && g.compositingGroup == nil)
    }

    @Test func theSExpressionShowsTheModeAndTheCompositingGroup() {
        let item = DisplayItem.group(
            GroupItem(
                frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [], compositingGroup: true,
                blendMode: .plusLighter))
        #expect(item.sExpression == "(group (frame 0 0 10 10) (compositing) (blend plusLighter))")
    }
}
