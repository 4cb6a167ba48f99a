//  ResponseCheck.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Responses" and "Limits": what a response must carry
//  for its request, and the archive limits (ArchiveCoding.validate; 10 MB per archive).

import Foundation
import GlimpseArchive

/// Checks a decoded response against the request it answers.
struct ResponseCheck {
    let bundleName: String
    let request: ExtensionRequest
    /// "timeline for 'Weather' (systemSmall)", for messages.
    let what: String

    /// - Parameter bytes: Length of the response line, to skip re-encoding archives when the
    ///   whole line is under the per-archive limit.
    /// - Throws: `HostError`: the bundle's own failure mapped to a code, `.malformedResponse` for a
    ///   missing or surplus part, `.invalidArchive` for an archive over a limit.
    func check(_ response: ExtensionResponse, bytes: Int) throws(HostError) {
        if let failure = response.error { throw Self.hostError(for: failure) }
        switch request.method {
        case .describe:
            guard response.describe != nil else { throw missing("describe") }
        case .placeholder, .snapshot, .timeline:
            guard let entries = response.entries else { throw missing("entries") }
            if request.method == .timeline {
                guard response.policy != nil else { throw missing("policy") }
            } else if entries.count != 1 {
                throw malformed("\(entries.count) entries instead of 1")
            }
            let variants = max(request.environments?.count ?? 1, 1)
            for (index, entry) in entries.enumerated() {
                guard entry.archives.count == variants else {
                    throw malformed("entry \(index) with \(entry.archives.count) archives for \(variants) environments")
                }
                for archive in entry.archives { try checkArchive(archive, entry: index, lineBytes: bytes) }
            }
        }
    }

    /// The host error for a failure the bundle reported; the bundle's message is kept as it is.
    static func hostError(for failure: ProtocolFailure) -> HostError {
        let code: HostError.Code =
            switch failure.code {
            case "unknownKind": .unknownKind
            case "unknownFamily": .unknownFamily
            case "unsupportedFamily": .unsupportedFamily
            case "badRequest": .badRequest
            default: .providerFailed
            }
        return HostError(code, failure.message)
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
        let size = (try? ArchiveCoding.encoder().encode(archive).count) ?? 0
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
