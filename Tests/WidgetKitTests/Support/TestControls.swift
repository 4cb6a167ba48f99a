//  TestControls.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: control source as people write it for iOS 18, unchanged: WWDC24 "Extend your app's
//  controls across the system" (the Productivity work timer: a SetValueIntent & LiveActivityIntent
//  toggle, value provider, configurable per timer), Apple's ControlWidgetButton/ControlWidgetTemplate
//  docs (garage door, trunk, OpenIntent launcher) and Xcode's control template.

import AppIntents
import SwiftUI
import Testing
import WidgetKit

// MARK: - Work timer (WWDC24)

/// The suites that change `TimerManager.shared`, one at a time (their tests share its state).
@Suite(.serialized) struct SharedControlStateTests {}

/// The shared state the timer intents change (a file in the example; memory here).
@MainActor
final class TimerManager {
    static let shared = TimerManager()
    var isRunning = false
    var running: Set<String> = []
    var failNextFetch = false

    func setTimerRunning(_ running: Bool) { isRunning = running }

    func fetchRunningState() async throws -> Bool {
        if failNextFetch {
            failNextFetch = false
            throw TimerError.unreachable
        }
        return isRunning
    }

    func fetchTimerRunning(timer: ProductivityTimer) async throws -> Bool { running.contains(timer.id) }
}

enum TimerError: Error { case unreachable }

struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Productivity Timer"

    @Parameter(title: "Running")
    var value: Bool

    @MainActor
    func perform() throws -> some IntentResult {
        TimerManager.shared.setTimerRunning(value)
        return .result()
    }
}

struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(
            kind: "com.apple.Productivity.TimerToggle",
            provider: Provider()
        ) { isRunning in
            ControlWidgetToggle(
                "Work Timer",
                isOn: isRunning,
                action: ToggleTimerIntent()
            ) { isOn in
                Label(
                    isOn ? "Running" : "Stopped",
                    systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled"
                )
                .controlWidgetActionHint(isOn ? "Stop" : "Start")
            }
            .tint(.purple)
        }
        .displayName("Work Timer")
        .description("Start and stop your work timer.")
    }
}

extension TimerToggle {
    struct Provider: ControlValueProvider {
        var previewValue: Bool { false }

        func currentValue() async throws -> Bool {
            let isRunning = try await TimerManager.shared.fetchRunningState()
            return isRunning
        }
    }
}

struct ProductivityTimer: AppEntity {
    let id: String
    let name: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
    static let defaultQuery = TimerQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let all = [ProductivityTimer(id: "work", name: "Work"), ProductivityTimer(id: "study", name: "Study")]
}

struct TimerQuery: EntityQuery {
    func entities(for identifiers: [ProductivityTimer.ID]) async throws -> [ProductivityTimer] {
        ProductivityTimer.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ProductivityTimer] { ProductivityTimer.all }
}

struct SelectTimerIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Timer"

    @Parameter(title: "Timer")
    var timer: ProductivityTimer?
}

struct ToggleSpecificTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle Timer"

    @Parameter(title: "Timer")
    var timer: ProductivityTimer

    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}

    init(timer: ProductivityTimer) {
        self.timer = timer
    }

    @MainActor
    func perform() async throws -> some IntentResult {
        if value { TimerManager.shared.running.insert(timer.id) } else { TimerManager.shared.running.remove(timer.id) }
        return .result()
    }
}

struct TimerState {
    let timer: ProductivityTimer
    let isRunning: Bool
}

struct ConfigurableTimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: "com.apple.Productivity.ConfigurableTimerToggle",
            provider: ConfigurableProvider()
        ) { timerState in
            ControlWidgetToggle(
                timerState.timer.name,
                isOn: timerState.isRunning,
                action: ToggleSpecificTimerIntent(timer: timerState.timer)
            ) { isOn in
                Label(isOn ? "Running" : "Stopped", systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled")
            }
            .tint(.purple)
        }
        .promptsForUserConfiguration()
    }
}

extension ConfigurableTimerToggle {
    struct ConfigurableProvider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectTimerIntent) -> TimerState {
            TimerState(timer: configuration.timer ?? ProductivityTimer.all[0], isRunning: false)
        }

        func currentValue(configuration: SelectTimerIntent) async throws -> TimerState {
            let timer = configuration.timer ?? ProductivityTimer.all[0]
            let isRunning = try await TimerManager.shared.fetchTimerRunning(timer: timer)
            return TimerState(timer: timer, isRunning: isRunning)
        }
    }
}

// MARK: - Buttons

struct LogBreakIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Break"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Break logged")
    }
}

struct BreakButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.apple.Productivity.Break") {
            ControlWidgetButton(action: LogBreakIntent()) {
                Label("Take a Break", systemImage: "cup.and.saucer.fill")
            } actionLabel: { isActive in
                if isActive {
                    Label("Logging…", systemImage: "cup.and.saucer")
                }
            }
        }
        .displayName("Take a Break")
    }
}

struct OpenTrunkIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Trunk"
    func perform() async throws -> some IntentResult { .result() }
}

struct TrunkButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Trunk") {
            ControlWidgetButton("Open Trunk", action: OpenTrunkIntent()) { isActive in
                Image(systemName: "car.side.rear.open.crop")
                if isActive {
                    Text("Opening...")
                }
            }
            .disabled(false)
            .privacySensitive()
        }
    }
}

enum LaunchAppEnum: String, AppEnum {
    case timer
    case history

    static let typeDisplayRepresentation = TypeDisplayRepresentation("Productivity Timer's app screens")
    static let caseDisplayRepresentations: [LaunchAppEnum: DisplayRepresentation] = [
        .timer: DisplayRepresentation("Timer"),
        .history: DisplayRepresentation("History"),
    ]
}

struct LaunchAppIntent: OpenIntent {
    static let title: LocalizedStringResource = "Launch App"
    @Parameter(title: "Target")
    var target: LaunchAppEnum
}

struct LaunchButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.apple.Productivity.Launch") {
            ControlWidgetButton(action: LaunchAppIntent()) {
                Label("Productivity", systemImage: "timer")
            }
        }
        .displayName("Productivity")
    }
}

// MARK: - Xcode's control template

struct MyWidgetControl: ControlWidget {
    static let kind: String = "com.example.MyWidget"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: Self.kind,
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                "Start Timer",
                isOn: value.isRunning,
                action: StartTimerIntent(value.name)
            ) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Timer")
        .description("A an example control that runs a timer.")
    }
}

extension MyWidgetControl {
    struct Value {
        var isRunning: Bool
        var name: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: TimerConfiguration) -> Value {
            MyWidgetControl.Value(isRunning: false, name: configuration.timerName)
        }

        func currentValue(configuration: TimerConfiguration) async throws -> Value {
            let isRunning = true  // Check if the timer is running
            return MyWidgetControl.Value(isRunning: isRunning, name: configuration.timerName)
        }
    }
}

struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer Name Configuration"

    @Parameter(title: "Timer Name", default: "Timer")
    var timerName: String
}

struct StartTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"

    @Parameter(title: "Timer Name")
    var name: String

    @Parameter(title: "Timer is running")
    var value: Bool

    init() {}

    init(_ name: String) {
        self.name = name
    }

    func perform() async throws -> some IntentResult {
        // Start the timer…
        return .result()
    }
}

// MARK: - Other forms

/// A toggle with only a label ("On"/"Off" value), a static body without provider, and an
/// `if`/`else` between two toggles.
struct SilentModeToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.SilentMode") {
            let isOn = TimerManager.shared.isRunning
            if isOn {
                ControlWidgetToggle(isOn: true, action: ToggleTimerIntent()) {
                    Label("Silent Mode", systemImage: "bell.slash.fill")
                }
            } else {
                ControlWidgetToggle(isOn: false, action: ToggleTimerIntent()) {
                    Label("Silent Mode", systemImage: "bell.fill")
                } valueLabel: { isOn in
                    Text(isOn ? "Silent" : "Ring")
                }
            }
        }
        .displayName("Silent Mode")
    }
}

/// A configuration intent shared by a widget and a control.
struct SharedConfigurationIntent: WidgetConfigurationIntent, ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Shared"
    static let description: IntentDescription = "Configures both."

    @Parameter(title: "Name", default: "Home")
    var name: String
}

struct SharedConfigurationControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.Shared", intent: SharedConfigurationIntent.self) {
            configuration in
            ControlWidgetButton(action: OpenTrunkIntent()) {
                Label(configuration.name, systemImage: "house")
            }
        }
    }
}

/// Controls beside a widget, as Xcode's widget extension template lists them.
struct ProductivityBundle: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        TimerToggle()
        ConfigurableTimerToggle()
        if #available(iOS 18.0, *) {
            BreakButton()
        }
        LaunchButton()
    }
}

struct AllControlsBundle: WidgetBundle {
    var body: some Widget {
        TimerToggle()
        ConfigurableTimerToggle()
        BreakButton()
        TrunkButton()
        LaunchButton()
        MyWidgetControl()
        SilentModeToggle()
        SharedConfigurationControl()
    }
}

/// A privacy-sensitive toggle that is on (the Lock Screen must hide its state).
struct PrivateToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Private") {
            ControlWidgetToggle(isOn: true, action: ToggleTimerIntent()) {
                Label("Door", systemImage: "door.garage.open")
            }
            .privacySensitive()
            .tint(.orange)
        }
        .displayName("Garage Door")
    }
}

/// A control whose value provider never answers well.
struct BrokenControl: ControlWidget {
    struct Failing: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { throw TimerError.unreachable }
    }

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Broken", provider: Failing()) { isOn in
            ControlWidgetToggle("Broken", isOn: isOn, action: ToggleTimerIntent()) { _ in
                Image(systemName: "exclamationmark.triangle")
            }
        }
    }
}

struct DrawingBundle: WidgetBundle {
    var body: some Widget {
        TimerToggle()
        SilentModeToggle()
        BreakButton()
        LaunchButton()
        PrivateToggle()
        BrokenControl()
    }
}
