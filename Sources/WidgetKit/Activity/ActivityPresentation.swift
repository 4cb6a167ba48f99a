//  ActivityPresentation.swift — WidgetKit (Glimpse)
//  Status: Complete for the iPhone's Lock Screen banner and the Dynamic Island's compact, minimal
//  and expanded presentations on a 6.1-inch iPhone (393×852 pt)
//  Behaviour: HIG "Live Activities" specifications (sizes, 44 pt island corner radius) and
//  WidgetKit "DynamicIslandExpandedRegion" (where each region goes). How iOS frames an activity's
//  views: the Lock Screen view on its tint, rounded; the island black, around the TrueDepth
//  camera. Laid out and archived like any widget entry (`makeWidgetArchive`), so the host draws
//  it with the renderer it draws widgets with.

import Foundation
internal import GlimpseArchive
import SwiftUI

/// Lays an activity's views out as iOS presents them and archives the result.
///
/// 1. The Lock Screen view is proposed 371 pt of width; its height is what it asks for, kept
///    within 84–160 pt. It is drawn on its `activityBackgroundTint` (else the system's grey),
///    clipped to rounded corners.
/// 2. An island presentation is drawn in dark mode on a black island: compact (230 × 36.67 pt,
///    leading and trailing views 52.33 pt wide beside the camera), minimal (a 36.67 pt circle
///    beside the camera), expanded (371 pt wide, 84–160 pt tall, 44 pt corners), each on a strip
///    of the screen's top edge, 11 pt below it, as the island sits.
enum ActivityPresentation {
    // MARK: - Sizes (HIG "Live Activities", 393×852 pt screen)

    static let screenWidth: CGFloat = 393
    static let bannerWidth: CGFloat = 371
    static let heights: ClosedRange<CGFloat> = 84...160
    /// Not published; the radius of iOS 17's notification platters.
    static let bannerCornerRadius: CGFloat = 22
    static let islandHeight: CGFloat = 36.67
    static let compactWidth: CGFloat = 230
    static let compactSide: CGFloat = 52.33
    static let minimalDiameter: CGFloat = 36.67
    static let expandedCornerRadius: CGFloat = 44
    /// The island's distance from the top of the screen.
    static let islandTop: CGFloat = 11
    /// The camera's width inside the island: what compact's two sides leave.
    static let cameraWidth: CGFloat = 230 - 2 * 52.33

    /// The Lock Screen's grey behind a view without `activityBackgroundTint` (the system's
    /// material, made opaque: the light and dark platters of iOS 17 notifications).
    static func systemBackground(_ scheme: ColorScheme) -> RGBA {
        scheme == .dark ? RGBA(0.11, 0.11, 0.12, 1) : RGBA(0.95, 0.95, 0.96, 1)
    }

    // MARK: - Layout

    /// The archive of `views` in presentation `kind`, in `environment` (colour scheme, scale).
    @MainActor
    static func archive(
        _ views: ActivityViews, kind: ActivityPreviewViewKind, environment: EnvironmentValues
    ) -> WidgetArchive {
        switch kind {
        case .content: lockScreen(views.lockScreen, environment: environment)
        case .dynamicIsland(let state): island(views.island, state: state, environment: environment)
        }
    }

    // MARK: - Steps

    /// Step 1: the banner, sized to its content, on its tint, with rounded corners.
    @MainActor
    private static func lockScreen(_ view: AnyView, environment: EnvironmentValues) -> WidgetArchive {
        var environment = environment
        environment.activityFamily = .medium
        let asked = idealSize(of: view.frame(width: bannerWidth), environment: environment)
        let canvas = CGSize(width: bannerWidth, height: clamp(asked.height))
        var archive = makeWidgetArchive(view, canvas: canvas, environment: environment, contentMargins: EdgeInsets())
        let frame = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        var layers: [DisplayItem] = []
        if let tint = archive.background, !isEmpty(tint) {
            layers.append(tint)
        } else {
            let fill = systemBackground(environment.colorScheme)
            layers.append(.shape(ShapeItem(frame: frame, path: rectanglePath(frame), fill: .color(fill))))
        }
        layers.append(archive.content)
        archive.content = .group(
            GroupItem(frame: frame, children: layers, clip: roundedPath(frame, radius: bannerCornerRadius)))
        archive.background = nil
        return archive
    }

    /// Step 2: one island presentation, on a strip of the screen's top.
    @MainActor
    private static func island(
        _ island: DynamicIsland, state: ActivityPreviewViewKind.DynamicIslandPreviewViewState,
        environment: EnvironmentValues
    ) -> WidgetArchive {
        var environment = environment
        environment.colorScheme = .dark
        let keyline = island.keyline
        let shape: AnyView
        let height: CGFloat
        switch state {
        case .compact:
            height = islandHeight
            shape = AnyView(
                ZStack {
                    IslandShape(cornerRadius: islandHeight / 2, keyline: keyline)
                    HStack(spacing: 0) {
                        island.compactLeading.padding(island.contentMargins(for: .compactLeading))
                            .frame(width: compactSide, height: islandHeight)
                        Color.clear.frame(width: cameraWidth, height: islandHeight)
                        island.compactTrailing.padding(island.contentMargins(for: .compactTrailing))
                            .frame(width: compactSide, height: islandHeight)
                    }
                }
                .frame(width: compactWidth, height: islandHeight))
        case .minimal:
            height = islandHeight
            shape = AnyView(
                HStack(spacing: 6) {
                    IslandShape(cornerRadius: islandHeight / 2, keyline: nil)
                        .frame(width: cameraWidth, height: islandHeight)
                    ZStack {
                        IslandShape(cornerRadius: minimalDiameter / 2, keyline: keyline)
                        island.minimal.padding(island.contentMargins(for: .minimal))
                    }
                    .frame(width: minimalDiameter, height: minimalDiameter)
                }
                // The camera stays centred; the circle hangs to its right.
                .offset(x: (minimalDiameter + 6) / 2))
        case .expanded:
            let regions = ExpandedLayout(island: island).frame(width: bannerWidth)
            height = clamp(idealSize(of: regions, environment: environment).height)
            shape = AnyView(
                ZStack {
                    IslandShape(cornerRadius: expandedCornerRadius, keyline: keyline)
                    ExpandedLayout(island: island)
                }
                .frame(width: bannerWidth, height: height)
                .clipShape(RoundedRectangle(cornerRadius: expandedCornerRadius, style: .continuous)))
        }
        let strip = CGSize(width: screenWidth, height: height + 2 * islandTop)
        var archive = makeWidgetArchive(shape, canvas: strip, environment: environment, contentMargins: EdgeInsets())
        archive.widgetURL = island.url?.absoluteString ?? archive.widgetURL
        return archive
    }

    private static func clamp(_ height: CGFloat) -> CGFloat {
        min(max(height.rounded(.up), heights.lowerBound), heights.upperBound)
    }

    private static func isEmpty(_ item: DisplayItem) -> Bool {
        if case .group(let group) = item { return group.children.allSatisfy(isEmpty) }
        return false
    }

    private static func rectanglePath(_ r: Rect) -> PathData {
        PathData([
            .move(to: Point(x: r.x, y: r.y)), .line(to: Point(x: r.x + r.width, y: r.y)),
            .line(to: Point(x: r.x + r.width, y: r.y + r.height)), .line(to: Point(x: r.x, y: r.y + r.height)),
            .closeSubpath,
        ])
    }

    /// A rectangle with circular corners of `radius` (cubic Béziers, κ = 0.5523).
    private static func roundedPath(_ r: Rect, radius: CGFloat) -> PathData {
        let k = 0.5523 * radius
        let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
        return PathData([
            .move(to: Point(x: x0 + radius, y: y0)),
            .line(to: Point(x: x1 - radius, y: y0)),
            .curve(
                to: Point(x: x1, y: y0 + radius), control1: Point(x: x1 - radius + k, y: y0),
                control2: Point(x: x1, y: y0 + radius - k)),
            .line(to: Point(x: x1, y: y1 - radius)),
            .curve(
                to: Point(x: x1 - radius, y: y1), control1: Point(x: x1, y: y1 - radius + k),
                control2: Point(x: x1 - radius + k, y: y1)),
            .line(to: Point(x: x0 + radius, y: y1)),
            .curve(
                to: Point(x: x0, y: y1 - radius), control1: Point(x: x0 + radius - k, y: y1),
                control2: Point(x: x0, y: y1 - radius + k)),
            .line(to: Point(x: x0, y: y0 + radius)),
            .curve(
                to: Point(x: x0 + radius, y: y0), control1: Point(x: x0, y: y0 + radius - k),
                control2: Point(x: x0 + radius - k, y: y0)),
            .closeSubpath,
        ])
    }
}

/// The black island, with a 1 pt keyline in `keylineTint` when one is set.
private struct IslandShape: View {
    var cornerRadius: CGFloat
    var keyline: Color?

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(Color.black)
            if let keyline {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(keyline.opacity(0.6), lineWidth: 1)
            }
        }
    }
}

/// The expanded presentation's regions: leading and trailing beside the camera (wrapping below
/// it), center right below the camera, bottom under all three; inside the expanded margins.
private struct ExpandedLayout: View {
    var island: DynamicIsland

    private func region(_ position: DynamicIslandExpandedRegionPosition) -> ExpandedRegion? {
        island.expandedRegions.last { $0.position == position }
    }

    var body: some View {
        VStack(spacing: 4) {
            HStack(alignment: .top, spacing: 8) {
                if let leading = region(.leading) {
                    leading.view.frame(maxWidth: .infinity, alignment: .leading).layoutPriority(leading.priority)
                } else {
                    Spacer(minLength: 0)
                }
                if let center = region(.center) {
                    center.view
                        .padding(.top, ActivityPresentation.islandHeight - 12)
                        .frame(minWidth: ActivityPresentation.cameraWidth - 16)
                        .layoutPriority(center.priority)
                } else {
                    Color.clear.frame(width: ActivityPresentation.cameraWidth - 16, height: 0)
                }
                if let trailing = region(.trailing) {
                    trailing.view.frame(maxWidth: .infinity, alignment: .trailing).layoutPriority(trailing.priority)
                } else {
                    Spacer(minLength: 0)
                }
            }
            if let bottom = region(.bottom) {
                bottom.view.frame(maxWidth: .infinity)
            }
        }
        .padding(island.contentMargins(for: .expanded))
    }
}
