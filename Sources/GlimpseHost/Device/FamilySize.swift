//  FamilySize.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: HIG "Widgets — iPadOS dimensions" (reference widgetkit.md §4.3): iPadOS lays a
//  widget out at its "canvas" size and shows it scaled to its "device" size. Every other
//  device shows the canvas as it is.

public import GlimpseArchive

/// The size of one widget family in one place on one device, in points.
public struct FamilySize: Hashable, Sendable, CustomStringConvertible {
    /// The size the extension lays the widget out at (`displaySize` of the request, the
    /// archive's `size`).
    public var canvas: Size
    /// The size the widget occupies on screen. Equal to `canvas` except on iPad, where the
    /// system scales the canvas down (e.g. 141×141 → 120×120 pt on a 768×1024 iPad).
    public var device: Size

    /// - Parameters:
    ///   - canvas: layout size in points.
    ///   - device: on-screen size in points; `nil` means the same as `canvas`.
    public init(_ canvas: Size, device: Size? = nil) {
        self.canvas = canvas
        self.device = device ?? canvas
    }

    /// - Parameters:
    ///   - width: canvas width in points.
    ///   - height: canvas height in points.
    public init(_ width: Double, _ height: Double) {
        self.init(Size(width: width, height: height))
    }

    /// Whether the system scales the canvas to show it (iPad).
    public var isScaled: Bool { canvas != device }

    /// On-screen points per canvas point: `device.width / canvas.width` (1 when not scaled,
    /// about 0.85 on iPads).
    public var deviceScaleFactor: Double { canvas.width > 0 ? device.width / canvas.width : 1 }

    /// `158×158`, or `141×141 → 120×120` when scaled; halves are kept (`305.5×141`).
    public var description: String {
        isScaled ? "\(Self.format(canvas)) → \(Self.format(device))" : Self.format(canvas)
    }

    /// `338×158`, `305.5×141`: a size in points as tools print it, whole numbers without a
    /// fraction.
    public static func format(_ size: Size) -> String { "\(format(size.width))×\(format(size.height))" }

    /// `158`, `23.5`: a number of points as tools print it.
    public static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
