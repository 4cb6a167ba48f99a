//  TimerToggle.swift — Productivity example (Glimpse)
//  Status: Complete
//  Behaviour: the work-timer control (WWDC24 "Extend your app's controls across the system"):
//  configurable per timer, its state read from the timers' file.

import AppIntents
import SwiftUI
import WidgetKit

struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: "com.example.Productivity.TimerToggle",
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                value.timer.name,
                isOn: value.isRunning,
                action: ToggleTimerIntent(timer: value.timer)
            ) { isRunning in
                Label(
                    isRunning ? "Running" : "Stopped",
                    systemImage: isRunning ? "hourglass" : "hourglass.bottomhalf.filled"
                )
                .controlWidgetActionHint(isRunning ? "Stop" : "Start")
            }
            .tint(.purple)
        }
        .displayName("Timer")
        .description("Start and stop a productivity timer.")
        .promptsForUserConfiguration()
    }
}

extension TimerToggle {
    struct Value {
        var timer: TimerEntity
        var isRunning: Bool
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectTimerIntent) -> Value {
            Value(timer: configuration.timer ?? .work, isRunning: false)
        }

        func currentValue(configuration: SelectTimerIntent) async throws -> Value {
            let timer = configuration.timer ?? .work
            return Value(timer: timer, isRunning: TimerStore.isRunning(timer.id))
        }
    }
}

struct BreakButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Productivity.Break") {
            ControlWidgetButton(action: LogBreakIntent()) {
                Label("Take a Break", systemImage: "cup.and.saucer.fill")
            } actionLabel: { isActive in
                if isActive {
                    Label("Logging…", systemImage: "cup.and.saucer")
                }
            }
        }
        .displayName("Take a Break")
        .description("Log a break.")
    }
}
