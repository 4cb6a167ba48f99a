//  LintFixtures.swift — GlimpseLintTests (Glimpse)
//  Status: Complete
//  Behaviour: a good widget as the host would collect it (a systemSmall weather widget: 16 pt
//  margins, a container background, text of 13 pt and more, hourly entries, a sample
//  placeholder), which every rule passes; tests change one thing and see one rule fire.

import Foundation
import GlimpseArchive
import GlimpseLint

enum LintFixtures {
    static let canvas = Size(width: 158, height: 158)
    static let start = Date(timeIntervalSince1970: 1_715_673_600)

    static func text(_ string: String, size: Double, at frame: Rect, live: LiveDate? = nil) -> DisplayItem {
        var run = TextRun(
            text: string, font: FontDescriptor(family: "SF Pro", size: size), paint: .color(RGBA(0, 0, 0)),
            x: frame.x, width: frame.width)
        run.live = live
        return .text(
            TextItem(frame: frame, lines: [TextLine(baseline: frame.maxY - 2, runs: [run])], lineHeight: size * 1.2))
    }

    static func archive(_ children: [DisplayItem], background: Bool = true, url: String? = "weather://today")
        -> WidgetArchive
    {
        let backgroundItem = DisplayItem.shape(
            ShapeItem(
                frame: Rect(x: 0, y: 0, width: 158, height: 158),
                path: PathData([
                    .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 158, y: 0)), .line(to: Point(x: 158, y: 158)),
                    .closeSubpath,
                ]),
                fill: .color(RGBA(0.2, 0.4, 0.9))))
        return WidgetArchive(
            size: canvas, background: background ? backgroundItem : nil,
            content: .group(GroupItem(frame: Rect(x: 16, y: 16, width: 126, height: 126), children: children)),
            widgetURL: url)
    }

    /// The weather at hour `hour`: a temperature, a city and a condition.
    static func weather(_ temperature: String, _ city: String = "Cupertino", _ condition: String = "Sunny")
        -> WidgetArchive
    {
        archive([
            text(city, size: 13, at: Rect(x: 16, y: 16, width: 80, height: 16)),
            text(temperature, size: 34, at: Rect(x: 16, y: 36, width: 70, height: 41)),
            text(condition, size: 13, at: Rect(x: 16, y: 120, width: 60, height: 16)),
        ])
    }

    static func family(
        placeholder: WidgetArchive? = weather("--°", "City", "Condition"), snapshot: WidgetArchive? = weather("68°"),
        entries: [(date: Date, archive: WidgetArchive)]? = nil, policy: ReloadPolicy = .atEnd,
        timelineSeconds: Double? = 0.05, failures: [LintFailure] = []
    ) -> LintFamily {
        LintFamily(
            family: "systemSmall", canvas: canvas, margins: (16, 16, 16, 16), placeholder: placeholder,
            snapshot: snapshot,
            entries: entries ?? (0..<4).map { (start.addingTimeInterval(Double($0) * 3600), weather("\(70 + $0)°")) },
            policy: policy, requested: start, timelineSeconds: timelineSeconds, failures: failures)
    }

    static func widget(
        _ family: LintFamily = family(), displayName: String = "Weather", description: String = "Today's weather.",
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true,
        forecast: LintForecast? = LintForecast(budgetLimit: 72, chargedReloads: 6, refusedReloads: 0)
    ) -> LintWidget {
        LintWidget(
            description: WidgetDescription(
                kind: "Weather", displayName: displayName, description: description, supportedFamilies: ["systemSmall"],
                contentMarginsDisabled: contentMarginsDisabled,
                containerBackgroundRemovable: containerBackgroundRemovable),
            families: [family], forecast: forecast)
    }

    /// The ids of the rules that fire on `widget`, sorted.
    static func rules(_ widget: LintWidget, linter: Linter = Linter()) -> [String] {
        linter.findings(for: widget).map(\.rule).sorted()
    }
}
