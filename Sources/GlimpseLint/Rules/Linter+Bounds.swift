//  Linter+Bounds.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: `layout.clipped` — content past the widget's edge, which the widget's shape cuts
//  off; `layout.outsideMargins` — content inside the widget but deep in its content margins
//  (from iOS 17 the system insets content by them; only `contentMarginsDisabled()` lets content
//  reach the edge, and the container background is the place for edge-to-edge art). Content may
//  come as close to the edge as the HIG's tight margin (11 pt; reference widgetkit.md §5.2), so
//  a stack a few points too tall for the 16 pt margins — Glimpse's line heights are not exactly
//  iOS's — does not fire. Both look at the content layer's drawn leaves after clips and
//  transforms, with 1 pt of slack for rounding; the container background and the label layer
//  are not content. One finding per family and rule: the leaf furthest out and where it is.

import GlimpseArchive

extension Linter {
    /// Points a leaf may stick out before it counts (rounding of text and strokes).
    static let boundsSlack = 1.0
    /// The HIG's tight margin, points: content may come this close to the edge.
    static let tightMargin = 11.0

    func boundsFindings(_ family: LintFamily, _ description: WidgetDescription) -> [LintFinding] {
        let canvas = Rect(origin: .zero, size: family.canvas)
        let margins =
            description.contentMarginsDisabled ? (top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0) : family.margins
        // Each edge: the place's margin, or the tight margin where that is smaller.
        let allowed = (
            top: min(margins.top, Self.tightMargin), leading: min(margins.leading, Self.tightMargin),
            bottom: min(margins.bottom, Self.tightMargin), trailing: min(margins.trailing, Self.tightMargin)
        )
        let safe = Rect(
            x: margins.leading, y: margins.top, width: canvas.width - margins.leading - margins.trailing,
            height: canvas.height - margins.top - margins.bottom)
        let tight = Rect(
            x: allowed.leading, y: allowed.top, width: canvas.width - allowed.leading - allowed.trailing,
            height: canvas.height - allowed.top - allowed.bottom)
        var clipped: (overflow: Double, leaf: ArchiveLeaf, entry: String)?
        var outside: (overflow: Double, leaf: ArchiveLeaf, entry: String)?
        for (name, archive) in family.namedArchives {
            for leaf in archive.contentLeaves {
                let pastCanvas = Self.overflow(of: leaf.visible, past: canvas)
                if pastCanvas > Self.boundsSlack {
                    if pastCanvas > clipped?.overflow ?? 0 { clipped = (pastCanvas, leaf, name) }
                    continue
                }
                let pastMargins = Self.overflow(of: leaf.visible, past: tight)
                if pastMargins > Self.boundsSlack, pastMargins > outside?.overflow ?? 0 {
                    outside = (pastMargins, leaf, name)
                }
            }
        }
        var findings: [LintFinding] = []
        if let clipped {
            findings.append(
                LintFinding(
                    .clipped, kind: description.kind, family: family.family, entry: clipped.entry,
                    message: "\(clipped.leaf.label) at \(Self.describe(clipped.leaf.visible)) reaches "
                        + "\(Self.points(clipped.overflow)) pt past the \(FamilyText.size(family.canvas)) widget "
                        + "and is cut off"))
        }
        if let outside {
            findings.append(
                LintFinding(
                    .outsideMargins, kind: description.kind, family: family.family, entry: outside.entry,
                    message: "\(outside.leaf.label) at \(Self.describe(outside.leaf.visible)) comes within "
                        + "\(Self.points(Self.tightMargin - outside.overflow)) pt of the widget's edge (content area "
                        + "\(Self.describe(safe)), tight margin \(Self.points(Self.tightMargin)) pt)"))
        }
        return findings
    }

    /// How far `rect` reaches past `bounds` on its worst edge, points (0 inside).
    static func overflow(of rect: Rect, past bounds: Rect) -> Double {
        max(0, bounds.x - rect.x, bounds.y - rect.y, rect.maxX - bounds.maxX, rect.maxY - bounds.maxY)
    }

    /// `(-8, 4) 60×20`: a rectangle in points as findings print it.
    static func describe(_ rect: Rect) -> String {
        "(\(points(rect.x)), \(points(rect.y))) \(points(rect.width))×\(points(rect.height))"
    }
}

/// Sizes as findings print them.
enum FamilyText {
    /// `158×158`.
    static func size(_ size: Size) -> String { "\(Linter.points(size.width))×\(Linter.points(size.height))" }
}
