//  ActivityRecord.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: one Live Activity of a bundle as the runtime sees it: its attributes type, what
//  `describe` reports, and its views for attributes and a content state given as JSON, the form
//  ActivityKit carries them in (Docs/ExtensionProtocol.md "Live Activities").

import ActivityKit
import Foundation
package import GlimpseArchive
import SwiftUI

/// The views of one activity for one content state.
struct ActivityViews {
    /// The Lock Screen presentation.
    var lockScreen: AnyView
    /// The Dynamic Island presentations.
    var island: DynamicIsland
}

/// A Live Activity with everything the runtime needs to draw it.
@MainActor
package struct ActivityRecord {
    /// The attributes type's name (`PizzaDeliveryAttributes`), how previews and requests name it.
    package var attributesType: String
    /// `supplementalActivityFamilies`, beyond the Lock Screen's `.medium`.
    package var supplementalFamilies: [ActivityFamily] = []
    /// Decodes attributes and a content state from JSON and makes the views.
    let views:
        @MainActor (_ attributes: Data, _ state: Data, _ isStale: Bool, _ activityID: String) throws(RequestFailure) ->
            ActivityViews

    init<A: ActivityAttributes>(
        for type: A.Type, make: @escaping @MainActor (ActivityViewContext<A>) -> ActivityViews
    ) {
        let name = "\(A.self)"
        attributesType = name
        views = { attributes, state, isStale, activityID throws(RequestFailure) in
            let decoder = JSONDecoder()
            let decodedAttributes: A
            let decodedState: A.ContentState
            do {
                decodedAttributes = try decoder.decode(A.self, from: attributes)
            } catch {
                throw RequestFailure(.badRequest, "the attributes do not decode as \(name): \(Self.describe(error))")
            }
            do {
                decodedState = try decoder.decode(A.ContentState.self, from: state)
            } catch {
                throw RequestFailure(
                    .badRequest, "the content state does not decode as \(name).ContentState: \(Self.describe(error))")
            }
            return make(
                ActivityViewContext(
                    attributes: decodedAttributes, state: decodedState, isStale: isStale, activityID: activityID))
        }
    }

    /// The record as `describe` reports it.
    package var activityDescription: ActivityDescription {
        ActivityDescription(
            attributesType: attributesType,
            families: [ActivityFamily.medium.rawValue] + supplementalFamilies.filter { $0 != .medium }.map(\.rawValue))
    }

    /// A decoding error as one line: what was wrong and where (`minutesLeft: expected Int`).
    nonisolated static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "" : keys.joined(separator: ".") + ": "
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context))no value for '\(key.stringValue)'"
        case .typeMismatch(let type, let context): return "\(path(context))expected \(type)"
        case .valueNotFound(let type, let context): return "\(path(context))expected \(type), found null"
        case .dataCorrupted(let context): return "\(path(context))\(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
