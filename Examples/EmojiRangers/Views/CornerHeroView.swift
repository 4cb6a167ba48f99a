//  CornerHeroView.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: accessoryCorner (watchOS) — the avatar in the corner of the face, and as its
//  `widgetLabel` a `ProgressView(timerInterval:countsDown: false)` that the face draws along the
//  corner's inner curve as an arc gauge, filling as the hero recovers, updated live by the system.

import SwiftUI
import WidgetKit

/// The watch face corner: avatar, with the recovery gauge along the curve.
struct CornerHeroView: View {
    let hero: Hero

    var body: some View {
        Text(hero.avatar)
            .font(.system(size: 24))
            .widgetLabel {
                ProgressView(timerInterval: hero.injuryDate...hero.fullHealthDate, countsDown: false) {
                    EmptyView()
                } currentValueLabel: {
                    EmptyView()
                }
                .tint(.green)
                .widgetAccentable()
            }
    }
}
