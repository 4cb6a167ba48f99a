//  SchemeColors.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: a colour per appearance, as iOS picks by `colorScheme`.

public import GlimpseArchive

/// One colour for the light appearance and one for the dark.
public struct SchemeColors: Hashable, Sendable {
    public var light: RGBA
    public var dark: RGBA

    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ both: RGBA) { self.init(light: both, dark: both) }

    /// The colour for `colorScheme`: `dark` for `"dark"`, `light` for anything else.
    public func color(colorScheme: String) -> RGBA { colorScheme == "dark" ? dark : light }
}
