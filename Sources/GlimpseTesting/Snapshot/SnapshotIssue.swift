//  SnapshotIssue.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: a failure is an issue of the test that is running: Swift Testing's
//  `Issue.record` inside a `@Test` (`Test.current` is set), XCTest's `XCTFail` otherwise.

import Testing
import XCTest

enum SnapshotIssue {
    /// Records `message` as a failure at the caller's source location.
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
