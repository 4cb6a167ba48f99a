//  View+ControlWidget.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple "View.controlWidgetActionHint(_:)" and "View.controlWidgetStatus(_:)"
//  (iOS 18; declared by WidgetKit on SwiftUI's View); reference widgetkit.md §7: the hint shows
//  beside the Action button as "Hold to <hint>" and takes precedence over the value text; the
//  status shows for a moment in Control Center when the state changes. Applied to a control's
//  label; the runtime reads them while it lays the label out (ControlLabelCapture).

public import AppIntents
public import SwiftUI

extension View {
    /// The Action button hint of the control this label describes: "Hold to <hint>".
    ///
    /// Source: Apple "View.controlWidgetActionHint(_:)".
    public func controlWidgetActionHint(_ hint: Text) -> some View {
        ControlLabelNote(content: self, hint: hint, status: nil)
    }

    /// The Action button hint, from a localized key.
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View {
        controlWidgetActionHint(Text(hint))
    }

    /// The Action button hint, from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View {
        controlWidgetActionHint(Text(hint))
    }

    /// The Action button hint, from a string shown as given.
    @_disfavoredOverload
    public func controlWidgetActionHint(_ hint: some StringProtocol) -> some View {
        controlWidgetActionHint(Text(hint))
    }

    /// The text Control Center shows for a moment when the control's state changes.
    ///
    /// Source: Apple "View.controlWidgetStatus(_:)".
    public func controlWidgetStatus(_ status: Text) -> some View {
        ControlLabelNote(content: self, hint: nil, status: status)
    }

    /// The status, from a localized key.
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View {
        controlWidgetStatus(Text(status))
    }

    /// The status, from a localized string resource.
    @_disfavoredOverload
    public func controlWidgetStatus(_ status: LocalizedStringResource) -> some View {
        controlWidgetStatus(Text(status))
    }

    /// The status, from a string shown as given.
    @_disfavoredOverload
    public func controlWidgetStatus(_ status: some StringProtocol) -> some View {
        controlWidgetStatus(Text(status))
    }
}

/// A label with an action hint or status noted for the control runtime; drawn as its content.
struct ControlLabelNote<Content: View>: View {
    let content: Content
    let hint: Text?
    let status: Text?

    var body: some View {
        if let capture = ControlLabelCapture.current {
            if let hint { capture.note(hint: hint.plainString()) }
            if let status { capture.note(status: status.plainString()) }
        }
        return content
    }
}

/// What the labels of one control said beyond their views, while the runtime lays them out.
// @unchecked Sendable: written only by the thread laying out the label, inside `reading(_:)`,
// and read after it returns.
final class ControlLabelCapture: @unchecked Sendable {
    @TaskLocal static var current: ControlLabelCapture?

    private(set) var hint: String?
    private(set) var status: String?

    func note(hint: String) { self.hint = hint }
    func note(status: String) { self.status = status }

    /// Runs `body` with this capture current, so labels laid out inside note into it.
    func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }
}
