//  View+Activity.swift — WidgetKit (Glimpse)
//  Status: Complete for the background tint; the system action colour is kept for no button yet
//  Behaviour: Apple WidgetKit "activityBackgroundTint(_:)" and
//  "activitySystemActionForegroundColor(_:)": the Lock Screen presentation's background, drawn
//  behind the content view as a widget's container background is (ActivityPresentation).

public import SwiftUI

extension View {
    /// The Lock Screen presentation's background colour; nil keeps the system's (a translucent
    /// material, drawn as an opaque light or dark grey here).
    ///
    /// Source: Apple WidgetKit "activityBackgroundTint(_:)".
    public func activityBackgroundTint(_ color: Color?) -> some View {
        containerBackground(for: .widget) {
            if let color { color }
        }
    }

    /// The colour of the system's button beside the Lock Screen presentation (the dismiss
    /// button); Glimpse draws no such button yet, so the colour is not used.
    ///
    /// Source: Apple WidgetKit "activitySystemActionForegroundColor(_:)".
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        self
    }
}
