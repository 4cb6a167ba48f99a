//  FrameSink.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": a surface's frames go to a folder
//  (`--frames`, FrameFolder) or to the page that shows them (`--serve`, GlimpseServer's
//  KioskFrame); either keeps only a frame whose bytes differ from the last.

public import Foundation

/// Where a surface's frames go.
public protocol FrameSink: AnyObject, Sendable {
    /// Keeps `png` unless its bytes are those of the frame kept last.
    /// - Returns: Whether it was kept (a new frame).
    /// - Throws: `DisplayError` `.cannotWrite` (the previous frame stays).
    @discardableResult
    func write(_ png: Data) throws(DisplayError) -> Bool

    /// Frames kept so far.
    var writes: Int { get }

    /// When a frame held back (an e-ink panel's, ThrottledFrameSink) may be kept, so the kiosk
    /// draws again then; nil when none is held.
    var due: Date? { get }
}

extension FrameSink {
    public var due: Date? { nil }
}

extension FrameFolder: FrameSink {}
