//  LiveActivityPreview.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` for Live Activities (Docs/CLI.md "Live Activities"): each Live
//  Activity of the bundle in its four presentations (the Lock Screen banner; the Dynamic Island's
//  compact, minimal and expanded), one PNG and one archive each, from `--activity-attributes` and
//  `--activity-state` when given, else the bundle's first `#Preview(…contentStates:)` for it,
//  else `{}`.

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

/// Draws a bundle's Live Activities for `glimpse preview`.
struct LiveActivityPreview {
    let options: PreviewOptions
    private let renderer = ArchiveRenderer()

    init(options: PreviewOptions) { self.options = options }

    /// The activities to draw: none with `--family` or `--place` (they choose widgets); with
    /// `--kind`, the one whose attributes type it names.
    func chosenActivities(_ description: BundleDescription) -> [ActivityDescription] {
        guard options.families == nil, options.place == nil else { return [] }
        let activities = description.activities ?? []
        guard let kind = options.kind else { return activities }
        return activities.filter { $0.attributesType == kind }
    }

    /// Draws every chosen activity and returns the number of PNG files written.
    /// - Throws: `HostError` from the bundle (`.badRequest` for JSON that does not decode, with a
    ///   hint at the options); `CommandFailure` for files.
    func run(_ description: BundleDescription, with process: ExtensionProcess) throws -> Int {
        var written = 0
        for activity in chosenActivities(description) {
            written += try draw(activity, with: process)
        }
        return written
    }

    private func draw(_ activity: ActivityDescription, with process: ExtensionProcess) throws -> Int {
        var environment = RenderEnvironment(colorScheme: options.colorScheme ?? "light", displayScale: options.scale)
        environment.platform = "iOS"
        environment.locale = options.locale
        let request = ActivityRequest(
            attributesType: activity.attributesType, attributes: options.activityAttributes,
            state: options.activityState)
        let answer: ActivityAnswer
        do {
            answer = try process.activity(request, environments: [environment])
        } catch {
            throw Self.withHint(error, attributesType: activity.attributesType)
        }
        Console.output(
            "\(activity.attributesType): attributes and content state from \(Self.sourceText(answer.source))")
        let base = "\(PreviewRun.fileNamePart(activity.attributesType))-activity"
        for drawing in answer.archives {
            try write(drawing.archive, name: "\(base)-\(drawing.presentation.rawValue)")
        }
        return answer.archives.count
    }

    /// A `badRequest` (JSON that does not decode) as bad data (65) with a pointer to the options,
    /// which names the type whose fields they take; other errors as the host reports them.
    static func withHint(_ error: HostError, attributesType: String) -> any Error {
        guard error.code == .badRequest else { return error }
        let hint =
            "; pass --activity-attributes as a JSON object of the fields of \(attributesType) and "
            + "--activity-state as a JSON object of the fields of \(attributesType).ContentState"
        return CommandFailure(ExitCode.dataError, error.message + hint)
    }

    /// Where the bundle took the attributes and state from, for the line printed before the files.
    static func sourceText(_ source: String) -> String {
        switch source {
        case "given": "--activity-attributes/--activity-state"
        case "default": "{} (no #Preview gives content states)"
        default: source.hasPrefix("preview ") ? "#Preview \"\(source.dropFirst(8))\"" : source
        }
    }

    /// Writes `<name>.png` and `<name>.json` and prints the PNG's path and size.
    private func write(_ archive: WidgetArchive, name: String) throws(CommandFailure) {
        try PreviewFile.write(
            archive, name: name, renderOptions: RenderOptions(scale: options.scale), preview: options,
            renderer: renderer)
    }
}
