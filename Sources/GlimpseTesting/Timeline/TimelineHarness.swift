//  TimelineHarness.swift — GlimpseTesting (Glimpse)
//  Status: Complete for TimelineProvider and AppIntentTimelineProvider; the reload budget is not
//  modelled (`glimpse simulate` does that)
//  Behaviour: issue 14 "a timeline harness": runs a provider on a simulated clock as WidgetKit
//  would — a timeline, then a reload when its policy allows (reference widgetkit.md §2.2:
//  `.atEnd` after the last entry, `.after(date)` at the date, `.never` not at all), no sooner
//  than `minimumReloadInterval` after the previous — and returns every answer. With
//  `simulatesWallClock`, `Date()` inside the provider reads the simulated time (WidgetKit's
//  `BundleClock`, as a bundle run by `glimpse simulate` sees it).

public import Foundation
import GlimpseArchive
import Synchronization
public import WidgetKit

/// Runs a widget's provider on a simulated clock.
///
/// ```swift
/// let harness = TimelineHarness(family: .systemSmall)
/// let run = await harness.run(Provider(), from: start, until: start + 3600)
/// #expect(run.reloads.count == 2)
/// #expect(run.entry(at: start + 90)?.date == start + 60)
/// ```
public struct TimelineHarness: Sendable {
    /// The context's family.
    public var family: WidgetFamily
    /// The context's display size, points; nil is the family's size on a 6.1-inch iPhone.
    public var displaySize: CGSize?
    /// The context's `isPreview`.
    public var isPreview: Bool
    /// The least time between two reloads, seconds (WidgetKit reloads a widget at most every
    /// few minutes; 300 s by default; at least 1 s).
    public var minimumReloadInterval: TimeInterval
    /// Makes `Date()` read the simulated time inside each provider call. This moves the whole
    /// process's wall clock for the call (calls from several harnesses take turns); tests that
    /// read `Date()` at the same moment in parallel see it too. False leaves the clock alone:
    /// providers then see the real time.
    public var simulatesWallClock: Bool

    public init(
        family: WidgetFamily = .systemSmall, displaySize: CGSize? = nil, isPreview: Bool = false,
        minimumReloadInterval: TimeInterval = 300, simulatesWallClock: Bool = true
    ) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        self.minimumReloadInterval = minimumReloadInterval
        self.simulatesWallClock = simulatesWallClock
    }

    /// The context providers are called with.
    public var context: TimelineProviderContext {
        TimelineProviderContext(family: family, displaySize: displaySize, isPreview: isPreview)
    }

    // MARK: - One call

    /// The provider's timeline when asked at `date`.
    public func timeline<P: TimelineProvider>(of provider: P, at date: Date) async -> Timeline<P.Entry> {
        let context = self.context
        return await atTime(date) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Unchecked<Timeline<P.Entry>>, Never>) in
                provider.getTimeline(
                    in: context, completion: assumeSendable { continuation.resume(returning: Unchecked($0)) })
            }
        }.value
    }

    /// The provider's snapshot entry when asked at `date`.
    public func snapshot<P: TimelineProvider>(of provider: P, at date: Date) async -> P.Entry {
        let context = self.context
        return await atTime(date) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Unchecked<P.Entry>, Never>) in
                provider.getSnapshot(
                    in: context, completion: assumeSendable { continuation.resume(returning: Unchecked($0)) })
            }
        }.value
    }

    /// The configured provider's timeline when asked at `date`.
    public func timeline<P: AppIntentTimelineProvider>(of provider: P, for configuration: P.Intent, at date: Date)
        async -> Timeline<P.Entry>
    {
        let context = self.context
        return await atTime(date) { Unchecked(await provider.timeline(for: configuration, in: context)) }.value
    }

    // MARK: - A run

    /// Asks `provider` for a timeline at `start`, then again whenever its policy allows, until
    /// `end` (exclusive) or `maximumReloads` answers.
    public func run<P: TimelineProvider>(
        _ provider: P, from start: Date, until end: Date, maximumReloads: Int = 100
    ) async -> TimelineRun<P.Entry> {
        await run(from: start, until: end, maximumReloads: maximumReloads) { date in
            await timeline(of: provider, at: date)
        }
    }

    /// The same for an `AppIntentTimelineProvider` with `configuration`.
    public func run<P: AppIntentTimelineProvider>(
        _ provider: P, for configuration: P.Intent, from start: Date, until end: Date, maximumReloads: Int = 100
    ) async -> TimelineRun<P.Entry> {
        await run(from: start, until: end, maximumReloads: maximumReloads) { date in
            await timeline(of: provider, for: configuration, at: date)
        }
    }

    // MARK: - Steps

    private func run<Entry: TimelineEntry>(
        from start: Date, until end: Date, maximumReloads: Int, ask: (Date) async -> Timeline<Entry>
    ) async -> TimelineRun<Entry> {
        var reloads: [TimelineRun<Entry>.Reload] = []
        var now = start
        while now < end, reloads.count < maximumReloads {
            let timeline = await ask(now)
            let next = nextReload(after: now, timeline)
            reloads.append(
                TimelineRun.Reload(date: now, entries: timeline.entries, policy: timeline.policy, nextReload: next))
            guard let next else { break }
            now = next
        }
        return TimelineRun(reloads: reloads)
    }

    /// When the policy of `timeline`, asked at `date`, lets the widget reload; nil for `.never`.
    func nextReload<Entry: TimelineEntry>(after date: Date, _ timeline: Timeline<Entry>) -> Date? {
        // Always later than `date`, so a policy dated in the past cannot reload in a loop.
        let earliest = date.addingTimeInterval(max(minimumReloadInterval, 1))
        switch timeline.policy.wireValue {
        case .never: return nil
        case .atEnd: return max(timeline.entries.map(\.date).max() ?? earliest, earliest)
        case .after(let when): return max(when, earliest)
        }
    }

    /// Runs `body` with the wall clock at `date` when `simulatesWallClock`, one call at a time.
    private func atTime<T>(_ date: Date, _ body: () async -> T) async -> T {
        guard simulatesWallClock else { return await body() }
        await WallClockGate.shared.acquire()
        _ = BundleClock.set(date)
        let result = await body()
        _ = BundleClock.set(nil)
        WallClockGate.shared.release()
        return result
    }
}

/// What a provider answered during `TimelineHarness.run`.
public struct TimelineRun<Entry: TimelineEntry> {
    /// One answer.
    public struct Reload {
        /// The simulated time the provider was asked at.
        public var date: Date
        /// The timeline's entries, in the provider's order.
        public var entries: [Entry]
        /// The timeline's reload policy.
        public var policy: TimelineReloadPolicy
        /// When the next reload happened (or would have, past the run's end); nil for `.never`.
        public var nextReload: Date?
    }

    /// The answers, in time order.
    public var reloads: [Reload]

    /// Every entry of every answer, in order.
    public var entries: [Entry] { reloads.flatMap(\.entries) }

    /// The entry a person sees at `date`: from the last answer given at or before `date`, its
    /// latest entry dated at or before `date` (else its first, as WidgetKit shows an early
    /// timeline's first entry); nil before the first answer or for an empty timeline.
    public func entry(at date: Date) -> Entry? {
        guard let reload = reloads.last(where: { $0.date <= date }) else { return nil }
        let sorted = reload.entries.sorted { $0.date < $1.date }
        return sorted.last(where: { $0.date <= date }) ?? sorted.first
    }
}

/// `body` as the `@Sendable` completion a provider takes. It only resumes a continuation, which is
/// safe from any thread; the compiler warns about the entry's metatype it would capture (SE-0470,
/// as in WidgetKit's `ErasedProvider`).
private func assumeSendable<Value>(_ body: @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
    unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
}

/// A value moved across a continuation: timelines and entries are not `Sendable`, but each is
/// made by the provider and handed over once.
struct Unchecked<Value>: @unchecked Sendable {
    // @unchecked Sendable: the value is handed from the provider's completion to the awaiting
    // harness once and never shared.
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Turns for moving the process's wall clock: one simulated call at a time.
final class WallClockGate: Sendable {
    static let shared = WallClockGate()
    private let state = Mutex<(busy: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                guard state.busy else {
                    state.busy = true
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.busy = false
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
