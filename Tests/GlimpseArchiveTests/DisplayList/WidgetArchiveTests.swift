//  WidgetArchiveTests.swift — GlimpseArchiveTests
//  The archive round-trips through JSON, prints stably, and rejects bad input clearly.

import Foundation
import GlimpseArchive
import Testing

struct WidgetArchiveTests {
    private func sample() -> WidgetArchive {
        let text = TextItem(
            frame: Rect(x: 16, y: 16, width: 40, height: 20.333),
            lines: [
                TextLine(
                    baseline: 32.2,
                    runs: [
                        TextRun(
                            text: "72°", font: FontDescriptor(family: "Inter", size: 17, weight: 600),
                            paint: .color(.black), x: 16, width: 30)
                    ])
            ], lineHeight: 20.287)
        let shape = ShapeItem(
            frame: Rect(x: 0, y: 0, width: 10, height: 10),
            path: PathData([.move(to: .zero), .line(to: Point(x: 10, y: 0)), .closeSubpath]),
            fill: .linearGradient(
                stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)],
                start: .zero, end: Point(x: 0, y: 10)))
        return WidgetArchive(
            size: Size(width: 158, height: 158),
            content: .group(
                GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [.text(text), .shape(shape)])),
            widgetURL: "emojiranger://spouty")
    }

    @Test func archiveRoundTripsThroughJSON() throws {
        let archive = sample()
        let data = try ArchiveCoding.encoder().encode(archive)
        #expect(try ArchiveCoding.decodeArchive(data) == archive)
    }

    @Test func sExpressionNamesEveryNodeWithItsFrame() {
        let s = sample().sExpression
        #expect(s.contains("(archive (size 158 158) light @3x (url \"emojiranger://spouty\")"))
        #expect(
            s.contains(
                "(text (frame 16 16 40 20.333) (line 32.2 (run 16 30 \"72°\" (font \"Inter\" 17 600) (color 0 0 0 1))))"
            ))
        #expect(s.contains("(path \"M 0 0 L 10 0 Z\")"))
    }

    @Test func archiveWithALabelLayerAndABentGroupRoundTrips() throws {
        var archive = sample()
        let arc = Arc(
            center: Point(x: 99, y: 121), radius: 93, angle: -2.2, origin: Point(x: 20, y: 8), clockwise: true)
        archive.label = .group(GroupItem(frame: Rect(x: 10, y: 20, width: 50, height: 40), children: [], arc: arc))
        let data = try ArchiveCoding.encoder().encode(archive)
        #expect(try ArchiveCoding.decodeArchive(data) == archive)
        #expect(archive.layers.count == 2)
        #expect(archive.sExpression.contains("(label\n(group (frame 10 20 50 40) (arc 99 121 93 -2.2 20 8 cw))"))
    }

    @Test func archivesWrittenBeforeLabelsAndArcsStillDecode() throws {
        // The JSON of an issue 3 archive: no "label", no "arc".
        let json = #"""
            {"formatVersion":1,"size":[10,10],"colorScheme":"light","displayScale":2,"images":{},"hitRegions":[],
             "content":{"group":{"frame":[0,0,10,10],"children":[{"group":{"frame":[1,1,2,2],"children":[]}}]}}}
            """#
        let archive = try ArchiveCoding.decodeArchive(Data(json.utf8))
        #expect(archive.label == nil)
        guard case .group(let root) = archive.content, case .group(let inner) = root.children[0] else {
            Issue.record("expected groups")
            return
        }
        #expect(inner.arc == nil)
    }

    @Test func labelLayerCountsTowardsTheDepthLimit() {
        var item = DisplayItem.shape(ShapeItem(frame: .zero, path: PathData()))
        for _ in 0..<300 { item = .group(GroupItem(frame: .zero, children: [item])) }
        var archive = sample()
        archive.label = item
        #expect(throws: ArchiveError.self) { try ArchiveCoding.validate(archive) }
    }

    @Test func pathDataParsesWhatItPrints() throws {
        let path = PathData([
            .move(to: Point(x: 1.5, y: 2)), .quadCurve(to: Point(x: 3, y: 4), control: Point(x: 5, y: 6)),
            .curve(to: Point(x: 7, y: 8), control1: Point(x: 9, y: 10), control2: Point(x: 11, y: -12.25)),
            .closeSubpath,
        ])
        #expect(try PathData(svg: path.svg) == path)
    }

    @Test func unknownPathCommandIsRejectedByName() {
        #expect(throws: ArchiveError.self) { try PathData(svg: "M 0 0 X 1 1") }
        do { _ = try PathData(svg: "M 0 0 X 1 1") } catch let e as ArchiveError {
            #expect(e.message.contains("'X'"))
        } catch {}
    }

    @Test func oversizedInputIsRejectedBeforeDecoding() {
        let data = Data(repeating: 0x20, count: WidgetArchive.maximumBytes + 1)
        do {
            _ = try ArchiveCoding.decodeArchive(data)
            Issue.record("expected tooLarge")
        } catch let e as ArchiveError {
            #expect(e.code == .tooLarge)
            #expect(e.message.contains("10 MB"))
        } catch { Issue.record("\(error)") }
    }

    @Test func deeplyNestedJSONIsRejectedBeforeTheDecoderRecurses() {
        let open = String(repeating: #"{"group":{"frame":[0,0,0,0],"children":["#, count: 300)
        let close = String(repeating: "]}}", count: 300)
        let json =
            #"{"formatVersion":1,"size":[1,1],"colorScheme":"light","displayScale":1,"images":{},"hitRegions":[],"content":"#
            + open + close + "}"
        do {
            _ = try ArchiveCoding.decodeArchive(Data(json.utf8))
            Issue.record("expected tooDeep")
        } catch let e as ArchiveError {
            #expect(e.code == .tooDeep)
        } catch { Issue.record("\(error)") }
    }

    @Test func displayListDeeperThanTheLimitFailsValidation() {
        var item = DisplayItem.shape(ShapeItem(frame: .zero, path: PathData()))
        for _ in 0..<300 { item = .group(GroupItem(frame: .zero, children: [item])) }
        let archive = WidgetArchive(size: Size(width: 10, height: 10), content: item)
        do {
            try ArchiveCoding.validate(archive)
            Issue.record("expected tooDeep")
        } catch let e as ArchiveError {
            #expect(e.code == .tooDeep)
            #expect(e.message.contains("128"))
        } catch { Issue.record("\(error)") }
    }

    @Test func malformedJSONNamesWhatIsWrong() {
        let data = Data(#"{"formatVersion":1,"size":[10,10]}"#.utf8)
        do {
            _ = try ArchiveCoding.decodeArchive(data)
            Issue.record("expected malformed")
        } catch let e as ArchiveError {
            #expect(e.code == .malformed)
            #expect(e.message.contains("missing key"))
        } catch { Issue.record("\(error)") }
    }

    @Test func newerFormatVersionIsRefusedWithAnUpgradeHint() throws {
        var archive = sample()
        archive.formatVersion = WidgetArchive.currentFormatVersion + 1
        let data = try ArchiveCoding.encoder().encode(archive)
        do {
            _ = try ArchiveCoding.decodeArchive(data)
            Issue.record("expected unsupportedVersion")
        } catch let e as ArchiveError {
            #expect(e.code == .unsupportedVersion)
            #expect(e.message.contains("update glimpse"))
        } catch { Issue.record("\(error)") }
    }

    @Test func displayItemWithTwoKindsIsMalformed() {
        let json = #"{"text":{},"shape":{}}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(DisplayItem.self, from: Data(json.utf8)) }
    }
}
