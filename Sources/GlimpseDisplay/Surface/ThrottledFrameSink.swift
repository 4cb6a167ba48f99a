//  ThrottledFrameSink.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: an e-ink kiosk's frames (EinkFormat): a frame goes to the panel only when its bytes
//  (the dithered pixels) differ from the one on it, and never sooner than `interval` seconds after
//  the last; a frame that comes too soon is held and written when the interval is up (the kiosk
//  draws again then, `due`), unless the picture went back to what the panel shows.

public import Foundation

/// A frame sink that writes to `sink` at most once every `interval` seconds.
// @unchecked Sendable: `last`, `lastWrite` and `held` are only touched under `lock`.
public final class ThrottledFrameSink: FrameSink, @unchecked Sendable {
    public let sink: any FrameSink
    /// Seconds.
    public let interval: TimeInterval
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var last: Data?
    private var lastWrite: Date?
    private var held = false

    /// - Parameter now: the kiosk's clock (a simulated one in tests).
    public init(_ sink: any FrameSink, interval: TimeInterval, now: @escaping @Sendable () -> Date) {
        self.sink = sink
        self.interval = interval
        self.now = now
    }

    public var writes: Int { sink.writes }

    /// When a held frame may be written, or nil when none is held.
    public var due: Date? {
        lock.withLock { held ? lastWrite.map { $0.addingTimeInterval(interval) } : nil }
    }

    @discardableResult
    public func write(_ png: Data) throws(DisplayError) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard png != last else {
            held = false
            return false
        }
        let time = now()
        if let lastWrite, time < lastWrite.addingTimeInterval(interval) {
            held = true
            return false
        }
        guard try sink.write(png) else { return false }
        last = png
        lastWrite = time
        held = false
        return true
    }
}
