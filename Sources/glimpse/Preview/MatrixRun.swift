//  MatrixRun.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": for each kind, the snapshot entry in every supported family
//  × place × rendering mode × colour scheme × {unlocked, locked} × {normal, Always On} × Dynamic
//  Type size, and the placeholder in each row (MatrixPlan), one PNG per state and one contact
//  sheet per kind. Watch face slots that draw a label are shown with the face around them.
//  Each (family, canvas) is requested once with all its environments; locked states reuse the
//  unlocked archive (the host redacts, reference widgetkit.md §10.3).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// One `glimpse preview --matrix` invocation.
struct MatrixRun {
    /// What one run did and how long each part took.
    struct Figures {
        /// Starting the bundle and `describe`.
        var start = Duration.zero
        /// The snapshot and placeholder requests (layout in the extension, archives over the pipe).
        var requests = Duration.zero
        /// Rasterising every state, encoding its PNG and drawing and encoding the sheets.
        var render = Duration.zero
        /// Writing the files.
        var write = Duration.zero
        var requestCount = 0
        var images = 0
        /// Per kind: the sheet's file name and pixel size.
        var sheets: [(name: String, width: Int, height: Int)] = []
        var total: Duration { start + requests + render + write }
    }

    let options: PreviewOptions
    /// Print each file written (the CLI) or nothing (the benchmark).
    var printsFiles = true
    private let sheetRenderer = ContactSheetRenderer()
    private let clock = ContinuousClock()
    private var files: SheetFiles {
        SheetFiles(folder: options.outputDirectory, path: options.outputPath, printsFiles: printsFiles)
    }

    init(options: PreviewOptions, printsFiles: Bool = true) {
        self.options = options
        self.printsFiles = printsFiles
    }

    /// Renders the matrix of every kind asked for and returns the exit status.
    /// - Throws: `CommandFailure` at the first error; sheets written before it stay.
    func run() throws(CommandFailure) -> Int32 {
        let figures = try perform()
        let sheets = figures.sheets.count == 1 ? "1 contact sheet" : "\(figures.sheets.count) contact sheets"
        Console.output("Wrote \(PreviewRun.pngFiles(figures.images)) and \(sheets) to \(options.outputPath)")
        return ExitCode.ok
    }

    /// Renders and writes everything, and measures it.
    /// - Throws: `CommandFailure` (the bundle's failures with their statuses, 74 for files).
    func perform() throws(CommandFailure) -> Figures {
        var figures = Figures()
        try files.create()
        let t = clock.now
        let process: ExtensionProcess
        let description: BundleDescription
        do {
            process = try ExtensionProcess(
                executable: options.bundlePath, timeout: options.timeout,
                onStderrLine: BundleOutput(bundlePath: options.bundlePath).handler)
        } catch {
            throw error.commandFailure
        }
        defer { process.terminate() }
        do {
            description = try process.describe()
            figures.start = clock.now - t
            for widget in try widgets(description) {
                try matrix(of: widget, with: process, figures: &figures)
            }
            let controls = ControlPreview(options: options, writesSheet: true)
            figures.images += try controls.run(description, with: process)
            for control in controls.chosenControls(description) {
                figures.sheets.append(("\(PreviewRun.fileNamePart(control.kind))-matrix.png", 0, 0))
            }
        } catch {
            switch error {
            case let error as HostError: throw error.commandFailure(stderrShown: true)
            case let error as CommandFailure: throw error
            default: throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
            }
        }
        guard !figures.sheets.isEmpty else {
            throw CommandFailure(
                ExitCode.dataError,
                "nothing to render: no widget of the bundle has a family \(options.device.name) shows"
                    + (options.place.map { " in \($0)" } ?? ""))
        }
        return figures
    }

    // MARK: - Steps

    /// The widgets to render, each with the families asked for that it supports.
    /// - Throws: `HostError` from `PreviewOptions.chosenWidgets`.
    private func widgets(_ description: BundleDescription) throws(HostError) -> [(String, [FamilyName], Bool)] {
        try options.chosenWidgets(description).map { widget, supported in
            (
                widget.kind, options.families?.filter { supported.contains($0) } ?? supported,
                widget.containerBackgroundRemovable
            )
        }
    }

    /// Requests, renders and writes the matrix of one widget.
    ///
    /// 1. One snapshot request per (family, canvas) with all its environments; the cells of each
    ///    answer are rasterised on background threads while the next request runs.
    /// 2. The contact sheet, from the rasterised cells.
    /// 3. The files: one PNG per state, then the sheet.
    private func matrix(
        of widget: (kind: String, families: [FamilyName], backgroundRemovable: Bool), with process: ExtensionProcess,
        figures: inout Figures
    ) throws {
        let device = options.device
        let plan = MatrixPlan(
            device: device, families: widget.families, places: options.place.map { [$0] },
            dynamicTypeSizes: options.dynamicTypeSizes)
        guard !plan.rows.isEmpty else {
            Console.output("Skipped \(widget.kind): no family it supports is shown on \(device.name)")
            return
        }
        // 1. Requests, each answer's cells rasterised in the background.
        var t = clock.now
        let renders = CellRenders(rows: plan.rows.count, columns: plan.columns.count)
        let group = DispatchGroup()
        defer { group.wait() }
        var cells: [[ContactSheet.Cell?]] = plan.rows.map { $0.variants.map { _ in nil } }
        let sources = plan.rows.map { $0.variants.map { $0.map(plan.source(of:)) } }
        for (r, request) in plan.requests.enumerated() {
            let environments = request.environments.map { environment in
                var environment = environment
                environment.locale = options.locale
                return environment
            }
            let entry =
                request.isPlaceholder
                ? try process.placeholder(
                    kind: widget.kind, family: request.family.rawValue, displaySize: request.size.canvas,
                    environments: environments, configuration: options.configuration)
                : try process.snapshot(
                    kind: widget.kind, family: request.family.rawValue, displaySize: request.size.canvas,
                    environments: environments, isPreview: false, configuration: options.configuration)
            guard entry.archives.count == request.environments.count else {
                throw CommandFailure(
                    ExitCode.dataError,
                    "bundle answered \(entry.archives.count) archives for \(request.environments.count) environments "
                        + "of \(widget.kind) \(request.family)")
            }
            for (i, row) in plan.rows.enumerated() {
                for (j, variant) in row.variants.enumerated() {
                    guard let variant, let source = sources[i][j], source.request == r else { continue }
                    let cell = Self.cell(
                        variant, archive: entry.archives[source.environment], date: entry.date,
                        backgroundRemovable: widget.backgroundRemovable, options: options)
                    cells[i][j] = cell
                    group.enter()
                    DispatchQueue.global().async { [sheetRenderer] in
                        renders.set(i, j, Result { try sheetRenderer.renderCell(cell) })
                        group.leave()
                    }
                }
            }
        }
        figures.requests += clock.now - t
        figures.requestCount += plan.requests.count
        // 2. The sheet.
        t = clock.now
        group.wait()
        for i in cells.indices {
            for j in cells[i].indices where cells[i][j] != nil {
                cells[i][j]?.rendered = try renders.get(i, j)
            }
        }
        let output: ContactSheetOutput
        do {
            output = try sheetRenderer.render(contactSheet(widget.kind, plan, cells))
        } catch let error as RenderError {
            throw error.commandFailure("the matrix of \(widget.kind)")
        }
        figures.render += clock.now - t
        // 3. The files.
        t = clock.now
        let base = PreviewRun.fileNamePart(widget.kind)
        let sheetName = "\(base)-matrix.png"
        figures.images += try files.write(
            output, cellName: { i, j in plan.rows[i].variants[j].map { "\(base)-\($0.fileStem(on: device)).png" } },
            sheetName: sheetName)
        figures.sheets.append((sheetName, output.pixelWidth, output.pixelHeight))
        figures.write += clock.now - t
    }

    /// The cell of `variant`: its archive drawn as the place shows it (`DisplayComposer`, with
    /// the default surface and the face around a slot that draws a label), live content at `date`, shown
    /// at the on-screen size on the place's backdrop. Shared with `--previews --matrix`.
    static func cell(
        _ variant: PlaceVariant, archive: WidgetArchive, date: Date, backgroundRemovable: Bool,
        options: PreviewOptions
    ) -> ContactSheet.Cell {
        let device = options.device
        let place = Place.named(variant.place)!
        let size = variant.size(on: device)!
        let renderOptions = DisplayComposer.options(
            for: variant, archive: archive, on: device, state: SurfaceState(), size: size, scale: options.scale,
            date: date, backgroundRemovable: backgroundRemovable, framing: .surroundings)
        let shown = renderOptions.viewport.map {
            Size(width: $0.width * size.deviceScaleFactor, height: $0.height * size.deviceScaleFactor)
        }
        return ContactSheet.Cell(
            archive: archive, options: renderOptions, pointSize: shown ?? size.device,
            tile: place.backdrop(colorScheme: variant.colorScheme, mode: variant.renderingMode))
    }

    /// A matrix row's label under its family: the place (and face) and mode, Always On, and
    /// the Dynamic Type size when `sizes` is not just large. Shared with `--previews --matrix`.
    static func detail(of row: MatrixPlan.Row, sizes: [DynamicTypeName]) -> [String] {
        let place = Place.named(row.place)!
        let slot = place.displayName + (row.face.map { " (\($0))" } ?? "")
        var detail = ["\(slot) · \(row.renderingMode)" + (row.isAlwaysOn ? " · Always On" : "")]
        if sizes != [.large] { detail.append("Dynamic Type \(row.dynamicTypeSize.shortName)") }
        return detail
    }

    /// The contact sheet of `plan` with its `cells`: a row per plan row, labelled with the
    /// family, the place (and face) and mode, Always On and (when several are shown) the Dynamic
    /// Type size.
    private func contactSheet(_ kind: String, _ plan: MatrixPlan, _ cells: [[ContactSheet.Cell?]]) -> ContactSheet {
        let device = options.device
        let sizes = options.dynamicTypeSizes
        let rows = plan.rows.enumerated().map { i, row in
            ContactSheet.Row(
                title: row.family.rawValue, detail: Self.detail(of: row, sizes: sizes), cells: cells[i],
                group: row.family.rawValue)
        }
        let types = sizes.map(\.shortName).joined(separator: ", ")
        return ContactSheet(
            title: kind,
            subtitle: "\(device.displayName) · \(device.name) · snapshot entry, and the placeholder · Dynamic Type "
                + "\(types) · dashed cells: the place never shows that state",
            columns: plan.columns.map(\.title), rows: rows)
    }
}

/// Cells rasterised on background threads, by `[row][column]`.
private final class CellRenders: @unchecked Sendable {
    // @unchecked Sendable: every access holds `lock`.
    private let lock = NSLock()
    private var results: [[Result<RenderedCell, any Error>?]]

    init(rows: Int, columns: Int) {
        results = Array(repeating: Array(repeating: nil, count: columns), count: rows)
    }

    func set(_ row: Int, _ column: Int, _ result: Result<RenderedCell, any Error>) {
        lock.withLock { results[row][column] = result }
    }

    /// The cell, or `nil` if none was rendered there.
    /// - Throws: the cell's rendering error (`RenderError`) as a `CommandFailure`.
    func get(_ row: Int, _ column: Int) throws(CommandFailure) -> RenderedCell? {
        switch lock.withLock({ results[row][column] }) {
        case .none: return nil
        case .success(let cell): return cell
        case .failure(let error as RenderError): throw error.commandFailure("a matrix cell")
        case .failure(let error): throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
        }
    }
}
