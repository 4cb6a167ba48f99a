//  ViewRenderer.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14: lays a view out in-process (WidgetKit `EntryLayout`, SwiftUI
//  `layoutRoot`) and draws it with GlimpseRender using `DisplayComposer.options`, the options
//  every host front end uses, framed as `glimpse preview` frames it (`.surroundings`).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender
public import SwiftUI
import WidgetKit

/// Lays `view` out and draws it as `layout` says.
///
/// ```swift
/// let shown = try render(HeartRateView(entry: .sample), as: .widget(family: .accessoryRectangular, locked: true))
/// #expect(!shown.visibleText.contains("72"))
/// ```
/// - Throws: `SnapshotError` `.layout` when the device, place or mode does not fit the family;
///   `.rendering` when the renderer fails.
public func render<V: View>(_ view: V, as layout: SnapshotLayout = .widget()) throws(SnapshotError) -> RenderedView {
    SnapshotFonts.install()
    let (archive, options) = try ViewRenderer.layOut(view, as: layout)
    return try ViewRenderer.draw(archive, options: options)
}

enum ViewRenderer {
    /// One renderer for the process: it keeps decoded images between snapshots.
    static let renderer = ArchiveRenderer(pngCompression: .small)

    /// `archive` drawn with `options`.
    /// - Throws: `SnapshotError` `.rendering` when the renderer fails.
    static func draw(_ archive: WidgetArchive, options: RenderOptions) throws(SnapshotError) -> RenderedView {
        let image: RasterImage
        do {
            image = try renderer.renderImage(archive, options: options)
        } catch {
            throw SnapshotError(.rendering, "the view could not be drawn", underlying: error)
        }
        return RenderedView(
            archive: archive, displayedArchive: ArchiveRenderer.displayedArchive(archive, options: options),
            options: options, image: image)
    }

    /// The archive of `view` laid out as `layout` says, and the options the host draws it with.
    static func layOut<V: View>(_ view: V, as layout: SnapshotLayout) throws(SnapshotError) -> (
        WidgetArchive, RenderOptions
    ) {
        switch layout.kind {
        case .widget(let placement):
            return try layOut(placement) { family, canvas, variant throws(SnapshotError) in
                do throws(RequestFailure) {
                    return try EntryLayout.archive(
                        of: view, family: family, canvas: canvas, variant: variant, date: placement.date)
                } catch {
                    throw SnapshotError(.layout, error.message)
                }
            }
        case .image(let size, let scale, let colorScheme, let locale):
            guard scale.isFinite, scale > 0 else {
                throw SnapshotError(.layout, "scale \(scale) is not a positive number of pixels per point")
            }
            var environment = EnvironmentValues()
            environment.timeZone = SnapshotLayout.defaultTimeZone
            environment.calendar.timeZone = SnapshotLayout.defaultTimeZone
            environment.colorScheme = colorScheme
            environment.locale = locale
            environment.displayScale = CGFloat(scale)
            let canvas = size ?? idealSize(of: view, environment: environment)
            guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else {
                throw SnapshotError(
                    .layout,
                    "the view's size is \(canvas.width)×\(canvas.height) points; pass image(size:) with a positive size"
                )
            }
            let archive = layoutRoot(
                view, proposal: ProposedViewSize(canvas), container: canvas, environment: environment
            ).archive
            return (try hostCopy(archive), RenderOptions(scale: scale))
        }
    }

    /// The archive `layOut` makes for the family's canvas (points) in the host's environment,
    /// as the host receives it, and the options the host draws it with at `placement`.
    static func layOut(
        _ placement: WidgetPlacement,
        archive layOut: (WidgetFamily, CGSize, RenderEnvironment) throws(SnapshotError) -> WidgetArchive
    ) throws(SnapshotError) -> (WidgetArchive, RenderOptions) {
        let (device, variant, state) = try placement.resolve()
        guard let size = variant.size(on: device) else {
            throw SnapshotError(.layout, "\(device.name) has no slot for \(variant.family) on '\(variant.place)'")
        }
        var environment = variant.environment(on: device)
        // A snapshot must not depend on the machine it runs on: dates show in the placement's
        // time zone, UTC unless it names one, and values in its locale, en_US unless it names one.
        environment.timeZone = (placement.timeZone ?? SnapshotLayout.defaultTimeZone).identifier
        environment.locale = placement.locale.identifier
        let archive = try layOut(
            placement.family, CGSize(width: size.canvas.width, height: size.canvas.height), environment)
        let received = try hostCopy(archive)
        let options = DisplayComposer.options(
            for: variant, archive: received, on: device, state: state, size: size, scale: device.scale,
            date: placement.date, framing: .surroundings)
        return (received, options)
    }

    /// `archive` as the host receives it: encoded as the extension sends it (paths as SVG text
    /// with 3 decimals) and decoded and validated as the host decodes it, so the pixels are the
    /// host's to the last bit.
    /// - Throws: `SnapshotError` `.rendering` when the host would refuse the archive.
    static func hostCopy(_ archive: WidgetArchive) throws(SnapshotError) -> WidgetArchive {
        do {
            return try ArchiveCoding.decodeArchive(try ArchiveCoding.encoder().encode(archive))
        } catch {
            throw SnapshotError(
                .rendering, "the host would refuse this view's display list: \(ArchiveCoding.describe(error))",
                underlying: error)
        }
    }
}
