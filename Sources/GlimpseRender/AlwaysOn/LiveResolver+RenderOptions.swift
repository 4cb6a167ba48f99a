//  LiveResolver+RenderOptions.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: a host wakes when the drawing changes, as drawn: redacted live content never wakes
//  it, and with luminance reduced it wakes at most once a minute (`AlwaysOn`).

public import Foundation
public import GlimpseArchive

extension LiveResolver {
    /// The next instant after `date` at which `archive` drawn with `options` changes, or nil.
    ///
    /// Redacted regions (`options.redaction`) are left out; with `options.luminanceReduced` the
    /// answer falls on a whole minute of the wall clock, at most one a minute. The pixel scale is
    /// `options.scale`, else the archive's `displayScale`.
    public static func nextChange(of archive: WidgetArchive, after date: Date, options: RenderOptions) -> Date? {
        nextChange(
            of: Redactor.redact(archive, for: options.redaction), after: date,
            scale: options.scale ?? archive.displayScale, luminanceReduced: options.luminanceReduced)
    }
}
