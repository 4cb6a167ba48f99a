//  LintSubject.swift — GlimpseLint (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": what `glimpse lint` collected
//  from a bundle through the host, per widget and family, for the rules to read. The rules are
//  pure functions of it, so they are tested without a bundle.

public import Foundation
public import GlimpseArchive

/// One widget of a bundle as the checker saw it.
public struct LintWidget: Sendable {
    /// What `describe` reported.
    public var description: WidgetDescription
    /// One per family checked, in the widget's order.
    public var families: [LintFamily]
    /// The 24-hour reload forecast of the widget (its first family); nil when not run.
    public var forecast: LintForecast?

    public init(description: WidgetDescription, families: [LintFamily], forecast: LintForecast? = nil) {
        self.description = description
        self.families = families
        self.forecast = forecast
    }
}

/// A failed request: which method, the host's error code and message.
public struct LintFailure: Hashable, Sendable {
    /// `placeholder`, `snapshot`, `timeline` or `forecast`.
    public var method: String
    /// A `HostError` code name (`timeout`, `bundleCrashed`, `providerFailed`…).
    public var code: String
    public var message: String
    public init(method: String, code: String, message: String) {
        self.method = method
        self.code = code
        self.message = message
    }
}

/// One family of one widget: what the placeholder, snapshot and timeline requests returned.
public struct LintFamily: Sendable {
    /// A `WidgetFamily` name.
    public var family: String
    /// The canvas the widget was laid out at, points.
    public var canvas: Size
    /// The place's content margins, points (zero for accessories); the widget's
    /// `contentMarginsDisabled` is in `LintWidget.description`.
    public var margins: (top: Double, leading: Double, bottom: Double, trailing: Double)
    /// `"iOS"` or `"watchOS"`.
    public var platform: String
    /// The Dynamic Type size the widget was laid out at (`accessibility3`); nil for the bundle's
    /// own default.
    public var dynamicTypeSize: String?
    public var placeholder: WidgetArchive?
    public var snapshot: WidgetArchive?
    /// The timeline's entries as they came, each with its date.
    public var entries: [(date: Date, archive: WidgetArchive)]
    public var policy: ReloadPolicy?
    /// When the timeline was asked for (the bundle's clock if it said, else the host's).
    public var requested: Date
    /// Real seconds `getTimeline` took; nil if it failed.
    public var timelineSeconds: Double?
    public var failures: [LintFailure]

    public init(
        family: String, canvas: Size, margins: (top: Double, leading: Double, bottom: Double, trailing: Double),
        platform: String = "iOS", placeholder: WidgetArchive? = nil, snapshot: WidgetArchive? = nil,
        entries: [(date: Date, archive: WidgetArchive)] = [], policy: ReloadPolicy? = nil,
        requested: Date = Date(timeIntervalSince1970: 0), timelineSeconds: Double? = nil,
        failures: [LintFailure] = []
    ) {
        self.family = family
        self.canvas = canvas
        self.margins = margins
        self.platform = platform
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.entries = entries
        self.policy = policy
        self.requested = requested
        self.timelineSeconds = timelineSeconds
        self.failures = failures
    }

    /// Every archive with its name for findings: `placeholder`, `snapshot`, `timeline-<n>`.
    public var namedArchives: [(name: String, archive: WidgetArchive)] {
        var named: [(String, WidgetArchive)] = []
        if let placeholder { named.append(("placeholder", placeholder)) }
        if let snapshot { named.append(("snapshot", snapshot)) }
        for (index, entry) in entries.enumerated() { named.append(("timeline-\(index)", entry.archive)) }
        return named
    }
}

/// What 24 hours of the widget's own reload policy do to its budget (`glimpse simulate`'s
/// replay, always viewed, never in the foreground).
public struct LintForecast: Hashable, Sendable {
    /// Charged reloads per window (72 by default).
    public var budgetLimit: Int
    /// Reloads granted and charged in the 24 hours.
    public var chargedReloads: Int
    /// Reloads the budget refused.
    public var refusedReloads: Int
    /// Simulated seconds from the start to the first refusal; nil if none.
    public var firstRefusalAfter: TimeInterval?

    public init(budgetLimit: Int, chargedReloads: Int, refusedReloads: Int, firstRefusalAfter: TimeInterval? = nil) {
        self.budgetLimit = budgetLimit
        self.chargedReloads = chargedReloads
        self.refusedReloads = refusedReloads
        self.firstRefusalAfter = firstRefusalAfter
    }
}
