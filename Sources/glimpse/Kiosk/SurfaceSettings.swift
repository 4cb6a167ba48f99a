//  SurfaceSettings.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: how `glimpse host` sets up the bare display surface: `--display WIDTHxHEIGHT`
//  (pixels, DisplaySize), `--background #RRGGBB`, `--appearance light|dark`, and on the display
//  `--scale` as pixels per widget point (SurfaceLayout+Display); checked before anything is stored
//  or started (STYLE R18: one line naming the flag and the fix, status 64). The host stores them
//  with the surface; a viewer, which writes nothing, applies them to its own picture.

import GlimpseDisplay
import GlimpseHost

/// The surface settings a `glimpse host` command line gives.
struct SurfaceSettings: Equatable, Sendable {
    var display: DisplaySize?
    /// `#RRGGBB`, upper case.
    var background: String?
    /// `light` or `dark`.
    var appearance: String?
    /// Pixels per widget point on the display.
    var displayScale: Double?

    /// Whether the command line sets anything.
    var isEmpty: Bool { self == SurfaceSettings() }

    /// The settings of `parsed`.
    /// - Throws: `UsageError` for a size, colour, appearance or scale that is none, and for
    ///   display settings without `--surface display`.
    static func parse(_ parsed: ArgumentParser.Result) throws -> SurfaceSettings {
        var settings = SurfaceSettings()
        let surface = parsed.value("surface").map(PlaceName.init(rawValue:))
        let onDisplay = surface == .display
        for flag in ["display", "background"] where parsed.value(flag) != nil && !onDisplay {
            throw UsageError("--\(flag) sets up the bare display; pass --surface display with it")
        }
        if let text = parsed.value("display") {
            guard let size = DisplaySize(parsing: text) else {
                throw UsageError(
                    "'\(text)' is not a display size for --display; use WIDTHxHEIGHT in pixels, each side "
                        + "\(DisplaySize.sides.lowerBound)…\(DisplaySize.sides.upperBound) (e.g. 1920x1080, 800x480)")
            }
            settings.display = size
        }
        if let text = parsed.value("background") {
            guard DisplayComposer.color(text) != nil else {
                throw UsageError("'\(text)' is not a colour for --background; use #RRGGBB (e.g. #000000, #F2F2F7)")
            }
            settings.background = text.uppercased()
        }
        if let text = parsed.value("appearance") {
            guard text == "light" || text == "dark" else {
                throw UsageError("'\(text)' is not an appearance for --appearance; use light or dark")
            }
            guard surface != nil else {
                throw UsageError("--appearance sets a surface's; pass --surface <name> with it")
            }
            settings.appearance = text
        }
        if onDisplay, let text = parsed.value("scale") {
            let scales = 0.25...16.0
            guard let value = Double(text), scales.contains(value) else {
                throw UsageError(
                    "'\(text)' is not a widget scale for the display; use 0.25…16 pixels per point, or leave "
                        + "--scale out to fill the display")
            }
            settings.displayScale = value
        }
        return settings
    }

    /// `surface` with these settings applied (the display's size is its device).
    func apply(to surface: Surface) -> Surface {
        var surface = surface
        if let display { surface.device = display.deviceName }
        if let background { surface.state.background = background }
        if let appearance { surface.state.colorScheme = appearance }
        if let displayScale { surface.state.displayScale = displayScale }
        return surface
    }
}
