//  SlotDisplay.swift — GlimpseDisplay (Glimpse)
//  Status: Complete for one slot; whole surfaces come with surfaces in the store
//  Behaviour: issue 10 "One composer": for a slot of a place at an instant, the archive of the
//  variant the place is in now (by key, Docs/ExtensionProtocol.md "Variants"), its label bent
//  onto the slot's corner, and how it is drawn (DisplayComposer.options).

public import Foundation
public import GlimpseArchive
public import GlimpseHost
public import GlimpseRender

/// What one slot shows at one instant, and how it is drawn.
public struct SlotDisplay: Sendable {
    /// The state the slot's family is shown in now.
    public var variant: PlaceVariant
    /// The archive laid out for `variant` (or the nearest while a reload is under way), as the
    /// extension archived it, its label moved onto the slot's corner; not redacted (the renderer
    /// redacts, `options.redaction`).
    public var archive: WidgetArchive
    /// The family's size in the place (its canvas in points, and on iPad its on-screen size).
    public var size: FamilySize
    /// How it is drawn at the scale asked for.
    public var options: RenderOptions

    /// What a slot holding `family` in `context` shows of `entry` at `date`.
    ///
    /// - Parameters:
    ///   - entry: the entry the instance shows at `date` (`WidgetHost.currentEntry`).
    ///   - labelPlacement: where the slot draws the widget's label (a watch face corner), or nil;
    ///     the archive's label, laid out for the family's default slot, is moved onto it.
    ///   - scale: pixels per on-screen point.
    ///   - backgroundRemovable: the widget's `containerBackgroundRemovable`.
    /// - Returns: nil when the entry has no archive or the device shows no `family` here.
    public init?(
        showing entry: ArchivedEntry, family: FamilyName, in context: PlaceContext, at date: Date,
        labelPlacement: LabelPlacement? = nil, scale: Double, backgroundRemovable: Bool = true
    ) {
        let want = context.variant(for: family)
        guard let size = context.size(of: family),
            var archive = entry.archive(for: want, prepared: context.preparedVariants(for: family))
        else { return nil }
        if let labelPlacement, let laidOut = want.labelPlacement(on: context.device) {
            archive = archive.movingLabel(from: laidOut.curve, to: labelPlacement.curve)
        }
        variant = want
        self.archive = archive
        self.size = size
        options = DisplayComposer.options(
            for: want, archive: archive, on: context.device, state: context.state, size: size, scale: scale,
            date: date, backgroundRemovable: backgroundRemovable, framing: labelPlacement.map { .label($0) } ?? .widget)
    }
}
