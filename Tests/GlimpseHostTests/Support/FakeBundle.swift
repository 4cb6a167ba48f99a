//  FakeBundle.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: stand-ins for widget bundles: shell scripts in a temporary directory that read
//  request lines and answer with canned lines, stall, crash or print garbage.

import Foundation
import GlimpseArchive

/// A shell script posing as a widget bundle executable.
struct FakeBundle {
    /// The script's path.
    let path: String
    let directory: URL

    /// Writes `script` (run by /bin/sh) and each of `answers` to files the script can `cat`:
    /// `$DIR/answer-0`, `$DIR/answer-1`…
    init(_ name: String = "FakeWidgets", script: String, answers: [String] = []) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("glimpse-host-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, answer) in answers.enumerated() {
            try Data((answer + "\n").utf8).write(to: directory.appendingPathComponent("answer-\(index)"))
        }
        let url = directory.appendingPathComponent(name)
        try Data("#!/bin/sh\nDIR='\(directory.path)'\n\(script)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        path = url.path
    }

    /// A bundle that answers each request line with the next canned answer, then waits for EOF.
    static func answering(_ answers: [String]) throws -> FakeBundle {
        var script = ""
        for index in answers.indices { script += "read line || exit 0\ncat \"$DIR/answer-\(index)\"\n" }
        script += "while read line; do :; done\n"
        return try FakeBundle(script: script, answers: answers)
    }

    /// `response` as one protocol line.
    static func line(_ response: ExtensionResponse) -> String {
        String(decoding: try! ArchiveCoding.encoder().encode(response), as: UTF8.self)
    }

    /// A small valid archive.
    static func archive(width: Double = 158, height: Double = 158) -> WidgetArchive {
        WidgetArchive(
            size: Size(width: width, height: height),
            content: .group(GroupItem(frame: Rect(x: 0, y: 0, width: width, height: height), children: [])))
    }
}
