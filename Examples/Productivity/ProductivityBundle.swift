//  ProductivityBundle.swift — Productivity example (Glimpse)
//  Status: Complete
//  Behaviour: issue 12's example, written as for iOS 18 (WWDC24 "Extend your app's controls
//  across the system"): a work-timer toggle configurable per timer, a button that logs a break,
//  and a small widget with today's timer total that updates after each toggle.

import SwiftUI
import WidgetKit

@main
struct ProductivityBundle: WidgetBundle {
    var body: some Widget {
        TodayTotalWidget()
        TimerToggle()
        BreakButton()
    }
}
