//  PipeLineReader.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reads a child's pipe on a thread of its own so the child never blocks on a full
//  pipe; lines are waited for with a deadline (Docs/ExtensionProtocol.md "Timeouts").

import Foundation
import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines read from a file descriptor until end of file, queued for a reader that waits.
// @unchecked Sendable: all mutable state is guarded by `condition`.
final class PipeLineReader: @unchecked Sendable {
    /// What the pipe delivered.
    enum Item: Equatable, Sendable {
        case line(Data)
        /// A line longer than the limit (dropped).
        case tooLong
        /// Bytes after the last newline when the pipe ended: a line the writer never finished
        /// (a bundle that crashed while writing its answer).
        case unterminated(Data)
        /// End of file: the writer closed the pipe or exited.
        case end
    }

    private let condition = NSCondition()
    private var queue: [Item] = []
    private var head = 0
    /// Whether the pipe reached end of file (every line has been seen by `observe`).
    private var ended = false
    /// Called on the reader thread for each line, before it is queued (nil: queue only).
    private let observe: (@Sendable (Item) -> Bool)?

    /// Starts reading `fd` on a new thread named `name`.
    ///
    /// - Parameters:
    ///   - limit: Longest line kept, in bytes; longer lines become `.tooLong`.
    ///   - observe: Sees each item first; returning false keeps it out of the queue.
    init(fd: Int32, limit: Int, name: String, observe: (@Sendable (Item) -> Bool)? = nil) {
        self.observe = observe
        let thread = Thread { [self] in self.run(fd: fd, limit: limit) }
        thread.name = name
        thread.start()
    }

    /// The next item, or nil if none arrives before `deadline`.
    func next(before deadline: Date) -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count {
            if !condition.wait(until: deadline) && head == queue.count { return nil }
        }
        let item = queue[head]
        head += 1
        if head > 64 && head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return item
    }

    /// Waits until the pipe reached end of file, at most until `deadline`; true if it did. Lets
    /// a caller that saw the child exit read everything it wrote before exiting.
    func waitForEnd(before deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return ended }
        }
        return true
    }

    private func run(fd: Int32, limit: Int) {
        var splitter = LineSplitter(limit: limit)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            for event in splitter.feed(Data(chunk[0..<count])) {
                switch event {
                case .line(let data): deliver(.line(data))
                case .tooLong: deliver(.tooLong)
                }
            }
        }
        if !splitter.remainder.isEmpty { deliver(.unterminated(splitter.remainder)) }
        deliver(.end)
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    private func deliver(_ item: Item) {
        if let observe, !observe(item) { return }
        condition.lock()
        queue.append(item)
        condition.broadcast()
        condition.unlock()
    }
}

/// The last lines a child wrote to stderr before it crashed, and its crash report, for error
/// messages. Once the Swift backtracer starts ("*** Signal …"), its lines go to the report only, so
/// the tail keeps what the widget wrote last rather than the report's register dump and image list.
/// The runtime's own message ("…: Fatal error: …") is kept in the tail but not passed on, and what
/// follows it (the process is dying) goes to the report only: the crash's error names it, so it is
/// shown once, not once live and again in the error.
// @unchecked Sendable: all mutable state is guarded by `lock`.
final class StderrTail: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var crash = CrashReport()
    private var backtracing = false
    private let capacity: Int

    init(capacity: Int = 20) { self.capacity = capacity }

    /// Adds a line, dropping the oldest beyond the capacity.
    /// - Returns: Whether to pass the line on: false for Swift's fatal message and the lines of
    ///   the crash's backtrace, which the crash's error names (Swift's message and the frame), so
    ///   a host's log and `glimpse preview` show a crash once, in its error.
    @discardableResult
    func append(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let before = crash.fatalLine
        crash.add(line)
        if line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed") { backtracing = true }
        guard !backtracing else { return false }
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
        if crash.fatalLine != before {
            // The runtime aborts after its message: the rest is the backtracer's.
            backtracing = true
            return false
        }
        return true
    }

    /// The kept lines, oldest first.
    var snapshot: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// The crash lines seen so far.
    var report: CrashReport {
        lock.lock()
        defer { lock.unlock() }
        return crash
    }
}
