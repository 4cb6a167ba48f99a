//  SnapshotDemoBundle.swift — SnapshotDemo example (Glimpse)
//  Status: Complete
//  Behaviour: the bundle's entry point, as Xcode writes it.

import SwiftUI
import WidgetKit

@main
struct SnapshotDemoBundle: WidgetBundle {
    var body: some Widget {
        StepsWidget()
    }
}
