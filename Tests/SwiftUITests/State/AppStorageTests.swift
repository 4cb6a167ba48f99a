//  AppStorageTests.swift — SwiftUITests
//  Apple SwiftUI "AppStorage", "ScaledMetric", "DynamicProperty".

import Foundation
import GlimpseTesting
import SwiftUI
import Testing

private enum Units: String { case metric, imperial }

/// A fresh suite per test, removed afterwards, so tests never see each other's values.
private func withSuite(_ body: (UserDefaults) throws -> Void) throws {
    let name = "glimpse.tests.\(UUID().uuidString)"
    let suite = try #require(UserDefaults(suiteName: name))
    defer { suite.removePersistentDomain(forName: name) }
    try body(suite)
}

struct AppStorageTests {
    @Test func aMissingKeyReadsTheInitialValueAndAWriteIsStored() throws {
        try withSuite { suite in
            let count = AppStorage(wrappedValue: 3, "count", store: suite)
            #expect(count.wrappedValue == 3)
            count.wrappedValue = 7
            #expect(suite.integer(forKey: "count") == 7)
            #expect(AppStorage(wrappedValue: 0, "count", store: suite).wrappedValue == 7)
        }
    }

    @Test func rawRepresentableValuesAreStoredAsTheirRawValue() throws {
        try withSuite { suite in
            let units = AppStorage(wrappedValue: Units.metric, "units", store: suite)
            units.projectedValue.wrappedValue = .imperial
            #expect(suite.string(forKey: "units") == "imperial")
            #expect(units.wrappedValue == .imperial)
        }
    }

    @Test func aValueOfAnotherTypeReadsAsTheInitialValue() throws {
        try withSuite { suite in
            suite.set("not a number", forKey: "count")
            #expect(AppStorage(wrappedValue: 5, "count", store: suite).wrappedValue == 5)
        }
    }

    @Test func optionalsReadNilUntilSetAndSettingNilRemovesTheKey() throws {
        try withSuite { suite in
            let name = AppStorage<String?>("name", store: suite)
            #expect(name.wrappedValue == nil)
            name.wrappedValue = "Ranger"
            #expect(suite.string(forKey: "name") == "Ranger")
            name.wrappedValue = nil
            #expect(suite.object(forKey: "name") == nil)
        }
    }

    @Test func aViewReadsItsStoreFromDefaultAppStorage() throws {
        struct Score: View {
            @AppStorage("score") var score = 0
            var body: some View { Color.red.frame(width: CGFloat(score), height: 10).accessibilityIdentifier("bar") }
        }
        try withSuite { suite in
            suite.set(42, forKey: "score")
            let frames = layoutFrames(of: Score().defaultAppStorage(suite), in: CGSize(width: 100, height: 100))
            #expect(frames["bar"]?.width == 42)
        }
    }
}

struct ScaledMetricTests {
    struct Box: View {
        @ScaledMetric var side = 20.0
        @ScaledMetric(relativeTo: .largeTitle) var title = 34.0
        var body: some View {
            VStack {
                Color.red.frame(width: side, height: side).accessibilityIdentifier("box")
                Color.blue.frame(width: title, height: 1).accessibilityIdentifier("title")
            }
        }
    }

    @Test func aMetricKeepsItsValueAtTheDefaultTypeSize() {
        let frames = layoutFrames(of: Box(), in: CGSize(width: 300, height: 300))
        #expect(frames["box"]?.width == 20)
        #expect(frames["title"]?.width == 34)
    }

    @Test func aMetricGrowsAsItsTextStyleDoes() {
        // HIG Dynamic Type sizes (iOS): Body is 17 pt at Large and 23 pt at xxxLarge; Large
        // Title is 34 pt at Large and 40 pt at xxxLarge.
        let frames = layoutFrames(of: Box().dynamicTypeSize(.xxxLarge), in: CGSize(width: 300, height: 300))
        #expect(abs((frames["box"]?.width ?? 0) - 20 * 23 / 17) < 0.34)
        #expect(abs((frames["title"]?.width ?? 0) - 40) < 0.34)
    }
}
