//  ChartAxisTitle.swift — Charts (Glimpse)
//  Status: Complete
//  Behaviour: Apple Charts' axis titles (`chartXAxisLabel`, `chartYAxisLabel`). By default the
//  x axis's title goes below the axis's labels at the plot's trailing end, and the y axis's above
//  the plot at the y axis's side (trailing, or leading when its marks are there); `position:`
//  moves a title to another edge (a y title beside the plot reads bottom to top), `alignment:`
//  slides it along that edge (a corner position names its own), and `spacing:` (4 points by
//  default) separates it from the axis. Titles are caption 2, secondary, as the axis's labels.

import Foundation
import SwiftUI

/// An axis's title, as `chartXAxisLabel`/`chartYAxisLabel` gave it.
struct ChartAxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?

    /// The edge of the chart a title goes on.
    enum Edge { case top, bottom, leading, trailing }

    static let defaultSpacing: CGFloat = 4

    /// The edge this title goes on: an x title's default is the bottom, a y title's the top.
    func edge(isX: Bool) -> Edge {
        switch position.place {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .automatic, .overlay: isX ? .bottom : .top
        }
    }

    /// Where along its edge the title sits: the alignment given, else the corner's, else the
    /// trailing end (the y axis's side for a y title) along the top or bottom and the middle
    /// along the sides.
    func alignment(isX: Bool, yAxisLeading: Bool) -> Alignment {
        if let alignment { return alignment }
        switch position.place {
        case .topLeading, .bottomLeading: return .leading
        case .topTrailing, .bottomTrailing: return .trailing
        default: break
        }
        switch edge(isX: isX) {
        case .top, .bottom: return !isX && yAxisLeading ? .leading : .trailing
        case .leading, .trailing: return .center
        }
    }
}

/// A title along the top or bottom of its space, or beside it (read bottom to top for a y
/// title), at its alignment.
struct ChartAxisTitleView: View {
    let title: ChartAxisTitle
    let isX: Bool
    let yAxisLeading: Bool

    var body: some View {
        let alignment = title.alignment(isX: isX, yAxisLeading: yAxisLeading)
        let text = title.content.font(.caption2).foregroundStyle(.secondary)
        switch title.edge(isX: isX) {
        case .top, .bottom:
            text.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment.horizontal, vertical: .center))
        case .leading, .trailing:
            Group {
                if isX {
                    text
                } else {
                    ChartSidewaysLayout { text.lineLimit(1).rotationEffect(.degrees(-90)) }
                }
            }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment.vertical))
        }
    }
}

/// Lays its one subview out turned a quarter: proposes the height as the width and reports the
/// subview's height as its width, so a `rotationEffect` of ±90° inside fills the space exactly.
struct ChartSidewaysLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let subview = subviews.first else { return .zero }
        let size = subview.sizeThatFits(ProposedViewSize(width: proposal.height, height: proposal.width))
        return CGSize(width: size.height, height: size.width)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let subview = subviews.first else { return }
        let size = subview.sizeThatFits(ProposedViewSize(width: bounds.height, height: bounds.width))
        subview.place(
            at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
            proposal: ProposedViewSize(width: size.width, height: size.height))
    }
}
