//  RecoveryBar.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit live progress (`ProgressView(timerInterval:countsDown:)`): the bar fills
//  from the injury to the full-health moment by itself, with no timeline entry per step.

import SwiftUI

/// A bar that fills as the hero recovers, updated by the system between entries.
struct RecoveryBar: View {
    let hero: Hero
    /// The bar's colour; nil keeps the accent colour (the Lock Screen tints it itself).
    var tint: Color? = .white

    var body: some View {
        ProgressView(timerInterval: hero.injuryDate...hero.fullHealthDate, countsDown: false) {
            EmptyView()
        } currentValueLabel: {
            EmptyView()
        }
        .progressViewStyle(.linear)
        .tint(tint)
    }
}
