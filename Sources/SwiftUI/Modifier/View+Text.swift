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
    public func lineLimit(_ number: Int?) -> some View { modifyingEnvironment { $0.lineLimit = number } }

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

    /// Extra space between lines, points (accepted; not yet drawn).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

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

    /// Accepted for source compatibility.
    public func kerning(_ kerning: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// The font width for text in this view (drawn at the standard width: see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
