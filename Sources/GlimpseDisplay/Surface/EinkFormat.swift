//  EinkFormat.swift — GlimpseDisplay (Glimpse)
//  Status: Complete
//  Behaviour: how a kiosk writes frames for an e-ink panel (`glimpse host --eink MODE`): the
//  surface's picture dithered to the panel's greys (GlimpseRender's GrayImage, Floyd–Steinberg),
//  turned for a panel mounted sideways, as a PNG of the panel's bit depth; written no more often
//  than `minimumRefresh` (ThrottledFrameSink), since a full e-ink refresh takes seconds and
//  flashes the panel.

public import Foundation
public import GlimpseRender

/// An e-ink panel's frame format.
public struct EinkFormat: Hashable, Sendable {
    /// The panel's greys.
    public enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Black and white, 1 bit a pixel (TRMNL OG, most Waveshare panels).
        case mono
        /// Four greys, 2 bits (TRMNL OG's 2-bit mode).
        case gray4
        /// Sixteen greys, 4 bits (TRMNL V2 and X, Kindle-class panels).
        case gray16

        /// Grey levels: 2, 4 or 16.
        public var levels: Int {
            switch self {
            case .mono: return 2
            case .gray4: return 4
            case .gray16: return 16
            }
        }
    }

    public var mode: Mode
    /// Clockwise quarter turns in degrees: 0, 90, 180 or 270.
    public var rotation: Int
    /// The least time between two frames written, seconds.
    public var minimumRefresh: TimeInterval

    /// A minute: the finest change a dashboard's clock shows, and far more than a panel's full
    /// refresh (about 2 s for 1-bit, 3–15 s for greys, with a flash). Glimpse's choice.
    public static let defaultMinimumRefresh: TimeInterval = 60

    /// The rotations a panel can be mounted at.
    public static let rotations = [0, 90, 180, 270]

    public init(mode: Mode, rotation: Int = 0, minimumRefresh: TimeInterval = Self.defaultMinimumRefresh) {
        self.mode = mode
        self.rotation = rotation
        self.minimumRefresh = minimumRefresh
    }

    /// The panel's frame of `image`: dithered, turned, a greyscale PNG of the mode's bit depth.
    /// - Throws: `RenderError` `.encoding` for an empty image.
    public func frame(of image: RasterImage) throws -> Data {
        try GrayImage(dithering: image, levels: mode.levels).rotated(by: rotation).pngData(compression: .fast)
    }
}
