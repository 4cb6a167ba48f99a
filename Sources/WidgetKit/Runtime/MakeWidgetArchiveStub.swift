//  MakeWidgetArchiveStub.swift — WidgetKit (Glimpse)
//  Status: Stub — stands in for SwiftUI's `makeWidgetArchive` until it lands
//  Behaviour: an empty content group the size of the canvas.

import Foundation
internal import GlimpseArchive

/// Temporary stand-in for SwiftUI's `makeWidgetArchive(_:canvas:environment:contentMargins:)`.
func _makeWidgetArchiveStub<V: View>(
    _ view: V, canvas: CGSize, environment: EnvironmentValues, contentMargins: EdgeInsets
) -> WidgetArchive {
    let size = Size(width: Double(canvas.width), height: Double(canvas.height))
    return WidgetArchive(
        size: size, colorScheme: environment.colorScheme == .dark ? "dark" : "light",
        displayScale: Double(environment.displayScale),
        content: .group(GroupItem(frame: Rect(origin: .zero, size: size), children: [])))
}
