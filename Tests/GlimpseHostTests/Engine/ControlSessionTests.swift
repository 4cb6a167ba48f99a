//  ControlSessionTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 "Controls' lifecycle": optimistic flip while performing, the value read
//  again after the perform, revert with the error when the intent throws, last value kept
//  (marked) when a refresh fails, locked and disabled drawings, no tap while disabled.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ControlSessionTests {
    private let action = IntentAction(type: "P.ToggleTimerIntent", title: "Timer", parameters: ["value": .bool(true)])

    private func answer(isOn: Bool, disabled: Bool = false) -> ControlAnswer {
        ControlAnswer(
            kind: "Timer", template: "toggle", isOn: isOn, title: "Work", valueText: isOn ? "Running" : "Stopped",
            actionHint: "Hold to Start", disabled: disabled, action: action)
    }

    @Test func tapShowsThePerformingDrawingThenTheValueReadAgain() {
        var session = ControlSession(answer: answer(isOn: false))
        #expect(session.tapped() == action)
        #expect(session.state() == .performing)
        #expect(session.tapped() == nil)
        session.performed(.success(PerformedIntent(type: action.type)), reread: .success(answer(isOn: true)))
        #expect(session.state() == .on)
        #expect(session.error == nil)
    }

    @Test func intentThatThrowsRevertsAndSaysWhy() {
        var session = ControlSession(answer: answer(isOn: false))
        _ = session.tapped()
        session.performed(.failure(HostError(.providerFailed, "'Timer' threw: locked")), reread: nil)
        #expect(session.state() == .off)
        #expect(session.error == "'Timer' threw: locked")
    }

    @Test func failedRefreshKeepsTheLastValueMarked() {
        var session = ControlSession(answer: answer(isOn: true))
        session.refreshed(.failure(HostError(.timeout, "currentValue() did not answer in 15 s")))
        #expect(session.state() == .on)
        #expect(session.error == "currentValue() did not answer in 15 s")
        session.refreshed(.success(answer(isOn: false)))
        #expect(session.state() == .off && session.error == nil)
    }

    @Test func lockedAndDisabledControlsDrawTheirStates() {
        var session = ControlSession(answer: answer(isOn: true, disabled: true))
        #expect(session.state() == .disabled)
        #expect(session.tapped() == nil)
        session = ControlSession(answer: answer(isOn: true))
        #expect(session.state(locked: true) == .locked)
        #expect(ControlSession().state() == .off)
    }
}
