//  AppDependency.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "AppDependency" (`@Dependency var store: Store` in an intent or an
//  entity query): the value `AppDependencyManager` holds for the property's type and key. Reading
//  one nobody registered traps, as on iOS, with a message naming the type and the fix; a
//  `default:` stands in instead. Async providers are run before an intent's `perform()`
//  (`AppDependencies.resolve(in:)`, called by IntentPerformer), since the property is read synchronously.

/// A value the app registered with `AppDependencyManager`, read by type (and key).
///
/// Source: Apple AppIntents "AppDependency".
// @unchecked Sendable: `fallback` is set once in `init`, and `Value` is Sendable.
@propertyWrapper
public final class AppDependency<Value: Sendable>: @unchecked Sendable {
    private let key: AnyHashable?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () -> Value)?

    /// Reads the dependency of the property's type registered under `key` with `manager`.
    public init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.key = key
        self.manager = manager
        self.fallback = nil
    }

    /// As `init(key:manager:)`, with a value for when none is registered.
    public init(
        key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
        default defaultValue: @autoclosure @escaping @Sendable () -> Value
    ) {
        self.key = key
        self.manager = manager
        self.fallback = defaultValue
    }

    /// The registered value (made on first use), else the `default:`.
    ///
    /// Traps when neither exists, naming the type: register it first with
    /// `AppDependencyManager.shared.add(dependency:)`.
    public var wrappedValue: Value {
        switch manager.value(Value.self, key: key) {
        case .value(let value): return value
        case .needsAwait:
            fatalError(
                "@Dependency \(Value.self)\(keyText) was registered with an async provider and read before it ran; "
                    + "Glimpse runs those before an intent's perform(): read it there, or register it with "
                    + "add(dependency: value)")
        case .missing:
            if let fallback { return fallback() }
            fatalError(
                "@Dependency \(Value.self)\(keyText) was read before it was registered; call "
                    + "AppDependencyManager.shared.add(dependency:) when the app or extension starts, or give "
                    + "@Dependency a default:")
        }
    }

    /// The dependency itself.
    public var projectedValue: AppDependency<Value> { self }

    private var keyText: String { key.map { " (key \($0))" } ?? "" }

}

/// Runs what `@Dependency` properties need before they are read.
enum AppDependencies {
    /// Runs the async providers of every `@Dependency` of `owner` (an intent) not run yet.
    ///
    /// - Throws: What a provider threw.
    static func resolve(in owner: Any) async throws {
        for child in Mirror(reflecting: owner).children {
            if let dependency = child.value as? any ResolvableDependency { try await dependency.resolve() }
        }
    }
}

/// A `@Dependency` whose provider may need awaiting.
protocol ResolvableDependency {
    func resolve() async throws
}

extension AppDependency: ResolvableDependency {
    func resolve() async throws { _ = try await manager.resolvedValue(Value.self, key: key) }
}

extension AppIntent {
    /// `@Dependency` inside an intent.
    public typealias Dependency = AppDependency
}

extension EntityQuery {
    /// `@Dependency` inside an entity query.
    public typealias Dependency = AppDependency
}

extension DynamicOptionsProvider {
    /// `@Dependency` inside an options provider.
    public typealias Dependency = AppDependency
}
