//  ArchiveJSONWriterTests.swift — GlimpseArchiveTests
//  ArchiveJSONWriter writes the bytes Foundation's JSONEncoder writes: a seeded fuzz of random
//  archives and answers (every item kind, paint and optional field; ordinary, rounded and extreme
//  numbers; strings with escapes and emoji), Foundation's errors for what JSON cannot carry, and
//  every field of the hand-written types named, so a field added later cannot be dropped.

import Foundation
import Testing

@testable import GlimpseArchive

struct ArchiveJSONWriterTests {
    @Test func randomArchivesAreWrittenByteForByteAsFoundationWritesThem() throws {
        var random = Seeded(seed: 9)
        for round in 0..<300 {
            let generator = RandomArchive(random: random)
            let archive = generator.archive()
            random = generator.random
            let expected = try ArchiveCoding.encoder().encode(archive)
            let written = try ArchiveCoding.encode(archive)
            #expect(written == expected, "round \(round): \(Self.difference(written, expected))")
            if written != expected { return }
            #expect(try ArchiveCoding.decoder().decode(WidgetArchive.self, from: written) == archive.roundTripped())
        }
    }

    @Test func randomTimelineAnswersAreWrittenByteForByteAsFoundationWritesThem() throws {
        var random = Seeded(seed: 10)
        for round in 0..<60 {
            let generator = RandomArchive(random: random)
            let response = generator.response()
            random = generator.random
            let expected = try ArchiveCoding.encoder().encode(response)
            let written = try ArchiveCoding.encode(response)
            #expect(written == expected, "round \(round): \(Self.difference(written, expected))")
        }
    }

    /// Where two encodings part: 80 bytes of each from a little before.
    private static func difference(_ a: Data, _ b: Data) -> String {
        let at = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let from = max(0, at - 40)
        func show(_ d: Data) -> String { String(decoding: d.dropFirst(from).prefix(80), as: UTF8.self) }
        return "at byte \(at):\n\(show(a))\n\(show(b))"
    }

    @Test func anAnswerWithAPartTheWriterDoesNotKnowIsLeftToFoundation() throws {
        let failure = ExtensionResponse(
            id: 4, entries: [], policy: .never, error: ProtocolFailure(code: "providerFailed", message: "no / \"x\""))
        #expect(try ArchiveCoding.encode(failure) == ArchiveCoding.encoder().encode(failure))
        let describe = ExtensionResponse(id: 1, describe: BundleDescription(bundle: "B", widgets: []))
        #expect(try ArchiveCoding.encode(describe) == ArchiveCoding.encoder().encode(describe))
    }

    @Test func aNaNIsRefusedWithFoundationsErrorAndCodingPath() throws {
        var archive = RandomArchive.plain
        archive.content = .group(
            GroupItem(frame: Rect(x: 0, y: 0, width: 1, height: 1), children: [], opacity: .nan))
        let response = ExtensionResponse(
            id: 3, entries: [ArchivedEntry(date: Date(timeIntervalSince1970: 0), archives: [archive])])
        func path(_ body: () throws -> Data) -> String? {
            do {
                _ = try body()
                return nil
            } catch EncodingError.invalidValue(_, let context) {
                return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            } catch {
                return "\(error)"
            }
        }
        let foundation = path { try ArchiveCoding.encoder().encode(response) }
        #expect(foundation == "entries.0.archives.0.content.group.opacity")
        #expect(path { try ArchiveCoding.encode(response) } == foundation)
    }

    @Test func aListDeeperThanTheWriterGoesIsLeftToFoundation() throws {
        var item = DisplayItem.shape(ShapeItem(frame: .zero, path: PathData()))
        for _ in 0..<150 {
            item = .group(GroupItem(frame: .zero, children: [item]))
        }
        var archive = RandomArchive.plain
        archive.content = item
        #expect(throws: ArchiveJSONWriter.Unwritable.self) {
            var writer = ArchiveJSONWriter()
            try writer.write(archive)
        }
        #expect(try ArchiveCoding.encode(archive) == ArchiveCoding.encoder().encode(archive))
    }

    /// The writer names each field of these types itself; a field added to one of them must be
    /// added to `ArchiveJSONWriter` too (and to this list), or it would be left out of answers.
    @Test func everyFieldOfTheWrittenTypesIsOneTheWriterKnows() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label).sorted() }
        let frame = Rect.zero
        #expect(
            labels(RandomArchive.plain) == [
                "background", "colorScheme", "content", "displayScale", "formatVersion", "hitRegions", "images",
                "label",
                "size", "variant", "widgetURL",
            ])
        #expect(labels(HitRegion(frame: frame, url: "u")) == ["frame", "intent", "url"])
        #expect(
            labels(GroupItem(frame: frame, children: [])) == [
                "arc", "blendMode", "children", "clip", "compositingGroup", "filters", "frame", "mask", "opacity",
                "shadow", "tags", "transform",
            ])
        #expect(labels(TextItem(frame: frame, lines: [], lineHeight: 1)) == ["frame", "lineHeight", "lines", "tags"])
        #expect(labels(TextLine(baseline: 0, runs: [])) == ["baseline", "runs"])
        let font = FontDescriptor(family: "Inter", size: 1)
        #expect(labels(font) == ["family", "italic", "monospacedDigit", "size", "weight"])
        #expect(
            labels(TextRun(text: "", font: font, paint: .color(.black), x: 0, width: 0)) == [
                "font", "live", "liveAlignment", "paint", "strikethrough", "text", "tracking", "underline", "width",
                "x",
            ])
        #expect(
            labels(ShapeItem(frame: frame, path: PathData())) == [
                "evenOdd", "fill", "frame", "liveProgress", "path", "stroke", "tags",
            ])
        #expect(
            labels(StrokeData(paint: .color(.black), lineWidth: 1)) == [
                "cap", "dash", "dashPhase", "join", "lineWidth", "miterLimit", "paint",
            ])
        #expect(
            labels(ImageItem(frame: frame, hash: "h")) == [
                "accentedMode", "frame", "hash", "interpolation", "tags", "tint",
            ])
        #expect(
            labels(SymbolItem(frame: frame, name: "n", pointSize: 1, paint: .color(.black))) == [
                "accentedMode", "frame", "hierarchical", "name", "paint", "palette", "pointSize", "tags", "weight",
            ])
        #expect(labels(Shadow(color: .black, radius: 1, x: 0, y: 0)) == ["color", "inner", "radius", "x", "y"])
        #expect(
            labels(ItemTags()) == [
                "accentable", "accessibilityIdentifier", "accessibilityLabel", "intent", "invalidatable", "placeholder",
                "privacySensitive", "unredacted", "url",
            ])
        #expect(labels(GradientStop(color: .black, location: 0)) == ["color", "location"])
        #expect(labels(ArchivedEntry(date: Date(), archives: [])) == ["archives", "date", "relevance"])
        #expect(labels(EntryRelevance(score: 1, duration: 1)) == ["duration", "score"])
    }
}

extension WidgetArchive {
    /// What decoding gives back: paths keep three decimals, so compare through one encoding.
    fileprivate func roundTripped() throws -> WidgetArchive {
        try ArchiveCoding.decoder().decode(WidgetArchive.self, from: ArchiveCoding.encoder().encode(self))
    }
}
