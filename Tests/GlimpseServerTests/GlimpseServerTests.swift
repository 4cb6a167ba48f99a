//  GlimpseServerTests.swift — GlimpseServerTests

import GlimpseServer
import Testing

struct GlimpseServerTests {
    @Test func moduleLinks() { #expect("\(GlimpseServer.self)" == "GlimpseServer") }
}
