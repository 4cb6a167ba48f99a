//  AnimationTests.swift — SwiftUITests
//  Status: Complete
//  Behaviour: Animation, Transaction, transitions, content transitions and symbol effects
//  compile in the forms widget code writes; withAnimation runs its body once and returns its
//  value; none of them changes what is drawn (the archive shows the final state).

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct AnimationTests {
    private typealias R = EffectRendering

    /// Every constructor and modifier of `Animation`, as widget and app code writes them.
    static let animations: [Animation] = [
        .default, .linear, .easeIn, .easeOut, .easeInOut, .spring, .interactiveSpring, .interpolatingSpring,
        .smooth, .snappy, .bouncy, .linear(duration: 0.2), .easeIn(duration: 0.3), .easeOut(duration: 0.3),
        .easeInOut(duration: 1), .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4), .spring(),
        .spring(response: 0.4, dampingFraction: 0.7), .spring(response: 0.3, dampingFraction: 0.6, blendDuration: 0.1),
        .spring(duration: 0.4, bounce: 0.3), .spring(.snappy), .spring(Spring(duration: 0.3, bounce: 0.1)),
        .interactiveSpring(), .interactiveSpring(response: 0.2, dampingFraction: 0.8),
        .interactiveSpring(duration: 0.2, extraBounce: 0.1),
        .interpolatingSpring(stiffness: 170, damping: 15),
        .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
        .interpolatingSpring(duration: 0.4, bounce: 0.2), .smooth(duration: 0.3),
        .smooth(duration: 0.3, extraBounce: 0.1),
        .snappy(duration: 0.2), .bouncy(duration: 0.5, extraBounce: 0.2), .bouncy(extraBounce: 0.1),
        .easeInOut.delay(0.5), .linear.speed(2), .easeIn.repeatCount(3), .easeIn.repeatCount(2, autoreverses: false),
        .linear(duration: 1).repeatForever(), .linear.repeatForever(autoreverses: false),
        .spring.logicallyComplete(after: 0.2),
    ]

    @Test func animationsAreValuesThatSayWhatWasAskedFor() {
        #expect(Animation.easeInOut(duration: 1).description == "easeInOut(duration: 1.0)")
        #expect(
            Animation.bouncy(duration: 0.5, extraBounce: 0.2).description == "bouncy(duration: 0.5, extraBounce: 0.2)")
        #expect(Animation.easeIn.delay(0.5).speed(2).description == "easeIn.delay(0.5).speed(2.0)")
        #expect(Animation.smooth != Animation.snappy)
        #expect(Set(Self.animations.map(\.description)).count > 30)
    }

    @Test func withAnimationRunsItsBodyOnceAndReturnsItsValue() throws {
        var runs = 0
        let value = withAnimation {
            runs += 1; return 42
        }
        #expect(value == 42 && runs == 1)
        withAnimation(.spring(duration: 0.3)) { runs += 1 }
        #expect(runs == 2)
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation(.easeIn) { throw Failure() } }
        let sum = withTransaction(Transaction(animation: .linear)) { 1 + 1 }
        #expect(sum == 2)
    }

    @Test func withAnimationsCompletionRunsAtOnceAfterTheBody() {
        var order: [String] = []
        withAnimation(.smooth, completionCriteria: .removed) {
            order.append("body")
        } completion: {
            order.append("completion")
        }
        #expect(order == ["body", "completion"])
    }

    @Test func animatedTransitionedAndSymbolEffectedViewsDrawAsTheyAre() {
        let value = 12
        let plain = R.archive(
            VStack {
                Text("\(value)")
                Image(systemName: "bolt.fill")
                Text("Charging")
            })
        let decorated = R.archive(
            VStack {
                Text("\(value)")
                    .contentTransition(.numericText())
                    .contentTransition(.numericText(countsDown: true))
                    .contentTransition(.numericText(value: Double(value)))
                    .animation(.smooth, value: value)
                    .animation(.spring(duration: 0.3, bounce: 0.2))
                    .transaction { $0.animation = nil }
                Image(systemName: "bolt.fill")
                    .symbolEffect(.pulse)
                    .symbolEffect(.bounce.up.byLayer, value: value)
                    .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)
                    .symbolEffect(.scale.up, isActive: false)
                    .symbolEffect(.wiggle, options: .repeat(2).speed(2), value: value)
                    .contentTransition(.symbolEffect(.replace.downUp.byLayer))
                    .contentTransition(.symbolEffect)
                    .transition(.symbolEffect(.appear))
                    .symbolEffectsRemoved()
                Text("Charging")
                    .transition(.opacity)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .transition(.asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .slide))
                    .transition(.push(from: .leading).animation(.easeOut))
                    .transition(.offset(x: 0, y: 10))
                    .transition(AnyTransition.blurReplace)
                    .contentTransition(.interpolate)
                    .contentTransition(.opacity)
                    .contentTransition(.identity)
                    .animation(.easeIn) { $0.opacity(1) }
            })
        #expect(decorated.sExpression == plain.sExpression)
    }
}
