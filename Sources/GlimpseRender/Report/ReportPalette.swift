//  ReportPalette.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: the colours of the report pictures, from iOS's light-mode system colours so the
//  meaning reads the way it does on a phone (blue: the budget, green: free, red: refused,
//  orange: stale).

public import GlimpseArchive

/// Colours of the filmstrip and budget plot.
public enum ReportPalette {
    /// The page behind everything: #F2F2F7 (systemGroupedBackground).
    public static let page = RGBA(242 / 255, 242 / 255, 247 / 255)
    /// Plot and card backgrounds: white.
    public static let card = RGBA.white
    /// Primary text: #1D1D1F.
    public static let ink = RGBA(29 / 255, 29 / 255, 31 / 255)
    /// Secondary text: #6E6E73.
    public static let secondary = RGBA(110 / 255, 110 / 255, 115 / 255)
    /// Grid lines and hairlines: #D1D1D6 (systemGray4).
    public static let grid = RGBA(209 / 255, 209 / 255, 214 / 255)
    /// The budget line and charged reloads: #007AFF (systemBlue).
    public static let budget = RGBA(0, 122 / 255, 1)
    /// Free reloads: #34C759 (systemGreen).
    public static let free = RGBA(52 / 255, 199 / 255, 89 / 255)
    /// Refused reloads: #FF3B30 (systemRed).
    public static let refused = RGBA(1, 59 / 255, 48 / 255)
    /// Stale frames and spans: #FF9500 (systemOrange). Tests look for this exact colour.
    public static let stale = RGBA(1, 149 / 255, 0)
    /// Behind accessory (Lock Screen) frames: a dark wallpaper, #2C2C3A.
    public static let lockScreen = RGBA(44 / 255, 44 / 255, 58 / 255)
}
