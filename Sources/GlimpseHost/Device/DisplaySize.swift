//  DisplaySize.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: a bare display's size in pixels, as `--display WIDTHxHEIGHT` writes it and as a
//  display surface's device is named (`display-1920x1080`). The bounds are Glimpse's choice: at
//  least 64 px a side (the smallest that holds a small widget legibly), at most 8192 (an 8K
//  panel; Cairo's limit is 32767, and a frame of 8192² is 256 MB of RGBA).

/// The size of a bare display, in whole pixels.
public struct DisplaySize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// The sides a display may have, pixels.
    public static let sides = 64...8192

    /// A wall dashboard's usual panel (1080p), the size a display surface starts with.
    public static let standard = DisplaySize(width: 1920, height: 1080)!

    /// A display `width` × `height` pixels, or nil when a side is outside `sides`.
    public init?(width: Int, height: Int) {
        guard Self.sides.contains(width), Self.sides.contains(height) else { return nil }
        self.width = width
        self.height = height
    }

    /// `"1920x1080"` (or `1920×1080`, `1920X1080`), or nil for anything else or a side outside
    /// `sides`.
    public init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let width = Int(parts[0]), let height = Int(parts[1])
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `"1920x1080"`.
    public var description: String { "\(width)x\(height)" }

    /// The name of the device that is this display: `"display-1920x1080"`.
    public var deviceName: String { "display-\(self)" }

    /// The display a device name names (`"display-1920x1080"`), or nil.
    public init?(deviceName: String) {
        guard deviceName.hasPrefix("display-") else { return nil }
        self.init(parsing: String(deviceName.dropFirst("display-".count)))
    }
}
