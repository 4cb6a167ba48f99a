//  PreviewsRun.swift — glimpse (Glimpse)
//  Status: Complete for `#Preview`s and `PreviewProvider` previews, one state each
//  Behaviour: issue 14 "Previews → PNGs" — `glimpse preview BUNDLE --previews`: the bundle lists
//  its registered previews (the `previews` request, found in the executable itself, Docs/Previews.md);
//  each is drawn (`preview`): a widget preview once per timeline entry, as Xcode's canvas steps
//  through them, in its family at the family's default place on the device; a view preview on
//  its canvas. One PNG per entry, `<Name>-<family>-<n>.png`, and `previews.png`, the contact sheet.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// One `glimpse preview --previews` invocation.
struct PreviewsRun {
    /// What one run did and how long it took.
    struct Figures {
        var previews = 0
        var images = 0
        /// Previews that could not be drawn (reported, not written).
        var failed = 0
        /// Contact sheets written: one, or with `--matrix` one per widget preview.
        var sheets = 0
        /// Starting the bundle, listing, drawing, rasterising and writing.
        var total = Duration.zero
    }

    let options: PreviewOptions
    /// Print each file written (the CLI) or nothing (the benchmark).
    var printsFiles = true
    private let sheetRenderer = ContactSheetRenderer()

    init(options: PreviewOptions, printsFiles: Bool = true) {
        self.options = options
        self.printsFiles = printsFiles
    }

    /// Lists (`--list`) or renders every preview, and returns the exit status.
    /// - Throws: `CommandFailure` at the first error.
    func run() throws(CommandFailure) -> Int32 {
        if options.listOnly {
            let previews = try withBundle { process throws(HostError) in try process.previews() }
            for line in Self.listing(previews) { Console.output(line) }
            return ExitCode.ok
        }
        let figures = try perform()
        let previews = figures.previews == 1 ? "1 preview" : "\(figures.previews) previews"
        let sheets = figures.sheets == 1 ? "their contact sheet" : "\(figures.sheets) contact sheets"
        Console.output(
            "Wrote \(PreviewRun.pngFiles(figures.images)) of \(previews) and \(sheets) to \(options.outputPath)")
        return ExitCode.ok
    }

    /// Renders and writes every preview and the contact sheet (with `--matrix`, one sheet per
    /// widget preview), and measures it.
    /// - Throws: `CommandFailure`: a crash or timeout of the bundle with its status, 65 for a
    ///   bundle without previews or when some previews could not be drawn (after the others are
    ///   written), 74 for files.
    func perform() throws(CommandFailure) -> Figures {
        let clock = ContinuousClock()
        let start = clock.now
        try files.create()
        var figures = Figures()
        var failed: [String] = []
        var names = Set<String>()
        let sheets = try withBundle { process throws(HostError) in
            var rows: [Row] = []
            var sheets: [Sheet] = []
            for description in try process.previews() {
                do throws(HostError) {
                    let stem = Self.uniqueStem(Self.stem(description), in: &names)
                    if options.matrix {
                        if let sheet = try matrixSheet(for: description, stem: stem, with: process) {
                            sheets.append(sheet)
                        }
                    } else if let row = try row(for: description, stem: stem, with: process) {
                        rows.append(row)
                    }
                } catch  where [HostError.Code.timeout, .bundleCrashed, .malformedResponse].contains(error.code) {
                    throw error
                } catch {
                    // One preview that cannot be drawn (an entry of the wrong type, a family the
                    // widget lacks) is reported; the others are still drawn, as on Xcode's canvas.
                    Console.error("Failed \(description.displayName): \(error.message)")
                    failed.append(description.displayName)
                }
            }
            return options.matrix || rows.isEmpty ? sheets : [contactSheet(rows)]
        }
        figures.failed = failed.count
        guard !sheets.isEmpty || !failed.isEmpty else {
            throw CommandFailure(
                ExitCode.dataError,
                "bundle '\((options.bundlePath as NSString).lastPathComponent)' has no previews to draw: add a "
                    + "#Preview (or a PreviewProvider) to its sources and build it again")
        }
        guard !sheets.isEmpty else {
            throw CommandFailure(ExitCode.dataError, "no preview of the bundle could be drawn")
        }
        for sheet in sheets {
            let output: ContactSheetOutput
            do {
                output = try sheetRenderer.render(sheet.sheet)
            } catch let error as RenderError {
                throw error.commandFailure("the previews' contact sheet")
            } catch {
                throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
            }
            figures.images += try files.write(
                output, cellName: { sheet.cellNames[$0][$1] }, sheetName: sheet.fileName)
            figures.previews += sheet.previews
        }
        figures.sheets = sheets.count
        figures.total = clock.now - start
        guard failed.isEmpty else {
            let count = failed.count == 1 ? "1 preview" : "\(failed.count) previews"
            throw CommandFailure(
                ExitCode.dataError,
                "\(count) of \(failed.count + figures.previews) could not be drawn (\(failed.joined(separator: ", "))); "
                    + "the others were written to \(options.outputPath)")
        }
        return figures
    }

    /// `--list`: one line per preview, without drawing.
    static func listing(_ previews: [PreviewDescription]) -> [String] {
        guard !previews.isEmpty else { return ["No previews."] }
        return previews.map { preview in
            var parts = ["\(preview.index)", preview.displayName, preview.kind]
            if let family = preview.family { parts.append(family) }
            if let presentation = preview.presentation { parts.append(presentation) }
            if let widget = preview.widgetType {
                parts.append(widget + (preview.entrySource.map { " (\($0))" } ?? ""))
            }
            if let traits = preview.traits, !traits.isEmpty { parts.append(traits.joined(separator: ", ")) }
            parts.append(Self.location(preview))
            return parts.joined(separator: "  ")
        }
    }

    // MARK: - Steps

    /// One contact sheet to draw and write, with the file name of each cell (`[row][column]`).
    struct Sheet {
        var sheet: ContactSheet
        var cellNames: [[String?]]
        var fileName: String
        /// How many previews it shows.
        var previews: Int
    }

    /// One row of the sheet: a preview and its drawn entries.
    private struct Row {
        var description: PreviewDescription
        var cells: [ContactSheet.Cell]
        /// The file name stem: the name, or `File-LINE` for an unnamed `#Preview`.
        var stem: String
        /// The family, or `view` for a view preview.
        var familyPart: String
        var detail: String
    }

    private var files: SheetFiles {
        SheetFiles(folder: options.outputDirectory, path: options.outputPath, printsFiles: printsFiles)
    }

    func withBundle<T>(_ body: (ExtensionProcess) throws(HostError) -> T) throws(CommandFailure) -> T {
        let process: ExtensionProcess
        do {
            process = try ExtensionProcess(
                executable: options.bundlePath, timeout: options.timeout,
                onStderrLine: BundleOutput(bundlePath: options.bundlePath).handler)
        } catch {
            throw error.commandFailure
        }
        defer { process.terminate() }
        do {
            return try body(process)
        } catch {
            throw error.commandFailure(stderrShown: true)
        }
    }

    /// Draws `preview`: a widget preview in its family at the family's place (skipped with a
    /// note when the device has no such widgets), a view preview on its own canvas.
    private func row(for preview: PreviewDescription, stem: String, with process: ExtensionProcess)
        throws(HostError) -> Row?
    {
        guard let familyName = preview.family else {
            var environment = RenderEnvironment(
                colorScheme: options.colorScheme ?? "light", displayScale: options.scale)
            environment.locale = options.locale
            let entries = try process.preview(preview.index, environments: [environment])
            let cells = entries.map { entry in
                ContactSheet.Cell(
                    archive: entry.archives[0], options: RenderOptions(scale: options.scale, date: entry.date))
            }
            // A Live Activity preview comes framed as iOS presents it (ActivityPresentation).
            let detail =
                preview.presentation.map { "Live Activity · \($0)" } ?? (preview.traits ?? []).joined(separator: ", ")
            return Row(
                description: preview, cells: cells, stem: stem, familyPart: preview.presentation ?? "view",
                detail: detail)
        }
        let family = FamilyName(rawValue: familyName)
        guard let place = options.place(for: family),
            let target = PreviewTarget(
                family, on: options.device, at: place, colorScheme: options.colorScheme,
                dynamicTypeSize: options.dynamicTypeGiven ? options.dynamicTypeSizes[0] : nil, scale: options.scale)
        else {
            Console.output(
                "Skipped \(preview.displayName): \(options.device.name) has no \(familyName) widgets"
                    + (options.place.map { " in \($0)" } ?? ""))
            return nil
        }
        let (size, variant) = (target.size, target.variant)
        var environment = target.environment
        environment.locale = options.locale
        let entries = try process.preview(preview.index, displaySize: size.canvas, environments: [environment])
        let backdrop = Place.named(place)!.backdrop(colorScheme: variant.colorScheme, mode: variant.renderingMode)
        let cells = entries.map { entry in
            let archive = entry.archives[0]
            let renderOptions = DisplayComposer.options(
                for: variant, archive: archive, on: options.device, state: SurfaceState(), size: size,
                scale: options.scale, date: entry.date, framing: .surroundings)
            let shown = renderOptions.viewport.map {
                Size(width: $0.width * size.deviceScaleFactor, height: $0.height * size.deviceScaleFactor)
            }
            return ContactSheet.Cell(
                archive: archive, options: renderOptions, pointSize: shown ?? size.device, tile: backdrop)
        }
        return Row(
            description: preview, cells: cells, stem: stem, familyPart: familyName,
            detail: "\(Place.named(place)!.displayName) · \(variant.renderingMode)")
    }

    /// One row per preview, one column per entry; each entry's file is `<Name>-<family>-<n>.png`,
    /// `n` from 0 (as `timeline-<n>` and `--list`'s indexes).
    private func contactSheet(_ rows: [Row]) -> Sheet {
        let columns = rows.map(\.cells.count).max() ?? 0
        let sheetRows = rows.map { row in
            let preview = row.description
            var detail: [String] = []
            if let widget = preview.widgetType {
                detail.append("\(widget) · \(preview.family ?? preview.attributesType ?? "")")
            }
            if !row.detail.isEmpty { detail.append(row.detail) }
            detail.append(Self.location(preview))
            let cells: [ContactSheet.Cell?] = row.cells + Array(repeating: nil, count: columns - row.cells.count)
            return ContactSheet.Row(title: preview.displayName, detail: detail, cells: cells, group: "\(preview.index)")
        }
        let bundle = (options.bundlePath as NSString).lastPathComponent
        let sheet = ContactSheet(
            title: "\(bundle) previews",
            subtitle:
                "\(options.device.displayName) · \(options.device.name) · each widget preview's entries in order, "
                + "as Xcode's canvas steps through them",
            columns: (0..<columns).map { "Entry \($0 + 1)" }, rows: sheetRows)
        let names = rows.map { row in
            (0..<columns).map { j in j < row.cells.count ? "\(row.stem)-\(row.familyPart)-\(j).png" : nil }
        }
        return Sheet(sheet: sheet, cellNames: names, fileName: "previews.png", previews: rows.count)
    }

    /// `TemplateWidget.swift:76` for a `#Preview`, the provider's type for a `PreviewProvider` preview.
    static func location(_ preview: PreviewDescription) -> String {
        preview.line > 0 ? "\(preview.fileID):\(preview.line)" : preview.fileID
    }

    /// The preview's name for files, readable and the same on every run: its name
    /// (`Medium, provider's timeline` → `Medium-providers-timeline`), `File-LINE` for an unnamed
    /// `#Preview`, the type's name and position for an unnamed `PreviewProvider` preview.
    static func stem(_ preview: PreviewDescription) -> String {
        if let name = preview.name, !name.isEmpty { return readable(name) }
        if preview.line == 0 { return readable(preview.displayName) }
        let file = preview.fileID.split(separator: "/").last.map(String.init) ?? preview.fileID
        let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return readable("\(base)-\(preview.line)")
    }

    /// `text` for a file name: accents dropped, apostrophes left out, every other run of
    /// characters that are not ASCII letters, digits, `_` or `.` turned into one `-`; `preview`
    /// if nothing is left.
    static func readable(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        var pendingDash = false
        for character in folded where character != "'" && character != "\u{2019}" {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "." {
                if pendingDash, !result.isEmpty { result.append("-") }
                result.append(character)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        return result.isEmpty ? "preview" : result
    }

    /// `stem`, or `stem-2`, `stem-3`… when an earlier preview has it.
    static func uniqueStem(_ stem: String, in used: inout Set<String>) -> String {
        var candidate = stem
        var n = 2
        while used.contains(candidate) {
            candidate = "\(stem)-\(n)"
            n += 1
        }
        used.insert(candidate)
        return candidate
    }
}
