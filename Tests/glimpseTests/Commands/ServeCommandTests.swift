//  ServeCommandTests.swift — glimpseTests (Glimpse)
//  Status: Partial (the command line only; the server is tested in GlimpseServerTests)
//  Behaviour: house style R18 — a malformed option is a usage error (64), reported before
//  anything starts and without the exposure warning that a real non-loopback address gets; the
//  same bundle twice is refused (issue 14, from a new user's trial).

import Foundation
import Testing

struct ServeCommandTests {
    @Test(arguments: ["nonsense", "300.1.1.1", "example.org"])
    func aListenValueThatIsNotAnIPAddressIsAUsageErrorWithoutTheWarning(address: String) throws {
        let run = try GlimpseBinary.run(["serve", "/nonexistent/Widgets", "--listen", address])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: '\(address)' is not an IP address; use e.g. 127.0.0.1"))
        #expect(!run.stderr.contains("warning"))
    }

    @Test func theSameBundleTwiceIsAUsageError() throws {
        let run = try GlimpseBinary.run(["serve", "/nonexistent/Widgets", "/nonexistent/../nonexistent/Widgets"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "Error: bundle '/nonexistent/../nonexistent/Widgets' is given twice ('/nonexistent/Widgets' and "
                    + "'/nonexistent/../nonexistent/Widgets' are the same file); pass each bundle once\n"))
    }
}
