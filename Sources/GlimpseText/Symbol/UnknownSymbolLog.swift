//  UnknownSymbolLog.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: issue 11: an unknown name draws what iOS draws — nothing (a `Label` keeps its
//  title) — and is logged once, naming the name. The extension (when it lays the image out) and
//  the host's renderer report through `shared`, which writes one line per name per process to
//  stderr.

import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers which unknown SF Symbols names were reported, and reports each one once.
public final class UnknownSymbolLog: Sendable {
    /// Writes `glimpse: no SF Symbol named 'name'; drawn as nothing, as on iOS` to standard error.
    public static let shared = UnknownSymbolLog { line in
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    private let sink: @Sendable (String) -> Void
    private let reported = Mutex<Set<String>>([])

    /// - Parameter sink: receives each message line, without a newline.
    public init(sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    /// Reports `name` unless it was reported before by this log.
    /// - Returns: `true` if this call wrote the message.
    @discardableResult
    public func report(_ name: String) -> Bool {
        let isNew = reported.withLock { $0.insert(name).inserted }
        if isNew { sink(Self.message(for: name)) }
        return isNew
    }

    /// Names reported so far.
    public var reportedNames: Set<String> { reported.withLock { $0 } }

    /// The line written for `name`.
    public static func message(for name: String) -> String {
        "glimpse: no SF Symbol named '\(name)'; drawn as nothing, as on iOS"
    }
}
