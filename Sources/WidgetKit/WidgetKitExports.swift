//  WidgetKitExports.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple's WidgetKit re-exports SwiftUI and Foundation, so a widget file that only
//  says `import WidgetKit` still sees `View`, `Text`, `Date` and `URL`.

@_exported public import Foundation
@_exported public import SwiftUI
