//  RenderedView.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "render(_:as:)": the pixels, the archive and the texts a person sees, so
//  a test can assert on what is shown ("the locked Lock Screen shows no heart rate") without
//  comparing pixels. Texts are read from the archive as drawn (after redaction, live dates
//  resolved), never from the view.

public import Foundation
public import GlimpseArchive
import GlimpseDisplay
public import GlimpseRender
import SwiftUI

/// A view laid out and drawn as `SnapshotLayout` says.
public struct RenderedView: Sendable {
    /// The display list as the extension laid it out (before the host's treatments).
    public var archive: WidgetArchive
    /// The display list as drawn: redacted, live dates resolved, recoloured for the mode
    /// (`ArchiveRenderer.displayedArchive`).
    public var displayedArchive: WidgetArchive
    /// The options it was drawn with.
    public var options: RenderOptions
    /// The pixels (straight-alpha RGBA, `size × scale` pixels).
    public var image: RasterImage

    /// The picture as PNG bytes (8-bit RGBA).
    /// - Throws: `RenderError` `.encoding` (an empty picture).
    public func pngData() throws -> Data { try image.pngData(compression: .small) }

    /// The drawn display list as an indented S-expression, one node per line (`.archive`).
    public var sExpression: String { Self.sExpression(of: displayedArchive) }

    /// Every line of text drawn, in drawing order (background, content, label), as its characters. Redacted text
    /// (placeholder bars, privacy-sensitive content on a locked place) is not here.
    public var texts: [String] { Self.texts(in: displayedArchive) }

    /// The texts joined with spaces (`texts`), for `contains` checks.
    public var visibleText: String { texts.joined(separator: " ") }

    // MARK: - Steps

    static func sExpression(of archive: WidgetArchive) -> String {
        var out =
            "(widget (size \(number(archive.size.width)) \(number(archive.size.height))) (scheme \(archive.colorScheme)))"
        if let background = archive.background { out += "\n(background\n\(indent(background.sExpression)))" }
        out += "\n" + archive.content.sExpression
        if let label = archive.label { out += "\n(label\n\(indent(label.sExpression)))" }
        return out + "\n"
    }

    static func texts(in archive: WidgetArchive) -> [String] {
        var texts: [String] = []
        func walk(_ item: DisplayItem) {
            switch item {
            case .group(let group): group.children.forEach(walk)
            case .text(let text):
                for line in text.lines {
                    let characters = line.runs.map(\.text).joined()
                    if !characters.isEmpty { texts.append(characters) }
                }
            default: break
            }
        }
        archive.layers.forEach(walk)
        return texts
    }

    private static func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }
}
