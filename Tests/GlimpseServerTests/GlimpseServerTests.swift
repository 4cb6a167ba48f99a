//  GlimpseServerTests.swift — GlimpseServerTests
//  Status: Placeholder until the server's own suites land.

import GlimpseServer
import Testing

struct GlimpseServerTests {
    @Test func serverDefaultPortIs8765() { #expect(SimulatorServer.defaultPort == 8765) }
}
