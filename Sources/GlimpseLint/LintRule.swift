//  LintRule.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": each rule has an id, a
//  severity, the fix to apply and the Apple page (documentation or HIG) it comes from.

/// How bad a finding is. `glimpse lint` exits 65 when any finding is an error.
public enum LintSeverity: String, Hashable, Codable, Sendable, Comparable {
    /// A figure well within its limit, or something the checker could not measure; never fails a run.
    case info
    /// Works, but falls short of Apple's guidance.
    case warning
    /// Broken on iOS 17 (a warning overlay, a widget that stops updating or never loads).
    case error

    private var rank: Int { self == .info ? 0 : self == .warning ? 1 : 2 }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

/// One rule of the checker.
public struct LintRule: Hashable, Codable, Sendable {
    /// Stable dotted id, e.g. `text.minimumSize`; CI filters and suppresses by it.
    public var id: String
    public var severity: LintSeverity
    /// What to change in the widget.
    public var fix: String
    /// The Apple page the rule comes from: its title and address.
    public var source: String

    public init(id: String, severity: LintSeverity, fix: String, source: String) {
        self.id = id
        self.severity = severity
        self.fix = fix
        self.source = source
    }
}

extension LintRule {
    /// Every rule, in report order.
    public static let all: [LintRule] = [
        providerFailed, displayName, description, containerBackground, minimumTextSize, clipped, outsideMargins,
        placeholderEmpty, placeholderRealData, entriesTooClose, reloadTooSoon, budgetExhausted, launcherOnly,
        slowTimeline, footprint,
    ]

    /// The rule with `id`, if any.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }

    private static let hig =
        "Human Interface Guidelines, \"Widgets\" "
        + "(https://developer.apple.com/design/human-interface-guidelines/widgets)"
    private static let keepingUpToDate =
        "WidgetKit, \"Keeping a widget up to date\" "
        + "(https://developer.apple.com/documentation/widgetkit/keeping-a-widget-up-to-date)"

    /// A request (placeholder, snapshot, timeline) failed, timed out or crashed the bundle.
    public static let providerFailed = LintRule(
        id: "provider.failed", severity: .error,
        fix: "Make placeholder(in:), getSnapshot and getTimeline always complete; on a failure return a "
            + "timeline with the last good data instead of crashing or never calling the completion.",
        source: "WidgetKit, \"TimelineProvider\" (https://developer.apple.com/documentation/widgetkit/timelineprovider)"
    )

    /// `configurationDisplayName(_:)` not set.
    public static let displayName = LintRule(
        id: "configuration.displayName", severity: .warning,
        fix: "Add .configurationDisplayName(\"…\") to the widget configuration: the gallery shows it.",
        source: "SwiftUI, WidgetConfiguration \"configurationDisplayName(_:)\" "
            + "(https://developer.apple.com/documentation/swiftui/widgetconfiguration)")

    /// `description(_:)` not set.
    public static let description = LintRule(
        id: "configuration.description", severity: .warning,
        fix: "Add .description(\"…\") to the widget configuration: the gallery shows it under the name.",
        source: "SwiftUI, WidgetConfiguration \"description(_:)\" "
            + "(https://developer.apple.com/documentation/swiftui/widgetconfiguration)")

    /// No removable container background and not marked non-removable: iOS 17 overlays a warning.
    public static let containerBackground = LintRule(
        id: "background.containerBackground", severity: .error,
        fix: "Move the widget's background into .containerBackground(for: .widget) { … } (or mark it "
            + ".containerBackgroundRemovable(false)); iOS 17 draws a warning over widgets that do neither.",
        source: "WidgetKit, \"Displaying the right widget background\" "
            + "(https://developer.apple.com/documentation/widgetkit/displaying-the-right-widget-background)")

    /// A text run smaller than 11 pt.
    public static let minimumTextSize = LintRule(
        id: "text.minimumSize", severity: .warning,
        fix: "Use a text style (.caption2 is 11 pt) or at least .system(size: 11); show less text rather than "
            + "smaller text (minimumScaleFactor included).",
        source: hig + ": keep text at 11 points or larger")

    /// Content drawn past the widget's edge, which the widget's shape clips.
    public static let clipped = LintRule(
        id: "layout.clipped", severity: .warning,
        fix: "Keep content inside the widget: remove negative padding, large offsets and frames wider than the "
            + "family's size; let text truncate or use ViewThatFits.",
        source: "WidgetKit, \"Creating views for widgets, Live Activities, and watch complications\" "
            + "(https://developer.apple.com/documentation/widgetkit/"
            + "creating-views-for-widgets-live-activities-and-watch-complications)")

    /// Content inside the widget but outside its content margins.
    public static let outsideMargins = LintRule(
        id: "layout.outsideMargins", severity: .warning,
        fix: "Keep content inside the content margins (16 pt on the Home Screen); put edge-to-edge art in "
            + ".containerBackground(for: .widget), or declare .contentMarginsDisabled() and pad with "
            + "@Environment(\\.widgetContentMargins).",
        source: "SwiftUI, \"contentMarginsDisabled()\" (https://developer.apple.com/documentation/swiftui/"
            + "widgetconfiguration/contentmarginsdisabled()); " + hig + ": margins")

    /// A placeholder that draws nothing.
    public static let placeholderEmpty = LintRule(
        id: "placeholder.empty", severity: .warning,
        fix: "Return an entry from placeholder(in:) that lays out the widget's real views with sample values; "
            + "WidgetKit redacts it.",
        source: "WidgetKit, \"placeholder(in:)\" (https://developer.apple.com/documentation/widgetkit/"
            + "timelineprovider/placeholder(in:)): \"a generic representation of your widget\"")

    /// A placeholder with the same text as the real entries.
    public static let placeholderRealData = LintRule(
        id: "placeholder.realData", severity: .warning,
        fix: "Build the placeholder from fixed sample data, synchronously, without loading the user's data.",
        source: "WidgetKit, \"placeholder(in:)\" (https://developer.apple.com/documentation/widgetkit/"
            + "timelineprovider/placeholder(in:)): \"a generic representation of your widget\"")

    /// Two timeline entries less than five minutes apart.
    public static let entriesTooClose = LintRule(
        id: "timeline.entriesTooClose", severity: .warning,
        fix: "Space entries at least 5 minutes apart; for seconds use Text(date, style: .timer), "
            + "Text(timerInterval:) or ProgressView(timerInterval:), which update without entries.",
        source: keepingUpToDate)

    /// A `.after(date)` policy less than five minutes after the request.
    public static let reloadTooSoon = LintRule(
        id: "timeline.reloadTooSoon", severity: .warning,
        fix: "Ask for the next reload at least 5 minutes ahead (.after(now + 15 min) or later); WidgetKit "
            + "will not reload sooner.",
        source: keepingUpToDate)

    /// The policy uses up the daily reload budget within 24 hours.
    public static let budgetExhausted = LintRule(
        id: "timeline.budgetExhausted", severity: .error,
        fix: "Reload less often (about 40-70 times a day, every 15-60 minutes): put more entries in each "
            + "timeline and ask for the next one with .atEnd or a later .after date.",
        source: keepingUpToDate + ": \"Plan reloads within a budget\"")

    /// The widget only opens the app: one destination and no information.
    public static let launcherOnly = LintRule(
        id: "content.launcherOnly", severity: .warning,
        fix: "Show timely information from the app in the widget; a widget that only opens the app belongs on "
            + "the Home Screen as the app icon.",
        source: hig + ": avoid creating a widget that only launches your app")

    /// `getTimeline` took longer than the budget.
    public static let slowTimeline = LintRule(
        id: "timeline.slow", severity: .warning,
        fix: "Return the timeline quickly from local data; fetch from the network in a background URLSession "
            + "(onBackgroundURLSessionEvents) and reload when it finishes.",
        source: "WidgetKit, \"Making network requests in a widget extension\" "
            + "(https://developer.apple.com/documentation/widgetkit/making-network-requests-in-a-widget-extension)")

    /// The extension's memory footprint (`Pss_Anon`) near the limit a host kills at: a warning
    /// above 80 %, an error above the limit, an info note with the figure otherwise.
    public static let footprint = LintRule(
        id: "process.footprint", severity: .warning,
        fix: "Keep the extension well under 30 MB: decode images at the size shown, keep few entries.",
        source: "the 30 MB limit is observed, not documented: developer forums thread 713561 "
            + "(https://developer.apple.com/forums/thread/713561)")
}
