//  BudgetPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "GET /api/budget": reference widgetkit.md §3.2 — each widget's
//  charged reloads left in the rolling 24-hour window.

/// Every widget's budget.
public struct BudgetPayload: Encodable, Sendable {
    /// WidgetKit Developer Mode: nothing is charged.
    public var developerMode: Bool
    /// The rolling window in seconds.
    public var window: Double
    public var widgets: [Widget]

    public struct Widget: Encodable, Sendable {
        public var id: Int64
        public var kind: String
        public var family: String
        public var place: String
        public var remaining: Int
        public var limit: Int
    }
}
