//  ContactSheetOutput.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: what `ContactSheetRenderer` returns: the sheet's PNG and each cell's own PNG, so
//  a caller writes the single images without drawing them twice.

public import Foundation

/// A drawn contact sheet.
public struct ContactSheetOutput: Sendable {
    /// The sheet as PNG bytes (8-bit RGBA).
    public var png: Data
    /// The sheet's size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Each cell's PNG at its own `pixelScale`, indexed `[row][column]`; `nil` for empty cells.
    public var cellPNGs: [[Data?]]
}
