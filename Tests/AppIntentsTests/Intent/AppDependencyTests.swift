//  AppDependencyTests.swift — AppIntentsTests (Glimpse)
//  `@Dependency` reads what an app registered with `AppDependencyManager`, by type and key;
//  async providers run before `perform()` (AppDependency.swift, AppDependencyManager.swift).

import Foundation
import GlimpseArchive
import Testing

@testable import AppIntents

struct AppDependencyTests {
    final class Store: Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    final class Counter: @unchecked Sendable {
        var made = 0
    }

    @Test func aDependencyIsReadByTypeAndMadeOnce() {
        let manager = AppDependencyManager()
        let counter = Counter()
        manager.add(
            dependency: {
                counter.made += 1; return Store(name: "main")
            }())
        let store = AppDependency<Store>(manager: manager)
        #expect(counter.made == 0)
        #expect(store.wrappedValue.name == "main")
        #expect(store.wrappedValue === store.wrappedValue)
        #expect(counter.made == 1)
    }

    @Test func keysTellDependenciesOfOneTypeApart() {
        let manager = AppDependencyManager()
        manager.add(dependency: Store(name: "plain"))
        manager.add(key: "archive", dependency: Store(name: "archive"))
        #expect(AppDependency<Store>(manager: manager).wrappedValue.name == "plain")
        #expect(AppDependency<Store>(key: "archive", manager: manager).wrappedValue.name == "archive")
    }

    @Test func aDefaultStandsInForAnUnregisteredDependency() {
        let manager = AppDependencyManager()
        #expect(AppDependency<Int>(manager: manager, default: 42).wrappedValue == 42)
        manager.add(dependency: 7)
        #expect(AppDependency<Int>(manager: manager, default: 42).wrappedValue == 7)
    }

    struct GreetIntent: AppIntent {
        static let title: LocalizedStringResource = "Greet"
        @Dependency(key: "greeting") var greeting: String
        func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: greeting) }
    }

    @Test @MainActor func anAsyncProviderRunsBeforePerform() async throws {
        AppDependencyManager.shared.add(key: "greeting") { () async throws -> String in "hello" }
        IntentPerformer.register(GreetIntent.self)
        let performed = try await IntentPerformer.perform(
            IntentAction(type: GreetIntent._typeName, title: "Greet", parameters: [:]))
        #expect(performed.value == .string("hello"))
    }

    @Test func readingAnUnregisteredDependencyTrapsNamingTheFix() async {
        await #expect(processExitsWith: .failure) {
            _ = AppDependency<Data>(manager: AppDependencyManager()).wrappedValue
        }
    }
}
