//  EnvironmentValues+RenderEnvironment.swift — WidgetKit (Glimpse)
//  Status: Complete for colour scheme, scale, Dynamic Type, locale, time zone, Always On, labels
//  Behaviour: Docs/ExtensionProtocol.md "RenderEnvironment": each requested environment variant
//  becomes the root environment of one layout (Apple: WidgetKit renders every variant ahead of time).

import Foundation
package import GlimpseArchive

extension EnvironmentValues {
    /// The root environment for drawing `family` in the host's `variant`.
    ///
    /// - Throws: `RequestFailure` (`badRequest`) naming the field when a value is not one the
    ///   protocol allows (a colour scheme other than light/dark, a scale outside 1…4, an unknown
    ///   Dynamic Type size or time zone).
    package init(variant: RenderEnvironment, family: WidgetFamily) throws(RequestFailure) {
        self.init()
        widgetFamily = family
        switch variant.colorScheme {
        case "light": colorScheme = .light
        case "dark": colorScheme = .dark
        default:
            throw RequestFailure(
                .badRequest, "colorScheme '\(variant.colorScheme)' is not 'light' or 'dark'")
        }
        guard variant.displayScale.isFinite, (1...4).contains(variant.displayScale) else {
            throw RequestFailure(.badRequest, "displayScale \(variant.displayScale) is not between 1 and 4")
        }
        displayScale = CGFloat(variant.displayScale)
        if let name = variant.dynamicTypeSize {
            guard let size = DynamicTypeSize.allCases.first(where: { "\($0)" == name }) else {
                let names = DynamicTypeSize.allCases.map { "\($0)" }.joined(separator: ", ")
                throw RequestFailure(.badRequest, "dynamicTypeSize '\(name)' is not one of \(names)")
            }
            dynamicTypeSize = size
        }
        if let identifier = variant.locale { locale = Locale(identifier: identifier) }
        if let identifier = variant.timeZone {
            guard let zone = TimeZone(identifier: identifier) else {
                throw RequestFailure(.badRequest, "timeZone '\(identifier)' is not an IANA time zone identifier")
            }
            timeZone = zone
            calendar.timeZone = zone
        }
        if let reduced = variant.isLuminanceReduced { isLuminanceReduced = reduced }
        if let name = variant.renderingMode {
            guard let mode = WidgetRenderingMode(wireName: name) else {
                throw RequestFailure(
                    .badRequest, "renderingMode '\(name)' is not 'fullColor', 'accented' or 'vibrant'")
            }
            widgetRenderingMode = mode
        }
        showsWidgetContainerBackground =
            variant.showsContainerBackground ?? (family.isSystem && widgetRenderingMode == .fullColor)
        if let name = variant.platform {
            guard name == "iOS" || name == "watchOS" else {
                throw RequestFailure(.badRequest, "platform '\(name)' is not 'iOS' or 'watchOS'")
            }
            platform = name
        }
        if let m = variant.contentMargins {
            guard m.count == 4, m.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw RequestFailure(
                    .badRequest, "contentMargins must be four non-negative numbers [top, leading, bottom, trailing]")
            }
            placeContentMargins = EdgeInsets(top: m[0], leading: m[1], bottom: m[2], trailing: m[3])
        }
        // Labels show where the host's place draws them (watch face corners, the Infograph bezel).
        if let curve = variant.widgetLabel {
            let numbers = [curve.center.x, curve.center.y, curve.radius, curve.angle, curve.length]
            guard numbers.allSatisfy(\.isFinite), curve.radius > 0, curve.length > 0 else {
                throw RequestFailure(
                    .badRequest, "widgetLabel needs finite numbers, a positive radius and a positive length")
            }
        }
        widgetLabelCurve = variant.widgetLabel
        showsWidgetLabel = variant.widgetLabel != nil
    }
}
