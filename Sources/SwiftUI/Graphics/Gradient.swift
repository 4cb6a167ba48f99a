//  Gradient.swift — SwiftUI (Glimpse)
//  Status: Complete; `colorSpace(_:)` is accepted and ignored (the renderer interpolates in
//  sRGB, SwiftUI's `.device`).
//  Behaviour: Apple SwiftUI "Gradient", "Gradient.Stop", "Gradient.ColorSpace"; as a shape
//  style (iOS 16) a gradient draws top to bottom, like `AnyGradient`.

public import Foundation
public import GlimpseArchive

/// A color gradient represented as an array of color stops, each with a location 0…1.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, 0…1.
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        /// Interpolates in the output colour space (sRGB).
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolates in a perceptual space. Glimpse draws it as `.device`.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }

    /// The array of color stops.
    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient with `colors` spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// This gradient, interpolated in `space` (iOS 16).
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// The archive's stops, colours resolved in `env`, locations sorted ascending.
    func archiveStops(in env: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolve(in: env), location: Double($0.location)) }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

extension Gradient: ShapeStyle {
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)
            ._paint(in: frame, environment: environment)
    }
}
