//  CenterRequestHandler.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Messages" and "Errors": one request line in, one response
//  out; anything that is not a valid request gets a `malformedRequest` answer, never a crash.

import Foundation
import GlimpseArchive

/// Turns request lines into responses by calling a `WidgetCenterServing`.
struct CenterRequestHandler: Sendable {
    /// Deepest JSON nesting a request may have (requests nest 1 level).
    static let maximumNesting = 16

    let service: any WidgetCenterServing

    /// What the caller made of the request, for the log.
    struct Outcome: Sendable {
        var response: CenterResponse
        /// The decoded request, when the line was one.
        var request: CenterRequest?
    }

    /// Answers one request line.
    ///
    /// - Parameters:
    ///   - line: The line without its "\n".
    ///   - lineNumber: 1-based, within the connection, for messages.
    func respond(to line: Data, lineNumber: Int) -> Outcome {
        let request: CenterRequest
        do {
            request = try decode(line, lineNumber: lineNumber)
        } catch let failure as Failure {
            return Outcome(response: CenterResponse(id: failure.id, error: failure.failure))
        } catch {
            return Outcome(response: Self.malformed(id: 0, "request line \(lineNumber): \(error)"))
        }
        do {
            return Outcome(response: try perform(request), request: request)
        } catch {
            let failure = CenterFailure(
                code: CenterFailure.serviceFailed,
                message: "\(request.method.rawValue) for bundle '\(request.bundle)' failed: \(error)")
            return Outcome(response: CenterResponse(id: request.id, error: failure), request: request)
        }
    }

    /// The answer to a line longer than `CenterProtocol.maximumRequestBytes`.
    static func tooLarge(lineNumber: Int) -> CenterResponse {
        CenterResponse(
            id: 0,
            error: CenterFailure(
                code: CenterFailure.tooLarge,
                message:
                    "request line \(lineNumber) is longer than \(CenterProtocol.maximumRequestBytes) bytes; requests are small JSON objects (Docs/WidgetCenter.md)"
            ))
    }

    static func malformed(id: Int, _ message: String) -> CenterResponse {
        CenterResponse(id: id, error: CenterFailure(code: CenterFailure.malformedRequest, message: message))
    }

    // MARK: - Steps

    private struct Failure: Error {
        var id: Int
        var failure: CenterFailure
    }

    private func decode(_ line: Data, lineNumber: Int) throws -> CenterRequest {
        func malformed(_ id: Int, _ message: String) -> Failure {
            Failure(id: id, failure: CenterFailure(code: CenterFailure.malformedRequest, message: message))
        }
        do {
            try ArchiveCoding.checkJSONNesting(line, limit: Self.maximumNesting)
        } catch {
            throw malformed(0, "request line \(lineNumber) nests deeper than \(Self.maximumNesting) JSON levels")
        }
        let request: CenterRequest
        do {
            request = try ArchiveCoding.decoder().decode(CenterRequest.self, from: line)
        } catch {
            throw malformed(
                Self.requestID(in: line) ?? 0,
                "request line \(lineNumber) is not a WidgetCenter request: \(ArchiveCoding.describe(error))")
        }
        guard request.version <= CenterProtocol.version else {
            throw Failure(
                id: request.id,
                failure: CenterFailure(
                    code: CenterFailure.unsupportedVersion,
                    message:
                        "request \(request.id) speaks WidgetCenter protocol \(request.version); this host speaks \(CenterProtocol.version); update glimpse"
                ))
        }
        guard !request.bundle.isEmpty else {
            throw malformed(request.id, "request \(request.id) (\(request.method.rawValue)) has an empty 'bundle'")
        }
        if request.method.needsKind && (request.kind ?? "").isEmpty {
            throw malformed(
                request.id, "request \(request.id) (\(request.method.rawValue)) needs a widget 'kind'")
        }
        if request.method.needsRelevance {
            try checkRelevance(request, malformed: malformed)
        }
        if request.method == .activity {
            try checkActivity(request, malformed: malformed)
        }
        return request
    }

    /// Refuses a relevance request without the part its method needs, or with too many donations.
    private func checkRelevance(_ request: CenterRequest, malformed: (Int, String) -> Failure) throws {
        let name = "request \(request.id) (\(request.method.rawValue))"
        switch request.method {
        case .donate:
            guard let donations = request.relevance?.donations else {
                throw malformed(request.id, "\(name) needs 'relevance.donations'")
            }
            guard donations.count <= RelevancePayload.maximumDonationsPerRequest else {
                throw malformed(
                    request.id,
                    "\(name) carries \(donations.count) donations; send at most \(RelevancePayload.maximumDonationsPerRequest) a request"
                )
            }
        case .relevantShortcuts, .relevantIntents:
            guard request.relevance?.suggestions != nil else {
                throw malformed(request.id, "\(name) needs 'relevance.suggestions' (empty clears them)")
            }
        default:
            break
        }
    }

    /// Refuses an `activity` request without its change, without the state a start or update
    /// carries, or over ActivityKit's 4 KB.
    private func checkActivity(_ request: CenterRequest, malformed: (Int, String) -> Failure) throws {
        let name = "request \(request.id) (activity)"
        guard let activity = request.activity else { throw malformed(request.id, "\(name) needs 'activity'") }
        guard !activity.id.isEmpty, !activity.attributesType.isEmpty else {
            throw malformed(request.id, "\(name) needs the activity's 'id' and 'attributesType'")
        }
        if activity.event != .end && activity.state == nil {
            throw malformed(request.id, "\(name) (\(activity.event.rawValue)) needs the content 'state'")
        }
        guard activity.payloadBytes <= LiveActivityMessage.maximumPayloadBytes else {
            throw malformed(
                request.id,
                "\(name): the attributes and state of \(activity.attributesType) are \(activity.payloadBytes) bytes; "
                    + "ActivityKit allows \(LiveActivityMessage.maximumPayloadBytes)")
        }
    }

    private func perform(_ request: CenterRequest) throws -> CenterResponse {
        let bundle = request.bundle
        switch request.method {
        case .reloadTimelines:
            try service.reloadTimelines(
                kind: request.kind ?? "", bundle: bundle, fromForegroundApp: request.foreground)
        case .reloadAllTimelines:
            try service.reloadAll(bundle: bundle, fromForegroundApp: request.foreground)
        case .currentConfigurations:
            return CenterResponse(id: request.id, configurations: try service.currentConfigurations(bundle: bundle))
        case .invalidateConfigurationRecommendations:
            try service.invalidateConfigurationRecommendations(bundle: bundle)
        case .reloadControls:
            try service.reloadControls(kind: request.kind ?? "", bundle: bundle)
        case .reloadAllControls:
            try service.reloadAllControls(bundle: bundle)
        case .currentControls:
            var response = CenterResponse(id: request.id)
            response.controls = try service.currentControls(bundle: bundle)
            return response
        case .invalidateRelevance:
            try service.invalidateRelevance(kind: request.kind ?? "", bundle: bundle)
        case .donate:
            let notes = try service.donate(request.relevance?.donations ?? [], bundle: bundle)
            return CenterResponse(id: request.id, notes: notes.isEmpty ? nil : notes)
        case .deleteDonations:
            try service.deleteDonations(
                identifiers: request.relevance?.identifiers, group: request.relevance?.group, bundle: bundle)
        case .activity:
            let notes = try request.activity.map { try service.liveActivity($0, bundle: bundle) } ?? []
            return CenterResponse(id: request.id, notes: notes.isEmpty ? nil : notes)
        case .relevantShortcuts, .relevantIntents:
            let notes = try service.setSuggestions(
                request.relevance?.suggestions ?? [], relevantIntents: request.method == .relevantIntents,
                bundle: bundle)
            return CenterResponse(id: request.id, notes: notes.isEmpty ? nil : notes)
        }
        return CenterResponse(id: request.id)
    }

    /// The `id` of a line that is a JSON object with an integer `id`, even if the rest is wrong.
    private static func requestID(in data: Data) -> Int? {
        struct IDOnly: Decodable { let id: Int }
        return try? JSONDecoder().decode(IDOnly.self, from: data).id
    }
}
