//  PreviewRun.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` (issue #2): for each kind and family, placeholder, snapshot and
//  timeline; one PNG and one archive JSON per entry; sizes and scale from the device profile;
//  the place's rules (issue 4) for the rendering mode, the container background and what is drawn
//  behind a widget without one (white or #1C1C1E on the Home Screen, nothing on the Lock Screen);
//  then the bundle's controls (ControlPreview) and Live Activities (LiveActivityPreview).
//  A widget whose request crashes, hangs or garbles the bundle is reported, the bundle is started
//  again and the other widgets are drawn; the run still fails at the end.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// One `glimpse preview` invocation.
struct PreviewRun {
    let options: PreviewOptions
    private let renderer = ArchiveRenderer()

    init(options: PreviewOptions) { self.options = options }

    /// Renders everything asked for and returns the exit status.
    /// - Throws: `CommandFailure` at the first error; files written before it stay.
    func run() throws(CommandFailure) -> Int32 {
        try createOutputDirectory()
        var bundle = try PreviewBundle(options: options)
        defer { bundle.close() }
        var written = 0
        var failed: [(kind: String, failure: CommandFailure)] = []
        do {
            let description = try bundle.process().describe()
            let planned = try plan(description)
            for (widget, families) in planned {
                var peak = 0
                do {
                    for family in families {
                        let process = try bundle.process()
                        process.resetPeakFootprint()
                        try preview(widget.kind, family, with: process, written: &written)
                        // Sampled while each request was out, as a host samples it.
                        peak = max(peak, process.peakFootprint)
                    }
                } catch let error as HostError where planned.count > 1 && PreviewBundle.ends(error) {
                    // The bundle died or stopped answering: report it, and draw the other widgets.
                    let failure = error.commandFailure(stderrShown: true)
                    Console.error(
                        (["Failed \(widget.kind): \(failure.message)"] + failure.details.map { "  \($0)" })
                            .joined(separator: "\n"))
                    failed.append((widget.kind, failure))
                    bundle.restart()
                }
                if let warning = FootprintWarning(kind: widget.kind, bytes: peak, limit: HostSettings().footprintLimit)
                {
                    Console.error(warning.text)
                }
            }
            written += try ControlPreview(options: options).run(description, with: bundle.process())
            written += try LiveActivityPreview(options: options).run(description, with: bundle.process())
        } catch {
            if written > 0 { Console.output("Wrote \(Self.pngFiles(written)) before the error.") }
            switch error {
            case let error as HostError: throw error.commandFailure(stderrShown: true)
            case let error as CommandFailure: throw error
            default: throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
            }
        }
        if let first = failed.first {
            Console.output("Wrote \(Self.pngFiles(written)) and their archives to \(options.outputPath)")
            let kinds = failed.map { "'\($0.kind)'" }.joined(separator: ", ")
            throw CommandFailure(
                first.failure.status,
                "\(failed.count == 1 ? "widget" : "widgets") \(kinds) failed (see above); the other widgets were drawn")
        }
        guard written > 0 else {
            throw CommandFailure(
                ExitCode.dataError,
                "nothing to render: no widget of the bundle has a family \(options.device.name) shows"
                    + (options.place.map { " in \($0)" } ?? ""))
        }
        Console.output("Wrote \(Self.pngFiles(written)) and their archives to \(options.outputPath)")
        return ExitCode.ok
    }

    // MARK: - Steps

    private func createOutputDirectory() throws(CommandFailure) {
        try OutputFolder.create(options.outputDirectory, shown: options.outputDirectory.path)
    }

    /// The widgets to render and the families of each, in the bundle's order; a family skipped
    /// (not on the device or place, not supported) gets a note.
    /// - Throws: `HostError` from `PreviewOptions.chosenWidgets`.
    private func plan(_ description: BundleDescription) throws(HostError) -> [(WidgetDescription, [FamilyName])] {
        try options.chosenWidgets(description).map { widget, supported in
            guard let requested = options.families else {
                let shown = supported.filter { options.place(for: $0) != nil }
                for family in supported where !shown.contains(family) {
                    let reason =
                        options.place.map { "\($0) on \(options.device.name) holds no \(family) widgets" }
                        ?? "\(options.device.name) has no \(family) widgets"
                    Console.output("Skipped \(widget.kind) \(family): \(reason)")
                }
                return (widget, shown)
            }
            for family in requested where !supported.contains(family) {
                Console.output("Skipped \(widget.kind) \(family): not supported")
            }
            return (widget, requested.filter { supported.contains($0) })
        }
    }

    /// Asks for the placeholder, snapshot and timeline of `kind` in `family` and writes them,
    /// adding the number of PNG files written to `written` as it goes.
    /// - Throws: `HostError` from the bundle, `CommandFailure` when a file cannot be written.
    private func preview(_ kind: String, _ family: FamilyName, with process: ExtensionProcess, written: inout Int)
        throws
    {
        let target = PreviewTarget(
            family, on: options.device, at: options.place(for: family), colorScheme: options.colorScheme,
            dynamicTypeSize: options.dynamicTypeGiven ? options.dynamicTypeSizes[0] : nil, scale: options.scale)!
        var environment = target.environment
        environment.locale = options.locale
        let (size, variant, environments) = (target.size, target.variant, [environment])
        let base = "\(Self.fileNamePart(kind))-\(family)"

        let placeholder = try process.placeholder(
            kind: kind, family: family.rawValue, displaySize: size.canvas, environments: environments,
            configuration: options.configuration)
        try write(
            placeholder.archives[0], name: "\(base)-placeholder", at: placeholder.date, variant: variant, size: size)
        written += 1
        let snapshot = try process.snapshot(
            kind: kind, family: family.rawValue, displaySize: size.canvas, environments: environments, isPreview: true,
            configuration: options.configuration)
        try write(snapshot.archives[0], name: "\(base)-snapshot", at: snapshot.date, variant: variant, size: size)
        written += 1
        let timeline = try process.timeline(
            kind: kind, family: family.rawValue, displaySize: size.canvas, environments: environments,
            configuration: options.configuration)
        for (index, entry) in timeline.entries.enumerated() {
            try write(
                entry.archives[0], name: "\(base)-timeline-\(index)", at: entry.date, variant: variant, size: size)
            written += 1
        }
    }

    /// Writes `<name>.png` and `<name>.json` and prints the PNG's path. The PNG shows the entry
    /// at its `date`: live dates and timer progress are resolved then (the archive holds their
    /// laid-out widest values).
    /// - Throws: `CommandFailure` (74 for I/O, 65 for an archive the renderer refuses).
    private func write(
        _ archive: WidgetArchive, name: String, at date: Date, variant: PlaceVariant, size: FamilySize
    ) throws(CommandFailure) {
        let renderOptions = DisplayComposer.options(
            for: variant, archive: archive, on: options.device, state: SurfaceState(), size: size,
            scale: options.scale, date: date, framing: .surroundings)
        try PreviewFile.write(
            archive, name: name, renderOptions: renderOptions, preview: options, renderer: renderer)
    }

    /// "1 PNG file", "4 PNG files".
    static func pngFiles(_ count: Int) -> String { count == 1 ? "1 PNG file" : "\(count) PNG files" }

    /// `kind` with characters that are awkward in file names replaced by "_".
    static func fileNamePart(_ kind: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let cleaned = String(kind.map { allowed.contains($0) ? $0 : "_" })
        return cleaned.isEmpty || cleaned.hasPrefix(".") ? "_" + cleaned : cleaned
    }
}
