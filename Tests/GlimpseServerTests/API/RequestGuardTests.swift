//  RequestGuardTests.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 "Security": the session token, cross-site refusal, the Host check against
//  DNS rebinding on loopback addresses.

import GlimpseServer
import Testing

struct RequestGuardTests {
    let guardian = RequestGuard(address: "127.0.0.1", port: 8765, token: "abc123")

    func request(_ headers: [String: String]) -> HTTPRequest {
        HTTPRequest(
            method: "POST", path: "/api/state",
            headers: Dictionary(uniqueKeysWithValues: headers.map { ($0.key.lowercased(), $0.value) }))
    }

    @Test func aFreshTokenIs64HexDigits() {
        let token = RequestGuard(address: "127.0.0.1", port: 1).token
        #expect(token.count == 64)
        #expect(token.allSatisfy { $0.isHexDigit })
        #expect(token != RequestGuard(address: "127.0.0.1", port: 1).token)
    }

    @Test(arguments: [
        (["Host": "127.0.0.1:8765"], true),
        (["Host": "localhost:8765"], true),
        (["Host": "[::1]:8765"], true),
        ([:], false),  // no Host (HTTP/1.0): refused, it would skip the rebinding check
        (["Host": "evil.example:8765"], false),  // DNS rebinding
        (["Host": "127.0.0.1:9999"], false),  // another port
        (["Sec-Fetch-Site": "cross-site"], false),
        (["Host": "127.0.0.1:8765", "Sec-Fetch-Site": "same-origin"], true),
        (["Host": "127.0.0.1:8765", "Origin": "http://127.0.0.1:8765"], true),
        (["Origin": "http://evil.example"], false),
        (["Origin": "null"], false),
    ])
    func requestsFromElsewhereAreRefused(headers: [String: String], allowed: Bool) {
        #expect((guardian.refusal(request(headers)) == nil) == allowed)
    }

    @Test func mutationsNeedTheExactToken() {
        #expect(guardian.mutationRefusal(request(["X-Glimpse-Token": "abc123"])) == nil)
        #expect(guardian.mutationRefusal(request(["X-Glimpse-Token": "abc124"]))?.code == .forbidden)
        #expect(guardian.mutationRefusal(request(["X-Glimpse-Token": "abc1234"]))?.code == .forbidden)
        #expect(guardian.mutationRefusal(request([:]))?.code == .forbidden)
    }

    @Test func aServerOnAnotherAddressAcceptsAnyHostButStillWantsTheToken() {
        let open = RequestGuard(address: "0.0.0.0", port: 8765, token: "t")
        #expect(open.refusal(request(["Host": "192.168.1.20:8765"])) == nil)
        #expect(open.mutationRefusal(request([:])) != nil)
    }
}
