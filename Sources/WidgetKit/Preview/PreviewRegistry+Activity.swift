//  PreviewRegistry+Activity.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "Live Activities" — a Live Activity preview drawn as Xcode's canvas
//  draws it: one picture per content state, in the preview's presentation. The attributes and
//  each state go through JSON as ActivityKit sends them, then `ActivityRecord` makes the views
//  and `ActivityPresentation` frames them.

import Foundation
internal import GlimpseArchive
import SwiftUI

extension PreviewRegistry {
    /// The content states of `preview`, each drawn in every environment.
    ///
    /// - Throws: `RequestFailure` — `.badRequest` when the widget declares no Live Activity for
    ///   the preview's attributes type, `.providerFailed` when the attributes or a state cannot
    ///   be encoded, or does not decode back (the message names which and why).
    static func activityArchives(
        _ preview: ActivityPreview, name: String, _ variants: [RenderEnvironment]
    ) async throws(RequestFailure) -> [ArchivedEntry] {
        let records = preview.makeRecords()
        guard let record = records.first(where: { $0.attributesType == preview.attributesType }) else {
            let declared =
                records.isEmpty
                ? "it declares no ActivityConfiguration"
                : "it declares ActivityConfigurations for \(records.map(\.attributesType).joined(separator: ", "))"
            throw RequestFailure(
                .badRequest,
                "preview '\(name)': \(preview.widgetType) has no Live Activity for \(preview.attributesType); \(declared)"
            )
        }
        let attributes: Data
        switch preview.attributes() {
        case .success(let data): attributes = data
        case .failure(let failure): throw RequestFailure(failure.code, "preview '\(name)': \(failure.message)")
        }
        var environments: [EnvironmentValues] = []
        for variant in variants {
            var values = EnvironmentValues()
            values.colorScheme = variant.colorScheme == "dark" ? .dark : .light
            values.displayScale = variant.displayScale
            environments.append(values)
        }
        let date = Date()
        var entries: [ArchivedEntry] = []
        for (position, state) in await preview.states().enumerated() {
            let json: Data
            switch state {
            case .success(let data): json = data
            case .failure(let failure): throw RequestFailure(failure.code, "preview '\(name)': \(failure.message)")
            }
            let views: ActivityViews
            do throws(RequestFailure) {
                views = try record.views(attributes, json, false, "preview-\(position + 1)")
            } catch {
                throw RequestFailure(
                    .providerFailed, "preview '\(name)', content state \(position + 1): \(error.message)")
            }
            let archives = zip(environments, variants).map { environment, variant in
                var archive = ActivityPresentation.archive(views, kind: preview.viewKind, environment: environment)
                archive.variant = variant.variant
                return archive
            }
            entries.append(ArchivedEntry(date: date, relevance: nil, archives: archives))
        }
        return entries
    }
}

extension PreviewRegistry {
    /// The attributes and first content state of the first `#Preview` that shows a Live Activity
    /// of `attributesType` with at least one content state, with the preview's name; nil when
    /// there is none. Encoding failures are left as nil data (the caller falls back).
    static func firstActivityInputs(for attributesType: String) async -> (
        name: String, attributes: Data?, state: Data?
    )? {
        for (index, record) in records.enumerated() {
            guard case .widget(let payload) = record.preview.content, let preview = payload as? ActivityPreview,
                preview.attributesType == attributesType
            else { continue }
            guard let first = await preview.states().first else { continue }
            let attributes = try? preview.attributes().get()
            return (describe(record, index: index).displayName, attributes, try? first.get())
        }
        return nil
    }
}
