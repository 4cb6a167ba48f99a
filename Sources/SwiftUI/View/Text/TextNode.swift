//  TextNode.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "Text" and §2b (text spacing): measured with Pango
//  (GlimpseText), sized to the longest line × lines, rounded up to the pixel. A one-line text that
//  counts live on screen (relative, offset, timer) takes the whole width offered, as on iOS, so
//  its value can grow without being cut; it sits at the edge `multilineTextAlignment` names.

import Foundation
import GlimpseArchive
import GlimpseText

final class TextNode: LayoutNode {
    let pieces: [TextPiece]

    init(env: EnvironmentValues, pieces: [TextPiece]) {
        self.pieces = pieces
        super.init(env: env)
    }

    // MARK: - Layout

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let r = layout(proposal)
        var width = r.size.width
        // iOS draws these with a view as wide as it is offered (a timer text in a widget "takes
        // the whole width of the container and aligns to the left"), whatever its value now.
        if fillsWidth, r.lines.count == 1, let offered = proposal.width, offered.isFinite {
            width = max(width, offered)
        }
        return CGSize(width: width, height: r.size.height)
    }

    /// Whether a piece's value changes on screen by itself (`.relative`, `.offset`, `.timer`,
    /// `Text(timerInterval:)`); `.time`, `.date` and intervals are fixed until a reload.
    private var fillsWidth: Bool {
        pieces.contains { piece in
            guard let style = piece.live?.style else { return false }
            return style == .relative || style == .offset || style == .timer || style == .timerInterval
        }
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        if guide == VerticalAlignment.firstTextBaseline.key { return layout(ProposedViewSize(size)).firstBaseline }
        if guide == VerticalAlignment.lastTextBaseline.key { return layout(ProposedViewSize(size)).lastBaseline }
        return nil
    }

    override func spacing() -> ViewSpacing {
        let m = TextMetrics(size: pieces.map(\.font.size).max() ?? 17)
        let scale = env.displayScale
        let height = m.ascender + m.descender
        let textSpacing = roundUpToPixel(0.1 * height, scale: scale)
        let lineSpacing = height + textSpacing
        var s = ViewSpacing()
        s.top = [.edgeAboveText: lineSpacing - m.ascender, .textToText: roundUpToPixel(m.leading, scale: scale)]
        s.bottom = [
            .edgeBelowText: max(lineSpacing - m.capHeight, textSpacing + m.descender),
            .textToText: roundUpToPixel(m.leading, scale: scale),
        ]
        return s
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        let result = layout(proposal)
        let redacted = env.redactionReasons.contains(.placeholder)
        var lines: [TextLine] = []
        for line in result.lines {
            // A live value ending a lone line has the rest of the width, aligned inside its run.
            let liveToEnd =
                fillsWidth && result.lines.count == 1 && !line.runs.isEmpty
                && pieceOfRun(line.runs.count - 1, in: line)?.live != nil
            let dx: CGFloat
            switch env.multilineTextAlignment {
            case _ where liveToEnd: dx = 0
            case .leading: dx = 0
            case .center: dx = (frame.width - line.width) / 2
            case .trailing: dx = frame.width - line.width
            }
            var runs: [TextRun] = []
            for (i, run) in line.runs.enumerated() {
                var r = run
                r.x = frame.minX + dx + run.x
                let source = pieceOfRun(i, in: line)
                r.paint =
                    source?.style?.paint(in: frame, env: env)
                    ?? AnyShapeStyle.foregroundPaint(in: frame, env: env)
                if let live = source?.live {
                    r.live = live
                    switch env.multilineTextAlignment {
                    case .leading: r.liveAlignment = 0
                    case .center: r.liveAlignment = 0.5
                    case .trailing: r.liveAlignment = 1
                    }
                    if liveToEnd && i == line.runs.count - 1 { r.width = max(run.width, frame.maxX - r.x) }
                }
                runs.append(r)
            }
            lines.append(TextLine(baseline: frame.minY + line.baseline, runs: runs))
        }
        if redacted {
            emitRedaction(lines: lines, lineHeight: result.lineHeight, frame: frame, ctx)
            return
        }
        let item = DisplayItem.text(TextItem(frame: frame.archiveRect, lines: lines, lineHeight: result.lineHeight))
        ctx.append(castingShadows(AnyShapeStyle.foregroundShadows(in: env), on: item, frame: frame.archiveRect))
    }

    // MARK: - Steps

    private func layout(_ proposal: ProposedViewSize) -> TextLayoutResult {
        let request = TextLayoutRequest(
            runs: pieces.map {
                StyledRun(
                    text: $0.text, font: $0.font, tracking: $0.tracking, underline: $0.underline,
                    strikethrough: $0.strikethrough)
            },
            width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) },
            lineLimit: env.lineLimit,
            truncation: {
                switch env.truncationMode {
                case .head: return .head
                case .middle: return .middle
                case .tail: return .tail
                }
            }(),
            minimumScaleFactor: Double(env.minimumScaleFactor), displayScale: Double(env.displayScale),
            lineSpacing: Double(env.lineSpacing), reservedLines: env.reservedLines)
        return TextLayout.layout(request)
    }

    /// The piece a laid-out run came from (matched by font and text).
    private func pieceOfRun(_ index: Int, in line: LaidOutLine) -> TextPiece? {
        let run = line.runs[index]
        return pieces.first(where: { $0.font == run.font && ($0.text.contains(run.text) || run.text.hasSuffix("…")) })
    }

    /// Placeholder redaction: a rounded bar per line, in the text's colour at low opacity.
    private func emitRedaction(lines: [TextLine], lineHeight: Double, frame: CGRect, _ ctx: DisplayContext) {
        for line in lines {
            guard let first = line.runs.first, let last = line.runs.last else { continue }
            let x0 = first.x
            let x1 = last.x + last.width
            let barHeight = lineHeight * 0.72
            let y = line.baseline - TextMetrics(size: first.font.size).ascender + (lineHeight - barHeight) / 2
            let rect = CGRect(x: x0, y: y, width: max(x1 - x0, 1), height: barHeight)
            let radius = min(barHeight / 2, 4)
            let paint = first.paint.multiplyingAlpha(0.2)
            ctx.append(
                .shape(ShapeItem(frame: rect.archiveRect, path: roundedRectPath(rect, radius: radius), fill: paint)))
        }
    }
}

/// A rounded rectangle as archive path data (circular corners, cubic approximation).
func roundedRectPath(_ r: CGRect, radius: CGFloat) -> PathData {
    LiveProgress.roundedBar(r.archiveRect, radius: radius)
}
