//  SurfaceFrames.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "A kiosk display from `glimpse host`": a surface drawn whole
//  (SurfacePicture) each time something may have changed, written to its frame folder only when
//  its pixels did (for an e-ink panel, its dithered pixels: EinkFormat); when the next change is due (an entry, a live date ticking, at most once a
//  minute in Always On).

public import Foundation
public import GlimpseHost
public import GlimpseRender

/// One surface's frames: draws it and writes it when it changed.
public final class SurfaceFrames: Sendable {
    /// Where the frames go: a folder (`--frames`) or a page (`--serve`).
    public let sink: any FrameSink
    /// Pixels per point of the frames.
    public let scale: Double
    /// An e-ink panel's format, or nil for full-colour PNGs.
    public let eink: EinkFormat?
    private let renderer: ArchiveRenderer

    public init(
        folder sink: any FrameSink, scale: Double, eink: EinkFormat? = nil,
        renderer: ArchiveRenderer = ArchiveRenderer(pngCompression: .fast)
    ) {
        self.sink = sink
        self.scale = scale
        self.eink = eink
        self.renderer = renderer
    }

    /// Draws `surface` on `device` with `shown` (one per stack) at `date` and writes the frame if
    /// its pixels changed.
    /// - Returns: Whether a frame was written.
    /// - Throws: `DisplayError` `.renderFailed` or `.cannotWrite`.
    @discardableResult
    public func update(_ surface: Surface, on device: DeviceProfile, shown: [SurfacePicture.Shown?], at date: Date)
        throws(DisplayError) -> Bool
    {
        guard let context = PlaceContext(surface.name, device: device, state: surface.state) else { return false }
        let png: Data
        do {
            let image = try SurfacePicture.render(shown, in: context, at: date, scale: scale, renderer: renderer)
            png = try eink.map { try $0.frame(of: image) } ?? image.pngData()
        } catch {
            throw DisplayError(.renderFailed, "could not draw the \(surface.name) surface: \(error)", underlying: error)
        }
        return try sink.write(png)
    }

    /// The instant a slot showing `family` under `context` next changes: its next entry or the
    /// next change of its live dates, rounded up to the minute in Always On (live dates then
    /// show minutes only). Nil when nothing is due.
    public static func nextChange(
        of family: FamilyName, in context: PlaceContext, nextEntry: Date?, nextLive: Date?
    ) -> Date? {
        var next = nextEntry
        if let nextLive { next = min(next ?? nextLive, nextLive) }
        guard let date = next else { return nil }
        guard context.isAlwaysOn(family) else { return date }
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded(.up) * 60)
    }
}
