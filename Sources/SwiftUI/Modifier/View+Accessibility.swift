//  View+Accessibility.swift — SwiftUI (Glimpse)
//  Status: Complete for source compatibility; nothing here draws
//  Behaviour: Apple SwiftUI "View.accessibilityLabel(_:)", "accessibilityValue(_:)",
//  "accessibilityHint(_:)", "accessibilityHeading(_:)", "accessibilitySortPriority(_:)",
//  "accessibilityAction(named:_:)", "accessibilityRepresentation(representation:)",
//  "accessibilityTextContentType(_:)" and their kin. None of them changes what is drawn (Apple's
//  describe the view to VoiceOver); Glimpse keeps the label and identifier as item tags (the
//  identifier names frames for tests) and accepts the rest, so a widget's view archives
//  exactly as it would without them (View+AccessibilityTests).

import GlimpseArchive

extension View {
    /// Identifies the view for tests (`GlimpseTesting.layoutFrames`) and accessibility.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        tagged { $0.accessibilityIdentifier = identifier }
    }

    // MARK: - Label, value, hint

    /// A label for assistive technologies, kept as an item tag. Nothing is drawn.
    ///
    /// Source: Apple SwiftUI "View.accessibilityLabel(_:)".
    public func accessibilityLabel(_ label: Text) -> some View {
        tagged { $0.accessibilityLabel = label.plainText }
    }

    /// The label from a string shown as given.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        tagged { $0.accessibilityLabel = String(label) }
    }

    /// The label from a localized key (looked up like `Text`'s).
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }

    /// The current value of the element (a percentage, a count) for VoiceOver, read after its
    /// label. Nothing is drawn; Glimpse has no screen reader, so the value is accepted only.
    ///
    /// Source: Apple SwiftUI "View.accessibilityValue(_:)".
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// The value from a string shown as given (`"\(score) out of 100"`).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// The value from a localized key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { self }

    /// What happens when the element is activated, for VoiceOver ("Opens Tamago"). Nothing is
    /// drawn.
    ///
    /// Source: Apple SwiftUI "View.accessibilityHint(_:)".
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// The hint from a string shown as given.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The hint from a localized key.
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { self }

    /// Other words a person may say for the element with Voice Control.
    ///
    /// Source: Apple SwiftUI "View.accessibilityInputLabels(_:)".
    public func accessibilityInputLabels(_ labels: [Text]) -> some View { self }

    /// The input labels from strings shown as given.
    public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> some View { self }

    /// The input labels from localized keys.
    public func accessibilityInputLabels(_ keys: [LocalizedStringKey]) -> some View { self }

    // MARK: - Structure

    /// Hides the element from assistive technologies; it is still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// How the element's children combine into accessibility elements; drawing is unchanged.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds traits (header, button…) the element reports; drawing is unchanged.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits the element would otherwise report; drawing is unchanged.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Marks the element as a heading of `level` for rotor navigation.
    ///
    /// Source: Apple SwiftUI "View.accessibilityHeading(_:)".
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// The order VoiceOver reads siblings in: higher first (default 0). Drawing order is unchanged.
    ///
    /// Source: Apple SwiftUI "View.accessibilitySortPriority(_:)".
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// The kind of text the element holds (source code, a spreadsheet…), for how VoiceOver reads it.
    ///
    /// Source: Apple SwiftUI "View.accessibilityTextContentType(_:)".
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }

    /// Lets the Large Content Viewer show this element; a widget has none to show.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Replaces this element's accessibility with that of `representation` (a `Toggle` for a
    /// custom switch). What is drawn is this view; `representation` is never drawn.
    ///
    /// Source: Apple SwiftUI "View.accessibilityRepresentation(representation:)".
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Gives a group the children of `children` for accessibility; drawing is `self`'s.
    ///
    /// Source: Apple SwiftUI "View.accessibilityChildren(children:)".
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    // MARK: - Actions

    /// An action VoiceOver offers for the element. Never run in a widget: an archived view is
    /// not shown live (interaction goes through `Button(intent:)` and `Link`).
    ///
    /// Source: Apple SwiftUI "View.accessibilityAction(_:_:)".
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { self }

    /// A named custom action, from a `Text`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A named custom action, from a string shown as given.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// A named custom action, from a localized key.
    public func accessibilityAction(named key: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        self
    }

    /// Adjustable-value actions (swipe up and down in VoiceOver); never run in a widget.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    {
        self
    }
}

/// How the children of an element combine for accessibility. Accepted for source
/// compatibility; drawing is unchanged.
///
/// Source: Apple SwiftUI "AccessibilityChildBehavior".
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are hidden; the element stands alone.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// Children's labels merge into this element's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits an element reports to assistive technologies. Accepted for source compatibility.
///
/// Source: Apple SwiftUI "AccessibilityTraits".
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 0)
    public static let isButton = AccessibilityTraits(rawValue: 1 << 1)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 2)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
}

/// Heading levels for `accessibilityHeading(_:)`.
///
/// Source: Apple SwiftUI "AccessibilityHeadingLevel".
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Kinds of text content for `accessibilityTextContentType(_:)`.
///
/// Source: Apple SwiftUI "AccessibilityTextContentType".
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The kind of an accessibility action.
///
/// Source: Apple SwiftUI "AccessibilityActionKind".
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// A named kind (Apple's initialiser).
    public init(named name: Text) { self.name = name.plainText }

    init(name: String) { self.name = name }
}

/// The direction of an adjustable-value action.
///
/// Source: Apple SwiftUI "AccessibilityAdjustmentDirection".
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
