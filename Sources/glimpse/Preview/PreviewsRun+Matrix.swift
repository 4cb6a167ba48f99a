//  PreviewsRun+Matrix.swift — glimpse (Glimpse)
//  Status: Complete for widget previews; a view or Live Activity preview has no widget place, so
//  it is skipped (noted)
//  Behaviour: issue 14 "Previews → PNGs": `glimpse preview --previews --matrix` — every widget
//  preview × the states of its family's places (MatrixPlan: place × rendering mode × colour
//  scheme × locked × Always On × Dynamic Type size, as `--matrix` draws a widget's snapshot
//  entry), each entry of the preview in turn. One contact sheet per preview,
//  `<Name>-<family>-matrix.png`, and one PNG per state and entry n (from 0),
//  `<Name>-<state>-<n>.png`, where the state starts with the family (`PlaceVariant.fileStem`).

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

extension PreviewsRun {
    /// The matrix sheet of `preview`: a row per entry and state row of the plan, a column per
    /// appearance and lock state; nil (with a note) for a view preview or a family the device
    /// (or `--place`) does not show.
    ///
    /// The bundle is asked once per canvas of the family, with every environment that canvas
    /// is shown in; each answer holds every entry of the preview.
    /// - Throws: `HostError` from the bundle; `.malformedResponse` when an answer lacks an
    ///   archive for an environment or an entry another canvas had.
    func matrixSheet(for preview: PreviewDescription, stem: String, with process: ExtensionProcess)
        throws(HostError) -> Sheet?
    {
        guard let familyName = preview.family else {
            let what = preview.presentation == nil ? "a view preview" : "a Live Activity preview"
            Console.output(
                "Skipped \(preview.displayName): \(what) has no widget place to show states in; "
                    + "leave out --matrix to draw it")
            return nil
        }
        let device = options.device
        let family = FamilyName(rawValue: familyName)
        let plan = MatrixPlan(
            device: device, families: [family], places: options.place.map { [$0] },
            dynamicTypeSizes: options.dynamicTypeSizes, placeholder: false)
        guard !plan.rows.isEmpty else {
            Console.output(
                "Skipped \(preview.displayName): \(device.name) has no \(familyName) widgets"
                    + (options.place.map { " in \($0)" } ?? ""))
            return nil
        }
        var answers: [[ArchivedEntry]] = []
        for request in plan.requests {
            let environments = request.environments.map { environment in
                var environment = environment
                environment.locale = options.locale
                return environment
            }
            let entries = try process.preview(
                preview.index, displaySize: request.size.canvas, environments: environments)
            guard entries.allSatisfy({ $0.archives.count == environments.count }),
                entries.count == answers.first?.count ?? entries.count
            else {
                throw HostError(
                    .malformedResponse,
                    "bundle answered preview \(preview.index) at \(request.size.canvas.width)×"
                        + "\(request.size.canvas.height) pt with entries or archives that do not match its request")
            }
            answers.append(entries)
        }
        let entryCount = answers.first?.count ?? 0
        var rows: [ContactSheet.Row] = []
        var names: [[String?]] = []
        for e in 0..<entryCount {
            for row in plan.rows {
                let cells = row.variants.map { variant in
                    variant.map { variant in
                        let source = plan.source(of: variant)
                        let entry = answers[source.request][e]
                        return MatrixRun.cell(
                            variant, archive: entry.archives[source.environment], date: entry.date,
                            backgroundRemovable: false, options: options)
                    }
                }
                rows.append(
                    ContactSheet.Row(
                        title: "Entry \(e + 1) · \(familyName)",
                        detail: MatrixRun.detail(of: row, sizes: options.dynamicTypeSizes), cells: cells,
                        group: "\(e)"))
                names.append(row.variants.map { $0.map { "\(stem)-\($0.fileStem(on: device))-\(e).png" } })
            }
        }
        let sheet = ContactSheet(
            title: preview.displayName,
            subtitle: ([device.displayName, device.name] + (preview.widgetType.map { [$0] } ?? [])
                + [
                    "each entry in every state of \(familyName)", Self.location(preview),
                    "dashed cells: the place never shows that state",
                ]).joined(separator: " · "),
            columns: plan.columns.map(\.title), rows: rows)
        return Sheet(sheet: sheet, cellNames: names, fileName: "\(stem)-\(familyName)-matrix.png", previews: 1)
    }
}
