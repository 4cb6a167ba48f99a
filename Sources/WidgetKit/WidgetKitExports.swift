//  WidgetKitExports.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple's WidgetKit re-exports SwiftUI and Foundation, so a widget file that only
//  says `import WidgetKit` still sees `View`, `Text`, `Date`, `URL` and `URLSession` (on Linux
//  from FoundationNetworking, which SwiftUI re-exports as well). Intents comes along too, since
//  `IntentConfiguration` and `IntentTimelineProvider` speak in `INIntent`s.

@_exported public import Foundation
@_exported public import Intents
@_exported public import SwiftUI

#if canImport(FoundationNetworking)
    @_exported public import FoundationNetworking
#endif
