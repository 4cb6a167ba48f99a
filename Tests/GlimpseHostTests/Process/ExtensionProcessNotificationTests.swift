//  ExtensionProcessNotificationTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": which lines the stdout reader
//  takes as notifications (id 0 with `transfer` or `reload`), looked for in one pass.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

struct ExtensionProcessNotificationTests {
    @Test func aReloadWithIDZeroIsANotification() {
        let line = Data(#"{"id":0,"reload":{"kind":"Weather"}}"#.utf8)
        #expect(ExtensionProcess.notification(in: line)?.reload == ReloadNotice(kind: "Weather"))
    }

    @Test func anAnswerOrALineNamingNeitherMemberIsNot() {
        #expect(ExtensionProcess.notification(in: Data(#"{"id":3,"reload":{"kind":"W"}}"#.utf8)) == nil)
        #expect(ExtensionProcess.notification(in: Data(#"{"id":0}"#.utf8)) == nil)
        #expect(ExtensionProcess.notification(in: Data(#"{"id":0,"reloa":{}}"#.utf8)) == nil)
        #expect(ExtensionProcess.notification(in: Data()) == nil)
    }

    @Test func theMembersAreFoundAnywhereWithTheirQuotes() {
        #expect(ExtensionProcess.namesNotification(Data(#"x"transfer""#.utf8)))
        #expect(ExtensionProcess.namesNotification(Data(#""reload":1"#.utf8)))
        #expect(!ExtensionProcess.namesNotification(Data(#"x"reload"#.utf8)))
        #expect(!ExtensionProcess.namesNotification(Data(#"reload" transfer"#.utf8)))
        #expect(!ExtensionProcess.namesNotification(Data([0x22, 0x22, 0x22])))
    }
}
