//  SimulateRun.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate` (issue 3): describe the bundle to choose the widget, replay the
//  plan with GlimpseHost's Simulator while showing progress, then write report.json,
//  summary.txt (also printed), filmstrip.png and budget.png; with --stack also strip.png and
//  stack.json. Ctrl-C stops it at once with "interrupted" and exit 130
//  (StopSignals.exitOnInterrupt). The `--out` folder is made only once the bundle, the widget
//  and the stack's kinds are checked, so a refused run leaves none behind.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

/// One `glimpse simulate` invocation.
struct SimulateRun {
    let options: SimulateOptions

    init(options: SimulateOptions) { self.options = options }

    /// The files written, in order.
    static let fileNames = ["report.json", "summary.txt", "filmstrip.png", "budget.png"]

    /// Replays, writes the four files and returns the exit status.
    /// - Returns: 0, or 69 when the widget never got a timeline (the files are written first).
    /// - Throws: `CommandFailure`: 66 for a missing bundle, 69 if it cannot start or crashes
    ///   while describing itself, 65 for an unknown kind or unsupported family, 74 when a file
    ///   cannot be written.
    func run() throws -> Int32 {
        // The bundle and every kind are checked first: a run refused for them leaves no folder.
        let plan = try makePlan()
        try createOutputDirectory()
        StopSignals.exitOnInterrupt(
            command: "simulate", detail: "the run stopped before it finished; '\(options.outputPath)' may be incomplete"
        )
        let context = SimulateContext(options: options, plan: plan)
        let progress = SimulateProgressLine(time: context.time)
        let report: SimulationReport
        do {
            let output = BundleOutput(bundlePath: options.bundlePath, clearsLine: isatty(2) == 1)
            report = try Simulator.run(plan, progress: { progress.update($0) }, onStderrLine: output.handler)
        } catch {
            progress.finish()
            throw error.commandFailure(stderrShown: true)
        }
        progress.finish()
        let summary = SimulateSummary(report: report, context: context).text
        try write(try Self.encode(report), to: "report.json")
        // A stack's filmstrip shows its top widget at each frame, so the stack is replayed first.
        let stack = try options.stack.map { kinds throws(CommandFailure) in
            try SimulateStack(options: options, plan: plan).replayWithReports(kinds, first: report)
        }
        // summary.txt holds what the terminal shows, the stack's rotations included.
        let stackSummary = stack.map { SimulateStack.summary($0.replay, context: context) } ?? ""
        try write(Data((summary + stackSummary).utf8), to: "summary.txt")
        let stackFrames = stack.map { stack in
            SimulatePictures.StackFrames(
                top: { SimulateStack.top(at: $0, in: stack.replay, reports: stack.reports) },
                rotations: stack.replay.minutes.filter(\.rotated).map(\.time))
        }
        try write(
            try picture { try SimulatePictures.filmstrip(report, context: context, stack: stackFrames) },
            to: "filmstrip.png")
        try write(try picture { try SimulatePictures.budget(report, context: context) }, to: "budget.png")
        Console.output(summary, terminator: "")
        var files = Self.fileNames.map { (options.outputPath as NSString).appendingPathComponent($0) }
        if let replay = stack?.replay {
            try write(try picture { try SimulatePictures.stackStrip(replay, context: context) }, to: "strip.png")
            files.append((options.outputPath as NSString).appendingPathComponent("strip.png"))
            try write(try SimulateStack.encode(replay), to: "stack.json")
            Console.output(stackSummary, terminator: "")
            files.append((options.outputPath as NSString).appendingPathComponent("stack.json"))
        }
        Console.output("\nWrote " + files.joined(separator: ", "))
        if report.timelines.isEmpty && !report.errors.isEmpty {
            // A widget that never loaded is a failed run for CI, as `preview` says for one bundle.
            Console.error(
                "Error: the widget never got a timeline: all \(report.errors.count) reloads failed "
                    + "(see Errors in summary.txt); fix the bundle and simulate again")
            return ExitCode.unavailable
        }
        return ExitCode.ok
    }

    // MARK: - Steps

    private func createOutputDirectory() throws(CommandFailure) {
        try OutputFolder.create(options.outputDirectory, shown: options.outputPath)
    }

    /// Asks the bundle what it has, then settles the widget, family, place and environment.
    /// - Throws: `CommandFailure` from the bundle (`HostError.commandFailure`).
    func makePlan() throws(CommandFailure) -> SimulationPlan {
        let description: BundleDescription
        do {
            let process = try ExtensionProcess(
                executable: options.bundlePath, timeout: .milliseconds(Int64(options.timeout * 1000)))
            defer { process.terminate() }
            description = try process.describe()
        } catch {
            throw error.commandFailure
        }
        let (widget, family) = try choose(description)
        try checkStackMembers(in: description, family: family)
        let place = options.place ?? options.device.defaultPlace(for: family) ?? .homeScreen
        // The place's own state, as the filmstrip draws it (SimulateContext.variant).
        let variant = SimulateContext.variant(family, at: place, options: options)
        var environment = RenderEnvironment(colorScheme: variant.colorScheme, displayScale: options.device.scale)
        if Place.named(place)?.presentation(for: family) != nil {
            environment = variant.environment(on: options.device)
        }
        environment.platform = options.device.platform.rawValue
        environment.widgetLabel = options.device.labelPlacement(for: family, at: place)?.curve
        var settings = HostSettings()
        settings.providerTimeout = options.timeout
        let timeZone = options.start.timeZone
        return SimulationPlan(
            bundle: options.bundlePath, kind: widget.kind, family: family,
            place: InstancePlace(rawValue: place.rawValue), configuration: options.configuration ?? "{}",
            start: options.start.date, duration: options.duration,
            views: options.views?.timeSpans(from: options.start.date, to: options.end, timeZone: timeZone),
            foreground: options.foreground?.timeSpans(from: options.start.date, to: options.end, timeZone: timeZone),
            settings: settings, environments: [environment],
            displaySize: options.device.familySize(family, at: place)?.canvas ?? options.device.size(for: family))
    }

    /// Every other kind of `--stack` and `--suggest` is in the bundle and supports `family`,
    /// checked before the day is replayed, so a wrong kind writes nothing.
    /// - Throws: `CommandFailure` (65) naming the kind and what the bundle has.
    private func checkStackMembers(in description: BundleDescription, family: FamilyName) throws(CommandFailure) {
        if options.stack != nil, let refusal = SimulateStack.refusal(family: family, place: nil) {
            throw CommandFailure(ExitCode.dataError, "widget '\(options.stack![0])' has no system family; " + refusal)
        }
        let members = (options.stack ?? []).dropFirst() + (options.suggestions ?? []).map(\.kind)
        let kinds = description.widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
        for kind in members {
            guard let widget = description.widgets.first(where: { $0.kind == kind }) else {
                let hint = didYouMean(kind, among: Self.stackKinds(of: description))
                throw CommandFailure(
                    ExitCode.dataError,
                    "bundle '\(description.bundle)' has no widget of kind '\(kind)' (kinds: \(kinds))\(hint)"
                        + (hint.isEmpty ? "; fix --stack or --suggest" : ""))
            }
            try Self.checkNotRelevanceWidget(widget)
            guard widget.supportedFamilies.contains(family.rawValue) else {
                throw CommandFailure(
                    ExitCode.dataError,
                    "widget '\(kind)' does not support \(family), the stack's family; a stack holds one family")
            }
        }
    }

    /// The kinds a `--stack` may hold: the bundle's widgets but its watch relevance widgets.
    private static func stackKinds(of description: BundleDescription) -> [String] {
        description.widgets.filter { $0.relevanceWidget != true }.map(\.kind)
    }

    /// A watch relevance widget (`RelevanceConfiguration`) has no timeline to replay in a stack.
    /// - Throws: `CommandFailure` (65) pointing to `--watch-stack`.
    private static func checkNotRelevanceWidget(_ widget: WidgetDescription) throws(CommandFailure) {
        guard widget.relevanceWidget == true else { return }
        throw CommandFailure(
            ExitCode.dataError,
            "widget '\(widget.kind)' is a watch relevance widget (RelevanceConfiguration): it has no timeline to "
                + "stack on the Home Screen; it joins the watch Smart Stack by itself when relevant, so replay it "
                + "with --watch-stack <timeline kinds> (and leave it out of --stack)")
    }

    /// The widget (`--kind`, else the first) and family (`--family`, else systemSmall if
    /// supported, else the widget's first family the device shows).
    private func choose(_ description: BundleDescription) throws(CommandFailure) -> (WidgetDescription, FamilyName) {
        let kinds = description.widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
        let widget: WidgetDescription
        if let kind = options.kind {
            guard let found = description.widgets.first(where: { $0.kind == kind }) else {
                let among = options.stack == nil ? description.widgets.map(\.kind) : Self.stackKinds(of: description)
                let hint = didYouMean(kind, among: among)
                throw CommandFailure(
                    ExitCode.dataError,
                    "bundle '\(description.bundle)' has no widget of kind '\(kind)' (kinds: \(kinds))\(hint)"
                        + (hint.isEmpty && options.stack != nil ? "; fix --stack" : ""))
            }
            if options.stack != nil { try Self.checkNotRelevanceWidget(found) }
            widget = found
        } else {
            guard let first = description.widgets.first else {
                throw CommandFailure(ExitCode.dataError, "bundle '\(description.bundle)' has no widgets")
            }
            widget = first
        }
        let supported = widget.supportedFamilies.map(FamilyName.init(rawValue:))
        let names = supported.map(\.rawValue).joined(separator: ", ")
        if let family = options.family {
            guard supported.contains(family) else {
                throw CommandFailure(
                    ExitCode.dataError, "widget '\(widget.kind)' does not support \(family); it supports \(names)")
            }
            return (widget, family)
        }
        let shown = supported.filter { family in
            options.place.map { options.device.familySize(family, at: $0) != nil }
                ?? (options.device.size(for: family) != nil)
        }
        guard let family = shown.contains(.systemSmall) ? .systemSmall : shown.first else {
            throw CommandFailure(
                ExitCode.dataError,
                "widget '\(widget.kind)' supports \(names); \(options.device.name) shows none of them there; "
                    + "choose another --device or --place")
        }
        return (widget, family)
    }

    /// report.json: the report with sorted keys, indented, dates in ISO 8601 with milliseconds.
    static func encode(_ report: SimulationReport) throws(CommandFailure) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
        do {
            return try encoder.encode(report) + Data("\n".utf8)
        } catch {
            throw CommandFailure(
                ExitCode.software, "internal error, please report it: could not encode the report: \(error)")
        }
    }

    private func picture(_ draw: () throws -> Data) throws(CommandFailure) -> Data {
        do {
            return try draw()
        } catch let error as RenderError {
            throw error.commandFailure("the report pictures")
        } catch {
            throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
        }
    }

    private func write(_ data: Data, to name: String) throws(CommandFailure) {
        let url = options.outputDirectory.appendingPathComponent(name)
        try OutputFolder.write(data, to: url)
    }
}
