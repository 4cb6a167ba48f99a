//  CenterSocketPathTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Where the socket is".

import GlimpseArchive
import Testing

struct CenterSocketPathTests {
    @Test func glimpseSocketWinsAndIsUsedAsGiven() {
        let socket = CenterSocketPath.resolve(
            environment: ["GLIMPSE_SOCKET": "/srv/glimpse.sock", "XDG_RUNTIME_DIR": "/run/user/1000"], userID: 1000)
        #expect(socket == CenterSocketPath(path: "/srv/glimpse.sock", source: .environment))
        #expect(!socket.ownsDirectory)
    }

    @Test func runtimeDirectoryIsUsedWhenThereIsNoOverride() {
        let socket = CenterSocketPath.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/1000/"], userID: 1000)
        #expect(socket.path == "/run/user/1000/glimpse/host.sock")
        #expect(socket.source == .runtimeDirectory)
        #expect(socket.directory == "/run/user/1000/glimpse")
        #expect(socket.ownsDirectory)
    }

    @Test(arguments: [
        [:],  // nothing set
        ["XDG_RUNTIME_DIR": "run/user/1000"],  // relative: ignored, as the XDG spec says
        ["XDG_RUNTIME_DIR": "", "GLIMPSE_SOCKET": ""],  // empty counts as unset
    ])
    func temporaryDirectoryPerUserIsTheFallback(environment: [String: String]) {
        let socket = CenterSocketPath.resolve(environment: environment, userID: 501)
        #expect(socket == CenterSocketPath(path: "/tmp/glimpse-501/host.sock", source: .temporaryDirectory))
    }

    @Test func relativePathIsRefusedAsAnAddress() {
        #expect(throws: CenterError.self) { try UnixSocketAddress(path: "glimpse.sock") }
    }
}
