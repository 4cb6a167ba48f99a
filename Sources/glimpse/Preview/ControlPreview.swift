//  ControlPreview.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` for controls (issue 12): each control kind of the bundle drawn in
//  every place (Control Center small, medium, large; Lock Screen; Action button) and state (off,
//  on, performing, locked, disabled) from its current value, one PNG each over Control Center's
//  dark backdrop; with `--matrix`, also a contact sheet per kind (places × states).

import Foundation
import GlimpseArchive
import GlimpseHost
import GlimpseRender

/// Draws a bundle's controls for `glimpse preview`.
struct ControlPreview {
    let options: PreviewOptions
    /// Also write `<kind>-matrix.png`, the contact sheet of every place and state.
    var writesSheet = false
    private let renderer = ArchiveRenderer()

    /// What Control Center's blurred backdrop averages to (Glimpse's choice).
    static let backdrop = RGBA(0.11, 0.11, 0.12)

    init(options: PreviewOptions, writesSheet: Bool = false) {
        self.options = options
        self.writesSheet = writesSheet
    }

    /// The controls `--kind` chooses (every control without it; none when it names a widget).
    func chosenControls(_ description: BundleDescription) -> [ControlDescription] {
        let controls = description.controls ?? []
        guard let kind = options.kind else { return controls }
        return controls.filter { $0.kind == kind }
    }

    /// Draws every chosen control and returns the number of PNG files written.
    /// - Throws: `HostError` from the bundle; `CommandFailure` for files.
    func run(_ description: BundleDescription, with process: ExtensionProcess) throws -> Int {
        var written = 0
        for control in chosenControls(description) {
            written += try draw(control, with: process)
        }
        return written
    }

    private func draw(_ control: ControlDescription, with process: ExtensionProcess) throws -> Int {
        var environment = RenderEnvironment(colorScheme: "dark", displayScale: options.scale)
        environment.platform = "iOS"
        let answer = try process.control(kind: control.kind, environments: [environment])
        let base = "\(PreviewRun.fileNamePart(control.kind))-control"
        var written = 0
        for drawing in answer.archives {
            let name = "\(base)-\(drawing.place.rawValue)-\(drawing.state.rawValue).png"
            let url = options.outputDirectory.appendingPathComponent(name)
            do {
                try renderer.render(
                    drawing.archive, to: url, format: .png,
                    options: RenderOptions(scale: options.scale, backgroundColor: Self.backdrop))
            } catch let error as RenderError {
                throw error.commandFailure(name)
            }
            Console.output((options.outputPath as NSString).appendingPathComponent(name))
            written += 1
        }
        if writesSheet { try writeSheet(control, answer) }
        return written
    }

    private func writeSheet(_ control: ControlDescription, _ answer: ControlAnswer) throws {
        let states = ControlState.allCases
        let rows = ControlPlace.allCases.map { place in
            ContactSheet.Row(
                title: place.rawValue,
                cells: states.map { state in
                    answer.archives.first { $0.place == place && $0.state == state }.map {
                        ContactSheet.Cell(
                            archive: $0.archive,
                            options: RenderOptions(scale: options.scale, backgroundColor: Self.backdrop))
                    }
                })
        }
        let sheet = ContactSheet(
            title: control.displayName.isEmpty ? control.kind : control.displayName,
            subtitle: "\(control.kind) · \(answer.template) · \(answer.actionHint)", columns: states.map(\.rawValue),
            rows: rows, scale: options.scale)
        let name = "\(PreviewRun.fileNamePart(control.kind))-matrix.png"
        let url = options.outputDirectory.appendingPathComponent(name)
        let output: ContactSheetOutput
        do {
            output = try ContactSheetRenderer().render(sheet)
        } catch let error as RenderError {
            throw error.commandFailure(name)
        } catch {
            throw CommandFailure(ExitCode.software, "could not render \(name): \(error)")
        }
        try OutputFolder.write(output.png, to: url)
        Console.output((options.outputPath as NSString).appendingPathComponent(name))
    }
}
