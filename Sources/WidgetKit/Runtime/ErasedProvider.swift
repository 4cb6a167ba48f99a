//  ErasedProvider.swift — WidgetKit (Glimpse)
//  Status: Complete for TimelineProvider and AppIntentTimelineProvider
//  Behaviour: a provider and its entry view with the entry type erased, so the runtime can hold
//  widgets of different entry types in one list. Entries cross threads only as `Any`; they are
//  read and laid out on the main actor. An app-intent provider gets the instance's intent, read
//  from the request's configuration (AppIntent+Configuration), in a task on the main actor.

import AppIntents
import Foundation
internal import GlimpseArchive

/// A provider's answer on its way to the main actor: an entry or a `Timeline` as `Any`, or why
/// there is none; and what was wrong with the configuration, to log.
// @unchecked Sendable: the value is handed over once by the provider's completion and only read
// on the main actor afterwards.
struct ProviderAnswer: @unchecked Sendable {
    enum Outcome {
        /// The entry (snapshot) or the `Timeline` (timeline).
        case value(Any)
        case failure(RequestFailure)
    }
    let outcome: Outcome
    /// One line per configuration value that could not be used.
    var warnings: [String] = []

    init(value: Any, warnings: [String] = []) {
        outcome = .value(value)
        self.warnings = warnings
    }

    init(failure: RequestFailure) { outcome = .failure(failure) }
}

/// A provider's three questions and the entry view, with the entry type erased.
///
/// Every closure but the completions runs on the main actor.
struct ErasedProvider {
    /// Asks for a snapshot or timeline: the context, the instance's configuration (JSON object
    /// text; static widgets ignore it), and where to send the answer.
    typealias Ask =
        @MainActor (
            TimelineProviderContext, _ configuration: String?,
            _ completion: @escaping @Sendable (ProviderAnswer) -> Void
        ) -> Void

    /// The placeholder entry.
    let placeholder: @MainActor (TimelineProviderContext) -> Any
    /// Asks for a snapshot; the answer's value is the entry.
    let snapshot: Ask
    /// Asks for a timeline; the answer's value is the `Timeline`.
    let timeline: Ask
    /// A timeline answer's entries and policy.
    let unpackTimeline: (Any) -> (entries: [Any], policy: TimelineReloadPolicy)
    /// An entry's date and relevance.
    let dateAndRelevance: (Any) -> (Date, TimelineEntryRelevance?)
    /// Whether a value is an entry of this provider (what `render` may be given).
    let accepts: (Any) -> Bool
    /// The entry type's name, for messages.
    let entryTypeName: String
    /// A relevance widget's `relevance()`, its attributes on the wire; nil for a timeline widget.
    var relevance: (@MainActor () async -> [RelevanceAttributeDescription])?
    /// Lays an entry's view out (SwiftUI's `makeWidgetArchive`); sizes in points.
    let render:
        (
            _ entry: Any, _ canvas: CGSize, _ environment: EnvironmentValues, _ margins: EdgeInsets,
            _ cornerRadius: CGFloat
        )
            -> WidgetArchive

    @MainActor
    init<Provider: TimelineProvider, Content: View>(
        _ provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        placeholder = { context in provider.placeholder(in: context) }
        snapshot = { context, _, completion in
            provider.getSnapshot(
                in: context, completion: assumeSendable { entry in completion(ProviderAnswer(value: entry)) })
        }
        timeline = { context, _, completion in
            provider.getTimeline(
                in: context, completion: assumeSendable { timeline in completion(ProviderAnswer(value: timeline)) })
        }
        (unpackTimeline, dateAndRelevance, render) = Self.entryFunctions(Provider.Entry.self, content: content)
        accepts = { $0 is Provider.Entry }
        entryTypeName = "\(Provider.Entry.self)"
    }

    @MainActor
    init<Provider: AppIntentTimelineProvider, Content: View>(
        _ provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        placeholder = { context in provider.placeholder(in: context) }
        snapshot = { context, configuration, completion in
            Task { @MainActor in
                completion(
                    await Self.answer(Provider.Intent.self, configuration, context.family) { intent in
                        await provider.snapshot(for: intent, in: context)
                    })
            }
        }
        timeline = { context, configuration, completion in
            Task { @MainActor in
                completion(
                    await Self.answer(Provider.Intent.self, configuration, context.family) { intent in
                        await provider.timeline(for: intent, in: context)
                    })
            }
        }
        (unpackTimeline, dateAndRelevance, render) = Self.entryFunctions(Provider.Entry.self, content: content)
        accepts = { $0 is Provider.Entry }
        entryTypeName = "\(Provider.Entry.self)"
    }

    /// Reads the intent from `configuration` for a widget of `family` (array parameters' sizes
    /// per family) and asks `body` with it; a configuration that leaves a required parameter
    /// without a value answers `providerFailed` naming it.
    @MainActor
    private static func answer<Intent: WidgetConfigurationIntent, Value>(
        _ type: Intent.Type, _ configuration: String?, _ family: WidgetFamily, _ body: (Intent) async -> Value
    ) async -> ProviderAnswer {
        do {
            let decoded = try await Intent._decode(configuration: configuration, family: family.rawValue)
            return ProviderAnswer(value: await body(decoded.intent), warnings: decoded.warnings)
        } catch {
            return ProviderAnswer(failure: RequestFailure(.providerFailed, error.message))
        }
    }

    /// The functions that read and draw entries of type `Entry`.
    static func entryFunctions<Entry: TimelineEntry, Content: View>(
        _ type: Entry.Type, content: @escaping (Entry) -> Content
    ) -> (
        unpack: (Any) -> (entries: [Any], policy: TimelineReloadPolicy),
        dateAndRelevance: (Any) -> (Date, TimelineEntryRelevance?),
        render: (Any, CGSize, EnvironmentValues, EdgeInsets, CGFloat) -> WidgetArchive
    ) {
        let unpack: (Any) -> (entries: [Any], policy: TimelineReloadPolicy) = { answer in
            let timeline = answer as! Timeline<Entry>
            return (timeline.entries.map { $0 as Any }, timeline.policy)
        }
        let dateAndRelevance: (Any) -> (Date, TimelineEntryRelevance?) = { entry in
            let entry = entry as! Entry
            return (entry.date, entry.relevance)
        }
        let render: (Any, CGSize, EnvironmentValues, EdgeInsets, CGFloat) -> WidgetArchive = {
            entry, canvas, environment, margins, cornerRadius in
            makeWidgetArchive(
                content(entry as! Entry), canvas: canvas, environment: environment, contentMargins: margins,
                cornerRadius: cornerRadius)
        }
        return (unpack, dateAndRelevance, render)
    }
}

/// `body` as the `@Sendable` closure a provider's completion must be.
///
/// `body` only wraps its argument in a `ProviderAnswer` and calls a `@Sendable` completion, so it
/// is safe on any thread. The compiler cannot see that: any `@Sendable` closure over a generic
/// entry type warns about capturing the entry's metatype (SE-0470), though the closure needs
/// only its layout, never a conformance.
func assumeSendable<Value>(_ body: @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
    unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
}
