//  HostCommand+Tap.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse host --db <file> --tap <instance>[:<region>]` (issue 12): taps one of a
//  stored widget's buttons or toggles for scripts, as a person would on iOS (reference
//  widgetkit.md §6): the intent runs in the bundle, the tap is written in the ledger, and the
//  widget's timeline is reloaded free (reason `intent`). The region is picked by its index among
//  the current entry's intent regions (0-based) or by the intent's title; an instance with a
//  single such region needs neither.

import Foundation
import GlimpseArchive
import GlimpseHost

extension HostCommand {
    /// Runs `--tap` and returns the exit status: 0 when the intent ran, 1 when it failed.
    /// - Throws: `UsageError` for a malformed value; `CommandFailure` (65) for an instance without
    ///   a timeline or a region that is not there, or the host's errors.
    static func tap(_ value: String, store: HostStore) throws -> Int32 {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let number = instanceNumber(first) else {
            throw UsageError(
                "'\(value)' is not <instance>[:<index or title>]; e.g. --tap 3, --tap '#3' or --tap 3:Reveal")
        }
        let source = ProcessTimelineSource()
        defer { source.close() }
        let host: WidgetHost
        do { host = try WidgetHost(source: source, store: store) } catch { throw error.commandFailure }
        let id = InstanceID(number)
        guard host.instance(id) != nil else {
            throw CommandFailure(
                ExitCode.dataError, "no widget instance \(number); list them with 'glimpse host --list'")
        }
        guard let current = host.currentEntry(of: id), let archive = current.entry.archives.first else {
            throw CommandFailure(
                ExitCode.dataError, "widget \(number) has no timeline yet; run 'glimpse host --db …' until it has one")
        }
        let intents = archive.hitRegions.compactMap(\.intent)
        let intent = try pick(parts.count > 1 ? parts[1] : nil, among: intents, instance: number)
        host.observer = { event in Swift.print(line(for: event)) }
        do {
            let performed = try host.performIntent(id, intent: intent)
            host.runDue()
            let dialog = performed.dialog.map { ": \"\($0)\"" } ?? ""
            Swift.print("ran \(intent.title) (\(intent.type))\(dialog)")
            return ExitCode.ok
        } catch {
            FileHandle.standardError.write(Data("Error: \(intent.title) did not run: \(error.message)\n".utf8))
            return ExitCode.failure
        }
    }

    /// The region `selector` names: an index, else an intent title; nil picks the only one.
    private static func pick(_ selector: String?, among intents: [IntentAction], instance: Int64) throws
        -> IntentAction
    {
        let names = intents.enumerated().map { "\($0.offset): \($0.element.title)" }.joined(separator: ", ")
        let listed = intents.isEmpty ? "it has no button or toggle" : "its buttons and toggles: \(names)"
        if let selector, let index = Int(selector) {
            guard intents.indices.contains(index) else {
                throw CommandFailure(ExitCode.dataError, "widget \(instance) has no region \(index); \(listed)")
            }
            return intents[index]
        }
        if let selector {
            guard let match = intents.first(where: { $0.title == selector }) else {
                throw CommandFailure(ExitCode.dataError, "widget \(instance) has no region '\(selector)'; \(listed)")
            }
            return match
        }
        guard intents.count == 1 else {
            throw CommandFailure(
                ExitCode.dataError, "widget \(instance): say which region to tap (--tap \(instance):<index>); \(listed)"
            )
        }
        return intents[0]
    }
}
