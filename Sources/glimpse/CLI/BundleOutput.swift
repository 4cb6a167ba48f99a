//  BundleOutput.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Diagnostics" — what a widget writes to stderr (its `print`s, and the
//  runtime warnings Glimpse's SwiftUI writes for misused API) shows on the tool's stderr while
//  `preview` and `simulate` run, each line prefixed with the bundle's name as `serve` logs it. A
//  crash's backtrace never arrives (ExtensionProcess keeps it for the crash's error).

import Foundation
import GlimpseHost

/// Copies a bundle's stderr lines to the tool's stderr as `[Bundle] line`.
final class BundleOutput: Sendable {
    private let prefix: String
    private let clearsLine: Bool
    private let write: @Sendable (String) -> Void

    /// - Parameters:
    ///   - bundlePath: The bundle's executable; its file name is the prefix.
    ///   - clearsLine: Clear the terminal's line first (`simulate` redraws its progress there).
    ///   - write: Where lines go (stderr by default; tests collect them).
    init(
        bundlePath: String, clearsLine: Bool = false,
        write: @escaping @Sendable (String) -> Void = { Console.error($0) }
    ) {
        prefix = "[\((bundlePath as NSString).lastPathComponent)] "
        self.clearsLine = clearsLine
        self.write = write
    }

    /// Takes one line the bundle wrote; what to pass as `onStderrLine`.
    func forward(_ line: String) {
        write((clearsLine ? "\r\u{1B}[2K" : "") + prefix + LogText.escaped(line))
    }

    /// `forward` as a closure.
    var handler: @Sendable (String) -> Void { { [self] in forward($0) } }
}
