//  SmartStackBundle.swift — SmartStack (Glimpse example widget)
//  Status: Complete
//  Behaviour: issue 13's examples of widgets that ask for a Smart Stack's top: purchases
//  (relevant for 30 minutes after each purchase; an IntentConfiguration on a hand-written intent
//  and the same on an `.intentdefinition`), a workout scored by intensity, and a trip relevant
//  from 2 hours before departure to 1 hour after arrival, and (watchOS 26) a relevance widget
//  with a card per upcoming trip that replaces the trip widget in the watch Smart Stack.
//  Unchanged iOS and watchOS widget source.
//  Try: `glimpse simulate .build/debug/SmartStack --stack Purchases,Workout,Trip --out /tmp/stack`.

import SwiftUI
import WidgetKit

@main
struct SmartStackBundle: WidgetBundle {
    var body: some Widget {
        PurchasesWidget()
        PurchasesByKindWidget()
        WorkoutWidget()
        TripWidget()
        UpcomingTripsWidget()
    }
}
