//  View+LifecycleTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: lifecycle modifiers compile in every form widget code writes and never run their
//  actions: an archived widget view is not shown live (View+Lifecycle.swift).

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

/// Counts calls from closures the modifiers must not run.
private final class Calls: @unchecked Sendable {
    // @unchecked Sendable: only touched on the test's own thread (the tasks never start).
    var count = 0
}

struct ViewLifecycleTests {
    private typealias R = EffectRendering

    /// A widget-like view using every lifecycle form.
    private struct Card: View {
        let calls: Calls
        let value: Int
        @Namespace private var namespace

        var body: some View {
            Text("\(value)")
                .onAppear { calls.count += 1 }
                .onAppear()
                .onDisappear { calls.count += 1 }
                .onChange(of: value) { new in calls.count += new }
                .onChange(of: value) { old, new in calls.count += old + new }
                .onChange(of: value, initial: true) { _, _ in calls.count += 1 }
                .onChange(of: value, initial: true) { calls.count += 1 }
                .task { calls.count += 1 }
                .task(priority: .background) { calls.count += 1 }
                .task(id: value) { calls.count += 1 }
                .task(id: value, priority: .high) { calls.count += 1 }
                .id(value)
                .matchedGeometryEffect(id: "value", in: namespace)
                .matchedGeometryEffect(id: 1, in: namespace, properties: .position, anchor: .top, isSource: false)
        }
    }

    @Test func noLifecycleActionRunsWhenTheViewIsArchived() async throws {
        let calls = Calls()
        _ = R.archive(Card(calls: calls, value: 3))
        _ = try R.pixels(Card(calls: calls, value: 4))
        await Task.yield()
        #expect(calls.count == 0)
    }

    @Test func theViewDrawsAsWithoutTheModifiers() {
        let with = R.archive(Card(calls: Calls(), value: 7))
        let without = R.archive(Text("7"))
        #expect(with.sExpression == without.sExpression)
    }

    @Test func invalidatableContentTagsItsRegionInTheArchive() {
        let archive = R.archive(
            VStack {
                Text("72°").invalidatableContent(); Text("Cupertino")
            })
        let s = archive.content.sExpression
        #expect(s.components(separatedBy: "invalidatable").count - 1 == 1, "\(s)")
    }
}
