//  WidgetFamilyTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetFamily" and "EnvironmentValues.widgetFamily".

import Foundation
import Testing

@testable import WidgetKit

struct WidgetFamilyTests {
    @Test func familiesAreTheNineInDeclarationOrderNamedByCase() {
        #expect(
            WidgetFamily.allCases.map(\.rawValue) == [
                "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCorner",
                "accessoryCircular", "accessoryRectangular", "accessoryInline", "systemExtraLargePortrait",
            ])
        #expect(WidgetFamily.accessoryInline.description == "accessoryInline")
    }

    @Test func familyCodesAsItsName() throws {
        let data = try JSONEncoder().encode([WidgetFamily.systemMedium])
        #expect(String(decoding: data, as: UTF8.self) == "[\"systemMedium\"]")
        #expect(try JSONDecoder().decode([WidgetFamily].self, from: data) == [.systemMedium])
    }

    @Test @MainActor func thePortraitExtraLargeFamilyIsASystemFamilyWidgetsOptInto() {
        #expect(WidgetFamily.systemExtraLargePortrait.isSystem)
        #expect(!CaffeineWidget().makeRecords()[0].supportedFamilies.contains(.systemExtraLargePortrait))
        #expect(TodoWidget().makeRecords()[0].supportedFamilies.last == .systemExtraLargePortrait)
    }

    @Test func environmentFamilyDefaultsToSmallAndCanBeSet() {
        var environment = EnvironmentValues()
        #expect(environment.widgetFamily == .systemSmall)
        environment.widgetFamily = .accessoryRectangular
        #expect(environment.widgetFamily == .accessoryRectangular)
    }

    @Test(arguments: [
        // family, default canvas, corner radius
        (WidgetFamily.systemSmall, CGSize(width: 158, height: 158), 22.0),
        (.systemMedium, CGSize(width: 338, height: 158), 22),
        (.systemLarge, CGSize(width: 338, height: 354), 22),
        (.accessoryCircular, CGSize(width: 72, height: 72), 36),
        (.accessoryRectangular, CGSize(width: 160, height: 72), 10),
        (.accessoryInline, CGSize(width: 234, height: 26), 0),
        // the extra-large iPad canvas turned upright
        (.systemExtraLargePortrait, CGSize(width: 378.5, height: 795), 22),
    ])
    func defaultCanvasIsTheSixPointOneInchIPhones(family: WidgetFamily, size: CGSize, radius: Double) {
        #expect(family.defaultDisplaySize == size)
        #expect(family.defaultCornerRadius == CGFloat(radius))
    }
}
