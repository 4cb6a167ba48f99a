//  FakeTimelineSource.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: an in-process timeline provider for host and simulator tests: answers from a
//  closure, counts calls and sessions, starts no process.

import Foundation
import GlimpseArchive

@testable import GlimpseHost

/// A `TimelineSource` answering from a closure.
final class FakeTimelineSource: TimelineSource, @unchecked Sendable {
    // @unchecked Sendable: `calls` and `sessions` are guarded by `lock`.
    typealias Answer = @Sendable (TimelineRequest, Int) -> Result<FetchedTimeline, HostError>
    private let lock = NSLock()
    private let answer: Answer
    private var requestsSeen: [TimelineRequest] = []
    private var sessionSizes: [Int] = []
    private var placeholdersAsked: [TimelineRequest] = []
    /// Answers placeholder requests; nil: the source has no placeholders.
    private let placeholder: (@Sendable (TimelineRequest) -> Result<ArchivedEntry, HostError>)?

    /// - Parameters:
    ///   - placeholder: Answers placeholder requests; nil (the default) has none.
    ///   - answer: Called with each request and its 0-based index among all requests.
    init(
        placeholder: (@Sendable (TimelineRequest) -> Result<ArchivedEntry, HostError>)? = nil,
        _ answer: @escaping Answer
    ) {
        self.placeholder = placeholder
        self.answer = answer
    }

    /// One entry at the request's time, then `.after(time + interval)`.
    static func every(_ interval: TimeInterval) -> FakeTimelineSource {
        FakeTimelineSource { request, _ in
            .success(
                FetchedTimeline(
                    entries: [entry(at: request.time)], policy: .after(request.time.addingTimeInterval(interval))))
        }
    }

    var requests: [TimelineRequest] { lock.withLock { requestsSeen } }
    var placeholderRequests: [TimelineRequest] { lock.withLock { placeholdersAsked } }
    var sessions: [Int] { lock.withLock { sessionSizes } }

    func timelines(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<FetchedTimeline, HostError>]
    {
        let start = lock.withLock {
            defer {
                requestsSeen += requests
                sessionSizes.append(requests.count)
            }
            return requestsSeen.count
        }
        return requests.enumerated().map { answer($0.element, start + $0.offset) }
    }

    func placeholders(bundle: String, requests: [TimelineRequest], timeout: TimeInterval)
        -> [Result<ArchivedEntry, HostError>]
    {
        guard let placeholder else { return [] }
        lock.withLock { placeholdersAsked += requests }
        return requests.map(placeholder)
    }

    /// The archive `entry(at:)` carries without a timer.
    static let archive = entry(at: .testStart).archives[0]

    /// An entry at `date` with one small archive (optionally with a live timer).
    static func entry(at date: Date, timer: Date? = nil) -> ArchivedEntry {
        var run = TextRun(
            text: "0:00", font: FontDescriptor(family: "Inter", size: 17), paint: .color(RGBA(0, 0, 0)),
            x: 0, width: 40)
        run.live = timer.map { LiveDate(style: .timer, date: $0) }
        let text = TextItem(
            frame: Rect(x: 0, y: 0, width: 40, height: 20), lines: [TextLine(baseline: 16, runs: [run])],
            lineHeight: 20)
        let archive = WidgetArchive(
            size: Size(width: 158, height: 158),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: 158, height: 158), children: [.text(text)])))
        return ArchivedEntry(date: date, archives: [archive])
    }
}

extension Date {
    /// 2024-06-01 00:00:00 UTC, the tests' usual start.
    static let testStart = Date(timeIntervalSince1970: 1_717_200_000)
}

/// Collects a host's events for assertions.
final class EventLog: @unchecked Sendable {
    // @unchecked Sendable: `events` is guarded by `lock`.
    private let lock = NSLock()
    private var events: [HostEvent] = []

    /// Starts collecting `host`'s events.
    init(_ host: WidgetHost) {
        host.observer = { [weak self] event in self?.lock.withLock { self?.events.append(event) } }
    }

    /// The ledger rows seen, in order.
    var reloads: [LedgerEntry] {
        lock.withLock { events.compactMap { if case .reload(let row) = $0 { row } else { nil } } }
    }

    /// The warning codes seen, in order.
    var warnings: [String] {
        lock.withLock { events.compactMap { if case .warning(let w) = $0 { w.code } else { nil } } }
    }
}
