//  PreviewOptions+Widgets.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` (plain and `--matrix`): `--kind` chooses one widget of the bundle
//  (every widget without it); with `--kind`, a `--family` that widget does not support is an
//  error (65), without it such a family is skipped for that widget, and an error (65) when no
//  widget supports any family asked for. `--kind` may name a control (ControlPreview draws it)
//  or a Live Activity's attributes type (LiveActivityPreview).

import GlimpseArchive
import GlimpseHost

extension PreviewOptions {
    /// The widgets `--kind` chooses (every widget without it), in the bundle's order, each with
    /// the families it supports.
    /// - Throws: `HostError` `.unknownKind` for a `--kind` the bundle lacks, `.unsupportedFamily`
    ///   for a `--family` the widget chosen by `--kind` does not support, or that no widget
    ///   supports.
    func chosenWidgets(_ description: BundleDescription) throws(HostError)
        -> [(widget: WidgetDescription, supported: [FamilyName])]
    {
        var widgets = description.widgets
        if let kind {
            guard let widget = widgets.first(where: { $0.kind == kind }) else {
                // A control's kind: no widget to render (ControlPreview draws it).
                if description.controls?.contains(where: { $0.kind == kind }) == true { return [] }
                // A Live Activity's attributes type (LiveActivityPreview draws it).
                if description.activities?.contains(where: { $0.attributesType == kind }) == true { return [] }
                let kinds =
                    (widgets.map(\.kind) + (description.controls ?? []).map(\.kind)
                    + (description.activities ?? []).map(\.attributesType))
                    .map { "'\($0)'" }.joined(separator: ", ")
                throw HostError(
                    .unknownKind, "bundle '\(description.bundle)' has no widget of kind '\(kind)' (kinds: \(kinds))")
            }
            widgets = [widget]
        }
        if kind == nil, let families, !widgets.isEmpty,
            !widgets.contains(where: { widget in families.contains { widget.supportedFamilies.contains($0.rawValue) } })
        {
            let each = widgets.map { "\($0.kind) supports \($0.supportedFamilies.joined(separator: ", "))" }
            throw HostError(
                .unsupportedFamily,
                "no widget of bundle '\(description.bundle)' supports \(families.map(\.rawValue).joined(separator: ", ")) ("
                    + each.joined(separator: "; ") + "); pass --family with one of those")
        }
        return try widgets.map { widget throws(HostError) in
            let supported = widget.supportedFamilies.map(FamilyName.init(rawValue:))
            if kind != nil, let family = families?.first(where: { !supported.contains($0) }) {
                let names = supported.map(\.rawValue).joined(separator: ", ")
                throw HostError(
                    .unsupportedFamily, "widget '\(widget.kind)' does not support \(family); it supports \(names)")
            }
            return (widget, supported)
        }
    }
}
