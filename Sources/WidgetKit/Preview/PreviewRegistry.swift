//  PreviewRegistry.swift — WidgetKit (Glimpse)
//  Status: Complete for listing and drawing `#Preview`s and non-generic `PreviewProvider`s
//  Behaviour: Docs/Previews.md "Registration" — reads the records every `#Preview` expansion put
//  in the executable's `glimpse_previews` section, once; draws a preview's view, or its widget's
//  entries, as the extension draws a timeline (WidgetRecord+Archive). After them, the previews of
//  the executable's `PreviewProvider` types (ProviderPreview, Docs/Previews.md "PreviewProvider").

import CPreviewRecords
import Foundation
package import GlimpseArchive
import SwiftUI

/// The `#Preview`s and `PreviewProvider` previews compiled into this executable.
@MainActor
package enum PreviewRegistry {
    /// The canvas of a view preview with the default layout: a 6.1-inch iPhone in portrait, points.
    package static let deviceCanvas = CGSize(width: 390, height: 844)

    /// Every preview: the `#Preview`s ordered by file and line, then the `PreviewProvider`
    /// previews ordered by type name and position.
    package static func previews() -> [RegisteredPreview] {
        let macros = records.enumerated().map { index, record in describe(record, index: index) }
        let providers = providerPreviews.enumerated().map { offset, preview in
            describe(preview, index: macros.count + offset)
        }
        return macros + providers
    }

    /// The entries of preview `index` drawn as archives: one per widget entry, or one for a view,
    /// each with one archive per environment (carrying its `variant` key), in order.
    ///
    /// - Parameters:
    ///   - index: A `RegisteredPreview.index`.
    ///   - environments: The variants to draw (colour scheme, scale…); the default is light at 3×.
    ///   - displaySize: A widget preview's canvas in points; nil uses the family's size on a
    ///     6.1-inch iPhone. View previews use their layout trait.
    /// - Throws: `RequestFailure` — `.badRequest` for an index out of range, `.unsupportedFamily`
    ///   when the widget does not list the preview's family, `.providerFailed` when an entry is
    ///   not of the type the widget's provider makes.
    package static func archives(
        of index: Int, environments: [RenderEnvironment] = [RenderEnvironment()], displaySize: CGSize? = nil
    ) async throws(RequestFailure) -> [ArchivedEntry] {
        let all = records
        let providers = providerPreviews
        guard index >= 0, index < all.count + providers.count else {
            throw RequestFailure(
                .badRequest, "there is no preview \(index); this executable has \(all.count + providers.count)")
        }
        guard index < all.count else {
            let preview = providers[index - all.count]
            return [try providerArchive(preview, environments: environments, displaySize: displaySize)]
        }
        let record = all[index]
        switch record.preview.content {
        case .view(let body):
            return [viewArchive(body(), traits: record.preview.traits, environments: environments)]
        case .widget(let payload):
            if let activity = payload as? ActivityPreview {
                let name = describe(record, index: index).displayName
                return try await activityArchives(activity, name: name, environments)
            }
            guard let widget = payload as? WidgetPreview else {
                throw RequestFailure(.badRequest, "preview \(index) holds no widget WidgetKit can draw")
            }
            let name = describe(record, index: index).displayName
            return try await widgetArchives(widget, name: name, environments, displaySize: displaySize)
        }
    }

    /// The entries of widget preview `index`, as the preview makes them (for tests and listings).
    package static func entries(of index: Int) async -> [any TimelineEntry] {
        guard records.indices.contains(index), case .widget(let payload) = records[index].preview.content,
            let widget = payload as? WidgetPreview
        else { return [] }
        return await widget.entries(TimelineProviderContext(family: widget.family, isPreview: true))
    }

    // MARK: - Steps

    /// The records, read from the section the first time.
    private static var cache: [PreviewRecord]?

    static var records: [PreviewRecord] {
        if let cache { return cache }
        let read = readSection().sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        cache = read
        return read
    }

    private static var providerCache: [ProviderPreview]?

    /// The `PreviewProvider` previews, found the first time.
    private static var providerPreviews: [ProviderPreview] {
        if let providerCache { return providerCache }
        let found = ProviderPreview.discover()
        providerCache = found
        return found
    }

    /// Calls every record of the `glimpse_previews` section; none when the executable has no section.
    private static func readSection() -> [PreviewRecord] {
        typealias Record = @convention(c) () -> UnsafeMutableRawPointer
        guard let start = glimpse_preview_records_start(), let stop = glimpse_preview_records_stop() else { return [] }
        let count = (stop - start) / MemoryLayout<Record>.stride
        let functions = start.assumingMemoryBound(to: Record.self)
        return (0..<count).map { Unmanaged<PreviewRecord>.fromOpaque(functions[$0]()).takeRetainedValue() }
    }

    static func describe(_ record: PreviewRecord, index: Int) -> RegisteredPreview {
        var described = RegisteredPreview(
            index: index, name: record.preview.name, fileID: record.fileID, line: record.line, column: record.column,
            kind: .view, traits: record.preview.traits.map(\.value))
        if case .widget(let payload) = record.preview.content, let widget = payload as? WidgetPreview {
            described.kind = .widget
            described.family = widget.family
            described.widgetType = widget.widgetType
            described.entrySource = widget.source.rawValue
        }
        if case .widget(let payload) = record.preview.content, let activity = payload as? ActivityPreview {
            described.kind = .activity
            described.widgetType = activity.widgetType
            described.presentation = activity.viewKind.wireName
            described.attributesType = activity.attributesType
        }
        return described
    }

    private static func describe(_ preview: ProviderPreview, index: Int) -> RegisteredPreview {
        var described = RegisteredPreview(
            index: index, name: preview.settings.displayName, fileID: preview.qualifiedTypeName, line: 0, column: 0,
            kind: .previewProvider, traits: preview.traits.map(\.value))
        described.displayNameOverride = preview.displayName
        described.family = preview.family
        return described
    }

    /// A `PreviewProvider` preview: drawn as a widget of its `WidgetPreviewContext` family (the
    /// family's canvas, margins and corner radius), or as a view preview without one.
    private static func providerArchive(
        _ preview: ProviderPreview, environments variants: [RenderEnvironment], displaySize: CGSize?
    ) throws(RequestFailure) -> ArchivedEntry {
        guard let family = preview.family else {
            return viewArchive(preview.content, traits: preview.traits, environments: variants)
        }
        let canvas = displaySize ?? family.defaultDisplaySize
        let date = Date()
        var archives: [WidgetArchive] = []
        for variant in variants {
            var environment = try EnvironmentValues(variant: variant, family: family)
            environment.timelineDate = date
            let margins =
                environment.placeContentMargins
                ?? (family.isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets())
            environment.widgetContentMargins = margins
            var archive = makeWidgetArchive(
                preview.content, canvas: canvas, environment: environment, contentMargins: margins,
                cornerRadius: family.defaultCornerRadius)
            archive.variant = variant.variant
            archives.append(archive)
        }
        return ArchivedEntry(date: date, relevance: nil, archives: archives)
    }

    /// A view preview on the device's canvas, or the fixed layout's; landscape swaps the sides.
    private static func viewArchive(
        _ view: any View, traits: [PreviewTrait<Preview.ViewTraits>], environments: [RenderEnvironment]
    ) -> ArchivedEntry {
        var canvas = deviceCanvas
        var landscape = false
        for trait in traits {
            switch trait.value {
            case .layout(.fixed(let width, let height)): canvas = CGSize(width: width, height: height)
            case .layout: canvas = deviceCanvas
            case .orientation(let orientation):
                landscape = orientation == .landscapeLeft || orientation == .landscapeRight
            }
        }
        if landscape { canvas = CGSize(width: canvas.height, height: canvas.width) }
        let archives = environments.map { variant in
            var values = EnvironmentValues()
            values.colorScheme = variant.colorScheme == "dark" ? .dark : .light
            values.displayScale = variant.displayScale
            var archive = makeWidgetArchive(view, canvas: canvas, environment: values, contentMargins: EdgeInsets())
            archive.variant = variant.variant
            return archive
        }
        return ArchivedEntry(date: Date(), relevance: nil, archives: archives)
    }

    private static func widgetArchives(
        _ preview: WidgetPreview, name: String, _ variants: [RenderEnvironment], displaySize: CGSize?
    ) async throws(RequestFailure) -> [ArchivedEntry] {
        guard let record = preview.makeRecords().first else {
            throw RequestFailure(.badRequest, "preview '\(name)': \(preview.widgetType) declares no widget")
        }
        let family = preview.family
        guard record.supportedFamilies.contains(family) else {
            let names = record.supportedFamilies.map(\.rawValue).joined(separator: ", ")
            throw RequestFailure(
                .unsupportedFamily,
                "preview '\(name)': \(preview.widgetType) does not support \(family.rawValue); it supports \(names)")
        }
        var environments: [EnvironmentValues] = []
        for variant in variants { environments.append(try EnvironmentValues(variant: variant, family: family)) }
        let canvas = displaySize ?? family.defaultDisplaySize
        let context = TimelineProviderContext(
            family: family, displaySize: canvas, isPreview: true, environments: environments)
        let entries = await preview.entries(context)
        var archived: [ArchivedEntry] = []
        for (position, entry) in entries.enumerated() {
            guard record.provider.accepts(entry) else {
                throw RequestFailure(
                    .providerFailed,
                    "preview '\(name)': entry \(position + 1) is a \(type(of: entry)), but \(preview.widgetType) shows \(record.provider.entryTypeName) entries"
                )
            }
            archived.append(
                record.archive(
                    entry, family: family, canvas: canvas, environments: environments,
                    variantKeys: variants.map(\.variant), placeholder: false))
        }
        return archived
    }
}
