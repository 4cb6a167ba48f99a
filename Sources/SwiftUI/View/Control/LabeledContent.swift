//  LabeledContent.swift — SwiftUI (Glimpse)
//  Status: Complete for the automatic style
//  Behaviour: Apple SwiftUI "LabeledContent" (iOS 16): a label and a value, drawn as iOS draws
//  them outside a form — the label leading, the value trailing in the secondary style, on one
//  row. `labeledContentStyle(.automatic)` is the only style.

import Foundation

/// A label beside its value.
///
/// Source: Apple SwiftUI "LabeledContent".
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A value built by `content`, labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A value built by `content`, labelled by a localized title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A value built by `content`, labelled by a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text value labelled by a localized title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A text value labelled by a title shown as given.
    @_disfavoredOverload
    public init<Title: StringProtocol, Value: StringProtocol>(_ title: Title, value: Value) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value written with `format`, labelled by a localized title.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    /// A value written with `format`, labelled by a title shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

/// How labeled content is drawn (Apple SwiftUI, `LabeledContentStyle`); only `.automatic`.
public struct AutomaticLabeledContentStyle: Sendable {
    public init() {}
}

extension AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// The style of the labeled content inside (only `.automatic` draws).
    public func labeledContentStyle(_ style: AutomaticLabeledContentStyle) -> some View { self }
}
