//  RequestHandler.swift — WidgetKit (Glimpse)
//  Status: Complete for describe, placeholder, snapshot, timeline (with the instance's
//  configuration for app-intent widgets)
//  Behaviour: Docs/ExtensionProtocol.md — answers one request at a time, on the main actor;
//  providers may call their completions at once, later, or on any thread. Bad requests become
//  `ProtocolFailure` responses, never crashes.

import Dispatch
import Foundation
package import GlimpseArchive
import UIKit

/// Answers extension-protocol requests for a bundle's widgets, without any I/O.
///
/// The runtime feeds it requests read from stdin; tests call it directly.
@MainActor
package final class RequestHandler {
    /// The bundle's name, reported by `describe`.
    package let bundleName: String
    /// The bundle's widgets, in gallery order.
    package let widgets: [WidgetRecord]
    /// The bundle's controls, in declaration order.
    package let controls: [ControlRecord]
    /// The bundle's Live Activities, in declaration order.
    package let activities: [ActivityRecord]

    /// Requests waiting for a provider's completion, by token.
    private var pending: [Int: PendingRequest] = [:]
    private var nextToken = 0
    private var idleWaiters: [() -> Void] = []

    /// Where a problem that does not stop the answer goes (a configuration value that could not be
    /// used); one line each. Default: stderr, prefixed `glimpse: `, which the host keeps.
    package var warn: (String) -> Void = { message in
        FileHandle.standardError.write(Data("glimpse: \(message)\n".utf8))
    }

    /// - Parameters:
    ///   - bundleName: Reported by `describe` (the executable's name).
    ///   - widgets: The widgets; a kind declared twice answers with its first declaration.
    ///   - controls: The controls, likewise.
    ///   - activities: The Live Activities (`ActivityConfiguration`s).
    package init(
        bundleName: String, widgets: [WidgetRecord], controls: [ControlRecord] = [], activities: [ActivityRecord] = []
    ) {
        self.bundleName = bundleName
        self.widgets = widgets
        self.controls = controls
        self.activities = activities
    }

    /// A handler for the widgets and controls of `bundle`.
    package convenience init<Bundle: WidgetBundle>(bundle: Bundle, bundleName: String) {
        let body = bundle.body
        self.init(
            bundleName: bundleName, widgets: body.makeRecords(), controls: body.makeControlRecords(),
            activities: body.makeActivityRecords())
    }

    /// A handler for one control, as `@main` on a control makes.
    package convenience init<C: ControlWidget>(control: C, bundleName: String) {
        self.init(bundleName: bundleName, widgets: [], controls: control.body.makeControlRecords())
    }

    /// A handler for one widget, as `@main` on a widget makes.
    package convenience init<W: Widget>(widget: W, bundleName: String) {
        self.init(bundleName: bundleName, widgets: widget.makeRecords(), activities: widget.makeActivityRecords())
    }

    /// What `describe` answers.
    package var bundleDescription: BundleDescription {
        BundleDescription(
            bundle: bundleName, widgets: widgets.map(\.widgetDescription),
            controls: controls.isEmpty ? nil : controls.map(\.controlDescription),
            activities: activities.isEmpty ? nil : activities.map(\.activityDescription))
    }

    /// Whether no request is waiting for a provider.
    package var isIdle: Bool { pending.isEmpty && previewsDrawing == 0 && tasksRunning == 0 }

    /// `control` and `perform` requests under way (RequestHandler+Control).
    var tasksRunning = 0

    /// `preview` requests being drawn (their entries may come from an async provider).
    private var previewsDrawing = 0

    /// Runs `body` on the main actor once no request is waiting for a provider (now, if none is).
    package func whenIdle(_ body: @escaping () -> Void) {
        if isIdle { body() } else { idleWaiters.append(body) }
    }

    // MARK: - Answering

    /// Answers `request`. `reply` is called exactly once, on the main actor, possibly before this
    /// returns: with the description, the entries (one archive per requested environment) and
    /// `clock`, or a failure (`unknownKind`, `unknownFamily`, `unsupportedFamily`, `badRequest`).
    ///
    /// - Parameter clock: What the process's wall clock read when the request began (the runtime
    ///   sets it from the request's `date`, `BundleClock`); nil reads `Date()` now.
    package func handle(
        _ request: ExtensionRequest, clock: Date? = nil, reply: @escaping (ExtensionResponse) -> Void
    ) {
        let reply = { (response: ExtensionResponse) in
            reply(response)
            Self.persistDefaults()
        }
        let clock = clock ?? Date()
        // Requests answered without a widget target; the rest resolve one below.
        switch request.method {
        case .describe:
            return reply(ExtensionResponse(id: request.id, describe: bundleDescription))
        case .previews:
            return reply(ExtensionResponse(id: request.id, previews: PreviewRegistry.previews().map(\.wireDescription)))
        case .preview: return drawPreview(request, clock: clock, reply: reply)
        case .backgroundEvents: return handleBackgroundEvents(request, reply: reply)
        case .control: return answerControl(request, clock: clock, reply: reply)
        case .perform: return answerPerform(request, clock: clock, reply: reply)
        case .relevance: return answerRelevance(request, reply: reply)
        case .activity: return answerActivity(request, clock: clock, reply: reply)
        case .parameters: return answerParameters(request, reply: reply)
        default: break
        }
        let target: Target
        do {
            target = try resolve(request)
        } catch {
            reply(ExtensionResponse(id: request.id, error: error.protocolFailure))
            return
        }
        let context = TimelineProviderContext(
            family: target.family, displaySize: target.canvas, isPreview: request.isPreview ?? false,
            environments: target.environments)
        switch request.method {
        case .describe, .previews, .preview, .backgroundEvents, .control, .perform, .relevance, .activity,
            .parameters:
            return
        case .placeholder:
            let entry = target.record.provider.placeholder(context)
            reply(
                ExtensionResponse(
                    id: request.id, entries: [archive(entry, for: target, placeholder: true)], clock: clock))
        case .snapshot, .timeline:
            let token = begin(request, target, clock, reply)
            let ask = request.method == .snapshot ? target.record.provider.snapshot : target.record.provider.timeline
            ask(context, request.configuration) { answer in
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { self.finish(token, answer) }
                }
            }
        }
    }

    /// Answers `request` and returns the response (for tests and in-process hosts).
    package func response(to request: ExtensionRequest, clock: Date? = nil) async -> ExtensionResponse {
        await withCheckedContinuation { continuation in
            handle(request, clock: clock) { continuation.resume(returning: $0) }
        }
    }

    // MARK: - Steps

    /// What a request is about, checked.
    private struct Target {
        let record: WidgetRecord
        let family: WidgetFamily
        let canvas: CGSize
        let environments: [EnvironmentValues]
        /// The host's key of each environment (`RenderEnvironment.variant`), copied into its archives.
        let variantKeys: [String?]
    }

    private struct PendingRequest {
        let request: ExtensionRequest
        let target: Target
        let clock: Date
        let reply: (ExtensionResponse) -> Void
    }

    /// Checks kind, family, size and environments, in that order.
    private func resolve(_ request: ExtensionRequest) throws(RequestFailure) -> Target {
        let method = request.method.rawValue
        guard let kind = request.kind else {
            throw RequestFailure(.badRequest, "\(method) request \(request.id) has no 'kind'")
        }
        guard let record = widgets.first(where: { $0.kind == kind }) else {
            let kinds = widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
            throw RequestFailure(
                .unknownKind, "bundle '\(bundleName)' has no widget of kind '\(kind)' (kinds: \(kinds))")
        }
        guard let familyName = request.family else {
            throw RequestFailure(.badRequest, "\(method) request \(request.id) has no 'family'")
        }
        guard let family = WidgetFamily(rawValue: familyName) else {
            let names = WidgetFamily.allCases.map(\.rawValue).joined(separator: ", ")
            throw RequestFailure(.unknownFamily, "'\(familyName)' is not a widget family (\(names))")
        }
        guard record.supportedFamilies.contains(family) else {
            let names = record.supportedFamilies.map(\.rawValue).joined(separator: ", ")
            throw RequestFailure(
                .unsupportedFamily, "widget '\(kind)' does not support \(familyName); it supports \(names)")
        }
        var canvas = family.defaultDisplaySize
        if let size = request.displaySize {
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
                size.width <= 10_000, size.height <= 10_000
            else {
                throw RequestFailure(
                    .badRequest, "displaySize \(size.width)×\(size.height) is not between 0 and 10000 points")
            }
            canvas = CGSize(width: size.width, height: size.height)
        }
        let variants = request.environments.flatMap { $0.isEmpty ? nil : $0 } ?? [RenderEnvironment()]
        var environments: [EnvironmentValues] = []
        for variant in variants {
            environments.append(try EnvironmentValues(variant: variant, family: family))
        }
        // Widget code that reads `UIScreen.main.scale` sees the previewed device's.
        if let first = environments.first { UIScreen.setPreviewScale(first.displayScale) }
        return Target(
            record: record, family: family, canvas: canvas, environments: environments,
            variantKeys: variants.map(\.variant))
    }

    private func begin(
        _ request: ExtensionRequest, _ target: Target, _ clock: Date, _ reply: @escaping (ExtensionResponse) -> Void
    ) -> Int {
        nextToken += 1
        pending[nextToken] = PendingRequest(request: request, target: target, clock: clock, reply: reply)
        return nextToken
    }

    /// Lays out a provider's answer and replies; a second completion call finds nothing pending.
    private func finish(_ token: Int, _ answer: ProviderAnswer) {
        guard let waiting = pending.removeValue(forKey: token) else { return }
        for warning in answer.warnings { warn(warning) }
        switch answer.outcome {
        case .failure(let failure):
            waiting.reply(ExtensionResponse(id: waiting.request.id, error: failure.protocolFailure))
        case .value(let value):
            let provider = waiting.target.record.provider
            var entries = [value]
            var policy: TimelineReloadPolicy?
            if waiting.request.method == .timeline {
                (entries, policy) = provider.unpackTimeline(value)
            }
            let archived = entries.map { archive($0, for: waiting.target, placeholder: false) }
            waiting.reply(
                ExtensionResponse(
                    id: waiting.request.id, entries: archived, policy: policy?.wireValue, clock: waiting.clock))
        }
        wakeIdleWaiters()
    }

    func wakeIdleWaiters() {
        guard isIdle else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter() }
    }

    /// Answers `preview`: the entries of one `#Preview`, drawn in each requested environment.
    private func drawPreview(_ request: ExtensionRequest, clock: Date, reply: @escaping (ExtensionResponse) -> Void) {
        guard let index = request.preview else {
            let failure = RequestFailure(.badRequest, "preview request \(request.id) has no 'preview' index")
            reply(ExtensionResponse(id: request.id, error: failure.protocolFailure))
            return
        }
        let environments = request.environments.flatMap { $0.isEmpty ? nil : $0 } ?? [RenderEnvironment()]
        let size = request.displaySize.map { CGSize(width: $0.width, height: $0.height) }
        previewsDrawing += 1
        Task { @MainActor in
            do throws(RequestFailure) {
                let entries = try await PreviewRegistry.archives(
                    of: index, environments: environments, displaySize: size)
                reply(ExtensionResponse(id: request.id, entries: entries, clock: clock))
            } catch {
                reply(ExtensionResponse(id: request.id, error: error.protocolFailure))
            }
            self.previewsDrawing -= 1
            self.wakeIdleWaiters()
        }
    }

    /// One archive of `entry` per requested environment, in request order, each carrying the
    /// environment's variant key.
    private func archive(_ entry: Any, for target: Target, placeholder: Bool) -> ArchivedEntry {
        target.record.archive(
            entry, family: target.family, canvas: target.canvas, environments: target.environments,
            variantKeys: target.variantKeys, placeholder: placeholder)
    }
}

extension TimelineReloadPolicy {
    /// The policy on the wire.
    package var wireValue: ReloadPolicy {
        switch storage {
        case .atEnd: return .atEnd
        case .after(let date): return .after(date)
        case .never: return .never
        }
    }
}

extension RequestHandler {
    /// Writes what the widget's code stored in `UserDefaults` (the standard store and every
    /// suite, such as an app group's) to disk, after each answer and before the bundle exits.
    /// iOS keeps defaults in a separate process, so a value an intent stores survives the
    /// extension's end; Linux Foundation keeps them in memory until `synchronize()`, and a
    /// bundle the host stops or kills would lose them.
    nonisolated static func persistDefaults() {
        UserDefaults.standard.synchronize()
    }
}
