//  KioskFrame.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`--serve PORT` serves a full-screen page of that one surface … the same
//  frames and server-sent events as the simulator": the surface's latest frame, kept in memory
//  with a version (`<boot>-<n>`, like the simulator's frame versions), announced to the open
//  pages by a `frame` event each time its bytes change.

public import Foundation
public import GlimpseDisplay

/// The latest frame of the surface a kiosk page shows.
// @unchecked Sendable: `png`, `number` and `count` are only touched under `lock`.
public final class KioskFrame: FrameSink, @unchecked Sendable {
    /// What a page needs to fetch the frame: `{"version": "k3x9-4", "url": "/frames/lockScreen.png?v=k3x9-4"}`.
    public struct Payload: Codable, Hashable, Sendable {
        public var version: String
        public var url: String
    }

    /// The surface's name; the frame is served at `/frames/<surface>.png`.
    public let surface: String
    /// Told each new frame's payload (the server broadcasts it).
    let announce: @Sendable (Payload) -> Void
    /// Distinguishes this run's versions from an earlier run's (a page left open across a restart).
    private let boot = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let lock = NSLock()
    private var png: Data?
    private var number = 0

    init(surface: String, announce: @escaping @Sendable (Payload) -> Void) {
        self.surface = surface
        self.announce = announce
    }

    /// Keeps `png` unless it is the frame kept last, and announces it.
    /// - Returns: Whether it was new.
    @discardableResult
    public func write(_ png: Data) throws(DisplayError) -> Bool {
        let payload = lock.withLock { () -> Payload? in
            guard png != self.png else { return nil }
            self.png = png
            number += 1
            return payloadLocked()
        }
        guard let payload else { return false }
        announce(payload)
        return true
    }

    /// Frames kept so far.
    public var writes: Int { lock.withLock { number } }

    /// The latest frame's PNG bytes and payload, or nil before the first.
    public var latest: (png: Data, payload: Payload)? {
        lock.withLock { png.map { ($0, payloadLocked()) } }
    }

    private func payloadLocked() -> Payload {
        let version = "\(boot)-\(number)"
        return Payload(version: version, url: "/frames/\(surface).png?v=\(version)")
    }
}
