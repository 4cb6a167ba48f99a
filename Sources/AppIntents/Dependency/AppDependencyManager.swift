//  AppDependencyManager.swift — AppIntents (Glimpse)
//  Status: Complete for registering and resolving dependencies by type and key
//  Behaviour: Apple AppIntents "AppDependencyManager" (iOS 16): an app registers the objects its
//  intents and queries need (`AppDependencyManager.shared.add(dependency: Store())`) and they
//  read them with `@Dependency`. A provider runs once, on first use, and its value is kept
//  (Apple evaluates the autoclosure lazily). Dependencies are found by their type and an
//  optional key; adding again for the same type and key replaces the provider.

import Foundation

/// Registers the objects an app's intents and queries need, for `@Dependency` to find.
///
/// Source: Apple AppIntents "AppDependencyManager".
// @unchecked Sendable: `entries` is only touched under `lock`.
public final class AppDependencyManager: @unchecked Sendable {
    /// The manager `@Dependency` reads unless given another.
    public static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var entries: [DependencyKey: Entry] = [:]

    /// A manager of its own, for tests.
    public init() {}

    /// Registers `dependency`, made on first use.
    ///
    /// - Parameters:
    ///   - key: Tells apart several dependencies of one type; nil for the type's only one.
    ///   - dependency: Makes the value, once.
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @autoclosure @escaping @Sendable () -> Dependency
    ) {
        set(Entry(make: .now(dependency)), Dependency.self, key)
    }

    /// Registers a dependency made by an async, throwing function, run once before the first
    /// `perform()` of an intent that reads it (Glimpse: `AppDependencies.resolve(in:)`).
    public func add<Dependency: Sendable>(
        key: AnyHashable? = nil, dependency: @escaping @Sendable () async throws -> Dependency
    ) {
        set(Entry(make: .later(dependency)), Dependency.self, key)
    }

    private func set<Dependency>(_ entry: Entry, _ type: Dependency.Type, _ key: AnyHashable?) {
        lock.withLock { entries[DependencyKey(type: ObjectIdentifier(type), key: key)] = entry }
    }

    // MARK: - Engine

    /// The value registered for `type` and `key`, made now if it can be made without waiting.
    ///
    /// - Returns: `.value`, `.needsAwait` for an async provider not run yet, `.missing` when
    ///   nothing is registered.
    func value<Dependency>(_ type: Dependency.Type, key: AnyHashable?) -> Lookup<Dependency> {
        let id = DependencyKey(type: ObjectIdentifier(type), key: key)
        return lock.withLock {
            guard let entry = entries[id] else { return .missing }
            if let made = entry.value as? Dependency { return .value(made) }
            guard case .now(let make) = entry.make, let made = make() as? Dependency else { return .needsAwait }
            entries[id]?.value = made
            return .value(made)
        }
    }

    /// The value registered for `type` and `key`, running an async provider if it has not run.
    ///
    /// - Returns: The value; nil when nothing is registered.
    /// - Throws: What the provider threw.
    func resolvedValue<Dependency>(_ type: Dependency.Type, key: AnyHashable?) async throws -> Dependency? {
        switch value(type, key: key) {
        case .value(let made): return made
        case .missing: return nil
        case .needsAwait: break
        }
        let id = DependencyKey(type: ObjectIdentifier(type), key: key)
        guard case .later(let make) = lock.withLock({ entries[id]?.make }) else { return nil }
        let made = try await make()
        lock.withLock { entries[id]?.value = made }
        return made as? Dependency
    }

    enum Lookup<Dependency> {
        case value(Dependency)
        case needsAwait
        case missing
    }

    private struct DependencyKey: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private struct Entry {
        enum Make {
            case now(@Sendable () -> Any)
            case later(@Sendable () async throws -> Any)
        }
        let make: Make
        var value: Any?
    }
}
