//  TestIntents.swift — AppIntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: intents, enums and entities declared as Apple's documentation and Xcode's widget
//  template declare them; that they compile is part of the test.

import AppIntents

enum RefreshInterval: String, AppEnum {
    case hourly, daily, weekly

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Refresh Interval"
    static let caseDisplayRepresentations: [RefreshInterval: DisplayRepresentation] = [
        .hourly: "Every Hour",
        .daily: "Every Day",
        .weekly: DisplayRepresentation(title: "Every Week", subtitle: "On Mondays"),
    ]
}

enum Level: Int, AppEnum {
    case low = 1, high = 2
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Level" }
    static var caseDisplayRepresentations: [Level: DisplayRepresentation] { [.low: "Low", .high: "High"] }
}

struct Ranger: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Ranger", numericFormat: "\(placeholder: .int) rangers")
    static let defaultQuery = RangerQuery()
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "Ranger", image: .init(systemName: "star"))
    }

    static let all = [Ranger(id: "pandora", name: "Pandora"), Ranger(id: "ember", name: "Ember")]
}

struct RangerQuery: EntityQuery {
    func entities(for identifiers: [Ranger.ID]) async throws -> [Ranger] {
        Ranger.all.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [Ranger] { Ranger.all }
    func defaultResult() async -> Ranger? { Ranger.all[1] }
}

/// An entity whose query has no default and suggests nothing.
struct Ghost: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Ghost"
    static let defaultQuery = GhostQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Ghost \(id)") }
}

struct GhostQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Ghost] { identifiers.map(Ghost.init) }
}

/// Every supported parameter type, with and without defaults.
struct EverythingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Everything"
    static let description: IntentDescription? = IntentDescription("Every kind of parameter.", categoryName: "Tests")

    @Parameter(title: "Name", default: "Pandora") var name: String
    @Parameter(title: "Nickname") var nickname: String?
    @Parameter(title: "Count", default: 3) var count: Int
    @Parameter(title: "Scale", description: "How big", default: 1.5) var scale: Double
    @Parameter(title: "Shuffle", default: true) var shuffle: Bool
    @Parameter(title: "Since") var since: Date?
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Refresh", default: .daily) var interval: RefreshInterval
    @Parameter(title: "Level") var level: Level
    @Parameter(title: "Ranger", requestValueDialog: "Which ranger?") var ranger: Ranger
    @Parameter(title: "Buddy") var buddy: Ranger?
    @Parameter(title: "Tags", default: ["a"]) var tags: [String]
    @Parameter var untitled: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$ranger) every \(\.$interval)") {
            \.$name
            \.$count
        }
    }
}

/// Xcode's widget template.
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

extension ConfigurationAppIntent {
    static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

/// A parameter no rule can give a value.
struct NeedsGhostIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Needs a Ghost"
    @Parameter(title: "Ghost") var ghost: Ghost
}

/// An action with a result value and a dialog.
struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    static let openAppWhenRun = true

    @Parameter(title: "By", default: 1) var step: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: step * 2, dialog: "Counted \(step) twice")
    }
}

struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}
