//  ControlHost.swift — GlimpseHost (Glimpse)
//  Status: Complete for Control Center, the Lock Screen's two controls and the Action button
//  Behaviour: reference widgetkit.md §7 "Lifecycle" and issue 12: placed controls, kept in the
//  host's store. A placed control asks its bundle for `currentValue()` and shows the last known
//  value meanwhile; a slow or failing provider keeps that value with an error mark and never
//  blocks the caller (the bundle's time limit, `providerTimeout`, ends a hang). A tap flips a
//  toggle at once (optimistic, the `performing` drawing), runs the intent, then reads the value
//  again, as do the other placed controls of its kind; a failed intent reverts and says why (in
//  the control's log and the host's).

public import Foundation
public import GlimpseArchive

/// The placed controls of a host and their state between the bundles' answers.
///
/// Work with the bundles runs through `run` (a background queue by default; tests pass a
/// closure that runs it at once), so no call here waits for a bundle.
// @unchecked Sendable: `entries` is only touched under `lock`.
public final class ControlHost: @unchecked Sendable {
    /// A placed control as front ends show it.
    public struct Shown: Sendable {
        public var control: PlacedControl
        /// Its state: last answer, last error, whether a tap runs.
        public var session: ControlSession
        /// When its last good answer came (host clock).
        public var answered: Date?
        /// Whether its value is being read again now.
        public var isRefreshing: Bool
        /// What happened to it, newest last (at most `logLimit` lines).
        public var log: [LogLine]
        /// Its ledger rows (the intents it ran), newest last (at most `logLimit`).
        public var performs: [ControlLedgerEntry]
    }

    /// One line of a control's log.
    public struct LogLine: Hashable, Codable, Sendable {
        public var time: Date
        public var message: String
        public var failed: Bool
    }

    /// Lines kept per control: 30.
    public static let logLimit = 30

    private struct Entry {
        var control: PlacedControl
        var session: ControlSession
        var answered: Date?
        var isRefreshing = false
        var log: [LogLine] = []
        var performs: [ControlLedgerEntry] = []
    }

    private let store: HostStore
    private let source: any TimelineSource
    private let clock: any HostClock
    private let timeout: @Sendable () -> TimeInterval
    private let environments: [RenderEnvironment]
    private let hostLog: @Sendable (String) -> Void
    private let run: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let lock = NSLock()
    private var entries: [Int64: Entry] = [:]
    private var changeHandler: (@Sendable (Int64) -> Void)?
    private var stopped = false

    /// Loads the placed controls and what they last showed from `store`.
    ///
    /// - Parameters:
    ///   - source: Where the bundles answer (`control`, `perform`).
    ///   - timeout: Real seconds a bundle may take for one answer (`HostSettings.providerTimeout`).
    ///   - environments: What the drawings are laid out in (Control Center is dark).
    ///   - log: The host's log (a failed tap or refresh, a control that opens its app).
    ///   - run: Runs work with the bundles off the caller's thread.
    /// - Throws: `HostError` from the store.
    public init(
        store: HostStore, source: any TimelineSource, clock: any HostClock,
        timeout: @escaping @Sendable () -> TimeInterval = { 15 },
        environments: [RenderEnvironment] = [ControlHost.environment],
        log: @escaping @Sendable (String) -> Void = { _ in },
        run: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.global().async(execute: $0)
        }
    ) throws(HostError) {
        self.store = store
        self.source = source
        self.clock = clock
        self.timeout = timeout
        self.environments = environments
        self.hostLog = log
        self.run = run
        let performs = Dictionary(grouping: try store.controlLedger(), by: \.control)
        for (control, memory) in try store.controls() {
            var session = ControlSession(answer: memory.answer)
            if let error = memory.error { session.refreshed(.failure(HostError(.providerFailed, error))) }
            entries[control.id] = Entry(
                control: control, session: session, answered: memory.answered,
                performs: Array((performs[control.id] ?? []).suffix(Self.logLimit)))
        }
    }

    /// iOS draws controls on a dark backdrop: a dark environment on iOS.
    public static var environment: RenderEnvironment {
        var environment = RenderEnvironment(colorScheme: "dark", displayScale: 3)
        environment.platform = "iOS"
        return environment
    }

    /// Called (on any thread) with a control's id whenever what it shows changes.
    public var onChange: (@Sendable (Int64) -> Void)? {
        get { lock.withLock { changeHandler } }
        set { lock.withLock { changeHandler = newValue } }
    }

    /// Starts no more work with the bundles (a host shutting down); what runs finishes.
    public func stop() { lock.withLock { stopped = true } }

    // MARK: - Reading

    /// Every placed control: Control Center's in order, then the Lock Screen's, then the Action
    /// button's.
    public var controls: [Shown] {
        let all = lock.withLock { Array(entries.values) }
        let order = Dictionary(uniqueKeysWithValues: ControlSpot.allCases.enumerated().map { ($1, $0) })
        return all.sorted {
            (order[$0.control.spot]!, $0.control.position, $0.control.id)
                < (order[$1.control.spot]!, $1.control.position, $1.control.id)
        }.map(Self.shown)
    }

    /// Control `id`, or nil.
    public func control(_ id: Int64) -> Shown? {
        lock.withLock { entries[id] }.map(Self.shown)
    }

    private static func shown(_ entry: Entry) -> Shown {
        Shown(
            control: entry.control, session: entry.session, answered: entry.answered,
            isRefreshing: entry.isRefreshing, log: entry.log, performs: entry.performs)
    }

    // MARK: - Placing

    /// Places a control and starts reading its value.
    ///
    /// - Parameters:
    ///   - place: Its drawing: one of `spot.places`.
    ///   - configuration: Its configuration intent's parameters (JSON object text).
    /// - Returns: The placed control (a one-control spot's previous control is removed).
    /// - Throws: `HostError` `.badRequest` for a place the spot does not take or a configuration
    ///   that is not a JSON object; `.storeFailed`.
    @discardableResult
    public func add(
        bundle: String, kind: String, spot: ControlSpot, place: ControlPlace, configuration: String = "{}"
    ) throws(HostError) -> PlacedControl {
        guard spot.places.contains(place) else {
            throw HostError(
                .badRequest,
                "a control in \(spot.rawValue) is drawn as \(spot.places.map(\.rawValue).joined(separator: " or ")), "
                    + "not \(place.rawValue)")
        }
        guard (try? JSONSerialization.jsonObject(with: Data(configuration.utf8))) is [String: Any] else {
            throw HostError(.badRequest, "a control's configuration is a JSON object, not '\(configuration)'")
        }
        let control = try store.addControl(
            bundle: bundle, kind: kind, spot: spot, place: place, configuration: configuration)
        let replaced = lock.withLock { () -> [Int64] in
            let old = spot.holdsOne ? entries.values.filter { $0.control.spot == spot }.map(\.control.id) : []
            for id in old { entries[id] = nil }
            entries[control.id] = Entry(control: control, session: ControlSession())
            return old
        }
        for id in replaced { notify(id) }
        note(control.id, "placed in \(spot.rawValue) as \(place.rawValue)", failed: false)
        refresh(control.id)
        return control
    }

    /// Removes control `id`.
    /// - Throws: `HostError` `.unknownInstance`; `.storeFailed`.
    public func remove(_ id: Int64) throws(HostError) {
        guard lock.withLock({ entries[id] }) != nil else { throw Self.unknown(id) }
        try store.removeControl(id)
        lock.withLock { entries[id] = nil }
        notify(id)
    }

    // MARK: - Refreshing

    /// Reads control `id`'s value again (`currentValue()`), unless a read or a tap is running.
    /// Returns at once; the control changes when the bundle answers.
    public func refresh(_ id: Int64) {
        let started = lock.withLock { () -> PlacedControl? in
            guard !stopped, var entry = entries[id], !entry.isRefreshing, !entry.session.isPerforming else {
                return nil
            }
            entry.isRefreshing = true
            entries[id] = entry
            return entry.control
        }
        guard let control = started else { return }
        notify(id)
        run { [self] in
            let result = ask(control)
            let memory = lock.withLock { () -> ControlMemory? in
                guard var entry = entries[id] else { return nil }
                entry.isRefreshing = false
                entry.session.refreshed(result)
                if case .success = result { entry.answered = clock.now }
                entries[id] = entry
                return ControlMemory(answer: entry.session.answer, answered: entry.answered, error: entry.session.error)
            }
            if case .failure(let error) = result {
                note(id, "reading its value failed: \(error.message); showing the last known value", failed: true)
            }
            if let memory { save(id, memory) }
            notify(id)
        }
    }

    /// Reads again every control of `kind` (every kind when nil) of `bundle` (its path or file name;
    /// every bundle when nil), as `ControlCenter.reloadControls(ofKind:)` and `reloadAllControls()` ask.
    /// - Returns: How many controls were asked.
    @discardableResult
    public func refreshAll(kind: String? = nil, bundle: String? = nil) -> Int {
        let ids = lock.withLock {
            entries.values.filter {
                (kind == nil || $0.control.kind == kind)
                    && (bundle == nil || $0.control.bundle == bundle || $0.control.bundleName == bundle)
            }.map(\.control.id)
        }
        for id in ids { refresh(id) }
        return ids.count
    }

    // MARK: - Tapping

    /// Taps control `id`: a toggle shows its new state at once; the intent runs off the caller's
    /// thread; then the value is read again, or, when the intent failed, the control reverts.
    ///
    /// - Returns: The intent that runs.
    /// - Throws: `HostError` `.unknownInstance`; `.badRequest` naming why nothing runs (no answer
    ///   from the bundle yet, disabled, a tap already running, an empty template).
    @discardableResult
    public func tap(_ id: Int64) throws(HostError) -> IntentAction {
        let tapped = try locked { () throws(HostError) -> (PlacedControl, IntentAction) in
            guard var entry = entries[id] else { throw Self.unknown(id) }
            guard !stopped else { throw HostError(.badRequest, "the host is stopping; control \(id) does not run") }
            guard let answer = entry.session.answer else {
                throw HostError(
                    .badRequest,
                    "control \(id) (\(entry.control.kind)) has no value from its bundle yet"
                        + (entry.session.error.map { " (\($0))" } ?? "") + "; nothing to run")
            }
            guard let action = entry.session.tapped() else {
                let why =
                    answer.disabled
                    ? "it is disabled"
                    : entry.session.isPerforming ? "its last tap is still running" : "it has no action"
                throw HostError(.badRequest, "control \(id) (\(answer.title)) does not run: \(why)")
            }
            entries[id] = entry
            return (entry.control, action)
        }
        notify(id)
        let (control, action) = tapped
        run { [self] in finishTap(control, action) }
        return action
    }

    private func finishTap(_ control: PlacedControl, _ action: IntentAction) {
        let started = ContinuousClock.now
        let time = clock.now
        let performed = source.perform(
            bundle: control.bundle,
            request: PerformRequest(
                kind: control.kind, configuration: control.configuration, intent: action, time: time),
            timeout: timeout())
        let duration = ContinuousClock.now - started
        let took = Self.seconds(duration)
        record(control, action, performed, at: time, took: duration)
        var reread: Result<ControlAnswer, HostError>?
        if case .success = performed { reread = ask(control) }
        switch performed {
        case .success(let result):
            let opens = result.opensApp ? "; opens \(control.bundleName)'s app" : ""
            let dialog = result.dialog.map { ": \"\($0)\"" } ?? ""
            note(control.id, "performed \(action.title) (\(action.type)) in \(took)\(dialog)\(opens)", failed: false)
        case .failure(let error):
            note(
                control.id, "perform \(action.title) (\(action.type)) failed after \(took): \(error.message); reverted",
                failed: true)
        }
        if case .failure(let error) = reread {
            note(control.id, "reading its value after the tap failed: \(error.message)", failed: true)
        }
        let memory = lock.withLock { () -> ControlMemory? in
            guard var entry = entries[control.id] else { return nil }
            entry.session.performed(performed, reread: reread)
            if case .success = reread { entry.answered = clock.now }
            entries[control.id] = entry
            return ControlMemory(answer: entry.session.answer, answered: entry.answered, error: entry.session.error)
        }
        if let memory { save(control.id, memory) }
        notify(control.id)
        if case .success = performed { refreshSiblings(of: control) }
    }

    /// After an intent ran, the other controls of the same kind read their value again: they
    /// show the same state (the Productivity timer in Control Center and on the Action button).
    private func refreshSiblings(of control: PlacedControl) {
        let ids = lock.withLock {
            entries.values.filter {
                $0.control.id != control.id && $0.control.kind == control.kind && $0.control.bundle == control.bundle
            }.map(\.control.id)
        }
        for id in ids { refresh(id) }
    }

    // MARK: - Steps

    /// Writes the perform's ledger row, and keeps it with the control.
    private func record(
        _ control: PlacedControl, _ action: IntentAction, _ performed: Result<PerformedIntent, HostError>,
        at time: Date, took duration: Duration
    ) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        let row: ControlLedgerEntry
        switch performed {
        case .success(let result):
            row = ControlLedgerEntry(
                control: control.id, kind: control.kind, time: time, intent: action.type, title: action.title,
                outcome: .succeeded, detail: result.dialog ?? "", duration: seconds)
        case .failure(let error):
            row = ControlLedgerEntry(
                control: control.id, kind: control.kind, time: time, intent: action.type, title: action.title,
                outcome: .failed, detail: error.message, duration: seconds)
        }
        let kept = lock.withLock { () -> Bool in
            guard var entry = entries[control.id] else { return false }
            entry.performs.append(row)
            if entry.performs.count > Self.logLimit { entry.performs.removeFirst(entry.performs.count - Self.logLimit) }
            entries[control.id] = entry
            return true
        }
        guard kept else { return }  // removed while its intent ran: its rows went with it
        do {
            try store.appendControlLedger(row)
        } catch {
            hostLog("glimpse: could not write control \(control.id)'s ledger row: \(error.message)")
        }
    }

    private func ask(_ control: PlacedControl) -> Result<ControlAnswer, HostError> {
        source.control(
            bundle: control.bundle,
            request: ControlRequest(
                kind: control.kind, configuration: control.configuration, places: [control.place],
                environments: environments, time: clock.now),
            timeout: timeout())
    }

    private func locked<T>(_ body: () throws(HostError) -> T) throws(HostError) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func save(_ id: Int64, _ memory: ControlMemory) {
        do {
            try store.saveControlMemory(id, memory)
        } catch {
            hostLog("glimpse: could not store control \(id)'s state: \(error.message)")
        }
    }

    private func note(_ id: Int64, _ message: String, failed: Bool) {
        let time = clock.now
        let kind = lock.withLock { () -> String? in
            guard var entry = entries[id] else { return nil }
            entry.log.append(LogLine(time: time, message: message, failed: failed))
            if entry.log.count > Self.logLimit { entry.log.removeFirst(entry.log.count - Self.logLimit) }
            entries[id] = entry
            return entry.control.kind
        }
        if let kind { hostLog("control \(id) (\(kind)): \(message)") }
    }

    private func notify(_ id: Int64) {
        let handler = lock.withLock { changeHandler }
        handler?(id)
    }

    private static func unknown(_ id: Int64) -> HostError {
        HostError(.unknownInstance, "no control \(id) is placed; GET /api/controls lists them")
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.3f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
    }
}
