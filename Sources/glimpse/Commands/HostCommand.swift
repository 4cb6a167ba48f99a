//  HostCommand.swift — glimpse (Glimpse)
//  Status: Complete for instances, surfaces, Smart Stacks and the WidgetCenter socket (adds
//  instances, keeps them up to date, and shows one surface: frames in a folder or a full-screen
//  page)
//  Behaviour: issue 3 "Instances and the store": the long-running host on the wall clock, over a
//  durable SQLite store; a restart (even after SIGKILL) carries on with every committed row.
//  Issue 10: instances are asked for the variants of their surface (GlimpseDisplay), can be
//  placed on a surface, and `--surface --frames|--serve` shows the surface (KioskRun); a kiosk
//  on a database another process hosts is a viewer (KioskViewer). Issue 13: the stored
//  surfaces' stacks rotate by relevance (SurfaceRotation), a line per rotation, and `--list`
//  prints the last 20 rotations; apps reach the host on the WidgetCenter socket
//  (`CenterSocketPath.resolve()`, as `glimpse serve`), and their relevant shortcuts and intents
//  insert suggested widgets into the stored stacks for their windows (SuggestedWidgetSync, a
//  line each); the stored widgets' bundles' relevance widgets put their cards into the stored
//  watch Smart Stack while relevant (SurfaceRotation+WatchStack, a line each).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseServer

/// `glimpse host`: runs the widget host on a database file.
enum HostCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "db", valueName: "file", help: "The host database (SQLite; created if missing)."),
            .init(name: "bundle", valueName: "path", help: "Add instances of the bundle at this path."),
            .init(name: "kind", valueName: "kind", help: "The widget kind of the added instances."),
            .init(name: "family", valueName: "family", help: "Their family (default: systemSmall)."),
            .init(name: "place", valueName: "place", help: "Their place: homeScreen, lockScreen, watchFace, standBy."),
            .init(
                name: "surface", valueName: "name",
                help: "The surface to place them on and to draw: homeScreen, lockScreen, standBy, watchFace, "
                    + "watchSmartStack, display (a bare full-screen display)."),
            .init(
                name: "display", valueName: "WxH",
                help: "With --surface display: its size in pixels, e.g. 1920x1080 or 800x480 (stored; default "
                    + "1920x1080)."),
            .init(
                name: "background", valueName: "#RRGGBB",
                help: "With --surface display: its background colour (stored; default: #F2F2F7, black when dark)."),
            .init(name: "appearance", valueName: "light|dark", help: "With --surface: its appearance (stored)."),
            .init(
                name: "slot", valueName: "n",
                help: "With --surface: put the instances in new slots from slot n (numbered from 1; default: the end)."),
            .init(
                name: "stack", valueName: "n",
                help: "With --surface: add the instances to slot n's stack instead (same family, at most 10 widgets)."),
            .init(
                name: "frames", valueName: "dir",
                help: "With --surface: write <dir>/<surface>.png each time the surface's pixels change."),
            .init(
                name: "serve", valueName: "port",
                help: "With --surface: serve a full-screen page of the surface on this port (0 picks a free one)."),
            .init(
                name: "listen", valueName: "address",
                help: "The address --serve binds (default: 127.0.0.1). Anything but loopback lets other machines in."),
            .init(
                name: "scale", valueName: "n",
                help: "Pixels per point of the frames (default: the device's); on the display, pixels per widget "
                    + "point (stored; default: what fills the display)."),
            .init(
                name: "eink", valueName: "mode",
                help: "With --frames or --serve: dither each frame for an e-ink panel: mono (1 bit), gray4 (2 bits) "
                    + "or gray16 (4 bits), written as a greyscale PNG of that depth."),
            .init(
                name: "rotate", valueName: "degrees",
                help: "With --eink: turn the frames clockwise by 90, 180 or 270 for a panel mounted sideways."),
            .init(
                name: "min-refresh", valueName: "seconds",
                help: "With --eink: write a frame at most this often, and only when its pixels changed (default: 60)."),
            .init(name: "add", valueName: "n", help: "How many instances to add (default: 1 with --bundle)."),
            .init(
                name: "add-interval", valueName: "seconds",
                help: "Wait this long between two added instances (default: 0); the host works meanwhile."),
            .init(
                name: "for", valueName: "seconds", help: "Stop after this many seconds (default: run until stopped)."),
            .init(
                name: "tap", valueName: "instance[:region]",
                help: "Tap a stored widget's button or toggle (by index among them, or by the intent's title), "
                    + "run its intent in the bundle, reload the widget, and exit."),
            .init(
                name: "keep", valueName: "instance",
                help: "Keep a suggested widget (it stays in its stack when its suggestion's window ends), and exit."),
            .init(
                name: "remove", valueName: "instance",
                help: "Remove a stored widget, from its stack or slot too (a suggested one's suggestion does not come "
                    + "back in its window), and exit."),
            .init(
                name: "footprint-limit", valueName: "MB",
                help: "Kill a bundle whose dirty memory (Pss_Anon) passes this many MB (stored; default 30; 0: none)."),
            .init(
                name: "idle-timeout", valueName: "seconds",
                help: "Stop a bundle that answered nothing for this long (stored; default 30; 0: never)."),
            .init(
                name: "no-widget-center",
                help:
                    "Do not serve WidgetCenter on its socket ($GLIMPSE_SOCKET, else $XDG_RUNTIME_DIR/glimpse/host.sock "
                    + "or /tmp/glimpse-<uid>/host.sock)."),
            .init(
                name: "list",
                help:
                    "Print the stored instances, their timelines and ledgers, the placed controls with their ledger "
                    + "rows, the broken bundles and the last 20 stack rotations, and exit."),
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse host",
            abstract: "Run the widget host on a database: keep every instance's timeline up to date.",
            discussion:
                "Prints one line per event (instance added, reload granted or refused, warning). SIGINT or SIGTERM stop it.",
            usage:
                "--db <file> [--bundle <path> --kind <kind> [--family <family>] [--add <n>] [--slot <n> | --stack <n>]] "
                + "[--surface <name> [--frames <dir> | --serve <port> [--listen <address>]]] "
                + "[--display <WxH>] [--background <#RRGGBB>] [--appearance <light|dark>] "
                + "[--eink <mode> [--rotate <degrees>] [--min-refresh <seconds>]] "
                + "[--footprint-limit <MB>] [--idle-timeout <seconds>] [--no-widget-center] [--for <seconds>] [--list] "
                + "[--tap <instance[:region]>] [--keep <instance>] [--remove <instance>]",
            options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        guard let db = parsed.value("db") else { throw UsageError("Missing expected option '--db <file>'") }
        // --list, --tap, --keep and --remove each do one thing and exit: one at a time.
        let actions = ["tap", "keep", "remove"].filter { parsed.value($0) != nil }
        if let first = actions.first, parsed.flags.contains("list") {
            throw UsageError("--list prints the database and exits; give --list or --\(first), not both")
        }
        if parsed.flags.contains("list") { return try list(database: db) }
        if actions.count > 1 {
            throw UsageError(
                actions.map { "--\($0)" }.joined(separator: " and ")
                    + " each act on one widget and exit; give one of them at a time")
        }
        // Acting on stored widgets needs a database that is there: a mistyped path creates nothing.
        if !actions.isEmpty { try requireDatabase(db) }
        if let name = parsed.value("family") { _ = try FamilyName.option(name) }
        let kiosk = try KioskOptions.parse(parsed)
        let surfaceSettings = try SurfaceSettings.parse(parsed)
        var duration = try StopSignals.duration(parsed.value("for"))
        // One host per database (HostStoreLock); it is held until the process ends. A kiosk that
        // places nothing shows a database another process hosts as a viewer (KioskViewer), and
        // hosts it when that host stops, keeping its page or folder.
        let hostLock: HostStoreLock
        var viewerOutput: KioskOutput?
        do {
            hostLock = try HostStoreLock(databasePath: db)
        } catch {
            guard error.code == .storeInUse, let kiosk, parsed.value("bundle") == nil else {
                throw error.commandFailure
            }
            switch try KioskViewer.run(database: db, kiosk, settings: surfaceSettings, for: duration) {
            case .stopped:
                return StopSignals.exitStatus(ExitCode.ok, command: "host", detail: "the kiosk viewer stopped")
            case .tookOver(let lock, let output):
                hostLock = lock
                viewerOutput = output
                duration = nil  // the viewer's --for still counts
            }
        }
        defer { hostLock.release() }
        let store: HostStore
        do {
            store = try HostStore(path: db)
            try store.requireWritable()
        } catch {
            throw error.commandFailure
        }
        if let tap = parsed.value("tap") { return try Self.tap(tap, store: store) }
        if let keep = parsed.value("keep") { return try Self.keep(keep, store: store) }
        if let remove = parsed.value("remove") { return try Self.remove(remove, store: store) }
        // Bad input is refused before anything is stored or started.
        let surface = try surfaceOption(parsed, store: store).map { surfaceSettings.apply(to: $0) }
        if surface != nil, parsed.value("bundle") != nil, parsed.value("place") != nil {
            throw UsageError("--surface places the instances; leave out --place")
        }
        if parsed.value("slot") != nil || parsed.value("stack") != nil, surface == nil || parsed.value("bundle") == nil
        {
            throw UsageError("--slot and --stack place new instances: they need --surface <name> and --bundle <path>")
        }
        var placement: SurfacePlacement?
        if let surface, parsed.value("bundle") != nil {
            try checkFits(parsed, surface: surface)
            let families: [InstanceID: FamilyName]
            do {
                families = Dictionary(try store.instances().map { ($0.id, $0.family) }, uniquingKeysWith: { a, _ in a })
            } catch {
                throw error.commandFailure
            }
            placement = try SurfacePlacement.plan(
                slot: parsed.value("slot"), stack: parsed.value("stack"), surface: surface, families: families,
                family: FamilyName(rawValue: parsed.value("family") ?? "systemSmall"), count: try addCount(parsed))
        }
        // Refuse a bundle that cannot be used before anything is stored.
        if let bundle = parsed.value("bundle") { try check(bundle: bundle, parsed) }
        // The command line's display settings are kept with the surface.
        if let surface, !surfaceSettings.isEmpty {
            do {
                try store.updateSurfaces { stored in
                    guard let s = stored.firstIndex(where: { $0.name == surface.name }) else {
                        return stored.append(surface)
                    }
                    stored[s] = surfaceSettings.apply(to: stored[s])
                }
            } catch {
                throw error.commandFailure
            }
        }
        let output = try viewerOutput ?? kiosk.map { try $0.open(for: surface!) }
        defer { output?.stop() }
        if viewerOutput == nil, let server = output?.server, let url = server.url {
            print("kiosk: serving the \(server.surface) surface on \(url)")
        }
        if let surface, output != nil, parsed.value("bundle") == nil, surface.stacks.isEmpty {
            Console.error(
                "Note: the \(surface.name) surface has no widgets yet, so the kiosk draws it empty; add some with "
                    + "--bundle <path> --kind <kind> (e.g. glimpse host --db \(db) --bundle .build/debug/EmojiRangers "
                    + "--kind EmojiRangerWidget --surface \(surface.name) …)")
        }

        let settings = try limitOptions(parsed, store: store)
        var cgroup: MemoryCgroup?
        switch MemoryCgroup.forThisHost() {
        case .success(let group): cgroup = group
        case .failure(let why):
            // Said once, on stderr beside the event lines: the limit still holds, by sampling.
            Console.error(
                "Note: no cgroup memory.max for the bundles (\(why)); the footprint limit is enforced by sampling "
                    + "Pss_Anon every 50 ms")
        }
        // Background URL session downloads the bundles hand over run in the host (issue 9), kept
        // in the store and their bodies in <db>.transfers, so a host started again resumes them.
        let inMemory = db == ":memory:"
        let transfers =
            inMemory
            ? FileManager.default.temporaryDirectory.appendingPathComponent("glimpse-transfers-\(getpid())")
            : URL(fileURLWithPath: db + ".transfers")
        let source = ProcessTimelineSource(
            cgroup: cgroup,
            onLifecycle: { event in
                switch event {
                case .started(let bundle, let pid):
                    print("bundle \((bundle as NSString).lastPathComponent) started (PID \(pid))")
                case .stoppedIdle(let bundle, let seconds):
                    print(
                        "bundle \((bundle as NSString).lastPathComponent) stopped: idle \(String(format: "%g", seconds)) s"
                    )
                case .broken:
                    break  // the host's bundleBroken event says it once, when it is stored
                }
            }, transferFolder: transfers, transferStore: store)
        defer {
            source.close()
            if inMemory { try? FileManager.default.removeItem(at: transfers) }
            if let cgroup { cgroup.release(cgroup.parent) }
        }
        let host: WidgetHost
        do { host = try WidgetHost(source: source, store: store, settings: settings) } catch {
            throw error.commandFailure
        }
        host.renderTargets = { instance in targets(for: instance, store: store) }
        // WidgetCenter reloads from a bundle's code (its background session delegate, say) come
        // on its pipe: budgeted, as the extension is not the foreground app.
        source.sendWidgetCenterReloads(to: host)
        do {
            let resumed = try source.resumeStoredTransfers()
            if resumed > 0 { print("background transfers: \(resumed) resumed from the last run") }
        } catch {
            throw error.commandFailure
        }
        let run = output.map { output in
            KioskRun(
                content: HostedSurfaceContent(host: host, store: store), surface: surface!.name, frames: output.frames,
                settings: surfaceSettings,
                report: { shown in
                    print(KioskRun.line(for: shown))
                    output.show(shown)
                })
        }
        // Smart Rotate (issue 13) over the stored surfaces' stacks, the same rules as `glimpse
        // serve`; each rotation is stored with the stack's new top, which the kiosk draws. The
        // stored suggestions put their widgets into the stacks for their windows, from the
        // bundles of the stored widgets (each described once, when first needed).
        let logged: @Sendable (String) -> Void = { line in Console.error("glimpse host: \(LogText.escaped(line))") }
        let catalog = BundleCatalog(paths: { [host] in host.instances.map(\.bundle) }, log: logged)
        // The watch Smart Stack's relevance cards come from the stored widgets' bundles too.
        let rotation = SurfaceRotation(
            host: host, store: store, settings: SmartRotateSettings(), suggestions: { catalog.source(of: $0) },
            relevance: { catalog.watchRelevance(at: $0) },
            intentType: { bundle, kind in catalog.intentType(kind: kind, bundle: bundle) }, log: logged)
        // WidgetCenter (Docs/WidgetCenter.md): apps' reloads, donations, relevant shortcuts and
        // relevant intents reach this host on the socket their client looks for.
        var service = HostCenterService(
            host: host, knownKinds: { catalog.kinds() }, onRelevanceChange: { rotation.wake() })
        service.widgetIntent = { bundle, kind in catalog.intentType(kind: kind, bundle: bundle) }
        service.onRelevanceInvalidated = { _, _ in rotation.askRelevanceAgain() }
        let center =
            parsed.flags.contains("no-widget-center")
            ? nil : WidgetCenterServer(service: service, log: { line in print(LogText.escaped(line)) })
        if let center {
            do {
                try center.start()
            } catch {
                Console.error("Note: no WidgetCenter socket (\(error)); apps cannot reach this host through it")
            }
        }
        defer { center?.stop() }
        host.observer = { event in
            print(line(for: event))
            if case .timeline = event {
                run?.invalidate()
                rotation.wake()
            }
            if case .placeholder = event { run?.invalidate() }
        }
        StopSignals.install(after: duration) {
            host.stop()
            rotation.stop()
            run?.stop()
        }
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            host.run()
            finished.signal()
        }
        let rotated = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            rotation.run(
                placed: { outcome in
                    for line in outcome.lines { print(line) }
                    run?.invalidate()
                },
                carded: { outcome in
                    for line in outcome.lines { print(LogText.escaped(line)) }
                    run?.invalidate()
                },
                report: { made in
                    let names = StackRotation.names(of: (try? store.instances()) ?? [])
                    print("rotated \(LogText.escaped(made.summary(naming: names)))")
                    run?.invalidate()
                }, failed: { error in print("store failed: \(LogText.escaped(error.message))") })
            rotated.signal()
        }
        defer {
            rotation.stop()
            rotated.wait()
        }
        do {
            // The surface is stored before its instances are asked for anything, so they are
            // asked for its variants.
            // Each a read-modify-write of what is stored (HostStore.updateSurfaces): the rotation
            // thread may have put a suggested widget into a stack since the surface was read.
            if let surface, parsed.value("bundle") != nil {
                try store.updateSurfaces { stored in
                    if !stored.contains(where: { $0.name == surface.name }) { stored.append(surface) }
                }
            }
            let added = try add(parsed, to: host, place: surface.map { InstancePlace(rawValue: $0.name.rawValue) })
            if let surface, let placement, !added.isEmpty {
                try store.updateSurfaces { stored in
                    guard let s = stored.firstIndex(where: { $0.name == surface.name }) else { return }
                    stored[s] = placement.apply(to: stored[s], ids: added.map(\.id))
                }
            }
        } catch {
            host.stop()
            run?.stop()
            finished.wait()
            if let error = error as? HostError { throw error.commandFailure }
            throw error
        }
        if let run {
            do {
                try run.run()
            } catch {
                host.stop()
                finished.wait()
                throw CommandFailure(error.code == .cannotWrite ? ExitCode.ioError : ExitCode.software, error.message)
            }
        }
        finished.wait()
        return StopSignals.exitStatus(
            ExitCode.ok, command: "host", detail: "the host finished the step in progress and stopped")
    }

    /// The stored settings with `--footprint-limit` and `--idle-timeout` applied; nil when neither
    /// is given (the stored ones are used as they are).
    private static func limitOptions(_ parsed: ArgumentParser.Result, store: HostStore) throws -> HostSettings? {
        let footprint = parsed.value("footprint-limit")
        let idle = parsed.value("idle-timeout")
        guard footprint != nil || idle != nil else { return nil }
        var settings: HostSettings
        do { settings = try store.settings() } catch { throw error.commandFailure }
        if let footprint {
            guard let megabytes = Double(footprint), megabytes >= 0, megabytes <= 1_048_576 else {
                throw UsageError("'\(footprint)' is not a number of MB for --footprint-limit (e.g. 30; 0: no limit)")
            }
            settings.footprintLimit = Int(megabytes * 1_048_576)
        }
        if let idle {
            guard let seconds = Double(idle), seconds >= 0, seconds.isFinite else {
                throw UsageError("'\(idle)' is not a number of seconds for --idle-timeout (e.g. 30; 0: never)")
            }
            settings.idleBundleTimeout = seconds
        }
        return settings
    }

    /// Starts the bundle and asks it to `describe` itself: it must exist, speak this protocol
    /// version or an older one, and have the widget `--kind` names in `--family`, not a relevance
    /// widget (the host places those itself, as cards).
    private static func check(bundle: String, _ parsed: ArgumentParser.Result) throws {
        guard let kind = parsed.value("kind") else { throw UsageError("Missing expected option '--kind <kind>'") }
        let family = parsed.value("family") ?? "systemSmall"
        let description: BundleDescription
        do {
            let process = try ExtensionProcess(executable: bundle)
            defer { process.terminate() }
            description = try process.describe()
        } catch {
            throw error.commandFailure
        }
        let name = (bundle as NSString).lastPathComponent
        guard let widget = description.widgets.first(where: { $0.kind == kind }) else {
            let kinds = description.widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
            throw CommandFailure(
                ExitCode.dataError, "bundle '\(name)' has no widget of kind '\(kind)' (kinds: \(kinds))")
        }
        guard widget.relevanceWidget != true else {
            throw CommandFailure(
                ExitCode.dataError,
                "widget '\(kind)' of bundle '\(name)' is a relevance widget: it joins the watch Smart Stack by "
                    + "itself when relevant (a person never places one); place its timeline widget instead")
        }
        guard widget.supportedFamilies.contains(family) else {
            throw CommandFailure(
                ExitCode.dataError,
                "widget '\(kind)' of bundle '\(name)' does not support \(family) "
                    + "(it supports \(widget.supportedFamilies.joined(separator: ", ")))")
        }
    }

    /// The surface `--surface` names, as stored (or new and empty on its default device).
    /// - Throws: `UsageError` for a name that is no surface; `CommandFailure` for the store.
    private static func surfaceOption(_ parsed: ArgumentParser.Result, store: HostStore) throws -> Surface? {
        guard let text = parsed.value("surface") else { return nil }
        let name = try KioskOptions.surfaceName(text)
        do {
            return try store.surface(name) ?? Surface(name: name, device: Surface.defaultDevice(for: name))
        } catch {
            throw error.commandFailure
        }
    }

    /// Refuses a family the surface's device does not show there, before anything is added.
    private static func checkFits(_ parsed: ArgumentParser.Result, surface: Surface) throws {
        let family = FamilyName(rawValue: parsed.value("family") ?? "systemSmall")
        guard let device = try? DeviceProfile.named(surface.device) else {
            throw CommandFailure(
                ExitCode.dataError, "the \(surface.name) surface is on '\(surface.device)', which is no device")
        }
        guard device.familySize(family, at: surface.name) == nil else { return }
        let holds = (Place.named(surface.name)?.families ?? []).filter {
            device.familySize($0, at: surface.name) != nil
        }
        throw UsageError(
            "the \(surface.name) surface on \(device.name) cannot hold \(family) widgets (it holds "
                + holds.map(\.rawValue).joined(separator: ", ") + "); choose another --surface or --family")
    }

    /// The variants an instance is asked for: those of its surface when the store holds one
    /// (its device and state, as `glimpse serve` asks), else one light environment, as before
    /// surfaces.
    static func targets(for instance: WidgetInstance, store: HostStore) -> RenderTargets {
        let name = PlaceName(rawValue: instance.place.rawValue)
        guard let surface = (try? store.surface(name)) ?? nil,
            let device = try? DeviceProfile.named(surface.device),
            let context = PlaceContext(name, device: device, state: surface.state)
        else { return RenderTargets() }
        return context.renderTargets(for: instance.family) ?? RenderTargets()
    }

    /// Adds the instances `--bundle`, `--kind`, `--family`, `--place` (or `place`), `--add` ask for.
    /// - Returns: The instances added.
    private static func add(_ parsed: ArgumentParser.Result, to host: WidgetHost, place surfacePlace: InstancePlace?)
        throws -> [WidgetInstance]
    {
        guard let typed = parsed.value("bundle") else { return [] }
        // Stored absolute: a later `glimpse host` on this database may start in another folder.
        let bundle = URL(fileURLWithPath: typed).standardizedFileURL.path
        guard let kind = parsed.value("kind") else { throw UsageError("Missing expected option '--kind <kind>'") }
        let count = try addCount(parsed)
        let family = FamilyName(rawValue: parsed.value("family") ?? "systemSmall")
        let place = surfacePlace ?? InstancePlace(rawValue: parsed.value("place") ?? "homeScreen")
        guard place.isKnown || surfacePlace != nil else {
            throw UsageError("'\(place)' is not a place (homeScreen, lockScreen, watchFace, standBy)")
        }
        let interval =
            try SecondsOption.parse(
                parsed.value("add-interval"), option: "--add-interval", allowsZero: true, example: "1")
            ?? 0
        var added: [WidgetInstance] = []
        for index in 0..<count {
            if index > 0 && interval > 0 { Thread.sleep(forTimeInterval: interval) }
            do {
                let instance = try host.addInstance(bundle: bundle, kind: kind, family: family, place: place)
                print("added \(instance.id) \(instance.bundleName) \(kind) \(family) \(place)")
                added.append(instance)
            } catch {
                throw error.commandFailure
            }
        }
        return added
    }

    /// How many instances `--add` asks for (default: 1).
    private static func addCount(_ parsed: ArgumentParser.Result) throws -> Int {
        let count = Int(parsed.value("add") ?? "1") ?? 0
        guard count > 0 else { throw UsageError("'\(parsed.value("add") ?? "")' is not a positive number") }
        return count
    }

    /// One line per event, flushed, so a reader (or a test) sees each as it is committed. Control
    /// characters (a bundle's bytes, a multi-line SQLite message) are escaped, so it is one line.
    static func line(for event: HostEvent) -> String {
        LogText.escaped(text(for: event))
    }

    private static func text(for event: HostEvent) -> String {
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
        case .bundleBroken(let mark):
            return mark.line
        }
    }

    private static func print(_ text: String) {
        Console.output(text)
    }

    /// `--list` only reads (Docs/CLI.md): a database that is not there is missing input (66), and
    /// nothing is created.
    private static func list(database db: String) throws -> Int32 {
        try requireDatabase(db)
        let store: HostStore
        do { store = try HostStore.forReading(path: db) } catch { throw error.commandFailure }
        return try list(store)
    }

    /// Missing input (66) when `db` is not there, naming how to create it; nothing is created.
    private static func requireDatabase(_ db: String) throws {
        do {
            try HostStore.refuseFolder(db)
            try HostStore.checkFolder(of: db)
        } catch {
            throw error.commandFailure
        }
        guard FileManager.default.fileExists(atPath: db) else {
            throw CommandFailure(
                ExitCode.noInput, "no host database at '\(db)'; run 'glimpse host --db \(db) --bundle …' to create one")
        }
    }

    private static func list(_ store: HostStore) throws -> Int32 {
        do {
            let timelines = try store.timelines()
            let schedules = try store.schedules()
            let surfaces = try store.surfaces()
            let suggested = Dictionary(
                try store.suggestedWidgets().map { ($0.instance, $0.end) }, uniquingKeysWith: { first, _ in first })
            for instance in try store.instances() {
                let rows = try store.ledger(for: instance.id)
                let pending = schedules[instance.id]?.pending.map { " pending=\($0.reason.rawValue)" } ?? ""
                Console.output(
                    "\(instance.id) \(instance.bundleName) \(instance.kind) \(instance.family) \(instance.place) "
                        + slotWords(of: instance.id, on: surfaces)
                        + (suggested[instance.id].map { "suggested-until=\($0.formatted(.iso8601)) " } ?? "")
                        + "entries=\(timelines[instance.id]?.entries.count ?? 0) ledger=\(rows.count)\(pending)")
            }
            for line in try controlLines(store) { Console.output(line) }
            for mark in try store.brokenBundles() { Console.output(LogText.escaped(mark.line)) }
            let names = StackRotation.names(of: try store.instances())
            for rotation in try store.rotations(limit: 20) {
                Console.output("rotation \(LogText.escaped(rotation.line(naming: names)))")
            }
        } catch {
            throw error.commandFailure
        }
        return ExitCode.ok
    }

    /// One line per placed control (`control #3 Productivity <kind> controlCenter
    /// controlCenterSmall ledger=2`), each followed by its ledger rows, indented:
    /// `  2026-06-01T08:00:00Z Timer (Productivity.ToggleTimerIntent) succeeded 0.012 s: <detail>`.
    static func controlLines(_ store: HostStore) throws(HostError) -> [String] {
        let rows = Dictionary(grouping: try store.controlLedger(), by: \.control)
        var lines: [String] = []
        for (control, _) in try store.controls() {
            let ledger = rows[control.id] ?? []
            lines.append(
                "control #\(control.id) \(control.bundleName) \(control.kind) \(control.spot.rawValue) "
                    + "\(control.place.rawValue) ledger=\(ledger.count)")
            for row in ledger {
                let detail = row.detail.isEmpty ? "" : ": \(row.detail)"
                lines.append(
                    "  \(row.time.formatted(.iso8601)) \(row.title) (\(row.intent)) \(row.outcome.rawValue) "
                        + String(format: "%.3f s", row.duration) + detail)
            }
        }
        return lines
    }

    /// Where `id` is placed, as `--slot` and `--stack` number it: `slot=2 ` (from 1, in its
    /// surface's order); in a stack of three `slot=2 stacked=1/3 ` (its place in the stack's
    /// order), with `shown` when it is the one on top; empty when no surface holds it.
    static func slotWords(of id: InstanceID, on surfaces: [Surface]) -> String {
        for surface in surfaces {
            for (index, stack) in surface.stacks.enumerated() {
                guard let position = stack.instances.firstIndex(of: id) else { continue }
                guard stack.instances.count > 1 else { return "slot=\(index + 1) " }
                let shown = stack.shown == id ? " shown" : ""
                let stacked = "stacked=\(position + 1)/\(stack.instances.count)\(shown) "
                return "slot=\(index + 1) " + stacked
            }
        }
        return ""
    }
}
