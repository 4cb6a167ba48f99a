//  ServeCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 5 — `glimpse serve <bundle>… [--port 8765] [--db FILE]`: starts the host with
//  the bundles and serves the web simulator until Ctrl-C (STYLE R18 help and exit statuses); a
//  bundle given twice is a usage error (issue 14). Ctrl-C (SIGINT) says "interrupted" and exits
//  130; SIGTERM or the end of stdin (`--until-stdin-closes`) exits 0.

import Dispatch
import Foundation
import GlimpseHost
import GlimpseServer

/// `glimpse serve`: the live simulator in a browser.
enum ServeCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "port", valueName: "port",
                help: "TCP port to serve on (default: 8765); 0 picks a free port, printed at start."),
            .init(
                name: "listen", valueName: "address",
                help: "Address to bind (default: 127.0.0.1). Anything but a loopback address lets other machines in."),
            .init(
                name: "db", valueName: "file",
                help:
                    "The host database; its widgets and the simulator's settings come back on the next start (default: kept in memory)."
            ),
            .init(
                name: "populate",
                help: "When the database holds no widget yet, place every widget of the bundles in every place it fits."
            ),
            .init(
                name: "no-widget-center",
                help:
                    "Do not serve WidgetCenter on its socket ($GLIMPSE_SOCKET, else $XDG_RUNTIME_DIR/glimpse/host.sock or /tmp/glimpse-<uid>/host.sock)."
            ),
            .init(
                name: "until-stdin-closes",
                help: "Also stop when standard input reaches its end (for scripts and tests that start the server)."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse serve",
            abstract: "Run the host with widget bundles and serve the live simulator page.",
            discussion:
                "Every place (Home Screen, Lock Screen, StandBy, watch face, Smart Stack) lives on one page: widgets show their current entries, timers tick, reloads happen under the budget, and the clock, lock, Always On, appearance and devices can be steered. The JSON API is in Docs/SimulatorAPI.md. Stop with Ctrl-C.",
            usage:
                "<bundle-executable> ... [--port <port>] [--listen <address>] [--db <file>] [--populate] [--no-widget-center] [--until-stdin-closes]",
            arguments: [
                CommandHelp.Item(
                    label: "<bundle-executable>",
                    help: "One or more widget bundle executables (e.g. .build/debug/EmojiRangers).")
            ],
            options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let (bundles, options) = split(arguments)
        let parsed = try parser.parse(options)
        if parsed.wantsHelp { return printHelp() }
        guard !bundles.isEmpty else { throw UsageError("Missing expected argument '<bundle-executable>'") }
        try refuseRepeated(bundles)
        let port = try portOption(parsed.value("port"))
        let address = parsed.value("listen") ?? "127.0.0.1"
        // A malformed address is a usage error (64), caught before the exposure warning.
        guard Self.isIPAddress(address) else {
            throw UsageError("'\(address)' is not an IP address; use e.g. 127.0.0.1 (the default), ::1 or 0.0.0.0")
        }
        if !SimulatorServer.isLoopback(address) {
            Console.error(
                "warning: listening on \(address): anyone who can reach this machine can see and steer the simulator")
        }
        let server: SimulatorServer
        do {
            server = try SimulatorServer(
                LiveSimulator.Configuration(
                    bundles: bundles, databasePath: parsed.value("db"), populate: parsed.flags.contains("populate"),
                    widgetCenter: !parsed.flags.contains("no-widget-center"),
                    log: { Console.error($0) }))
        } catch let error as HostError {
            throw error.commandFailure
        } catch let error as ServerError {
            throw CommandFailure(ExitCode.dataError, error.message)
        }
        let bound: Int
        do {
            bound = try server.start(address: address, port: port)
        } catch {
            server.stop()
            throw CommandFailure(ExitCode.unavailable, error.message)
        }
        let simulator = server.simulator
        let widgets = simulator.currentState.layout.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.ids.count } }
        let names = simulator.gallery.bundles.map(\.name).joined(separator: ", ")
        let store = parsed.value("db") ?? "memory (nothing is kept; pass --db FILE to keep it)"
        Console.output("glimpse serve: \(names); \(widgets) widget\(widgets == 1 ? "" : "s"); store \(store)")
        // Watched before the line that invites Ctrl-C, so no Ctrl-C after it is lost.
        let wait = watchForStop(orEndOfInput: parsed.flags.contains("until-stdin-closes"))
        Console.output("Serving \(server.url ?? "http://\(address):\(bound)/")  (Ctrl-C to stop)")
        let interrupted = wait()
        Console.output("glimpse serve: stopping")
        server.stop()
        guard interrupted else { return ExitCode.ok }
        Console.error(StopSignals.interruptedLine(command: "serve", detail: "the server stopped"))
        return ExitCode.interrupted
    }

    // MARK: - Steps

    /// A bundle given twice (by the same path, or by paths that lead to the same file) is a usage
    /// error: the host would run its widgets twice.
    static func refuseRepeated(_ bundles: [String]) throws(UsageError) {
        var seen: [String: String] = [:]
        for bundle in bundles {
            let resolved = URL(fileURLWithPath: bundle).resolvingSymlinksInPath().standardizedFileURL.path
            if let first = seen[resolved] {
                let how = first == bundle ? "twice" : "twice ('\(first)' and '\(bundle)' are the same file)"
                throw UsageError("bundle '\(bundle)' is given \(how); pass each bundle once")
            }
            seen[resolved] = bundle
        }
    }

    /// The bundle paths and the options (with their values), in order.
    static func split(_ arguments: [String]) -> (bundles: [String], options: [String]) {
        var bundles: [String] = []
        var options: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                bundles.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else {
                options.append(argument)
                let name = String(argument.drop(while: { $0 == "-" }))
                let takesValue = parser.options.contains { $0.name == name && $0.valueName != nil }
                if takesValue, index < arguments.count, !arguments[index].hasPrefix("--") {
                    options.append(arguments[index])
                    index += 1
                }
            }
        }
        return (bundles, options)
    }

    private static func portOption(_ text: String?) throws -> Int {
        guard let text else { return SimulatorServer.defaultPort }
        guard let port = Int(text), (0...65535).contains(port) else {
            throw UsageError("'\(text)' is not a port; use 0…65535 (0 picks a free one)")
        }
        return port
    }

    /// Starts watching for SIGINT or SIGTERM (or, if asked, the end of standard input); the
    /// function returned blocks until one comes and is true when SIGINT (Ctrl-C) came.
    private static func watchForStop(orEndOfInput: Bool) -> () -> Bool {
        let done = DispatchSemaphore(value: 0)
        let interrupted = DispatchSemaphore(value: 0)
        if orEndOfInput {
            let reader = Thread {
                var buffer = [UInt8](repeating: 0, count: 256)
                while read(0, &buffer, buffer.count) > 0 {}
                done.signal()
            }
            reader.start()
        }
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if number == SIGINT { interrupted.signal() }
                done.signal()
            }
            source.resume()
            sources.append(source)
        }
        return {
            done.wait()
            for source in sources { source.cancel() }
            return interrupted.wait(timeout: .now()) == .success
        }
    }
}

extension ServeCommand {
    /// Whether `address` is `localhost` or a numeric IPv4 or IPv6 address, as `--listen` takes.
    static func isIPAddress(_ address: String) -> Bool {
        if address == "localhost" { return true }
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, address, &v4) == 1 || inet_pton(AF_INET6, address, &v6) == 1
    }
}
