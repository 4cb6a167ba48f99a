//  LiveSimulator+Frames.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Frames are the host's own renders": the current entry's archive for the
//  place's state (appearance, Always On), drawn by GlimpseRender with the place's options at
//  the clock's time (live dates resolved), redacted on a locked place, as PNG at the page's
//  device pixel ratio or as SVG. Gallery snapshots are drawn the same way.

import Foundation
public import GlimpseArchive
import GlimpseHost
import GlimpseRender

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
        let (context, archive, size) = try shownArchive(id)
        guard let instance = host.instance(InstanceID(id)) else { throw Self.unknown(id) }
        let variant = context.variant(for: instance.family)
        let removable =
            gallery.widget(kind: instance.kind, bundle: instance.bundle)?.containerBackgroundRemovable ?? true
        let started = DispatchTime.now().uptimeNanoseconds
        let data = try render(
            archive, variant: variant, context: context, size: size, pixelRatio: pixelRatio, format: format,
            backgroundRemovable: removable)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        lock.withLock {
            let key = InstanceID(id)
            renderCosts[key] = renderCosts[key].map { $0 * 0.7 + seconds * 0.3 } ?? seconds
        }
        return data
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
            throw ServerError(.conflict, "the \(context.device.displayName) shows no \(family) on the \(context.place.displayName)")
        }
        let variant = context.variant(for: familyName)
        let entry: ArchivedEntry
        do {
            entry = try gallery.snapshot(
                bundle: bundle, kind: kind, family: familyName, size: size.canvas,
                environment: variant.environment(on: context.device))
        } catch {
            throw Self.serverError(error)
        }
        guard let archive = entry.archives.first else {
            throw ServerError(.unavailable, "\(name) answered the snapshot of \(kind) without an archive")
        }
        return try render(
            archive, variant: variant, context: context, size: size, pixelRatio: pixelRatio, format: .png,
            backgroundRemovable: widget.containerBackgroundRemovable)
    }

    /// The archive widget `id` shows now, in its place's current context (redacted when the place
    /// is locked), with the family's size there.
    /// - Throws: `ServerError` `.notFound` (unknown id, no timeline yet).
    func shownArchive(_ id: Int64) throws(ServerError) -> (PlaceContext, WidgetArchive, FamilySize?) {
        let key = InstanceID(id)
        guard let instance = host.instance(key) else { throw Self.unknown(id) }
        let context = try PlaceContext(PlaceName(rawValue: instance.place.rawValue), state: currentState)
        guard let current = host.currentEntry(of: key, at: clock.now), !current.entry.archives.isEmpty else {
            throw ServerError(.notFound, "widget #\(id) has no timeline yet; its first reload is under way")
        }
        let want = context.variant(for: instance.family)
        let prepared = lock.withLock { shown[key] } ?? context.preparedVariants(for: instance.family)
        let index = Self.archiveIndex(current.entry, prepared: prepared, want: want)
        var archive = current.entry.archives[index]
        if context.isLocked { archive = PrivacyRedaction.redact(archive) }
        return (context, archive, context.size(of: instance.family))
    }

    /// Which of `entry`'s archives to show for `want`: the prepared variant that matches in
    /// appearance, Always On, mode and Dynamic Type; else in appearance and Always On; else in
    /// appearance; else the first.
    static func archiveIndex(_ entry: ArchivedEntry, prepared: [PlaceVariant], want: PlaceVariant) -> Int {
        if prepared.count == entry.archives.count {
            let tests: [(PlaceVariant) -> Bool] = [
                {
                    $0.colorScheme == want.colorScheme && $0.isAlwaysOn == want.isAlwaysOn
                        && $0.renderingMode == want.renderingMode && $0.dynamicTypeSize == want.dynamicTypeSize
                },
                { $0.colorScheme == want.colorScheme && $0.isAlwaysOn == want.isAlwaysOn },
                { $0.colorScheme == want.colorScheme },
            ]
            for test in tests {
                if let index = prepared.firstIndex(where: test) { return index }
            }
        }
        return entry.archives.firstIndex { $0.colorScheme == want.colorScheme } ?? 0
    }

    /// Draws `archive` as `variant` shows it on the context's device, at the clock's time.
    private func render(
        _ archive: WidgetArchive, variant: PlaceVariant, context: PlaceContext, size: FamilySize?, pixelRatio: Double,
        format: RenderFormat, backgroundRemovable: Bool
    ) throws(ServerError) -> Data {
        let ratio = min(max(pixelRatio.isFinite ? pixelRatio : 2, Self.pixelRatios.lowerBound), Self.pixelRatios.upperBound)
        let familySize = size ?? FamilySize(archive.size)
        var options = variant.renderOptions(
            for: archive, on: context.device, size: familySize, scale: ratio, backgroundRemovable: backgroundRemovable)
        options.date = clock.now
        do {
            let data = try renderer.render(archive, format: format, options: options)
            lock.withLock { framesRendered += 1 }
            return data
        } catch {
            throw ServerError(.internalError, "could not draw the frame: \(error); please report it", underlying: error)
        }
    }
}
