//  AppIntent.swift — AppIntents (Glimpse)
//  Status: Complete for what widgets use: title, description, openAppWhenRun, isDiscoverable,
//  init(), perform() and `@Parameter`. Apple's build-time metadata extraction has no
//  counterpart: Glimpse reads parameters at run time, by reflection (IntentParameter+Engine).
//  Behaviour: Apple AppIntents "AppIntent" (iOS 16): an action the system can run, described by
//  static metadata and `@Parameter` properties. `openAppWhenRun` is deprecated in favour of
//  `supportedModes` (iOS 26); both defaults are Apple's (false, true).

/// An action of your app the system can run: from a widget's button or toggle, Shortcuts or Siri.
///
/// Declare the values it needs as `@Parameter` properties and do the work in `perform()`.
///
/// Source: Apple AppIntents "AppIntent".
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult
    /// The type of `parameterSummary`.
    associatedtype SummaryContent: ParameterSummary = _NoParameterSummary

    /// A short title, a verb and a noun in title case ("Heal Hero").
    static var title: LocalizedStringResource { get }
    /// What the intent does, for people; nil when not given.
    ///
    /// Declare it as `IntentDescription?` for Glimpse to see it: Swift does not let a
    /// non-optional `static var description: IntentDescription` stand for this requirement, so
    /// such a declaration compiles (as on iOS, where a build tool reads it) but leaves this nil.
    static var description: IntentDescription? { get }
    /// Whether running the intent brings the app to the foreground (default false).
    /// Source: Apple "openAppWhenRun" — deprecated; use `supportedModes`.
    static var openAppWhenRun: Bool { get }
    /// Whether Shortcuts and Spotlight may offer the intent (default true).
    static var isDiscoverable: Bool { get }
    /// Whether the intent may run while the device is locked (default `.alwaysAllowed`).
    /// Source: Apple "AppIntent.authenticationPolicy".
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How a configuration UI shows the parameters: `Summary("Show \(\.$hero)")`, or a `When`
    /// that depends on their values (default: none, the parameters in declaration order).
    /// Source: Apple "AppIntent.parameterSummary".
    static var parameterSummary: SummaryContent { get }

    /// An intent whose parameters hold their defaults.
    init()

    /// Does the work, once the parameters have values.
    ///
    /// - Throws: Any error; the system reports it and the action counts as failed.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var isDiscoverable: Bool { true }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// `@Parameter` inside an intent: a value the intent needs.
    public typealias Parameter = IntentParameter
}
