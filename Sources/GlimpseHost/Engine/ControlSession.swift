//  ControlSession.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §7 "Lifecycle" and issue 12: a placed control as the host
//  shows it. It shows its last known value; a refresh that fails keeps that value and marks the
//  control with the error. A tap runs the action: a toggle shows its new state at once
//  (optimistic, the `performing` drawing), the intent runs, then the control shows the value its
//  provider answers again (`currentValue()`); an intent that throws reverts the control to the
//  state it had and marks it with why. Disabled controls do nothing on tap.

public import Foundation
public import GlimpseArchive

/// A placed control's state between the bundle's answers.
public struct ControlSession: Sendable {
    /// The last answer the bundle gave (`control`); nil before the first.
    public private(set) var answer: ControlAnswer?
    /// Why the last refresh or tap failed; nil when the last one succeeded.
    public private(set) var error: String?
    /// Whether a tap's intent is running.
    public private(set) var isPerforming = false
    /// What the last perform returned.
    public private(set) var lastPerformed: PerformedIntent?

    public init(answer: ControlAnswer? = nil) { self.answer = answer }

    /// The drawing to show (`ControlAnswer.archives` by state): `performing` while a tap's intent
    /// runs, `disabled` for a disabled template, `locked` on a locked device, else `on` or `off`.
    public func state(locked: Bool = false) -> ControlState {
        guard let answer else { return .off }
        if isPerforming { return .performing }
        if answer.disabled { return .disabled }
        if locked { return .locked }
        return answer.isOn ? .on : .off
    }

    /// Takes the bundle's answer to a refresh; a failure keeps the last value, marked.
    public mutating func refreshed(_ result: Result<ControlAnswer, HostError>) {
        switch result {
        case .success(let answer):
            self.answer = answer
            error = nil
        case .failure(let failure):
            error = failure.message
        }
    }

    /// A tap: the intent to run, or nil when the control cannot run one now (no answer yet,
    /// disabled, no action, or a tap already running).
    public mutating func tapped() -> IntentAction? {
        guard let answer, !answer.disabled, !isPerforming, let action = answer.action else { return nil }
        isPerforming = true
        return action
    }

    /// The end of a tap: what `perform()` did, and the value read again after it (nil when not
    /// asked). A failed perform reverts to the value before the tap.
    public mutating func performed(
        _ result: Result<PerformedIntent, HostError>, reread: Result<ControlAnswer, HostError>?
    ) {
        isPerforming = false
        switch result {
        case .success(let performed):
            lastPerformed = performed
            error = nil
            if let reread { refreshed(reread) }
        case .failure(let failure):
            error = failure.message
        }
    }
}

extension ExtensionProcess {
    /// Taps a placed control: runs its action in the bundle, then reads its value again.
    ///
    /// - Parameters:
    ///   - session: The control's state; updated through the tap (`tapped`, `performed`).
    ///   - configuration: The placed control's configuration (JSON text).
    ///   - places, states, environments: What to draw when its value is read again.
    ///   - date: A simulated time for the bundle's clock.
    /// - Returns: Whether an intent ran.
    @discardableResult
    public func tapControl(
        _ session: inout ControlSession, configuration: String? = nil, places: [ControlPlace]? = nil,
        states: [ControlState]? = nil, environments: [RenderEnvironment] = [RenderEnvironment()], date: Date? = nil
    ) -> Bool {
        guard let kind = session.answer?.kind, let action = session.tapped() else { return false }
        let result: Result<PerformedIntent, HostError>
        do {
            result = .success(try perform(action, kind: kind, configuration: configuration, date: date))
        } catch {
            result = .failure(error)
        }
        var reread: Result<ControlAnswer, HostError>?
        if case .success = result {
            do {
                reread = .success(
                    try control(
                        kind: kind, configuration: configuration, places: places, states: states,
                        environments: environments, date: date))
            } catch {
                reread = .failure(error)
            }
        }
        session.performed(result, reread: reread)
        return true
    }
}
