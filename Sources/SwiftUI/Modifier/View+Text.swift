//  View+Text.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI text environment modifiers.

public import Foundation

extension View {
    /// The default font of text in this view.
    public func font(_ font: Font?) -> some View { modifyingEnvironment { $0.font = font } }

    /// The weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { modifyingEnvironment { $0.fontWeight = weight } }

    /// Bold text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        modifyingEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    /// Italic text in this view.
    public func italic(_ isActive: Bool = true) -> some View { modifyingEnvironment { $0.italic = isActive } }

    /// Tabular digits for text in this view.
    public func monospacedDigit() -> some View { modifyingEnvironment { $0.monospacedDigit = true } }

    /// At most `number` lines of text; nil means unlimited.
    public func lineLimit(_ number: Int?) -> some View {
        modifyingEnvironment {
            $0.lineLimit = number
            $0.reservedLines = 0
        }
    }

    /// At most `limit` lines; with `reservesSpace`, the text is always `limit` lines tall, its
    /// lines at the top (Apple SwiftUI "lineLimit(_:reservesSpace:)", iOS 16).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifyingEnvironment {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// At least `limit.lowerBound` lines of height and at most `limit.upperBound` lines
    /// (Apple SwiftUI "lineLimit(_:)" with a range, iOS 16).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifyingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines of height, any number of lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifyingEnvironment {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifyingEnvironment {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = 0
        }
    }

    /// How lines of multi-line text align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifyingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// How much text may shrink (0…1) before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifyingEnvironment { $0.minimumScaleFactor = max(0.01, min(1, factor)) }
    }

    /// Where text is cut when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifyingEnvironment { $0.truncationMode = mode }
    }

    /// Upper- or lower-cases text in this view.
    public func textCase(_ textCase: Text.Case?) -> some View { modifyingEnvironment { $0.textCase = textCase } }

    /// Extra space between lines of text, points: added between two lines, not after the last
    /// (Apple SwiftUI "lineSpacing(_:)").
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifyingEnvironment { $0.lineSpacing = lineSpacing }
    }

    /// Lets text tighten its letter spacing before truncating (Apple SwiftUI
    /// "allowsTightening(_:)"). Stored in the environment; Glimpse truncates as without it.
    public func allowsTightening(_ flag: Bool) -> some View { modifyingEnvironment { $0.allowsTightening = flag } }

    /// Text size for this view and its descendants.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifyingEnvironment { $0.dynamicTypeSize = size }
    }

    /// Limits the text size of this view to `range` (e.g. `...DynamicTypeSize.xxLarge`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifyingEnvironment { env in
            let all = DynamicTypeSize.allCases
            let allowed = all.filter { range.contains($0) }
            guard let low = allowed.first, let high = allowed.last else { return }
            env.dynamicTypeSize = min(max(env.dynamicTypeSize, low), high)
        }
    }

    /// Extra space between characters of text in this view that sets none itself, points
    /// (Apple SwiftUI "kerning(_:)", iOS 16; drawn as tracking: Pango spaces letters evenly).
    public func kerning(_ kerning: CGFloat) -> some View { modifyingEnvironment { $0.tracking = kerning } }

    /// Extra space between characters of text in this view that sets none itself, points
    /// (Apple SwiftUI "tracking(_:)", iOS 16).
    public func tracking(_ tracking: CGFloat) -> some View { modifyingEnvironment { $0.tracking = tracking } }

    /// The design of fonts in this view that name none (`.system(.title)`, the default body
    /// font); a font's own design wins (Apple SwiftUI "fontDesign(_:)", iOS 16.1).
    public func fontDesign(_ design: Font.Design?) -> some View { modifyingEnvironment { $0.fontDesign = design } }

    /// The fixed-width variant of the fonts in this view (Apple SwiftUI "monospaced(_:)", iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> some View { modifyingEnvironment { $0.monospaced = isActive } }

    /// A line under the text in this view (Apple SwiftUI "underline(_:pattern:color:)", iOS 16);
    /// drawn solid in the text's colour.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { modifyingEnvironment { $0.underline = isActive } }

    /// A line through the text in this view (Apple SwiftUI "strikethrough(_:pattern:color:)",
    /// iOS 16); drawn solid in the text's colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    { modifyingEnvironment { $0.strikethrough = isActive } }

    /// Text at a secondary scale (iOS 17); drawn at the default scale: Apple publishes no ratio.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }

    /// Whether text can be selected; a widget's text never is, so it draws unchanged.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// VoiceOver spells the text out; no effect on drawing.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// The font width for text in this view (drawn at the standard width: see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}

/// Whether text can be selected (Apple SwiftUI "TextSelectability").
public protocol TextSelectability {
    /// Whether the text is selectable.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that is not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
