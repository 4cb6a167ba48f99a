//  EnvironmentValues.swift — SwiftUI (Glimpse)
//  Status: Complete for the values widgets read
//  Behaviour: Apple SwiftUI "EnvironmentValues", "EnvironmentKey", "Environment".

public import Foundation
import GlimpseArchive

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The values a view inherits from its place in the tree.
///
/// Glimpse stores the values of its own engine in fields and keys of widgets in a dictionary.
// @unchecked Sendable: values are copied per subtree and only read while one layout runs.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    private var custom: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// Reads or writes the value for `key`; unset keys read `K.defaultValue`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap the stored `Any` first: casting a missing entry to an optional `K.Value`
            // would succeed as nil and hide a non-nil default.
            guard let stored = custom[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    // MARK: - Values Apple documents

    public var colorScheme: ColorScheme = .light
    /// Pixels per point: 3 on current iPhones.
    public var displayScale: CGFloat = 3
    /// The process's locale, or en_US where it names no language (`LANG=C.UTF-8`: DefaultLocale).
    public var locale: Locale = DefaultLocale.widget
    public var calendar: Calendar = .current
    public var timeZone: TimeZone = .current
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var redactionReasons: RedactionReasons = []
    public var layoutDirection: LayoutDirection = .leftToRight
    public var isLuminanceReduced: Bool = false
    public var font: Font? = nil
    public var lineLimit: Int? = nil
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    public var minimumScaleFactor: CGFloat = 1
    public var textCase: Text.Case? = nil
    /// Extra space between lines of text, points (`lineSpacing(_:)`; Apple SwiftUI
    /// "EnvironmentValues.lineSpacing").
    public var lineSpacing: CGFloat = 0
    /// The shape bordered buttons draw behind their labels (`buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape = .automatic
    /// The size of controls (`controlSize(_:)`); Glimpse draws every size as `.regular`.
    public var controlSize: ControlSize = .regular
    /// The style `.background` resolves to (`backgroundStyle(_:)`); nil is the system background.
    public var backgroundStyle: AnyShapeStyle? = nil
    /// Whether text may tighten its letter spacing before truncating (`allowsTightening(_:)`).
    /// Kept for views that read it; Glimpse's text truncates as it would without it.
    public var allowsTightening: Bool = false
    public var isEnabled: Bool = true
    public var pixelLength: CGFloat { 1 / displayScale }

    // MARK: - Engine values

    /// `foregroundStyle`/`foregroundColor` of the subtree; nil means `.primary`.
    var foregroundStyle: AnyShapeStyle? = nil
    /// `.tint`; nil means the accent colour.
    var tint: AnyShapeStyle? = nil
    /// `fontWeight`, `bold()` applied to the whole subtree.
    var fontWeight: Font.Weight? = nil
    var italic: Bool = false
    var monospacedDigit: Bool = false
    /// `fontDesign(_:)` of the subtree: the design of fonts that name none.
    var fontDesign: Font.Design? = nil
    /// `tracking(_:)`/`kerning(_:)` of the subtree, points, for text that sets none itself.
    var tracking: CGFloat? = nil
    /// `lineLimit(_:reservesSpace:)`, `lineLimit(2...)`: lines of height text keeps even when
    /// it needs fewer.
    var reservedLines: Int = 0
    /// `underline(_:pattern:color:)`, `strikethrough(…)` and `monospaced(_:)` on a view.
    var underline = false
    var strikethrough = false
    var monospaced = false
    /// `defaultAppStorage(_:)`: the store `@AppStorage` reads when it names none.
    var defaultAppStorage: UserDefaults? = nil
    /// Platform defaults: `"iOS"` or `"watchOS"`.
    package var platform: String = "iOS"
    /// Inside `GeometryReader`/`Spacer` orientation bookkeeping: the enclosing stack axis.
    var stackAxis: Axis? = nil
    /// The instant the view is laid out for: the timeline entry's date (live dates reserve
    /// their width for the value at this instant). nil means now.
    package var timelineDate: Date? = nil
    /// `Image.widgetAccentedRenderingMode(_:)` for images in this subtree (the archive's
    /// `accentedMode` names); nil draws them in the primary colour in accented mode.
    package var imageAccentedMode: String? = nil
    /// Whether the widget is laid out for accented rendering (WidgetKit's `widgetRenderingMode`
    /// sets it), where every colour becomes its group's and only alpha tells shapes apart: the
    /// built-in prominent button then cuts its label out of its fill.
    package var isAccentedRendering = false
    /// Where the place draws `widgetLabel` (the host's `RenderEnvironment.widgetLabel`); nil
    /// where labels are not shown.
    package var widgetLabelCurve: LabelCurve? = nil
    /// The nearest container shape (the widget's rounded rectangle), for `ContainerRelativeShape`.
    var containerShape: ContainerShapeInfo? = nil
    /// The root container's size inside its margins (a widget's content area), points, for
    /// `containerRelativeFrame`; nil outside a root layout.
    var containerContentSize: CGSize? = nil

    /// The environment of the body being evaluated on this task, if any.
    @TaskLocal static var current: EnvironmentValues?

    public var description: String { "EnvironmentValues(colorScheme: \(colorScheme), scale: \(displayScale))" }
}

/// A container's frame (absolute points) and corner radius (points).
struct ContainerShapeInfo: Hashable, Sendable {
    var frame: CGRect
    var cornerRadius: CGFloat
    /// The shape `containerShape(_:)` set; nil is a rounded rectangle of `cornerRadius`.
    var shape: ContainerShapeBox? = nil
}

/// Reads a value from the view's environment: `@Environment(\.colorScheme) var scheme`.
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }

    /// Reads with `read` (an observable object's slot: Environment+Observable.swift).
    init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }

    /// The value at the view's place in the tree, or the default outside a body evaluation.
    public var wrappedValue: Value { read(EnvironmentValues.current ?? EnvironmentValues()) }
}

/// The colour scheme of the place a widget is shown in.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// Left-to-right or right-to-left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// How lines of multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// Reasons to draw a view redacted (Apple SwiftUI "RedactionReasons").
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The Dynamic Type sizes, xSmall to accessibility5 (Apple SwiftUI "DynamicTypeSize").
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
