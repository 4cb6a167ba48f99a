//  EntryLayout.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Entries" — how one entry view is laid out in one
//  environment: the place's margins (16 pt on the home screen, reference widgetkit.md §5.2
//  "Margins"), the family's corner radius, the placeholder redacted, an inline accessory's line
//  set from its text. One owner for the bundle's request handler, previews and GlimpseTesting.

import Foundation
package import GlimpseArchive
package import SwiftUI

/// Lays entry views out as the extension does for the host.
package enum EntryLayout {
    /// The archive of an entry view in one environment.
    ///
    /// - Parameters:
    ///   - family: The widget's family (sets margins, corner radius and the inline line).
    ///   - canvas: The family's size on the device, points.
    ///   - environment: The variant's root environment (`EnvironmentValues(variant:family:)`).
    ///   - date: The entry's date (`EnvironmentValues.timelineDate`).
    ///   - contentMarginsDisabled: The widget's `contentMarginsDisabled()`.
    ///   - placeholder: Draw with `redactionReasons = .placeholder`, as WidgetKit draws a placeholder.
    ///   - render: Lays the entry's view out with an environment, content margins and corner radius.
    package static func archive(
        family: WidgetFamily, canvas: CGSize, environment: EnvironmentValues, date: Date,
        contentMarginsDisabled: Bool, placeholder: Bool,
        render: (EnvironmentValues, EdgeInsets, CGFloat) -> WidgetArchive
    ) -> WidgetArchive {
        var environment = environment
        if placeholder { environment.redactionReasons.insert(.placeholder) }
        environment.timelineDate = date
        // The place's margins when the host sends them (StandBy, Smart Stack), else the defaults.
        let placeMargins = environment.placeContentMargins ?? defaultContentMargins(for: family)
        environment.widgetContentMargins = placeMargins
        let margins = contentMarginsDisabled ? EdgeInsets() : placeMargins
        guard family == .accessoryInline else {
            return render(environment, margins, family.defaultCornerRadius)
        }
        // The inline line is set again from the text of a first layout, so that layout keeps
        // its text; the placeholder's bars are drawn when the line is set.
        var first = environment
        first.redactionReasons.remove(.placeholder)
        let archive = render(first, margins, family.defaultCornerRadius)
        return inlineAccessoryArchive(archive, canvas: canvas, environment: environment)
    }

    /// `view` laid out as the entry view of a `family` widget in the host's `variant`.
    ///
    /// - Parameters:
    ///   - canvas: The family's size on the device, points; nil takes a 6.1-inch iPhone's.
    ///   - date: The entry's date; nil is now.
    /// - Throws: `RequestFailure` (`badRequest`) naming a field of `variant` WidgetKit cannot use.
    package static func archive<V: View>(
        of view: V, family: WidgetFamily, canvas: CGSize? = nil, variant: RenderEnvironment, date: Date? = nil,
        contentMarginsDisabled: Bool = false, placeholder: Bool = false
    ) throws(RequestFailure) -> WidgetArchive {
        let environment = try EnvironmentValues(variant: variant, family: family)
        let canvas = canvas ?? family.defaultDisplaySize
        var archive = archive(
            family: family, canvas: canvas, environment: environment, date: date ?? Date(),
            contentMarginsDisabled: contentMarginsDisabled, placeholder: placeholder
        ) { environment, margins, radius in
            makeWidgetArchive(
                view, canvas: canvas, environment: environment, contentMargins: margins, cornerRadius: radius)
        }
        archive.variant = variant.variant
        return archive
    }

    /// The margins a place puts around the content of `family`, in points: 16 on each edge of a
    /// home-screen widget, 0 for accessories.
    ///
    /// Source: HIG "standard margin 16 pt" (reference widgetkit.md §5.2 Margins); accessory
    /// margins are not published and are 0 here.
    package static func defaultContentMargins(for family: WidgetFamily) -> EdgeInsets {
        family.isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
    }
}
