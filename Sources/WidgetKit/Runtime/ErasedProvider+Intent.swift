//  ErasedProvider+Intent.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: an IntentTimelineProvider behind the runtime's erased provider: the instance's
//  configuration is read into a fresh intent (INIntent+Configuration; values that do not fit
//  are logged, not fatal) and the provider is asked on the main thread, as for a
//  TimelineProvider.

import Intents

extension ErasedProvider {
    @MainActor
    init<Provider: IntentTimelineProvider, Content: View>(
        _ provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        placeholder = { context in provider.placeholder(in: context) }
        snapshot = { context, configuration, completion in
            let decoded = Provider.Intent._decode(configuration: configuration)
            let warnings = decoded.warnings
            provider.getSnapshot(
                for: decoded.intent as! Provider.Intent, in: context,
                completion: assumeSendable { entry in completion(ProviderAnswer(value: entry, warnings: warnings)) })
        }
        timeline = { context, configuration, completion in
            let decoded = Provider.Intent._decode(configuration: configuration)
            let warnings = decoded.warnings
            provider.getTimeline(
                for: decoded.intent as! Provider.Intent, in: context,
                completion: assumeSendable { timeline in
                    completion(ProviderAnswer(value: timeline, warnings: warnings))
                })
        }
        (unpackTimeline, dateAndRelevance, render) = Self.entryFunctions(Provider.Entry.self, content: content)
        accepts = { $0 is Provider.Entry }
        entryTypeName = "\(Provider.Entry.self)"
    }
}
