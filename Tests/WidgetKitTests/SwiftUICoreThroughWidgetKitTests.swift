//  SwiftUICoreThroughWidgetKitTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a widget file that imports only WidgetKit sees `SwiftUICore`-qualified names
//  (WidgetKit re-exports SwiftUI, which declares them; SwiftUI/SwiftUICore.swift).

import Testing
import WidgetKit

private struct CoreQualifiedEntryView: SwiftUICore.View {
    let temperature: Int
    var body: some SwiftUICore.View {
        SwiftUICore.Text("\(temperature)°")
            .font(SwiftUICore.Font.system(size: 40))
            .foregroundStyle(SwiftUICore.Color.blue)
            .containerBackground(SwiftUICore.Color.white, for: .widget)
    }
}

struct SwiftUICoreThroughWidgetKitTests {
    @Test func aFileImportingOnlyWidgetKitSeesSwiftUICoreNames() {
        let color: SwiftUICore.Color = .blue
        #expect(color == SwiftUI.Color.blue)
        let view: any SwiftUICore.View = CoreQualifiedEntryView(temperature: 21)
        #expect(view is CoreQualifiedEntryView)
    }
}
