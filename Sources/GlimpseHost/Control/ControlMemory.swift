//  ControlMemory.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Controls' lifecycle": what a placed control last showed survives a
//  restart of the host — the bundle's last answer (value and drawings), when it came, and the
//  last error — so a restarted host shows the last known value at once, never a blank.

public import Foundation
public import GlimpseArchive

/// A placed control's last known state, as stored (`controls.answer`, `answered`, `error`).
public struct ControlMemory: Hashable, Sendable {
    /// The bundle's last good answer; nil before the first.
    public var answer: ControlAnswer?
    /// When the last good answer came (host clock).
    public var answered: Date?
    /// Why the last refresh or tap failed; nil when it succeeded.
    public var error: String?

    public init(answer: ControlAnswer? = nil, answered: Date? = nil, error: String? = nil) {
        self.answer = answer
        self.answered = answered
        self.error = error
    }
}
