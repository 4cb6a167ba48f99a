//  LiveSimulator+Frames.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Frames are the host's own renders": the current entry's archive for the
//  place's state (appearance, Always On), drawn by GlimpseRender with the place's options at
//  the clock's time (live dates resolved), in the place's rendering mode, redacted by the
//  renderer on a locked place (`Redaction.privacy`: no sensitive pixel or byte leaves it), as PNG
//  at the page's device pixel ratio or as SVG. Gallery snapshots are drawn the same way.

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

#if canImport(Glibc)
    import Glibc
#endif

extension LiveSimulator {
    /// Device pixel ratios a frame may be asked for: 1…4.
    static let pixelRatios: ClosedRange<Double> = 1...4

    /// The current frame of widget `id`.
    /// - Parameters:
    ///   - pixelRatio: Pixels per on-screen point (the page's `devicePixelRatio`), clamped to 1…4.
    ///   - format: PNG or SVG.
    /// - Returns: The bytes.
    /// - Throws: `ServerError` `.notFound` (unknown id, no timeline yet), `.internalError` if the
    ///   renderer fails.
    public func frame(_ id: Int64, pixelRatio: Double, format: RenderFormat) throws(ServerError) -> Data {
        let shown = try shownArchive(id)
        let started = Self.threadCPUTime()
        let data = try render(shown.archive, options: displayOptions(shown, pixelRatio: pixelRatio), format: format)
        let seconds = Self.threadCPUTime() - started
        lock.withLock {
            let key = InstanceID(id)
            renderCosts[key] = renderCosts[key].map { $0 * 0.7 + seconds * 0.3 } ?? seconds
            renderSeconds += seconds
        }
        return data
    }

    /// CPU seconds the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`): what drawing costs,
    /// without the time spent waiting for the renderer.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The gallery's snapshot of `kind` in `family`, drawn for `place` as it is now (unlocked).
    /// - Throws: `ServerError` `.notFound` (bundle, kind, place), `.conflict` (no such family
    ///   there), `.unavailable` when the bundle fails.
    public func snapshot(
        bundle name: String, kind: String, family: String, place: String, pixelRatio: Double
    ) throws(ServerError) -> Data {
        guard let bundle = gallery.bundle(named: name) else {
            throw ServerError(.notFound, "no bundle '\(name)' in this simulator")
        }
        guard let widget = bundle.widgets.first(where: { $0.kind == kind }) else {
            throw ServerError(.notFound, "bundle '\(name)' has no widget of kind '\(kind)'")
        }
        let familyName = FamilyName(rawValue: family)
        guard widget.supportedFamilies.contains(family) else {
            throw ServerError(.badRequest, "\(kind) does not support '\(family)'")
        }
        var state = currentState
        state.locked = false
        let context = try PlaceContext(PlaceName(rawValue: place), state: state)
        guard let size = context.size(of: familyName) else {
            throw ServerError(
                .conflict, "the \(context.device.displayName) shows no \(family) on the \(context.place.displayName)")
        }
        let variant = context.variant(for: familyName)
        let entry = try Self.hostCall { () throws(HostError) in
            try gallery.snapshot(
                bundle: bundle, kind: kind, family: familyName, size: size.canvas,
                environment: variant.environment(on: context.device))
        }
        guard let archive = entry.archives.first else {
            throw ServerError(.unavailable, "\(name) answered the snapshot of \(kind) without an archive")
        }
        let shown = ShownArchive(
            context: context, variant: variant, archive: archive, size: size,
            backgroundRemovable: widget.containerBackgroundRemovable)
        return try render(archive, options: displayOptions(shown, pixelRatio: pixelRatio), format: .png)
    }

    /// An archive as a place shows it now.
    struct ShownArchive {
        var context: PlaceContext
        var variant: PlaceVariant
        /// As the extension archived it (not redacted: redaction happens when drawing).
        var archive: WidgetArchive
        var size: FamilySize?
        var backgroundRemovable: Bool
        /// Where the widget's slot draws its label (a watch face corner), or nil: the archive's
        /// label is already bent onto it, and the frame covers its viewport.
        var labelPlacement: LabelPlacement? = nil
        /// An intent ran and its reload has not landed: invalidatable content is drawn pending.
        var pending = false
    }

    /// The archive widget `id` shows now, in its place's current state, with the family's size.
    /// - Throws: `ServerError` `.notFound` (unknown id, no timeline yet).
    func shownArchive(_ id: Int64) throws(ServerError) -> ShownArchive {
        let key = InstanceID(id)
        guard let instance = host.instance(key) else { throw Self.unknown(id) }
        let context = try PlaceContext(PlaceName(rawValue: instance.place.rawValue), state: currentState)
        guard let current = host.currentEntry(of: key, at: clock.now), !current.entry.archives.isEmpty else {
            throw ServerError(.notFound, "widget #\(id) has no timeline yet; its first reload is under way")
        }
        let removable =
            gallery.widget(kind: instance.kind, bundle: instance.bundle)?.containerBackgroundRemovable ?? true
        let placement = labelPlacement(of: instance, context: context)
        guard
            let slot = SlotDisplay(
                showing: current.entry, family: instance.family, in: context, at: clock.now,
                labelPlacement: placement, scale: 1, backgroundRemovable: removable)
        else { throw ServerError(.notFound, "widget #\(id) has no archive for the \(context.place.displayName)") }
        return ShownArchive(
            context: context, variant: slot.variant, archive: slot.archive, size: slot.size,
            backgroundRemovable: removable, labelPlacement: placement, pending: isPending(key))
    }

    /// Where the page's watch face draws `instance`'s label: the corner its slot is in (the page
    /// fills the corners in slot order: top leading, top trailing, bottom leading, bottom
    /// trailing), or nil for every other slot. The extension laid the label out for the top
    /// leading corner (`DeviceProfile.labelPlacement`); the frame bends it onto this one.
    func labelPlacement(of instance: WidgetInstance, context: PlaceContext) -> LabelPlacement? {
        guard context.name == .watchFace, instance.family == .accessoryCorner,
            let size = context.size(of: .accessoryCorner)
        else { return nil }
        let corners = lock.withLock { state.layout[PlaceName.watchFace.rawValue] ?? [] }
            .filter { slot in slot.ids.contains { host.instance(InstanceID($0))?.family == .accessoryCorner } }
        guard let index = corners.firstIndex(where: { $0.ids.contains(instance.id.rawValue) }),
            index < LabelPlacement.Corner.allCases.count
        else { return nil }
        return .corner(
            LabelPlacement.Corner.allCases[index], slot: size.canvas.width, screen: context.device.screen)
    }

    /// The archive as drawn (and as the inspector shows it): redacted on a locked place, live
    /// content at the clock's time, recoloured for the rendering mode and Always On.
    func displayedArchive(_ shown: ShownArchive) -> WidgetArchive {
        ArchiveRenderer.displayedArchive(shown.archive, options: displayOptions(shown, pixelRatio: 1))
    }

    /// The render options of `shown` at the clock's time (GlimpseDisplay's `DisplayComposer`):
    /// the place's rendering mode in the surface's colours, privacy redaction on a locked place,
    /// pending content while an intent's reload is under way, Always On, the viewport around a
    /// corner's label.
    func displayOptions(_ shown: ShownArchive, pixelRatio: Double) -> RenderOptions {
        let ratio = Self.scale(forPixelRatio: pixelRatio)
        var options = DisplayComposer.options(
            for: shown.variant, archive: shown.archive, on: shown.context.device, state: shown.context.state,
            size: shown.size, scale: ratio, date: clock.now, backgroundRemovable: shown.backgroundRemovable,
            framing: shown.labelPlacement.map { .label($0) } ?? .widget)
        if shown.pending { options.redaction.insert(.invalidated) }
        return options
    }

    /// A page's pixel ratio as a frame's scale: within `pixelRatios`, 2 for one that is not a number.
    static func scale(forPixelRatio pixelRatio: Double) -> Double {
        min(max(pixelRatio.isFinite ? pixelRatio : 2, pixelRatios.lowerBound), pixelRatios.upperBound)
    }

    /// Draws `archive` with `options` (a widget's, a control's or a Live Activity's frame) and
    /// counts it.
    /// - Parameter what: What is drawn, for the error ("control 3").
    /// - Throws: `ServerError` `.internalError` when the renderer fails.
    func render(_ archive: WidgetArchive, options: RenderOptions, format: RenderFormat, what: String = "the frame")
        throws(ServerError) -> Data
    {
        do {
            let data = try renderer.render(archive, format: format, options: options)
            lock.withLock { framesRendered += 1 }
            return data
        } catch {
            throw ServerError(.internalError, "could not draw \(what): \(error); please report it", underlying: error)
        }
    }
}
