//  ListenSocketTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: a port in use names the option of the command that chose it: `glimpse serve`'s
//  `--port`, `glimpse host`'s `--serve` (a new user's trial: host said "--port", which it lacks).

import GlimpseHost
import GlimpseServer
import Testing

struct ListenSocketTests {
    @Test func aPortInUseNamesThePortOptionForServeAndTheServeOptionForAKiosk() throws {
        let holder = HTTPServer(hub: EventHub()) { _ in .json(["ok": true]) }
        defer { holder.stop() }
        let port = try holder.start(address: "127.0.0.1", port: 0)

        let serve = HTTPServer(hub: EventHub()) { _ in .json(["ok": true]) }
        let serveError = #expect(throws: ServerError.self) { try serve.start(address: "127.0.0.1", port: port) }
        #expect(
            serveError?.message
                == "port \(port) on 127.0.0.1 is in use; pick another with --port, or --port 0 for any free one")

        let kiosk = KioskServer(surface: .lockScreen)
        let kioskError = #expect(throws: ServerError.self) { try kiosk.start(address: "127.0.0.1", port: port) }
        #expect(
            kioskError?.message
                == "port \(port) on 127.0.0.1 is in use; pick another with --serve, or --serve 0 for any free one")
    }
}
