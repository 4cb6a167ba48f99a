//  UnknownSymbolLogTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: each unknown name is reported once, with the message issue 4 gives.

import GlimpseText
import Synchronization
import Testing

struct UnknownSymbolLogTests {
    @Test func eachNameIsReportedOnceWithTheIssuesMessage() {
        let lines = Mutex<[String]>([])
        let log = UnknownSymbolLog { line in lines.withLock { $0.append(line) } }
        #expect(log.report("foo.bar"))
        #expect(!log.report("foo.bar"))
        #expect(log.report("baz"))
        #expect(
            lines.withLock { $0 } == [
                "glimpse: no SF Symbol named 'foo.bar'; drawn as nothing, as on iOS",
                UnknownSymbolLog.message(for: "baz"),
            ])
        #expect(log.reportedNames == ["foo.bar", "baz"])
    }
}
