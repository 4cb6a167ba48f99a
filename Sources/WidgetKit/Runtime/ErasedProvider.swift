//  ErasedProvider.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: a TimelineProvider and its entry view with the entry type erased, so the runtime
//  can hold widgets of different entry types in one list. Entries cross threads only as `Any`;
//  they are read and laid out on the main actor.

import Foundation
internal import GlimpseArchive

/// A provider's answer on its way to the main actor: an entry or a `Timeline`, as `Any`.
// @unchecked Sendable: the value is handed over once by the provider's completion and only read
// on the main actor afterwards.
struct ProviderAnswer: @unchecked Sendable {
    let value: Any
}

/// A provider's three questions and the entry view, with the entry type erased.
///
/// Every closure but the completions runs on the main actor.
struct ErasedProvider {
    /// The placeholder entry.
    let placeholder: (TimelineProviderContext) -> Any
    /// Asks for a snapshot; the answer's value is the entry.
    let snapshot: (TimelineProviderContext, @escaping @Sendable (ProviderAnswer) -> Void) -> Void
    /// Asks for a timeline; the answer's value is the `Timeline`.
    let timeline: (TimelineProviderContext, @escaping @Sendable (ProviderAnswer) -> Void) -> Void
    /// A timeline answer's entries and policy.
    let unpackTimeline: (Any) -> (entries: [Any], policy: TimelineReloadPolicy)
    /// An entry's date and relevance.
    let dateAndRelevance: (Any) -> (Date, TimelineEntryRelevance?)
    /// Lays an entry's view out (SwiftUI's `makeWidgetArchive`); sizes in points.
    let render:
        (
            _ entry: Any, _ canvas: CGSize, _ environment: EnvironmentValues, _ margins: EdgeInsets,
            _ cornerRadius: CGFloat
        )
            -> WidgetArchive

    init<Provider: TimelineProvider, Content: View>(
        _ provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        placeholder = { context in provider.placeholder(in: context) }
        snapshot = { context, completion in
            provider.getSnapshot(
                in: context, completion: assumeSendable { entry in completion(ProviderAnswer(value: entry)) })
        }
        timeline = { context, completion in
            provider.getTimeline(
                in: context, completion: assumeSendable { timeline in completion(ProviderAnswer(value: timeline)) })
        }
        unpackTimeline = { answer in
            let timeline = answer as! Timeline<Provider.Entry>
            return (timeline.entries.map { $0 as Any }, timeline.policy)
        }
        dateAndRelevance = { entry in
            let entry = entry as! Provider.Entry
            return (entry.date, entry.relevance)
        }
        render = { entry, canvas, environment, margins, cornerRadius in
            makeWidgetArchive(
                content(entry as! Provider.Entry), canvas: canvas, environment: environment, contentMargins: margins,
                cornerRadius: cornerRadius)
        }
    }
}

/// `body` as the `@Sendable` closure a provider's completion must be.
///
/// `body` only wraps its argument in a `ProviderAnswer` and calls a `@Sendable` completion, so it
/// is safe on any thread. The compiler cannot see that: any `@Sendable` closure over a generic
/// entry type warns about capturing the entry's metatype (SE-0470), though the closure needs
/// only its layout, never a conformance.
private func assumeSendable<Value>(_ body: @escaping (Value) -> Void) -> @Sendable (Value) -> Void {
    unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
}
