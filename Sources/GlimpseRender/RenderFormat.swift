//  RenderFormat.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the three output files the renderer writes.

/// An output format of `ArchiveRenderer`.
public enum RenderFormat: String, Hashable, Sendable, CaseIterable {
    /// 8-bit RGBA PNG with straight alpha, at `RenderOptions.scale` pixels per point.
    case png
    /// SVG 1.1 document sized in points (Cairo's SVG surface).
    case svg
    /// One-page PDF sized in points (Cairo's PDF surface).
    case pdf

    /// The format for a file name extension (`"png"`, `"svg"`, `"pdf"`, any case), or `nil`.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
