//  Color+System.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color" standard colors; values in SystemColor.swift.

import GlimpseArchive
import GlimpseResources

extension Color {
    /// A context-dependent red (iOS: 255 59 48 light, 255 69 58 dark).
    public static let red = Color(provider: .system(.red))
    public static let orange = Color(provider: .system(.orange))
    public static let yellow = Color(provider: .system(.yellow))
    public static let green = Color(provider: .system(.green))
    public static let mint = Color(provider: .system(.mint))
    public static let teal = Color(provider: .system(.teal))
    public static let cyan = Color(provider: .system(.cyan))
    /// A context-dependent blue (iOS: 0 122 255 light, 10 132 255 dark).
    public static let blue = Color(provider: .system(.blue))
    public static let indigo = Color(provider: .system(.indigo))
    public static let purple = Color(provider: .system(.purple))
    public static let pink = Color(provider: .system(.pink))
    public static let brown = Color(provider: .system(.brown))
    /// A context-dependent grey (iOS: 142 142 147 in both schemes).
    public static let gray = Color(provider: .system(.gray))
    /// Black in every scheme.
    public static let black = Color(provider: .constant(.black))
    /// White in every scheme.
    public static let white = Color(provider: .constant(.white))
    /// A colour with zero opacity.
    public static let clear = Color(provider: .constant(.clear))
    /// The colour of primary content: black in light mode, white in dark mode (UIKit `label`).
    public static let primary = Color(provider: .system(.label))
    /// The colour of secondary content (UIKit `secondaryLabel`: 60 60 67 at 60 % light,
    /// 235 235 245 at 60 % dark).
    public static let secondary = Color(provider: .system(.secondaryLabel))
    /// The app's accent colour: its `AccentColor` asset, or system blue without one.
    public static let accentColor = Color(provider: .accent)
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(provider: .system(.red)) }
    public static var orange: Color { Color(provider: .system(.orange)) }
    public static var yellow: Color { Color(provider: .system(.yellow)) }
    public static var green: Color { Color(provider: .system(.green)) }
    public static var mint: Color { Color(provider: .system(.mint)) }
    public static var teal: Color { Color(provider: .system(.teal)) }
    public static var cyan: Color { Color(provider: .system(.cyan)) }
    public static var blue: Color { Color(provider: .system(.blue)) }
    public static var indigo: Color { Color(provider: .system(.indigo)) }
    public static var purple: Color { Color(provider: .system(.purple)) }
    public static var pink: Color { Color(provider: .system(.pink)) }
    public static var brown: Color { Color(provider: .system(.brown)) }
    public static var gray: Color { Color(provider: .system(.gray)) }
    public static var black: Color { Color(provider: .constant(.black)) }
    public static var white: Color { Color(provider: .constant(.white)) }
    public static var clear: Color { Color(provider: .constant(.clear)) }
}
