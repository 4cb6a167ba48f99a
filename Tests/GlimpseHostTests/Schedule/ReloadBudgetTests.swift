//  ReloadBudgetTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §3.2 — a rolling 24-hour window per instance: a charge at
//  t counts until t + 24 h and frees up exactly then.

import Foundation
import Testing

@testable import GlimpseHost

struct ReloadBudgetTests {
    let day: TimeInterval = 86_400

    @Test func chargesCountInsideTheRollingWindowOnly() {
        var budget = ReloadBudget()
        for minute in [0, 15, 30] {
            budget.charge(at: Date.testStart.addingTimeInterval(Double(minute) * 60), window: day)
        }
        #expect(budget.used(at: Date.testStart.addingTimeInterval(3600), window: day) == 3)
        #expect(budget.remaining(at: Date.testStart.addingTimeInterval(3600), limit: 72, window: day) == 69)
        // The first charge frees up exactly 24 h after it.
        #expect(budget.used(at: Date.testStart.addingTimeInterval(day), window: day) == 2)
        #expect(budget.used(at: Date.testStart.addingTimeInterval(day - 1), window: day) == 3)
    }

    @Test func nextAvailableIsWhenTheOldestChargeInTheWindowExpires() {
        var budget = ReloadBudget()
        for hour in 0..<3 { budget.charge(at: Date.testStart.addingTimeInterval(Double(hour) * 3600), window: day) }
        let now = Date.testStart.addingTimeInterval(4 * 3600)
        #expect(budget.nextAvailable(at: now, limit: 3, window: day) == Date.testStart.addingTimeInterval(day))
        #expect(budget.nextAvailable(at: now, limit: 4, window: day) == now)
        #expect(budget.nextAvailable(at: now, limit: 0, window: day) == .distantFuture)
    }

    @Test func chargesOlderThanTheWindowAreForgotten() {
        var budget = ReloadBudget()
        budget.charge(at: .testStart, window: day)
        budget.charge(at: Date.testStart.addingTimeInterval(day + 1), window: day)
        #expect(budget.charges.count == 1)
    }

    @Test(arguments: [
        (ReloadReason.policy, false, false, true),  // policy reloads are charged
        (.push, false, false, true),  // pushes are charged
        (.widgetCenter, false, false, true),  // WidgetCenter from the background is charged
        (.widgetCenter, true, false, false),  // …and free while the app is in the foreground
        (.policy, true, false, false),  // any reload while the app is in the foreground is free
        (.policy, false, true, false),  // developer mode charges nothing
        (.initial, false, false, false),  // the first load is free
        (.configuration, false, false, false),  // a configuration change is free
        (.locale, false, false, false),  // system events are free
        (.significantTimeChange, false, false, false),
        (.dynamicType, false, false, false),
        (.timeZone, false, false, false),
    ])
    func chargeRulesFollowWidgetKit(reason: ReloadReason, foreground: Bool, developer: Bool, charged: Bool) {
        #expect(reason.isCharged(appInForeground: foreground, developerMode: developer) == charged)
    }
}
