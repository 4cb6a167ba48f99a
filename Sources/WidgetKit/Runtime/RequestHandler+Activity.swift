//  RequestHandler+Activity.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Live Activities": answers `activity` — one Live Activity
//  of the bundle laid out for attributes and a content state given as JSON (else those of its
//  first `#Preview(…contentStates:)`, else `{}`), in each presentation and environment asked for
//  (ActivityPresentation). JSON that does not decode answers `badRequest` naming the field.

import Foundation
internal import GlimpseArchive
import SwiftUI

extension RequestHandler {
    /// Answers an `activity` request; `reply` is called once, on the main actor.
    func answerActivity(_ request: ExtensionRequest, clock: Date, reply: @escaping (ExtensionResponse) -> Void) {
        let fail = { (failure: RequestFailure) in
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
        }
        guard let asked = request.activity else {
            return fail(RequestFailure(.badRequest, "activity request \(request.id) has no 'activity'"))
        }
        let name = asked.attributesType
        guard let record = activities.first(where: { $0.attributesType == name }) else {
            let known = activities.map(\.attributesType).joined(separator: ", ")
            return fail(
                RequestFailure(
                    .unknownKind,
                    "bundle '\(bundleName)' has no Live Activity for attributes '\(name)' "
                        + "(its Live Activities: \(known.isEmpty ? "none" : known))"))
        }
        let variants = request.environments.flatMap { $0.isEmpty ? nil : $0 } ?? [RenderEnvironment()]
        var environments: [(values: EnvironmentValues, key: String?)] = []
        do {
            for variant in variants {
                environments.append((try EnvironmentValues(variant: variant, family: .systemMedium), variant.variant))
            }
        } catch {
            return fail(error)
        }
        let kinds = asked.presentations.flatMap { $0.isEmpty ? nil : $0 } ?? ActivityPresentationKind.allCases
        tasksRunning += 1
        Task { @MainActor in
            defer {
                self.tasksRunning -= 1
                self.wakeIdleWaiters()
            }
            var source = "given"
            var attributes = asked.attributes.map { Data($0.utf8) }
            var state = asked.state.map { Data($0.utf8) }
            if attributes == nil || state == nil {
                let preview = await PreviewRegistry.firstActivityInputs(for: name)
                if let preview,
                    (attributes == nil && preview.attributes != nil) || (state == nil && preview.state != nil)
                {
                    source = "preview \(preview.name)"
                } else if asked.attributes == nil && asked.state == nil {
                    source = "default"
                }
                attributes = attributes ?? preview?.attributes ?? Data("{}".utf8)
                state = state ?? preview?.state ?? Data("{}".utf8)
            }
            let views: ActivityViews
            do throws(RequestFailure) {
                views = try record.views(
                    attributes!, state!, asked.isStale ?? false, asked.activityID ?? "preview")
            } catch {
                let hint =
                    source == "default"
                    ? " (no #Preview of the bundle gives \(name) content states; send the attributes and state as JSON)"
                    : ""
                return fail(RequestFailure(error.code, "Live Activity \(name): \(error.message)\(hint)"))
            }
            var answer = ActivityAnswer(
                attributesType: name, source: source, attributes: String(decoding: attributes!, as: UTF8.self),
                state: String(decoding: state!, as: UTF8.self))
            for (environment, key) in environments {
                for kind in kinds {
                    var archive = ActivityPresentation.archive(views, kind: kind.viewKind, environment: environment)
                    archive.variant = key
                    answer.archives.append(ActivityArchive(presentation: kind, archive: archive))
                }
            }
            reply(ExtensionResponse(id: request.id, clock: clock, activity: answer))
        }
    }
}

extension ActivityPresentationKind {
    /// The preview kind that draws this presentation.
    var viewKind: ActivityPreviewViewKind {
        switch self {
        case .content: .content
        case .compact: .dynamicIsland(.compact)
        case .minimal: .dynamicIsland(.minimal)
        case .expanded: .dynamicIsland(.expanded)
        }
    }
}
