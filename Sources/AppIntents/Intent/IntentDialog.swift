//  IntentDialog.swift — AppIntents (Glimpse)
//  Status: Complete (kept with the intent or result; Glimpse neither shows nor speaks dialogs)
//  Behaviour: Apple AppIntents "IntentDialog": text the system shows or speaks when it asks for a
//  value or reports a result.

/// Text the system shows or speaks for an intent.
///
/// Source: Apple AppIntents "IntentDialog".
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The full text, shown when there is room or spoken.
    public var full: LocalizedStringResource
    /// A shorter text for when the answer is also shown on screen.
    public var supporting: LocalizedStringResource?
    /// An SF Symbol shown with the dialog.
    public var systemImageName: String?

    public init(_ full: LocalizedStringResource) {
        self.full = full
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.systemImageName = systemImageName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
