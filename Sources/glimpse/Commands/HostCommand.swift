//  HostCommand.swift — glimpse (Glimpse)
//  Status: Partial (no WidgetCenter socket or rendering yet; adds instances and keeps them up to date)
//  Behaviour: issue 3 "Instances and the store": the long-running host on the wall clock, over a
//  durable SQLite store; a restart (even after SIGKILL) carries on with every committed row.

import Foundation
import GlimpseArchive
import GlimpseHost

/// `glimpse host`: runs the widget host on a database file.
enum HostCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "db", valueName: "file", help: "The host database (SQLite; created if missing)."),
            .init(name: "bundle", valueName: "path", help: "Add instances of the bundle at this path."),
            .init(name: "kind", valueName: "kind", help: "The widget kind of the added instances."),
            .init(name: "family", valueName: "family", help: "Their family (default: systemSmall)."),
            .init(name: "place", valueName: "place", help: "Their place: homeScreen, lockScreen, watchFace, standBy."),
            .init(name: "add", valueName: "n", help: "How many instances to add (default: 1 with --bundle)."),
            .init(
                name: "add-interval", valueName: "seconds",
                help: "Wait this long between two added instances (default: 0); the host works meanwhile."),
            .init(
                name: "for", valueName: "seconds", help: "Stop after this many seconds (default: run until stopped)."),
            .init(name: "list", help: "Print the stored instances, their timelines and ledgers, and exit."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse host",
            abstract: "Run the widget host on a database: keep every instance's timeline up to date.",
            discussion:
                "Prints one line per event (instance added, reload granted or refused, warning). SIGINT or SIGTERM stop it.",
            usage:
                "--db <file> [--bundle <path> --kind <kind> [--family <family>] [--add <n>]] [--for <seconds>] [--list]",
            options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        guard let db = parsed.value("db") else { throw UsageError("Missing expected option '--db <file>'") }
        let store: HostStore
        do { store = try HostStore(path: db) } catch { throw error.commandFailure }
        if parsed.flags.contains("list") { return try list(store) }

        let source = ProcessTimelineSource()
        defer { source.close() }
        let host: WidgetHost
        do { host = try WidgetHost(source: source, store: store) } catch { throw error.commandFailure }
        host.observer = { print(line(for: $0)) }
        var duration: Double?
        if let text = parsed.value("for") {
            guard let value = Double(text), value >= 0 else { throw UsageError("'\(text)' is not a number of seconds") }
            duration = value
        }
        let deadline = duration.map { Date().addingTimeInterval($0) }
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let watcher = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            watcher.setEventHandler { host.stop() }
            watcher.resume()
            signalSources.append(watcher)
        }
        if let deadline {
            DispatchQueue.global().asyncAfter(wallDeadline: .now() + max(deadline.timeIntervalSinceNow, 0)) {
                host.stop()
            }
        }
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            host.run()
            finished.signal()
        }
        do {
            try add(parsed, to: host)
        } catch {
            host.stop()
            finished.wait()
            throw error
        }
        finished.wait()
        return ExitCode.ok
    }

    /// Adds the instances `--bundle`, `--kind`, `--family`, `--place`, `--add` ask for.
    private static func add(_ parsed: ArgumentParser.Result, to host: WidgetHost) throws {
        guard let bundle = parsed.value("bundle") else { return }
        guard let kind = parsed.value("kind") else { throw UsageError("Missing expected option '--kind <kind>'") }
        let count = Int(parsed.value("add") ?? "1") ?? 0
        guard count > 0 else { throw UsageError("'\(parsed.value("add") ?? "")' is not a positive number") }
        let family = FamilyName(rawValue: parsed.value("family") ?? "systemSmall")
        let place = InstancePlace(rawValue: parsed.value("place") ?? "homeScreen")
        guard place.isKnown else {
            throw UsageError("'\(place)' is not a place (homeScreen, lockScreen, watchFace, standBy)")
        }
        let interval = Double(parsed.value("add-interval") ?? "0") ?? -1
        guard interval >= 0 else {
            throw UsageError("'\(parsed.value("add-interval") ?? "")' is not a number of seconds")
        }
        for index in 0..<count {
            if index > 0 && interval > 0 { Thread.sleep(forTimeInterval: interval) }
            do {
                let instance = try host.addInstance(bundle: bundle, kind: kind, family: family, place: place)
                print("added \(instance.id) \(instance.bundleName) \(kind) \(family) \(place)")
            } catch {
                throw error.commandFailure
            }
        }
    }

    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []

    /// One line per event, flushed, so a reader (or a test) sees each as it is committed.
    static func line(for event: HostEvent) -> String {
        switch event {
        case .reload(let row):
            let charge = row.granted ? (row.charged ? "charged" : "free") : "-"
            var text = "reload \(row.instance) \(row.reason.rawValue) \(row.granted ? "granted" : "refused") "
            text += "\(row.outcome.rawValue) \(charge)"
            if !row.detail.isEmpty { text += ": \(row.detail)" }
            return text
        case .providerCall(let call):
            let outcome: String =
                switch call.result {
                case .success(let count): "\(count) entries"
                case .failure(let error): error.code.description
                }
            let method = call.method == .timeline ? "" : " \(call.method.rawValue)"
            let seconds = String(format: "%.3f", call.duration)
            return "call \(call.instance)\(method) \(call.reason.rawValue) \(seconds) s \(outcome)"
        case .placeholder(let id, _):
            return "placeholder \(id)"
        case .timeline(let id, let timeline):
            return "timeline \(id) \(timeline.entries.count) entries"
        case .warning(let warning):
            return "warning \(warning.instance) \(warning.code): \(warning.message)"
        case .storeFailed(let error):
            return "store failed: \(error.message)"
        }
    }

    private static func print(_ text: String) {
        Console.output(text)
    }

    private static func list(_ store: HostStore) throws -> Int32 {
        do {
            let timelines = try store.timelines()
            for instance in try store.instances() {
                let rows = try store.ledger(for: instance.id)
                Console.output(
                    "\(instance.id) \(instance.bundleName) \(instance.kind) \(instance.family) \(instance.place) "
                        + "entries=\(timelines[instance.id]?.entries.count ?? 0) ledger=\(rows.count)")
            }
        } catch {
            throw error.commandFailure
        }
        return ExitCode.ok
    }
}
