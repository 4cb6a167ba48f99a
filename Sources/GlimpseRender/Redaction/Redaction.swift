//  Redaction.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §5.3 and §12.13: the reasons the host redacts at display
//  time (`RedactionReasons.privacy`, `.invalidated`); `.placeholder` is applied by the extension.

/// Which marked regions the host redacts before drawing.
///
/// - `privacy`: regions under `privacySensitive()`, when the place is locked with "Allow access
///   when locked" off (iPhone), or "Hide Sensitive Complications" on (Apple Watch).
/// - `invalidated`: regions under `invalidatableContent()`, from an intent tap until the new
///   timeline arrives.
///
/// A region under `unredacted()` is never redacted.
public struct Redaction: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Nothing is redacted.
    public static let none: Redaction = []
    /// `privacySensitive` regions are redacted.
    public static let privacy = Redaction(rawValue: 1 << 0)
    /// `invalidatableContent` regions are redacted.
    public static let invalidated = Redaction(rawValue: 1 << 1)
}
