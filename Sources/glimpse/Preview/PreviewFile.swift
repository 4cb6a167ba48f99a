//  PreviewFile.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: one drawing `glimpse preview` writes (a widget's entry, a Live Activity's
//  presentation): `<name>.png` and `<name>.json` through OutputFolder, then the PNG's path and
//  the pixels drawn printed on stdout.

import Foundation
import GlimpseArchive
import GlimpseRender

/// Writes one previewed archive and its drawing.
enum PreviewFile {
    /// Renders `archive` with `renderOptions` to `<name>.png`, writes the archive as
    /// `<name>.json`, and prints the PNG's path with the size drawn in pixels (the viewport when
    /// the options have one, else the canvas).
    /// - Throws: `CommandFailure` (74 for I/O, 65 for an archive the renderer refuses, 70 when
    ///   rendering or encoding fails otherwise).
    static func write(
        _ archive: WidgetArchive, name: String, renderOptions: RenderOptions, preview options: PreviewOptions,
        renderer: ArchiveRenderer
    ) throws(CommandFailure) {
        let png = options.outputDirectory.appendingPathComponent("\(name).png")
        let json = options.outputDirectory.appendingPathComponent("\(name).json")
        let pngData: Data
        do {
            pngData = try renderer.render(archive, format: .png, options: renderOptions)
        } catch let error as RenderError {
            throw error.commandFailure(png.lastPathComponent)
        } catch {
            throw CommandFailure(ExitCode.software, "could not render \(png.lastPathComponent): \(error)")
        }
        try OutputFolder.write(pngData, to: png)
        let encoded: Data
        do {
            encoded = try ArchiveCoding.encoder(pretty: true).encode(archive)
        } catch {
            throw CommandFailure(ExitCode.software, "could not encode \(json.lastPathComponent): \(error)")
        }
        try OutputFolder.write(encoded, to: json)
        // What was drawn: the canvas, or the viewport around a slot that draws a label.
        let scale = renderOptions.scale ?? options.scale
        let drawn = renderOptions.viewport ?? Rect(origin: .zero, size: archive.size)
        let pixels = "\(Int((drawn.width * scale).rounded()))×\(Int((drawn.height * scale).rounded())) px"
        Console.output("\((options.outputPath as NSString).appendingPathComponent(png.lastPathComponent))  \(pixels)")
    }
}
