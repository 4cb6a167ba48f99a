//  SystemMonitorBundle.swift — SystemMonitor (Glimpse example widget)
//  Status: Complete
//  Behaviour: WidgetKit "WidgetBundle". Unchanged iOS 17 widget source reading the machine's
//  own /proc; on a system without /proc every figure shows "—".

import SwiftUI
import WidgetKit

@main
struct SystemMonitorBundle: WidgetBundle {
    var body: some Widget {
        SystemMonitorWidget()
    }
}
