//  ArchiveJSONReaderTests.swift — GlimpseArchiveTests
//  ArchiveJSONReader gives the values Foundation's JSONDecoder gives: a seeded fuzz of random
//  archives and answers (read by the reader itself, every one), the same answers mutated (bytes
//  deleted, inserted and replaced, numbers respelled, keys repeated or unknown, nulls, spaces):
//  `ArchiveCoding.decodeResponse` gives Foundation's value or Foundation's error for each, and
//  the reader never accepts what Foundation refuses; and a table of the forms at the edge.

import Foundation
import Testing

@testable import GlimpseArchive

struct ArchiveJSONReaderTests {
    @Test func randomArchivesAreReadAsFoundationReadsThem() throws {
        var random = Seeded(seed: 19)
        for round in 0..<300 {
            let generator = RandomArchive(random: random)
            let archive = generator.archive()
            random = generator.random
            let json = try ArchiveCoding.encoder().encode(archive)
            let expected = try ArchiveCoding.decoder().decode(WidgetArchive.self, from: json)
            let read = try #require(ArchiveJSONReader.archive(from: json), "round \(round): left to Foundation")
            #expect(try Self.same(read, expected), "round \(round)")
        }
    }

    @Test func randomTimelineAnswersAreReadAsFoundationReadsThem() throws {
        var random = Seeded(seed: 20)
        for round in 0..<80 {
            let generator = RandomArchive(random: random)
            let response = generator.response()
            random = generator.random
            let json = try ArchiveCoding.encoder().encode(response)
            let expected = try ArchiveCoding.decoder().decode(ExtensionResponse.self, from: json)
            let read = try #require(ArchiveJSONReader.response(from: json), "round \(round): left to Foundation")
            #expect(try Self.same(read, expected), "round \(round)")
        }
    }

    /// Mutated answers: whatever the reader reads, Foundation reads to the same value; whatever
    /// it does not, `decodeResponse` leaves to Foundation, so the value or the error (with its
    /// coding path) is Foundation's either way.
    @Test func mutatedAnswersGiveFoundationsValueOrFoundationsError() throws {
        var random = Seeded(seed: 21)
        var (readHere, refused) = (0, 0)
        for round in 0..<600 {
            let generator = RandomArchive(random: random)
            let response = generator.response()
            random = generator.random
            var bytes = [UInt8](try ArchiveCoding.encoder().encode(response))
            for _ in 0..<Int.random(in: 1...2, using: &random) { Mutation.apply(to: &bytes, using: &random) }
            let data = Data(bytes)
            let expected = Outcome { try ArchiveCoding.decoder().decode(ExtensionResponse.self, from: data) }
            if let read = ArchiveJSONReader.response(from: data) {
                readHere += 1
                #expect(try expected.same(as: Outcome { read }), "round \(round): \(Self.show(data))")
            }
            if case .refused = expected { refused += 1 }
            let decoded = Outcome { try ArchiveCoding.decodeResponse(data) }
            #expect(try expected.same(as: decoded), "round \(round): \(Self.show(data))")
        }
        // The mutations keep many answers readable and break many: both paths were taken.
        #expect(readHere > 120)
        #expect(refused > 200)
    }

    /// The forms at the edge of what the reader reads, each given to it and to Foundation.
    @Test func eachEdgeFormGivesFoundationsValueOrError() throws {
        let cases: [(String, String, readHere: Bool)] = [
            ("as written", "", true),
            ("spaces", #"{ "id" : 7 ,"entries":[ {"archives" : [ARCHIVE ] , "date":0 } ] }"#, true),
            ("escapes", #"TEXT=caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t"#, true),
            ("uppercase escape", #"TEXT=\u00C9"#, true),
            ("lone surrogate", #"TEXT=\ud83d x"#, false),
            ("bad escape", #"TEXT=\x"#, false),
            ("raw control character", "TEXT=a\u{1}b", false),
            ("invalid UTF-8", "TEXT=\u{FFFF}x", false),
            ("negative zero", #"X="x":-0"#, true),
            ("exponent", #"X="x":1E2"#, true),
            ("small exponent", #"X="x":1.5e-3"#, true),
            ("long number", #"X="x":22.166666666666668"#, true),
            ("more digits than a Double", #"X="x":3.14159265358979323846264338327950288"#, true),
            ("digits past 2^53", #"X="x":9007199254740993"#, true),
            ("subnormal", #"X="x":5e-324"#, true),
            ("overflow", #"X="x":1e400"#, false),
            ("underflow", #"X="x":1e-400"#, false),
            ("leading zero", #"X="x":01"#, false),
            ("bare fraction", #"X="x":.5"#, false),
            ("dot without digits", #"X="x":1."#, false),
            ("whole number with a fraction", #"W="weight":400.0"#, false),
            ("whole number with an exponent", #"W="weight":4e2"#, false),
            ("whole number past Int", #"W="weight":99999999999999999999"#, false),
            ("repeated key", #"X="x":0,"x":1"#, false),
            ("unknown key", #"X="x":0,"extra":1"#, false),
            ("null where optional", #"X="x":0,"tracking":null"#, true),
            ("null where required", #"X="x":null"#, false),
            ("rect with a fifth number", #"FRAME=[0,0,10,10,5]"#, false),
            ("rect with three numbers", #"FRAME=[0,0,10]"#, false),
            ("paint with two kinds", #"PAINT={"color":[0,0,0,1],"mesh":{}}"#, false),
            ("item of no kind", #"ITEM={}"#, false),
            ("trailing comma", #"FRAME=[0,0,10,10,]"#, false),
            ("garbage after the answer", #"{"id":7}x"#, false),
            ("an error answer", #"{"error":{"code":"badRequest","message":"m"},"id":7}"#, false),
            ("a notification", #"{"id":0,"reload":{"kind":"K"}}"#, false),
            ("policy after", #"{"entries":[],"id":7,"policy":{"after":{"_0":1800000000.5}}}"#, true),
            ("policy at end with a field", #"{"entries":[],"id":7,"policy":{"atEnd":{"x":1}}}"#, false),
            ("blend mode unknown", #"ITEM={"group":{"blendMode":"glow","children":[],"frame":[0,0,1,1]}}"#, false),
            ("path text unreadable", #"ITEM={"shape":{"frame":[0,0,1,1],"path":"M 1 X"}}"#, false),
            ("empty input", " ", false),
        ]
        for (name, change, readHere) in cases {
            var bytes = Array(Self.answer(change).utf8)
            // U+FFFF stands for a byte that is never UTF-8.
            while let p = bytes.firstIndex(of: 0xEF), bytes[p + 1] == 0xBF, bytes[p + 2] == 0xBF {
                bytes.replaceSubrange(p...(p + 2), with: [0xFF])
            }
            let data = Data(bytes)
            let expected = Outcome { try ArchiveCoding.decoder().decode(ExtensionResponse.self, from: data) }
            let read = ArchiveJSONReader.response(from: data)
            #expect((read != nil) == readHere, "\(name): \(Self.show(data))")
            if let read { #expect(try expected.same(as: Outcome { read }), "\(name)") }
            #expect(try expected.same(as: Outcome { try ArchiveCoding.decodeResponse(data) }), "\(name)")
        }
    }

    @Test func anArchiveFromTheStoreIsReadWithTheSameLimitsAndValue() throws {
        let json = Data(Self.answer("").utf8)
        let archive = try #require(ArchiveJSONReader.response(from: json)?.entries?.first?.archives.first)
        let stored = try ArchiveCoding.encode(archive)
        #expect(try ArchiveCoding.decodeArchive(stored) == archive)
        var newer = archive
        newer.formatVersion = 2
        #expect(throws: ArchiveError.self) { try ArchiveCoding.decodeArchive(try ArchiveCoding.encode(newer)) }
    }

    // MARK: - Helpers

    /// A one-entry answer with a text run, changed by `change`: a whole answer (starting with
    /// `{`), or `NAME=value` replacing one part (`TEXT`, `X` for the run's `x` field, `W` for the
    /// font's weight field, `FRAME`, `PAINT`, `ITEM`).
    private static func answer(_ change: String) -> String {
        var parts = ItemPart.defaults
        if let equals = change.firstIndex(of: "="), !change.hasPrefix("{") {
            parts[String(change[..<equals])] = String(change[change.index(after: equals)...])
        }
        var item = parts["ITEM"] ?? ItemPart.text
        for (name, value) in parts where name != "ITEM" {
            item = item.replacingOccurrences(of: "@\(name)@", with: value)
        }
        if change.hasPrefix("{") || change == " " {
            return change.replacingOccurrences(of: "ARCHIVE", with: archive(item))
        }
        return #"{"entries":[{"archives":["# + archive(item) + #"],"date":0}],"id":7}"#
    }

    private static func archive(_ item: String) -> String {
        #"{"colorScheme":"light","content":"# + item
            + #","displayScale":3,"formatVersion":1,"hitRegions":[],"images":{},"size":[158,158]}"#
    }

    private enum ItemPart {
        static let text =
            #"{"text":{"frame":@FRAME@,"lineHeight":12,"lines":[{"baseline":10,"runs":[{"font":{"family":"Inter","#
            + #""italic":false,"monospacedDigit":false,"size":12,@W@},"paint":@PAINT@,"text":"@TEXT@","width":10,@X@}]}]}}"#
        static let defaults = [
            "TEXT": "Hello", "X": #""x":0"#, "W": #""weight":400"#, "FRAME": "[0,0,10,10]",
            "PAINT": #"{"color":[0,0,0,1]}"#,
        ]
    }

    /// Equal values, and equal bytes when encoded (which tells -0 from 0).
    private static func same<T: Encodable & Equatable>(_ a: T, _ b: T) throws -> Bool {
        try a == b && ArchiveCoding.encoder().encode(a) == ArchiveCoding.encoder().encode(b)
    }

    private static func show(_ data: Data) -> String {
        String(decoding: data.prefix(300), as: UTF8.self)
    }
}

/// A decoded answer, or the error decoding raised, described as a host reports it.
private enum Outcome {
    case value(ExtensionResponse)
    case refused(String)

    init(_ body: () throws -> ExtensionResponse) {
        do {
            self = .value(try body())
        } catch {
            self = .refused("\(type(of: error)): \(ArchiveCoding.describe(error))")
        }
    }

    func same(as other: Outcome) throws -> Bool {
        switch (self, other) {
        case (.value(let a), .value(let b)):
            return try a == b && ArchiveCoding.encoder().encode(a) == ArchiveCoding.encoder().encode(b)
        case (.refused(let a), .refused(let b)): return a == b
        default: return false
        }
    }
}

/// Changes to JSON text: some keep it valid (spaces, numbers respelled, keys added or repeated,
/// nulls, escapes), most break it somewhere.
enum Mutation {
    static func apply(to bytes: inout [UInt8], using random: inout Seeded) {
        guard !bytes.isEmpty else { return }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0...9, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: at)
        case 2: bytes[at] = alphabet.randomElement(using: &random)!
        case 3:
            // Space after a comma, colon or bracket: still valid.
            if let p = bytes[at...].firstIndex(where: { [0x2C, 0x3A, 0x5B, 0x7B].contains($0) }) {
                let space: [[UInt8]] = [[0x20], [0x0A, 0x09], [0x0D, 0x0A, 0x20]]
                bytes.insert(contentsOf: space.randomElement(using: &random)!, at: p + 1)
            }
        case 4, 5:
            // A number respelled.
            guard let start = bytes[at...].firstIndex(where: { isNumberStart($0) }) else { return }
            var end = start + 1
            while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
            bytes.replaceSubrange(start..<end, with: Array(numbers.randomElement(using: &random)!.utf8))
        case 6:
            // A key added at an object's start: unknown, or one that may repeat.
            guard let p = bytes[at...].firstIndex(of: 0x7B) else { return }
            bytes.insert(contentsOf: Array(keys.randomElement(using: &random)!.utf8), at: p + 1)
        case 7:
            // A value replaced by null or a boolean flipped.
            let words: [(String, String)] = [("false", "true"), ("true", "null"), ("false", "null")]
            let (from, to) = words.randomElement(using: &random)!
            if let range = find(Array(from.utf8), in: bytes, from: at) {
                bytes.replaceSubrange(range, with: Array(to.utf8))
            }
        case 8:
            // A letter in a string written as an escape.
            if let p = bytes[at...].firstIndex(where: { (0x61...0x7A).contains($0) }) {
                bytes.replaceSubrange(p...p, with: Array(String(format: "\\u%04x", bytes[p]).utf8))
            }
        default:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...6, using: &random)))
        }
    }

    private static let alphabet = Array(#"{}[],:"\0123456789.-+eE ntfu"#.utf8) + [0x00, 0x01, 0xC3, 0xFF]
    private static let numbers = [
        "-0", "0", "1E2", "1e2", "1.0", "1.5e-3", "0.1", "-12", "1e400", "1e-400", "12345678901234567890", "00",
        "01", "1.", "-", ".5", "2.2250738585072011e-308", "5e-324", "9007199254740993", "null", "true", "\"1\"",
        "0.30000000000000004", "123456789012345678901234567890e-10", "7e22", "7e23", "-1.7976931348623157e308",
    ]
    private static let keys = [
        #""x":1,"#, #""frame":[0,0,1,1],"#, #""text":{},"#, #""id":3,"#, #""tags":null,"#, #""color":[0,0,0,0],"#,
        #""opacity":0.5,"#, #""size":[1,1],"#, #""date":0,"#, #""clock":1,"#,
        #""group":{"children":[],"frame":[0,0,1,1]},"#,
    ]

    private static func isNumberStart(_ byte: UInt8) -> Bool { byte == 0x2D || (0x30...0x39).contains(byte) }
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        isNumberStart(byte) || byte == 0x2E || byte == 0x2B || byte == 0x65 || byte == 0x45
    }

    private static func find(_ word: [UInt8], in bytes: [UInt8], from: Int) -> Range<Int>? {
        guard bytes.count >= word.count else { return nil }
        var i = from
        while i + word.count <= bytes.count {
            if bytes[i..<(i + word.count)].elementsEqual(word) { return i..<(i + word.count) }
            i += 1
        }
        return nil
    }
}
