//  WidgetHostParametersTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "`parameters`" through a host: the bundle's answer is
//  passed through; an entity query that hangs past the time limit is a `.timeout` naming the
//  request, the bundle is killed, the host's instances and their configurations are untouched,
//  and the next request starts the bundle again.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct WidgetHostParametersTests {
    static let answer = IntentParameters(
        kind: "Dial", intent: "Radio.SelectChannel", title: "Select Channel",
        parameters: [
            IntentParameterDescription(
                name: "channel", title: "Channel", type: "Channel", kind: .entity, value: .string("one"),
                options: [IntentParameterOption(value: .string("one"), title: "Channel One")])
        ])

    /// A bundle that answers its first request with `answer` and hangs on the second when
    /// `hangs`; each start appends a line to `$DIR/starts`.
    static func bundle(hangs: Bool) throws -> FakeBundle {
        let line = FakeBundle.line(ExtensionResponse(id: 999_999, parameters: answer))
        let second = hangs ? "read line\nsleep 30" : ""
        return try FakeBundle(
            script: """
                echo start >> "$DIR/starts"
                read line
                id=$(echo "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
                sed "s/999999/$id/" "$DIR/answer-0"
                \(second)
                while read line; do :; done
                """, answers: [line])
    }

    @Test func theBundlesParametersReachTheCaller() throws {
        let bundle = try Self.bundle(hangs: false)
        let source = ProcessTimelineSource()
        defer { source.close() }
        let host = try WidgetHost(source: source, clock: SimulatedClock(start: .testStart))
        let parameters = try host.intentParameters(
            bundle: bundle.path, kind: "Dial", configuration: #"{"channel":"one"}"#)
        #expect(parameters == Self.answer)
    }

    @Test func aQueryThatHangsTimesOutAndTheNextRequestStartsTheBundleAgain() throws {
        let bundle = try Self.bundle(hangs: true)
        let source = ProcessTimelineSource()
        defer { source.close() }
        let clock = SimulatedClock(start: .testStart)
        // One time limit throughout: the source restarts a bundle asked with another.
        let first = source.parameters(bundle: bundle.path, kind: "Dial", configuration: nil, at: clock.now, timeout: 3)
        #expect((try? first.get()) == Self.answer)
        let hung = source.parameters(bundle: bundle.path, kind: "Dial", configuration: nil, at: clock.now, timeout: 3)
        guard case .failure(let error) = hung else {
            Issue.record("a hanging query answered")
            return
        }
        #expect(error.code == .timeout)
        #expect(error.message.contains("did not answer parameters of 'Dial' within 3 s; it was stopped"))
        // After the restart back-off (host clock), the bundle starts again and answers.
        let later = clock.now.addingTimeInterval(600)
        let again = source.parameters(bundle: bundle.path, kind: "Dial", configuration: nil, at: later, timeout: 3)
        #expect((try? again.get()) == Self.answer)
        let starts = try String(contentsOf: bundle.directory.appendingPathComponent("starts"), encoding: .utf8)
        #expect(starts.split(separator: "\n").count == 2)
    }
}
