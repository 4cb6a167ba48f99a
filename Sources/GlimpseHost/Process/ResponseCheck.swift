//  ResponseCheck.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Responses", "Variants" and "Limits": what a response
//  must carry for its request, archives matched to the requested variants by key (by position
//  for extensions built before keys), and the archive limits (ArchiveCoding.validate; 10 MB).

import Foundation
import GlimpseArchive

/// Checks a decoded response against the request it answers, and names its archives.
struct ResponseCheck {
    let bundleName: String
    let request: ExtensionRequest
    /// "timeline for 'Weather' (systemSmall)", for messages.
    let what: String

    /// - Parameter bytes: Length of the response line, to skip re-encoding archives when the
    ///   whole line is under the per-archive limit.
    /// - Returns: `response` with every entry's archives in request order, each carrying its
    ///   environment's `variant` key (`ArchivedEntry.arranged(for:)`): the rest of the host looks
    ///   archives up by key.
    /// - Throws: `HostError`: the bundle's own failure mapped to a code, `.malformedResponse` for a
    ///   missing or surplus part (an archive for a variant not asked for, a variant unanswered),
    ///   `.invalidArchive` for an archive over a limit.
    func checked(_ response: ExtensionResponse, bytes: Int) throws(HostError) -> ExtensionResponse {
        var response = response
        if let failure = response.error { throw Self.hostError(for: failure) }
        switch request.method {
        case .describe:
            guard response.describe != nil else { throw missing("describe") }
        case .previews:
            guard response.previews != nil else { throw missing("previews") }
        case .backgroundEvents:
            guard response.delivered != nil else { throw missing("delivered") }
        case .control:
            guard let control = response.control else { throw missing("control") }
            for (index, drawing) in control.archives.enumerated() {
                try checkArchive(drawing.archive, entry: index, lineBytes: bytes)
            }
        case .perform:
            guard response.performed != nil else { throw missing("performed") }
        case .relevance:
            guard response.relevance != nil else { throw missing("relevance") }
        case .activity:
            guard let activity = response.activity else { throw missing("activity") }
            for (index, drawing) in activity.archives.enumerated() {
                try checkArchive(drawing.archive, entry: index, lineBytes: bytes)
            }
        case .parameters:
            guard response.parameters != nil else { throw missing("parameters") }
        case .placeholder, .snapshot, .timeline, .preview:
            guard let entries = response.entries else { throw missing("entries") }
            if request.method == .timeline {
                guard response.policy != nil else { throw missing("policy") }
            } else if request.method != .preview && entries.count != 1 {
                throw malformed("\(entries.count) entries instead of 1")
            }
            let environments = request.environments.flatMap { $0.isEmpty ? nil : $0 } ?? [RenderEnvironment()]
            let keys = environments.map(\.variant)
            var arranged = entries
            for (index, entry) in entries.enumerated() {
                switch entry.arranged(for: keys) {
                case .success(let archives): arranged[index].archives = archives
                case .failure(let mismatch): throw malformed("entry \(index) with \(mismatch.detail)")
                }
                for archive in entry.archives { try checkArchive(archive, entry: index, lineBytes: bytes) }
            }
            response.entries = arranged
        }
        return response
    }

    /// The host error for a failure the bundle reported; the bundle's message is kept, its
    /// control characters escaped.
    static func hostError(for failure: ProtocolFailure) -> HostError {
        let code: HostError.Code =
            switch failure.code {
            case "unknownKind": .unknownKind
            case "unknownFamily": .unknownFamily
            case "unsupportedFamily": .unsupportedFamily
            case "badRequest": .badRequest
            default: .providerFailed
            }
        return HostError(code, LogText.escaped(failure.message))
    }

    private func checkArchive(_ archive: WidgetArchive, entry: Int, lineBytes: Int) throws(HostError) {
        do {
            try ArchiveCoding.validate(archive)
        } catch {
            throw HostError(
                .invalidArchive,
                "bundle '\(bundleName)' answered \(what) with an invalid archive in entry \(entry): "
                    + ((error as? ArchiveError)?.message ?? "\(error)"), underlying: error)
        }
        guard lineBytes > WidgetArchive.maximumBytes else { return }
        let size = (try? ArchiveCoding.encode(archive).count) ?? 0
        guard size <= WidgetArchive.maximumBytes else {
            throw HostError(
                .invalidArchive,
                "bundle '\(bundleName)' answered \(what) with an archive of \(size) bytes in entry \(entry); "
                    + "the limit is \(WidgetArchive.maximumBytes) (10 MB)")
        }
    }

    private func missing(_ field: String) -> HostError {
        malformed("no '\(field)'")
    }

    private func malformed(_ detail: String) -> HostError {
        HostError(.malformedResponse, "bundle '\(bundleName)' answered \(what) with \(detail)")
    }
}
