//  ProtocolChannel.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Framing" and "stdout and stderr": responses go to a
//  private copy of the real stdout; fd 1 is pointed at stderr so `print` in widget code cannot
//  corrupt the protocol. Requests are read on a thread of their own.

import Foundation
internal import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The extension's end of the protocol: reads request lines, writes response lines.
// @unchecked Sendable: the file descriptors never change; writes are serialised by `writeLock`.
final class ProtocolChannel: @unchecked Sendable {
    /// What the reader thread found.
    enum Input: Sendable {
        case request(ExtensionRequest)
        /// A line that is not a request: answered with `badRequest` under `id` (0 if unreadable).
        case invalid(id: Int, message: String)
        /// stdin closed.
        case endOfInput
    }

    private let inputFD: Int32
    private let outputFD: Int32
    private let writeLock = NSLock()

    private init(inputFD: Int32, outputFD: Int32) {
        self.inputFD = inputFD
        self.outputFD = outputFD
    }

    /// Moves the real stdout to a private descriptor for responses and points fd 1 at stderr.
    /// Also ignores SIGPIPE, so a host that goes away ends the extension through `write`'s error.
    static func takeOverStandardStreams() -> ProtocolChannel {
        fflush(nil)
        signal(SIGPIPE, SIG_IGN)
        let output = dup(STDOUT_FILENO)
        precondition(output >= 0, "could not duplicate stdout for the extension protocol (errno \(errno))")
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
        _ = dup2(STDERR_FILENO, STDOUT_FILENO)
        return ProtocolChannel(inputFD: STDIN_FILENO, outputFD: output)
    }

    // MARK: - Reading

    /// Starts a thread that reads stdin and calls `deliver` for each line, then `.endOfInput`.
    func startReading(deliver: @escaping @Sendable (Input) -> Void) {
        let fd = inputFD
        let thread = Thread {
            var splitter = LineSplitter(limit: ExtensionProtocol.maximumMessageBytes)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var lineNumber = 0
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                for event in splitter.feed(Data(chunk[0..<count])) {
                    lineNumber += 1
                    deliver(Self.decode(event, lineNumber: lineNumber))
                }
            }
            let rest = splitter.remainder
            if !rest.isEmpty { deliver(Self.decode(.line(rest), lineNumber: lineNumber + 1)) }
            deliver(.endOfInput)
        }
        thread.name = "glimpse.extension.stdin"
        thread.start()
    }

    /// A line's request, or why it is not one.
    static func decode(_ event: LineSplitter.Event, lineNumber: Int) -> Input {
        switch event {
        case .tooLong:
            return .invalid(
                id: 0,
                message: "request line \(lineNumber) is longer than \(ExtensionProtocol.maximumMessageBytes) bytes")
        case .line(let data):
            do {
                return .request(try ArchiveCoding.decoder().decode(ExtensionRequest.self, from: data))
            } catch {
                return .invalid(
                    id: requestID(in: data) ?? 0,
                    message: "request line \(lineNumber) is not a request: \(ArchiveCoding.describe(error))")
            }
        }
    }

    /// The `id` of a line that is a JSON object with an integer `id`, even if the rest is wrong.
    private static func requestID(in data: Data) -> Int? {
        struct IDOnly: Decodable { let id: Int }
        return try? JSONDecoder().decode(IDOnly.self, from: data).id
    }

    // MARK: - Writing

    /// A one-line description of an encoding error, without the (possibly huge) value.
    static func describe(_ error: any Error) -> String {
        guard case EncodingError.invalidValue(_, let context) = error else { return "\(error)" }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return "\(context.debugDescription) at \(path.isEmpty ? "top level" : path) "
            + "(a NaN or infinite number, or a view tree nested deeper than JSON allows)"
    }

    /// Writes `response` as one line. A response that cannot be encoded (a NaN in an archive) is
    /// replaced by a `providerFailed` failure for the same id. Exits with status 0 when the host
    /// has closed the pipe.
    func write(_ response: ExtensionResponse) {
        var data: Data
        do {
            data = try ArchiveCoding.encode(response)
        } catch {
            let failure = ProtocolFailure(
                code: RequestFailure.Code.providerFailed.rawValue,
                message: "the answer to request \(response.id) could not be encoded as JSON: \(Self.describe(error))")
            data = (try? ArchiveCoding.encoder().encode(ExtensionResponse(id: response.id, error: failure))) ?? Data()
        }
        data.append(UInt8(ascii: "\n"))
        writeLock.lock()
        defer { writeLock.unlock() }
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(outputFD, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    exit(0)  // EPIPE: the host is gone.
                }
                offset += written
            }
        }
    }
}
