//  URLSessionFromFoundationOnlyTests.swift — NetworkingRecipeTests (Glimpse)
//  Status: Complete
//  Behaviour: README "Networking": on Linux a file that imports only Foundation does not see
//  URLSession (it is in FoundationNetworking, and imports are per file), whatever WidgetKit
//  re-exports. The one-line fix needs no change to widget source: the target's Linux-only
//  setting `-import-module FoundationNetworking` (Package.swift, this test target) imports it
//  into every file. This file compiles only because of that setting.

import Foundation
import Testing

struct URLSessionFromFoundationOnlyTests {
    @Test func aFoundationOnlyFileSeesURLSessionWithTheImplicitImport() throws {
        let url = try #require(URL(string: "https://example.com/feed"))
        let request = URLRequest(url: url)
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        #expect(request.url == url)
        #expect(session.configuration.urlCache == nil || session.configuration.urlCache != nil)
    }
}
