//  Text.swift — SwiftUI (Glimpse)
//  Status: Complete for strings, keys, concatenation, styling; dates are static until live dates land
//  Behaviour: Apple SwiftUI "Text"; layout per reference swiftui-layout.md "Text".

public import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: View, Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case key(LocalizedStringKey)
        case concatenated([Text])
        case date(Date, DateStyle)
        case dateInterval(ClosedRange<Date>)
        case timerInterval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        /// `Text(_:format:)`: formatted where it is laid out.
        case formatted(FormattedValue)
    }

    /// Styling carried by the text value itself (`Text("a").bold()`).
    enum Modifier: Sendable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic(Bool)
        case monospacedDigit
        case style(AnyShapeStyle?)
        case kerning(CGFloat)
        case tracking(CGFloat)
        case underline(Bool)
        case strikethrough(Bool)
        case baselineOffset(CGFloat)
        case design(Font.Design?)
        case monospaced(Bool)
    }

    let storage: Storage
    var modifiers: [Modifier] = []

    init(storage: Storage) { self.storage = storage }

    /// Text shown as given, never localized.
    public init(verbatim content: String) { storage = .verbatim(content) }

    /// Text shown as given (a `String` variable is not looked up as a key).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Localized text from a key: looked up in `tableName` (nil: `Localizable`) of `bundle`
    /// (nil: the widget's) in the environment's locale, `.xcstrings` catalogs and
    /// `<language>.lproj/*.strings` files; interpolations fill its placeholders. A key no table
    /// has shows as written (logged once when the bundle has tables).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        var key = key
        key.tableName = tableName
        key.bundle = bundle
        storage = .key(key)
    }

    /// A date in `style` (`.date`, `.time`; `.relative`, `.offset`, `.timer` show the value at
    /// layout time until live dates are resolved by the host).
    public init(_ date: Date, style: DateStyle) { storage = .date(date, style) }

    /// A date range such as "9:30AM–2:45PM".
    public init(_ dates: ClosedRange<Date>) { storage = .dateInterval(dates) }

    /// A timer over `timerInterval` that counts down (or up), optionally frozen at `pauseTime`;
    /// resolved live by the host (reference widgetkit.md §5.4).
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        storage = .timerInterval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    }

    public var body: Never { fatalError("Text is a primitive view") }

    public static func == (a: Text, b: Text) -> Bool {
        a.storage == b.storage && a.modifiers.count == b.modifiers.count
    }

    /// Concatenates two texts; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(storage: .concatenated([lhs, rhs])) }

    /// How a date is shown.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        public static let time = DateStyle(kind: .time)
        public static let date = DateStyle(kind: .date)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// Upper or lower case for `textCase(_:)`.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension Text.Storage {
    static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.verbatim(let x), .verbatim(let y)): return x == y
        case (.key(let x), .key(let y)): return x == y
        case (.concatenated(let x), .concatenated(let y)): return x == y
        case (.date(let x, let s), .date(let y, let t)): return x == y && s == t
        case (.dateInterval(let x), .dateInterval(let y)): return x == y
        case (.formatted(let x), .formatted(let y)): return x == y
        case (.timerInterval(let x, let p, let c, let h), .timerInterval(let y, let q, let d, let i)):
            return x == y && p == q && c == d && h == i
        default: return false
        }
    }
}

extension Text: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(String(describing: storage)) }
}

// MARK: - Modifiers that return Text

extension Text {
    private func adding(_ m: Modifier) -> Text {
        var t = self
        t.modifiers.append(m)
        return t
    }
    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic(true)) }
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }
    public func foregroundColor(_ color: Color?) -> Text { adding(.style(color.map { AnyShapeStyle($0) })) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.style(AnyShapeStyle(style))) }
    /// Extra space between characters, points.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    /// Extra space between characters, points.
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
    /// A line under the text (Apple SwiftUI "underline(_:pattern:color:)"); drawn solid in the
    /// text's colour whatever `pattern` and `color` say.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding(.underline(isActive))
    }
    /// A line through the text (Apple SwiftUI "strikethrough(_:pattern:color:)"); drawn solid in
    /// the text's colour whatever `pattern` and `color` say.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
        -> Text
    { adding(.strikethrough(isActive)) }
    /// The fixed-width variant of this text's font (Apple SwiftUI "monospaced(_:)", iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }
    /// Text at a secondary scale (Apple SwiftUI "textScale(_:isEnabled:)", iOS 17); drawn at the
    /// default scale: Apple publishes no ratio.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
    /// VoiceOver spells the text out; a widget's archive has no speech, so it draws unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// VoiceOver speaks punctuation; no effect on drawing.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// VoiceOver's pitch for this text (−1…1); no effect on drawing.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// VoiceOver queues this announcement; no effect on drawing.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// How an underline or strikethrough is drawn (Apple SwiftUI "Text.LineStyle").
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a text line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Text scales (Apple SwiftUI "Text.Scale").
    public struct Scale: Hashable, Sendable {
        let secondary: Bool
        public static let `default` = Scale(secondary: false)
        public static let secondary = Scale(secondary: true)
    }
    /// Raises (positive) or lowers the text, points. Accepted; not yet drawn.
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
    /// This text in `design` where its font names none (Apple SwiftUI "fontDesign(_:)").
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    /// This text at `width` (drawn at the standard width: see `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}
