//  PrivateCenterSocketTests.swift — ActivityKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the test process's default WidgetCenter socket (where `Activity.request`, WidgetCenter
//  reloads, donations and relevant intents go without a socket of their own) is a private one set
//  before `main` by CPrivateCenterSocket, never a developer's running host.

import CPrivateCenterSocket
import Foundation
import GlimpseArchive
import Testing

struct PrivateCenterSocketTests {
    @Test func theProcessesDefaultSocketIsItsOwnNotTheUsersHost() {
        let own = String(cString: glimpse_private_center_socket())
        #expect(own.hasPrefix("/tmp/glimpse-tests-center-") && own.hasSuffix("/host.sock"), "\(own)")
        #expect(CenterSocketPath.resolve() == CenterSocketPath(path: own, source: .environment))
        var environment = ProcessInfo.processInfo.environment
        environment[CenterSocketPath.overrideVariable] = nil
        let usersDefault = CenterSocketPath.resolve(environment: environment)
        #expect(usersDefault.source != .environment && usersDefault.path != own)
    }
}
