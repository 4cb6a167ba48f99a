//  TimerIntents.swift — Productivity example (Glimpse)
//  Status: Complete
//  Behaviour: the timer as an app entity, the control's configuration intent, and the intents
//  its toggle and button run.

import AppIntents
import WidgetKit

struct TimerEntity: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
    static let defaultQuery = TimerEntityQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let work = TimerEntity(id: "work", name: "Work")
    static let all = [work, TimerEntity(id: "study", name: "Study"), TimerEntity(id: "reading", name: "Reading")]
}

struct TimerEntityQuery: EntityQuery {
    func entities(for identifiers: [TimerEntity.ID]) async throws -> [TimerEntity] {
        TimerEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TimerEntity] { TimerEntity.all }

    func defaultResult() async -> TimerEntity? { .work }
}

struct SelectTimerIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Timer"

    @Parameter(title: "Timer")
    var timer: TimerEntity?
}

struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Productivity Timer"

    @Parameter(title: "Timer")
    var timer: TimerEntity

    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}

    init(timer: TimerEntity) {
        self.timer = timer
    }

    func perform() async throws -> some IntentResult {
        try TimerStore.setRunning(timer.id, value)
        WidgetCenter.shared.reloadTimelines(ofKind: "com.example.Productivity.TodayTotal")
        return .result()
    }
}

struct LogBreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Break"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try TimerStore.logBreak()
        return .result(dialog: "Break logged. Breaks today: \(TimerStore.load().breaks)")
    }
}
