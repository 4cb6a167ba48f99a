//  ArchiveFuzzer.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "fuzz the renderer itself as well as the decoder": seeded random archives
//  (ordinary numbers mixed with extreme ones), their JSON sometimes damaged, run through what
//  the host does with an answer — decode, check, draw. The rule it checks: an archive is either
//  refused with an `ArchiveError` or drawn; a render failure of an accepted archive is a finding,
//  and a trap ends the run.

import Foundation
import GlimpseArchive

/// A deterministic fuzzer of archive JSON → `ArchiveCoding.decodeArchive` → `ArchiveRenderer`.
///
/// ```swift
/// let report = ArchiveFuzzer(seed: 1).run(iterations: 300)
/// // report.findings is empty when every archive was refused or drawn
/// ```
public struct ArchiveFuzzer: Sendable {
    /// What one run did.
    public struct Report: Sendable {
        public var iterations = 0
        /// Archives refused at intake, by `ArchiveError.Code` description.
        public var refused: [String: Int] = [:]
        /// Archives drawn.
        public var drawn = 0
        /// Accepted archives the renderer failed on: "case 12: Cairo stopped drawing …".
        public var findings: [String] = []
        /// One line: "300 cases: 212 drawn, 88 refused (outOfRange 61, malformed 27), 0 findings".
        public var summary: String {
            let kinds = refused.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let total = refused.values.reduce(0, +)
            return "\(iterations) cases: \(drawn) drawn, \(total) refused (\(kinds)), \(findings.count) findings"
        }
    }

    public var seed: UInt64

    public init(seed: UInt64) { self.seed = seed }

    /// Runs `iterations` cases from the seed; case `i` is the same on every run.
    /// - Parameter scale: pixels per point to draw at.
    /// - Complexity: O(iterations); about 2 ms a case in a debug build.
    public func run(iterations: Int, scale: Double = 2) -> Report {
        var report = Report()
        let renderer = ArchiveRenderer(pngCompression: .fast)
        for i in 0..<iterations {
            var random = SplitMix64(seed: seed &+ UInt64(i) &* 0x9E37_79B9_7F4A_7C15)
            var generator = ArchiveGenerator(random: random)
            let generated = generator.archive()
            random = generator.random
            let json = Self.damage(Self.encode(generated), &random)
            report.iterations += 1
            let archive: WidgetArchive
            do {
                archive = try ArchiveCoding.decodeArchive(json)
            } catch let error as ArchiveError {
                report.refused[error.code.description, default: 0] += 1
                continue
            } catch {
                report.findings.append("case \(i): decoding threw \(type(of: error)), not an ArchiveError: \(error)")
                continue
            }
            var options = RenderOptions(scale: scale)
            options.date = Date(timeIntervalSince1970: 1_764_460_800 + Double(random.next() % 100_000))
            do {
                _ = try renderer.renderImage(archive, options: options)
                report.drawn += 1
            } catch {
                report.findings.append("case \(i): an accepted archive failed to draw: \(error)")
            }
            if i % 64 == 63 { renderer.purgeCaches() }
        }
        return report
    }

    // MARK: - Steps

    static func encode(_ archive: WidgetArchive) -> Data {
        (try? ArchiveCoding.encoder().encode(archive)) ?? Data("{}".utf8)
    }

    /// One case in four has its JSON damaged: a number replaced by an extreme literal, a byte
    /// changed, or the text cut short.
    static func damage(_ json: Data, _ random: inout SplitMix64) -> Data {
        var bytes = [UInt8](json)
        guard !bytes.isEmpty, random.next() % 4 == 0 else { return json }
        switch random.next() % 3 {
        case 0:
            let digits = bytes.indices.filter { bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }
            guard let at = digits.randomElement(using: &random) else { return json }
            let literal = ["1e308", "-1e308", "1e400", "12345", "-0", "0.000001", "99999999999999999999"]
                .randomElement(using: &random)!
            bytes.replaceSubrange(at...at, with: Array(literal.utf8))
        case 1:
            bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
        default:
            bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
        }
        return Data(bytes)
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): small, fast and seedable, so every case can be replayed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
