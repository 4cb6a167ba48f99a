//  MemoryCgroupTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "Limits — Footprint": a bundle's cgroup gets `memory.max` at the limit, no
//  swap, and the bundle's PID; a kernel kill for memory is read from `memory.events`. Written
//  against a plain directory standing in for the cgroup file system (the test machine's may not
//  be writable).

import Foundation
import Testing

@testable import GlimpseHost

struct MemoryCgroupTests {
    @Test func confiningABundleWritesItsLimitNoSwapAndItsPID() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-cgroup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let group = MemoryCgroup(parent: root)
        let child = try #require(group.confine(4242, name: "EmojiRangers-4242", limit: 31_457_280))
        #expect(child.lastPathComponent == "EmojiRangers-4242")
        let read = { (file: String) in try String(contentsOf: child.appendingPathComponent(file), encoding: .utf8) }
        #expect(try read("memory.max") == "31457280")
        #expect(try read("memory.swap.max") == "0")
        #expect(try read("cgroup.procs") == "4242")
        #expect(!MemoryCgroup.killedForMemory(child))
        try Data("low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n".utf8).write(
            to: child.appendingPathComponent("memory.events"))
        #expect(MemoryCgroup.killedForMemory(child))
        group.release(child)
        #expect(!FileManager.default.fileExists(atPath: child.path))
    }

    @Test func aHostWithoutAUsableCgroupSaysWhyInOneLine() {
        // Whichever way this machine is set up, the answer is a group or one line of reason.
        switch MemoryCgroup.forThisHost() {
        case .success(let group):
            #expect(FileManager.default.fileExists(atPath: group.parent.path))
            group.release(group.parent)
        case .failure(let why):
            #expect(!why.reason.isEmpty && !why.reason.contains("\n"))
        }
    }
}
