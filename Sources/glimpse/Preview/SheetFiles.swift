//  SheetFiles.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix" and issue 14 "Previews → PNGs": the output folder of
//  `glimpse preview --matrix` and `--previews` — created up front, each cell of a contact sheet
//  written as its own PNG and then the sheet, each path printed as it is written (the sheet with
//  its pixel size), a failure naming the file (74).

import Foundation
import GlimpseRender

/// The folder `glimpse preview` writes a contact sheet and its cells to.
struct SheetFiles {
    let folder: URL
    /// `--out` as typed, for the paths printed.
    let path: String
    /// Print each file written (the CLI) or nothing (the benchmarks).
    let printsFiles: Bool

    /// Creates the folder (and its parents).
    /// - Throws: `CommandFailure` (74) naming the folder.
    func create() throws(CommandFailure) {
        try OutputFolder.create(folder, shown: folder.path)
    }

    /// Writes each cell of `output` that `cellName(row, column)` names, then the sheet as `sheetName`.
    /// - Returns: the number of cell PNGs written.
    /// - Throws: `CommandFailure` (74) at the first file that cannot be written; files before it stay.
    func write(_ output: ContactSheetOutput, cellName: (Int, Int) -> String?, sheetName: String)
        throws(CommandFailure) -> Int
    {
        var written = 0
        for (i, row) in output.cellPNGs.enumerated() {
            for (j, png) in row.enumerated() {
                guard let png, let name = cellName(i, j) else { continue }
                try write(png, name: name, pixels: nil)
                written += 1
            }
        }
        try write(output.png, name: sheetName, pixels: (output.pixelWidth, output.pixelHeight))
        return written
    }

    /// Writes `png` to `name` in the folder and prints its path (and pixel size).
    /// - Throws: `CommandFailure` (74) naming the file.
    func write(_ png: Data, name: String, pixels: (Int, Int)?) throws(CommandFailure) {
        let url = folder.appendingPathComponent(name)
        try OutputFolder.write(png, to: url)
        guard printsFiles else { return }
        let shown = (path as NSString).appendingPathComponent(name)
        Console.output(pixels.map { "\(shown)  \($0.0)×\($0.1) px" } ?? shown)
    }
}
