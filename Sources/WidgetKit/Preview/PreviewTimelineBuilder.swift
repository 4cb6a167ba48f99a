//  PreviewTimelineBuilder.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "PreviewTimelineBuilder" (buildExpression, buildPartialBlock,
//  buildArray); `if`/`else` and an empty block are accepted as well.

/// Builds a preview's timeline from a list of entries, one per line.
///
/// Source: Apple WidgetKit "PreviewTimelineBuilder".
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    public static func buildPartialBlock(
        accumulated: [any TimelineEntry], next: [any TimelineEntry]
    ) -> [any TimelineEntry] {
        accumulated + next
    }

    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }

    public static func buildBlock() -> [any TimelineEntry] { [] }

    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }

    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}
