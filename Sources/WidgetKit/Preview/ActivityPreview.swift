//  ActivityPreview.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Live Activities" — what a Live Activity `#Preview` keeps: the
//  presentation, how to make the widget, and the attributes and content states as the JSON
//  ActivityKit carries them in, so a preview is drawn the way a started activity is.

import ActivityKit
import Foundation

/// A Live Activity preview's content, inside `Preview.Content.widget`.
package struct ActivityPreview {
    package let viewKind: ActivityPreviewViewKind
    /// The widget type's name (`DeliveryLiveActivity`).
    package let widgetType: String
    /// The attributes type's name (`DeliveryAttributes`).
    package let attributesType: String
    /// The Live Activities the widget declares.
    let makeRecords: @MainActor () -> [ActivityRecord]
    /// The attributes as JSON, or why they could not be encoded.
    let attributes: @MainActor () -> Result<Data, RequestFailure>
    /// Each content state as JSON, or why it could not be encoded.
    let states: @MainActor () async -> [Result<Data, RequestFailure>]

    init<W: Widget, A: ActivityAttributes>(
        viewKind: ActivityPreviewViewKind, attributes: A, widget: @escaping () -> W,
        states: @escaping @MainActor () async -> [A.ContentState]
    ) {
        self.viewKind = viewKind
        widgetType = "\(W.self)"
        let name = "\(A.self)"
        attributesType = name
        let widget = PreviewClosure(widget)
        makeRecords = { widget.call().makeActivityRecords() }
        let given = PreviewClosure { attributes }
        self.attributes = { Self.encode(given.call(), what: "the attributes (\(name))") }
        self.states = {
            await states().enumerated().map { offset, state in
                Self.encode(state, what: "content state \(offset + 1) (\(name).ContentState)")
            }
        }
    }

    /// `value` as JSON, or a failure naming `what` and the encoder's reason.
    private static func encode(_ value: some Encodable, what: String) -> Result<Data, RequestFailure> {
        do {
            return .success(try JSONEncoder().encode(value))
        } catch {
            return .failure(RequestFailure(.providerFailed, "\(what) could not be encoded as JSON: \(error)"))
        }
    }
}
