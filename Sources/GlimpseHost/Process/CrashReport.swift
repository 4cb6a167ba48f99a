//  CrashReport.swift — GlimpseHost (Glimpse)
//  Status: Complete for the Swift runtime's messages and its Linux backtracer's report
//  Behaviour: issue 14 "Diagnostics" — what a crashed bundle said about its crash, kept while its
//  stderr streams by: Swift's own "<file>:<line>: Fatal error: <message>" line (also
//  "Precondition failed", "Assertion failed", "Unexpectedly found nil"), the backtracer's
//  "*** Program crashed: …" line, and the crashed thread's frames, of which the first with a
//  source location outside the Swift runtime is the failing frame. The report's register dump and
//  image list, which end stderr, are not kept.

import Foundation

/// The crash lines of a bundle's stderr, fed one line at a time.
public struct CrashReport: Sendable, Equatable {
    /// The runtime's message, e.g. `MyWidget/Provider.swift:12: Fatal error: no entries`.
    public private(set) var fatalLine: String?
    /// The backtracer's headline, e.g. `Program crashed: Illegal instruction at 0x00007f56…`.
    public private(set) var crashLine: String?
    /// The crashed thread's frames as the backtracer prints them, at most `maximumFrames`.
    public private(set) var frames: [String] = []

    /// Frames kept from the crashed thread.
    public static let maximumFrames = 12

    private var inCrashedThread = false

    public init() {}

    /// Reads `lines` (a whole stderr, or what is left of it).
    public init(lines: some Sequence<String>) {
        for line in lines { add(line) }
    }

    /// Whether any crash line was seen.
    public var isEmpty: Bool { fatalLine == nil && crashLine == nil && frames.isEmpty }

    /// Takes in the next stderr line.
    public mutating func add(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if Self.runtimeMessages.contains(where: { trimmed.contains($0) }) {
            fatalLine = trimmed
            return
        }
        if trimmed.hasPrefix("*** Program crashed:") {
            crashLine = String(trimmed.dropFirst(4).prefix { $0 != "*" }).trimmingCharacters(in: .whitespaces)
            return
        }
        if trimmed.hasPrefix("Thread "), trimmed.hasSuffix("crashed:") {
            inCrashedThread = true
            frames = []
            return
        }
        guard inCrashedThread else { return }
        if trimmed.isEmpty { return }
        if let first = trimmed.first, first.isNumber, frames.count < Self.maximumFrames {
            frames.append(trimmed)
        } else {
            // "...", "Registers:" or anything else ends the thread's frames.
            inCrashedThread = false
        }
    }

    /// The first frame with a source location outside the Swift runtime and toolchain libraries,
    /// shortened to `function at file:line:column` (`boom() at /src/Widget.swift:2:15`).
    public var failingFrame: String? {
        for frame in frames {
            guard let at = frame.range(of: " at /", options: .backwards) else { continue }
            let location = frame[frame.index(at.lowerBound, offsetBy: 4)...]
            guard !Self.runtimeLibraries.contains(where: { frame.contains(" in \($0)") }) else { continue }
            return "\(Self.function(in: frame)) at \(location)"
        }
        return nil
    }

    /// The lines to show under an error: the runtime's message, the headline and the failing
    /// frame (each when seen).
    public var summary: [String] {
        var lines: [String] = []
        if let fatalLine { lines.append(fatalLine) }
        if let crashLine { lines.append(crashLine) }
        if let failingFrame { lines.append("at \(failingFrame)") }
        return lines
    }

    // MARK: - Steps

    private static let runtimeMessages = [
        ": Fatal error", "Fatal error:", "Precondition failed", "Assertion failed",
        "Unexpectedly found nil while", "Unexpectedly found nil",
    ]

    /// Images whose frames are the runtime's, not the widget's.
    private static let runtimeLibraries = ["libswift", "libFoundation", "libdispatch", "libc.so", "ld-linux"]

    /// `boom()` from `1 [ra] 0x0000563bb1024073 boom() + 98 in c at /tmp/c.swift:2:15`.
    private static func function(in frame: String) -> String {
        var words = frame.split(separator: " ", omittingEmptySubsequences: true)
        // Frame number, optional "[ra]"/"[async]" marks, the address.
        if let first = words.first, first.allSatisfy(\.isNumber) { words.removeFirst() }
        while let first = words.first, first.hasPrefix("[") { words.removeFirst() }
        if let first = words.first, first.hasPrefix("0x") { words.removeFirst() }
        let text = words.joined(separator: " ")
        let end =
            text.range(of: " + ", options: .backwards)?.lowerBound ?? text.range(of: " in ", options: .backwards)?
            .lowerBound ?? text.endIndex
        return String(text[..<end])
    }
}
