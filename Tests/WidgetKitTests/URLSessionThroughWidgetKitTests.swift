//  URLSessionThroughWidgetKitTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: a widget file that imports only WidgetKit sees URLSession and URLRequest, as on
//  iOS (FoundationNetworking is re-exported on Linux). No request is sent.

import Testing
import WidgetKit

struct URLSessionThroughWidgetKitTests {
    @Test func aFileImportingOnlyWidgetKitSeesURLSession() throws {
        let url = try #require(URL(string: "https://example.com/weather.json"))
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 5)
        request.httpMethod = "GET"
        let session: URLSession = .shared
        #expect(session.configuration.timeoutIntervalForRequest > 0)
        #expect(request.url == url && request.httpMethod == "GET")
    }
}
