//  ExtensionProcess.swift — GlimpseHost (Glimpse)
//  Status: Complete for one request at a time
//  Behaviour: Docs/ExtensionProtocol.md — the host's end: starts a widget bundle's executable,
//  writes requests to its stdin, reads newline-delimited JSON responses from its stdout with a
//  timeout, keeps the tail of its stderr for error messages, and always reaps the child.

import Foundation
public import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running widget bundle, spoken to over the extension protocol.
///
/// Requests are sent one at a time (calls from several threads wait their turn). Every answer
/// is checked: it must decode, match the request, and carry archives within the limits
/// (`ArchiveCoding.validate`, 10 MB each). A bundle that times out or writes something that is not
/// a response is killed; later calls fail with the same error.
///
/// With a footprint limit (or `samplesFootprint`), the bundle's dirty anonymous memory
/// (`ProcessFootprint`) is sampled every 50 ms while it works on a request and once more at its
/// answer, raising `peakFootprint`; over a limit it is killed with SIGKILL (as jetsam kills an
/// extension) and the request fails with `.footprint`. `glimpse preview` and `lint` sample
/// without a limit, so they see the spikes a host would kill for.
/// With a `MemoryCgroup` it also runs under a `memory.max` of the limit, and a kernel kill for
/// memory is reported the same way.
///
/// Creating an `ExtensionProcess` ignores SIGPIPE for the whole process, so a bundle that dies
/// surfaces as `.bundleCrashed` rather than killing the host.
// @unchecked Sendable: requests are serialised by `exchangeLock`; the rest of the mutable state is
// guarded by `stateLock`; the pipe readers are thread-safe.
public final class ExtensionProcess: @unchecked Sendable {
    /// How long a request may take unless the caller says otherwise: 10 seconds.
    public static let defaultTimeout: Duration = .seconds(10)

    /// The executable's path, as given.
    public let executablePath: String
    /// The executable's file name, used in messages.
    public let bundleName: String
    /// How long each request may take.
    public let timeout: Duration
    /// The child's process id.
    public var processIdentifier: Int32 { process.processIdentifier }
    /// The most dirty anonymous memory the bundle may use, in bytes; 0 for no limit.
    public let footprintLimit: Int
    /// Whether the footprint is sampled while a request is out: with a limit, or when asked.
    public let samplesFootprint: Bool
    /// How often the footprint is sampled while a request is out: 50 ms.
    static let footprintSampleInterval: TimeInterval = 0.05

    private let process: Process
    private let input: FileHandle
    private let output: PipeLineReader
    private let errorReader: PipeLineReader
    private let stderrLines: StderrTail
    private let exited = DispatchGroup()
    private let exchangeLock = NSLock()
    private let stateLock = NSLock()
    private var nextID = 1
    private var fatalError: HostError?
    private var inputClosed = false
    private var peak = 0
    private var cgroup: (group: MemoryCgroup, child: URL)?

    /// Starts the bundle at `executable`.
    ///
    /// - Parameters:
    ///   - executable: Path of the bundle's executable (e.g. `.build/debug/EmojiRangers`).
    ///   - arguments: Extra arguments for the executable (none for a widget bundle).
    ///   - timeout: How long each request may take (default 10 s).
    ///   - environment: The child's environment; nil inherits the host's.
    ///   - footprintLimit: Bytes of dirty anonymous memory the bundle may use (0: no limit).
    ///   - cgroup: Where to confine the bundle under `memory.max` = `footprintLimit`; nil samples only.
    ///   - samplesFootprint: Sample the footprint every 50 ms while a request is out even without a
    ///     limit (`peakFootprint` then holds the spikes); a limit always samples.
    ///   - onStderrLine: Called on a reader thread with each line the bundle writes to stderr
    ///     (widget code's `print` goes there), but not a crash's backtrace (its error names
    ///     Swift's message and the frame); the last 20 lines are kept for errors either way.
    ///   - onTransfer: Called with each background transfer the bundle hands the host (a
    ///     `transfer` notification), on the stdout reader thread as soon as it is written.
    ///   - onReload: Called with the kind (nil: every kind) of each `WidgetCenter` reload the
    ///     bundle's code asks for (a `reload` notification), on the stdout reader thread.
    /// - Throws: `HostError` `.bundleNotFound` if no executable file is at the path,
    ///   `.launchFailed` if it cannot be started.
    public init(
        executable: String, arguments: [String] = [], timeout: Duration = ExtensionProcess.defaultTimeout,
        environment: [String: String]? = nil, footprintLimit: Int = 0, cgroup: MemoryCgroup? = nil,
        samplesFootprint: Bool = false,
        onStderrLine: (@Sendable (String) -> Void)? = nil, onTransfer: (@Sendable (BackgroundTransfer) -> Void)? = nil,
        onReload: (@Sendable (String?) -> Void)? = nil
    ) throws(HostError) {
        self.onTransfer = onTransfer
        self.onReload = onReload
        executablePath = executable
        self.footprintLimit = max(0, footprintLimit)
        self.samplesFootprint = samplesFootprint || footprintLimit > 0
        let url = URL(fileURLWithPath: executable)
        bundleName = url.lastPathComponent
        self.timeout = timeout
        try Self.checkExecutable(at: executable, name: bundleName)

        signal(SIGPIPE, SIG_IGN)
        let stdinPipe = Pipe()
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        exited.enter()
        var process: Process
        var attempts = 0
        while true {
            process = Process()
            process.executableURL = url
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardInput = stdinPipe
            process.standardOutput = stdoutPipe
            process.standardError = stderrPipe
            process.terminationHandler = { [exited] _ in exited.leave() }
            do {
                try process.run()
                break
            } catch {
                // ETXTBSY: the executable is still open for writing somewhere (a build writing it,
                // or a descriptor another thread's fork inherited for a moment); try again shortly.
                attempts += 1
                if attempts < 50 && Self.isTextFileBusy(error) {
                    usleep(20_000)
                    continue
                }
                throw HostError(
                    .launchFailed, "could not start widget bundle '\(executable)': \(error)", underlying: error)
            }
        }
        self.process = process
        if let cgroup, footprintLimit > 0,
            let child = cgroup.confine(
                process.processIdentifier, name: "\(bundleName)-\(process.processIdentifier)", limit: footprintLimit)
        {
            self.cgroup = (cgroup, child)
        }
        input = stdinPipe.fileHandleForWriting
        output = PipeLineReader(
            fd: stdoutPipe.fileHandleForReading.fileDescriptor, limit: ExtensionProtocol.maximumMessageBytes,
            name: "glimpse.host.stdout"
        ) { item in
            // Notifications are handled as they arrive, between requests too; answers are queued.
            guard case .line(let data) = item, let notification = Self.notification(in: data) else { return true }
            Self.handle(notification, onTransfer: onTransfer, onReload: onReload)
            return false
        }
        let tail = StderrTail()
        stderrLines = tail
        errorReader = PipeLineReader(
            fd: stderrPipe.fileHandleForReading.fileDescriptor, limit: 64 * 1024, name: "glimpse.host.stderr"
        ) { item in
            if case .line(let data) = item {
                let line = String(decoding: data, as: UTF8.self)
                if tail.append(line) { onStderrLine?(line) }
            } else if case .unterminated(let data) = item {
                let line = String(decoding: data, as: UTF8.self)
                if tail.append(line) { onStderrLine?(line) }
            }
            return false
        }
        // Keep the pipes' reading ends open for as long as the readers run.
        retainedPipes = [stdoutPipe, stderrPipe]
    }

    private var retainedPipes: [Pipe] = []
    /// Called with each `transfer` notification the bundle writes (a background URL session's
    /// resumed download, Docs/ExtensionProtocol.md "Background transfers").
    private let onTransfer: (@Sendable (BackgroundTransfer) -> Void)?
    /// Called with each `reload` notification (a `WidgetCenter` reload in the bundle's code).
    private let onReload: (@Sendable (String?) -> Void)?

    deinit { terminate() }

    /// The last lines the bundle wrote to stderr before any crash report, oldest first (at most 20).
    public var stderrTail: [String] { stderrLines.snapshot }

    /// The bundle's footprint now (`Pss_Anon`, bytes), or nil once it has exited. Also raises
    /// `peakFootprint`.
    public func sampleFootprint() -> Int? {
        guard let bytes = ProcessFootprint.bytes(of: process.processIdentifier) else { return nil }
        stateLock.withLock { peak = max(peak, bytes) }
        return bytes
    }

    /// The largest footprint sampled so far, in bytes (0 before the first sample).
    public var peakFootprint: Int { stateLock.withLock { peak } }

    /// Starts `peakFootprint` again from 0, so a caller can measure one widget's requests.
    public func resetPeakFootprint() { stateLock.withLock { peak = 0 } }

    // MARK: - Requests

    /// Sends `request` (its `id` is replaced by the next free one) and returns the response with
    /// the matching id, checked against the request.
    ///
    /// - Throws: `HostError`: `.timeout` (the bundle is killed), `.bundleCrashed` (with the exit
    ///   status and the tail of stderr), `.malformedResponse` (the bundle is killed),
    ///   `.invalidArchive`, or the failure the bundle reported (`.unknownKind`, `.unknownFamily`,
    ///   `.unsupportedFamily`, `.badRequest`, `.providerFailed`).
    public func send(_ request: ExtensionRequest) throws(HostError) -> ExtensionResponse {
        exchangeLock.lock()
        defer { exchangeLock.unlock() }
        if let fatal = stateLock.withLock({ fatalError }) { throw fatal }
        var request = request
        request.id = stateLock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        let what = Self.describe(request)
        do {
            try write(request, what: what)
            let (response, bytes) = try readResponse(to: request.id, what: what)
            return try ResponseCheck(bundleName: bundleName, request: request, what: what)
                .checked(response, bytes: bytes)
        } catch {
            if error.isFatalToProcess { stateLock.withLock { fatalError = error } }
            throw error
        }
    }

    /// Stops the bundle: closes its stdin (a bundle exits when it reads end of file), then sends
    /// SIGTERM after 1 s and SIGKILL to its process group after 2 s, and reaps it. Safe to call
    /// more than once.
    public func terminate() {
        defer { releaseCgroup() }
        closeInput()
        if waitForExit(seconds: 1) { return }
        kill(process.processIdentifier, SIGTERM)
        if waitForExit(seconds: 1) { return }
        kill(-process.processIdentifier, SIGKILL)
        _ = waitForExit(seconds: 5)
        releaseCgroup()
    }

    /// How the bundle ended, e.g. "exited with status 3" or "was killed by signal 9 (Killed)";
    /// nil while it runs.
    public var exitDescription: String? {
        guard waitForExit(seconds: 0) else { return nil }
        let status = process.terminationStatus
        switch process.terminationReason {
        case .exit: return "exited with status \(status)"
        case .uncaughtSignal:
            let name = strsignal(status).map { String(cString: $0) } ?? "signal \(status)"
            return "was killed by signal \(status) (\(name))"
        @unknown default: return "ended with status \(status)"
        }
    }

    // MARK: - Steps

    private func write(_ request: ExtensionRequest, what: String) throws(HostError) {
        var line: Data
        do {
            line = try ArchiveCoding.encoder().encode(request)
        } catch {
            throw HostError(.badRequest, "could not encode the \(what) request: \(error)", underlying: error)
        }
        line.append(UInt8(ascii: "\n"))
        do {
            try input.write(contentsOf: line)
        } catch {
            throw crashed(before: what)
        }
    }

    private func readResponse(to id: Int, what: String) throws(HostError) -> (ExtensionResponse, Int) {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        while true {
            var item: PipeLineReader.Item?
            if samplesFootprint {
                // Wake every sample interval to look at the footprint while the bundle works.
                repeat {
                    item = output.next(before: min(deadline, Date(timeIntervalSinceNow: Self.footprintSampleInterval)))
                    if item == nil { try checkFootprint(answering: what) }
                } while item == nil && Date() < deadline
            } else {
                item = output.next(before: deadline)
            }
            guard let item else {
                killGroup()
                throw HostError(
                    .timeout,
                    "bundle '\(bundleName)' did not answer \(what) within \(timeout.formattedSeconds); it was stopped",
                    stderrTail: stderrTail)
            }
            switch item {
            case .end:
                throw crashed(before: what)
            case .unterminated(let data):
                // Half a line and then end of file: the bundle died while writing its answer.
                throw crashed(before: what, unfinished: data.count)
            case .tooLong:
                killGroup()
                throw HostError(
                    .malformedResponse,
                    "bundle '\(bundleName)' answered \(what) with a line longer than "
                        + "\(ExtensionProtocol.maximumMessageBytes) bytes; it was stopped")
            case .line(let data):
                if data.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
                let response = try decode(data, what: what)
                if response.id == 0, response.transfer != nil || response.reload != nil {
                    // A notification longer than the reader thread looks at.
                    Self.handle(response, onTransfer: onTransfer, onReload: onReload)
                    continue
                }
                if response.id == id {
                    if samplesFootprint { try checkFootprint(answering: what) }
                    return (response, data.count)
                }
            // An answer to an earlier request that timed out: skip it.
            }
        }
    }

    private func decode(_ data: Data, what: String) throws(HostError) -> ExtensionResponse {
        do {
            return try ArchiveCoding.decodeResponse(data)
        } catch let error as ArchiveError {
            throw HostError(
                .invalidArchive, "bundle '\(bundleName)''s answer to \(what) was refused: \(error.message)",
                underlying: error)
        } catch {
            killGroup()
            let start = LogText.escaped(String(decoding: data.prefix(60), as: UTF8.self))
            throw HostError(
                .malformedResponse,
                "bundle '\(bundleName)' wrote a line that is not a protocol response while answering \(what) "
                    + "('\(start)\(data.count > 60 ? "…" : "")': \(ArchiveCoding.describe(error))); it was stopped; "
                    + "widget code must print to stderr, not stdout",
                underlying: error)
        }
    }

    /// Samples the footprint and kills the bundle (SIGKILL, as jetsam does) if it is over the
    /// limit (without a limit, only samples).
    private func checkFootprint(answering what: String) throws(HostError) {
        guard let bytes = sampleFootprint(), footprintLimit > 0, bytes > footprintLimit else { return }
        killGroup()
        throw footprintError(bytes: bytes, what: what)
    }

    private func footprintError(bytes: Int?, what: String) -> HostError {
        let figure =
            bytes.map { "\(ProcessFootprint.formatted($0)) of dirty memory (Pss_Anon)" }
            ?? "it reached the cgroup's memory.max"
        return HostError(
            .footprint,
            "bundle '\(bundleName)' was killed for its footprint while answering \(what): \(figure); "
                + "the limit is \(ProcessFootprint.formatted(footprintLimit))",
            stderrTail: stderrTail)
    }

    /// The error for a bundle that went away: waits briefly for it to exit and names how.
    private func crashed(before what: String, unfinished: Int? = nil) -> HostError {
        closeInput()
        if !waitForExit(seconds: 2) { killGroup() }
        if let cgroup, MemoryCgroup.killedForMemory(cgroup.child) {
            // The kernel killed it at memory.max: the same limit, reached between two samples.
            return footprintError(bytes: nil, what: what)
        }
        // The stderr reader may still hold the last lines the bundle wrote before it exited.
        _ = errorReader.waitForEnd(before: Date(timeIntervalSinceNow: 1))
        let how = exitDescription ?? "closed its output"
        var message = "bundle '\(bundleName)' \(how) before answering \(what)"
        if let unfinished { message += " (it wrote \(unfinished) bytes of an unfinished line)" }
        var tail = stderrTail
        let report = stderrLines.report
        if let fatal = report.fatalLine ?? report.crashLine {
            // Swift's own message, and where the widget's code failed.
            message += ": \(LogText.escaped(fatal))"
            if let frame = report.failingFrame {
                message += " (at \(LogText.escaped(frame)))"
                tail.append("at \(frame)")
            }
        } else if let last = tail.last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            message += "; its last stderr line: \(LogText.escaped(last))"
        }
        return HostError(.bundleCrashed, message, stderrTail: tail)
    }

    private func closeInput() {
        let shouldClose = stateLock.withLock {
            defer { inputClosed = true }
            return !inputClosed
        }
        if shouldClose { try? input.close() }
    }

    /// Kills the bundle and anything it started (its process group) and reaps it.
    private func killGroup() {
        closeInput()
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        _ = waitForExit(seconds: 5)
        releaseCgroup()
    }

    /// Removes the bundle's cgroup once it has exited.
    private func releaseCgroup() {
        guard waitForExit(seconds: 0) else { return }
        let held = stateLock.withLock {
            defer { cgroup = nil }
            return cgroup
        }
        if let held { held.group.release(held.child) }
    }

    /// Whether the bundle has exited, waiting up to `seconds`.
    private func waitForExit(seconds: Double) -> Bool {
        exited.wait(timeout: .now() + seconds) == .success
    }

    /// Whether `error` from `Process.run()` is ETXTBSY (Foundation wraps it in a Cocoa error).
    private static func isTextFileBusy(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain && error.code == Int(ETXTBSY) { return true }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
        return underlying.domain == NSPOSIXErrorDomain && underlying.code == Int(ETXTBSY)
    }

    private static func checkExecutable(at path: String, name: String) throws(HostError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw HostError(.bundleNotFound, MissingBundle.message(for: path))
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            throw HostError(
                .bundleNotFound,
                "'\(path)' is not an executable file; pass the bundle's executable (e.g. .build/debug/MyWidgets)")
        }
    }

    /// "describe", "previews", "preview 3", "timeline for 'Weather' (systemSmall)".
    private static func describe(_ request: ExtensionRequest) -> String {
        switch request.method {
        case .describe, .previews: return request.method.rawValue
        case .preview: return "preview \(request.preview.map(String.init) ?? "?")"
        case .backgroundEvents: return "backgroundEvents for session '\(request.session ?? "?")'"
        case .control: return "control '\(request.kind ?? "?")'"
        case .perform: return "perform \(request.intent?.type ?? "?")"
        case .relevance: return "relevance of '\(request.kind ?? "?")'"
        case .activity: return "Live Activity \(request.activity?.attributesType ?? "?")"
        case .parameters: return "parameters of '\(request.kind ?? "?")'"
        case .placeholder, .snapshot, .timeline: break
        }
        return "\(request.method.rawValue) for '\(request.kind ?? "?")' (\(request.family ?? "?"))"
    }
}

extension HostError {
    /// Whether the process is unusable after this error (it was killed or died).
    var isFatalToProcess: Bool {
        [.timeout, .bundleCrashed, .malformedResponse, .footprint].contains(code)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }

    /// "10 s", "0.5 s".
    var formattedSeconds: String {
        String(format: "%g s", (seconds * 1000).rounded() / 1000)
    }
}
