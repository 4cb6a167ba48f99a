//  ColorFilterTests.swift — GlimpseArchiveTests (Glimpse)
//  Status: Complete
//  Behaviour: every filter round-trips as a one-key object; unknown keys, two keys and
//  numbers that are not finite are refused, naming the filter.

import Foundation
import GlimpseArchive
import Testing

struct ColorFilterTests {
    @Test(arguments: [
        ColorFilter.saturation(0.5), .grayscale(1), .brightness(0.2), .contrast(1.5), .hueRotation(.pi),
        .colorMultiply(RGBA(1, 0.5, 0, 1)), .colorInvert, .luminanceToAlpha, .blur(4),
        .colorMatrix((0..<20).map { Double($0) / 10 }),
        .alphaThreshold(AlphaThreshold(min: 0.5, max: 1, color: .black)),
    ])
    func everyFilterRoundTripsInAGroup(filter: ColorFilter) throws {
        var group = GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [])
        group.filters = [filter, .colorInvert]
        let archive = WidgetArchive(size: Size(width: 10, height: 10), content: .group(group))
        let decoded = try ArchiveCoding.decodeArchive(try ArchiveCoding.encoder().encode(archive))
        #expect(decoded == archive)
    }

    @Test func anAlphaThresholdIsAnObjectOfItsBoundsAndColour() throws {
        let filter = ColorFilter.alphaThreshold(AlphaThreshold(min: 0.5, max: 1, color: RGBA(1, 0, 0)))
        let json = String(decoding: try ArchiveCoding.encoder().encode([filter]), as: UTF8.self)
        #expect(json == #"[{"alphaThreshold":{"color":[1,0,0,1],"max":1,"min":0.5}}]"#)
    }

    @Test func theEncodingIsAOneKeyObject() throws {
        let json = String(decoding: try ArchiveCoding.encoder().encode([ColorFilter.saturation(0.5)]), as: UTF8.self)
        #expect(json == #"[{"saturation":0.5}]"#)
    }

    @Test(arguments: [
        // unknown filter
        (#"[{"sepia":1}]"#, "exactly one of saturation"),
        // two filters in one object
        (#"[{"saturation":1,"contrast":2}]"#, "exactly one of"),
        // a matrix that is not 4 × 5
        (#"[{"colorMatrix":[1,0,0]}]"#, "colorMatrix at"),
    ])
    func malformedFiltersAreRefusedNamingWhatIsWrong(json: String, message: String) {
        do {
            _ = try ArchiveCoding.decoder().decode([ColorFilter].self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let error as ArchiveError {
            #expect(error.code == .malformed && error.message.contains(message), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aFilterOfAHugeNumberDecodesAndInfinityCannotBeWritten() throws {
        // JSON has no infinity; the encoder refuses to write one (nonConformingFloat .throw).
        #expect(throws: (any Error).self) { _ = try ArchiveCoding.encoder().encode([ColorFilter.blur(.infinity)]) }
        let decoded = try ArchiveCoding.decoder().decode([ColorFilter].self, from: Data(#"[{"blur":1e300}]"#.utf8))
        #expect(decoded == [.blur(1e300)])
    }

    @Test func theSExpressionListsTheFilters() {
        var group = GroupItem(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [])
        group.filters = [.grayscale(1), .blur(2)]
        #expect(
            DisplayItem.group(group).sExpression == "(group (frame 0 0 10 10) (filter grayscale 1) (filter blur 2))")
    }
}
