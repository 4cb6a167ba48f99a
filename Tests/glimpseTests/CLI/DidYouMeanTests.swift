//  DidYouMeanTests.swift — glimpseTests (Glimpse)
//  A mistyped option, family or surface is answered with the nearest valid name when it is close.

import GlimpseHost
import Testing

@testable import glimpse

struct DidYouMeanTests {
    @Test func theMessagesCarryTheSuggestion() throws {
        do {
            _ = try FamilyName.option("systemsmall")
            Issue.record("systemsmall was taken as a family")
        } catch {
            #expect(error.message.hasSuffix("; did you mean 'systemSmall'?"))
        }
        do {
            _ = try KioskOptions.surfaceName("homescreen")
            Issue.record("homescreen was taken as a surface")
        } catch let error as UsageError {
            #expect(error.message.hasSuffix("; did you mean 'homeScreen'?"))
        }
        #expect(didYouMean("zzz", among: ["family"]) == "")
    }
}
