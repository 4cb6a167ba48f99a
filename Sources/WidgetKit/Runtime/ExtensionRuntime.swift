//  ExtensionRuntime.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md — what `@main` on a Widget or WidgetBundle runs: the
//  extension protocol on stdin/stdout, work on the main queue, the wall clock set to each
//  request's `date` ("Time"), exit 0 when stdin closes; freed memory goes back to the system
//  shortly after each answer (IdleTrim).

import Dispatch
import Foundation
internal import GlimpseArchive

/// The widget extension's process: reads requests, answers them on the main thread.
enum ExtensionRuntime {
    /// Runs the protocol for `records` until stdin closes, then exits with status 0.
    ///
    /// With `--describe` as the first argument it prints the `describe` answer as pretty JSON and
    /// exits instead, which is handy from a terminal; with `--previews`, the `previews` answer.
    @MainActor
    static func run(records: [WidgetRecord], controls: [ControlRecord] = [], activities: [ActivityRecord] = []) -> Never
    {
        IdleTrim.configure()
        // WidgetCenter calls from the extension are not the foreground app's (they are budgeted).
        WidgetCenter.markExtensionProcess()
        let arguments = CommandLine.arguments
        let bundleName = URL(fileURLWithPath: arguments.first ?? "widgets").lastPathComponent
        let handler = RequestHandler(
            bundleName: bundleName, widgets: records, controls: controls, activities: activities)

        if arguments.dropFirst().first == "--previews" {
            let previews = PreviewRegistry.previews().map(\.wireDescription)
            let data = (try? ArchiveCoding.encoder(pretty: true).encode(previews)) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            exit(0)
        }
        if arguments.dropFirst().first == "--describe" {
            let data = (try? ArchiveCoding.encoder(pretty: true).encode(handler.bundleDescription)) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            exit(0)
        }

        let channel = ProtocolChannel.takeOverStandardStreams()
        #if canImport(FoundationNetworking)
            // Background sessions' resumed downloads go to the host as notifications (id 0).
            BackgroundSessions.shared.setSender { channel.write(ExtensionResponse(id: 0, transfer: $0)) }
        #endif
        // WidgetCenter reloads go to this process's host as notifications (id 0).
        WidgetCenter.sendReloads { kind in channel.write(ExtensionResponse(id: 0, reload: ReloadNotice(kind: kind))) }
        channel.startReading { input in
            switch input {
            case .request(let request):
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        // The host's time becomes the process's wall clock (a simulated day).
                        let clock = request.method == .describe ? nil : BundleClock.set(request.date)
                        handler.handle(request, clock: clock) {
                            channel.write($0)
                            IdleTrim.afterAnswer()
                        }
                    }
                }
            case .invalid(let id, let message):
                let failure = RequestFailure(.badRequest, message).protocolFailure
                channel.write(ExtensionResponse(id: id, error: failure))
            case .endOfInput:
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        handler.whenIdle {
                            RequestHandler.persistDefaults()
                            exit(0)
                        }
                    }
                }
            }
        }
        dispatchMain()
    }
}
