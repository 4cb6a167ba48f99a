//  LazyGridNode.swift — SwiftUI (Glimpse)
//  Status: Complete (left-to-right only; every cell is built)
//  Behaviour: Apple SwiftUI "LazyVGrid", "LazyHGrid", "GridItem", "GridItem.Size": fixed
//  items first, then flexible and adaptive items share the rest in order, each clamped to its
//  bounds; an adaptive item repeats as often as its minimum fits.

import Foundation

/// Sizes and places the cells of `LazyVGrid` (tracks are columns, `axis` horizontal) and
/// `LazyHGrid` (tracks are rows, `axis` vertical).
///
/// 1. Tracks along `axis`: a `.fixed` item is its size. The length the proposal leaves after
///    fixed items and item spacings goes to the other items in order, each offered
///    `remaining / items left`: a `.flexible` item takes its offer clamped to
///    `minimum...maximum`; an `.adaptive` item becomes as many tracks as fit at `minimum`
///    (at least one), sharing the offer equally, each clamped likewise. With no proposal,
///    flexible and adaptive items take their minimum.
/// 2. Lines: cells fill the tracks in order, then start a new line; a line is as long (across
///    `axis`) as its longest cell offered its track's length.
/// 3. Size: along `axis` the tracks' total, or the proposal when it is longer; across it the
///    lines' total with `lineSpacing` (default 8) between them.
/// 4. Placing: the tracks sit in the grid by the grid's `alignment`; each cell is offered its
///    box (track × line) and aligned in it by its item's `alignment` (default centre).
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let items: [GridItem]
    let alignment: AlignmentKey
    let lineSpacing: CGFloat
    let children: [LayoutNode]
    private var lastLayout: (ProposedViewSize, Placement)?

    /// One track: its length, its offset from the first track's start, how cells sit in it.
    struct Track {
        var length: CGFloat
        var offset: CGFloat = 0
        var alignment: Alignment
    }

    /// Tracks and lines for one proposal, points.
    struct Placement {
        var size: CGSize
        var tracks: [Track]
        /// Where the first track starts along `axis`, from the grid's origin.
        var tracksStart: CGFloat
        var lineLengths: [CGFloat]
        var lineOffsets: [CGFloat]
    }

    init(
        env: EnvironmentValues, axis: Axis, items: [GridItem], alignment: AlignmentKey, lineSpacing: CGFloat?,
        children: [LayoutNode]
    ) {
        self.axis = axis
        self.items = items.isEmpty ? [GridItem()] : items
        self.alignment = alignment
        self.lineSpacing = lineSpacing ?? ViewSpacing.defaultSpacing
        self.children = children
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let p = layout(proposal)
        for (i, child) in children.enumerated() {
            let track = p.tracks[i % p.tracks.count]
            let line = i / p.tracks.count
            var boxOrigin = CGPoint.zero
            boxOrigin[axis] = p.tracksStart + track.offset
            boxOrigin[axis.other] = p.lineOffsets[line]
            let box = CGRect(origin: boxOrigin, size: CGSize(axis, major: track.length, minor: p.lineLengths[line]))
            let childProposal = ProposedViewSize(box.size)
            let size = child.sizeThatFits(childProposal)
            let h = track.alignment.horizontal.key, v = track.alignment.vertical.key
            let origin = CGPoint(
                x: frame.minX + box.minX + child.offset(aligning: h, size: size, inBox: box.size),
                y: frame.minY + box.minY + child.offset(aligning: v, size: size, inBox: box.size))
            child.place(in: CGRect(origin: origin, size: size), proposal: childProposal, ctx)
        }
    }

    // MARK: - Steps

    private func layout(_ proposal: ProposedViewSize) -> Placement {
        if let (p, placement) = lastLayout, p == proposal { return placement }
        let placement = computePlacement(proposal)
        lastLayout = (proposal, placement)
        return placement
    }

    private func computePlacement(_ proposal: ProposedViewSize) -> Placement {
        let tracks = resolveTracks(proposal[axis])
        let (lengths, offsets) = lines(tracks)
        let tracksLength = (tracks.last.map { $0.offset + $0.length }) ?? 0
        let major = max(tracksLength, proposal[axis].flatMap { $0.isFinite ? $0 : nil } ?? 0)
        let minor = (offsets.last ?? 0) + (lengths.last ?? 0)
        // Step 4: the block of tracks aligned in the grid's length.
        let start =
            major.isFinite
            ? alignment.defaultValue(in: CGSize(axis, major: major, minor: 0))
                - alignment.defaultValue(in: CGSize(axis, major: tracksLength, minor: 0)) : 0
        return Placement(
            size: CGSize(axis, major: major, minor: minor), tracks: tracks, tracksStart: start, lineLengths: lengths,
            lineOffsets: offsets)
    }

    /// Step 1: the tracks items stand for, in order, with their offsets.
    private func resolveTracks(_ proposal: CGFloat?) -> [Track] {
        func gap(_ i: Int) -> CGFloat { items[i].spacing ?? ViewSpacing.defaultSpacing }
        var remaining: CGFloat = (proposal ?? 0) - items.indices.dropLast().map(gap).reduce(0, +)
        for item in items { if case .fixed(let length) = item.size { remaining -= length } }
        var left = items.filter { if case .fixed = $0.size { false } else { true } }.count

        var tracks: [Track] = []
        var gaps: [CGFloat] = []
        for (i, item) in items.enumerated() {
            let cellAlignment = item.alignment ?? .center
            let share = max(remaining / CGFloat(max(left, 1)), 0)
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: max(length, 0), alignment: cellAlignment))
                gaps.append(gap(i))
                continue
            case .flexible(let minimum, let maximum):
                let length = proposal == nil ? minimum : clamp(share, minimum, maximum)
                tracks.append(Track(length: length, alignment: cellAlignment))
                gaps.append(gap(i))
                remaining -= length
            case .adaptive(let minimum, let maximum):
                let count = proposal == nil ? 1 : adaptiveCount(share: share, minimum: minimum, gap: gap(i))
                let each =
                    proposal == nil
                    ? minimum : clamp((share - CGFloat(count - 1) * gap(i)) / CGFloat(count), minimum, maximum)
                for _ in 0..<count {
                    tracks.append(Track(length: each, alignment: cellAlignment))
                    gaps.append(gap(i))
                }
                remaining -= CGFloat(count) * each + CGFloat(count - 1) * gap(i)
            }
            left -= 1
        }
        var position: CGFloat = 0
        for t in tracks.indices {
            tracks[t].offset = position
            position += tracks[t].length + gaps[t]
        }
        return tracks
    }

    /// Step 2: each line's length across `axis` and its offset.
    private func lines(_ tracks: [Track]) -> ([CGFloat], [CGFloat]) {
        var lengths: [CGFloat] = []
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        var start = 0
        while start < children.count {
            let end = min(start + tracks.count, children.count)
            let length =
                (start..<end).map { i in
                    children[i].sizeThatFits(ProposedViewSize(axis, major: tracks[i - start].length, minor: nil))[
                        axis.other]
                }.max() ?? 0
            offsets.append(position)
            lengths.append(length)
            position += length + lineSpacing
            start = end
        }
        return (lengths, offsets)
    }

    /// How many tracks of at least `minimum` fit in `share` with `gap` between them: 1 to 1000
    /// (an infinite or degenerate share gives 1).
    private func adaptiveCount(share: CGFloat, minimum: CGFloat, gap: CGFloat) -> Int {
        let fit = ((share + gap) / (max(minimum, 0) + gap)).rounded(.down)
        guard fit.isFinite else { return 1 }
        return Int(min(max(fit, 1), 1000))
    }

    private func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        min(max(value, low), max(high, low))
    }
}
