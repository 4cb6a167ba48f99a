//  WidgetCenterServer+Connection.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "A conversation" and "Errors": one thread per connection
//  reads request lines and answers each in order; a blank line is skipped, a bad one is answered
//  with an error and the connection stays open; only the user who runs the host may connect.

import Foundation
import GlimpseArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension WidgetCenterServer {
    /// Reads and answers request lines on `fd` until the client closes it, it stays silent for
    /// `settings.idleTimeout`, or the server stops. Runs on the connection's own thread.
    func serve(_ fd: Int32) {
        CenterClient.setTimeout(fd, seconds: settings.idleTimeout)
        if let uid = Self.peerUserID(fd), uid != getuid() {
            let failure = CenterFailure(
                code: CenterFailure.malformedRequest,
                message: "user \(uid) may not use the WidgetCenter socket of user \(getuid())")
            _ = Self.send(CenterResponse(id: 0, error: failure), to: fd)
            return
        }
        var splitter = LineSplitter(limit: CenterProtocol.maximumRequestBytes)
        var lineNumber = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        reading: while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }  // closed by the client, idle timeout, or stop()
            for event in splitter.feed(Data(chunk[0..<count])) {
                lineNumber += 1
                guard answer(event, lineNumber: lineNumber, on: fd) else { break reading }
            }
        }
        // A last request without its "\n" (the client wrote it and shut down its side).
        if !splitter.remainder.isEmpty && isRunning {
            _ = answer(.line(splitter.remainder), lineNumber: lineNumber + 1, on: fd)
        }
    }

    /// Answers one line; false when the answer could not be written (the client is gone).
    private func answer(_ event: LineSplitter.Event, lineNumber: Int, on fd: Int32) -> Bool {
        let response: CenterResponse
        switch event {
        case .tooLong:
            log("widget center refused request line \(lineNumber): over \(CenterProtocol.maximumRequestBytes) bytes")
            response = CenterRequestHandler.tooLarge(lineNumber: lineNumber)
        case .line(let data):
            if data.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return true }
            response = respond(to: data, lineNumber: lineNumber)
        }
        return Self.send(response, to: fd)
    }

    /// The handler's answer, with a log line.
    private func respond(to line: Data, lineNumber: Int) -> CenterResponse {
        let outcome = handler.respond(to: line, lineNumber: lineNumber)
        if let error = outcome.response.error {
            log("widget center refused request line \(lineNumber): \(error.code): \(error.message)")
        } else if let request = outcome.request {
            log(
                "widget center served \(request.method.rawValue) for bundle '\(request.bundle)'"
                    + (request.kind.map { " kind '\($0)'" } ?? "") + (request.foreground ? " (foreground)" : ""))
            for note in outcome.response.notes ?? [] {
                log("widget center: \(request.method.rawValue) for bundle '\(request.bundle)': \(note)")
            }
        }
        return outcome.response
    }

    /// Writes `response` as one line; false if the client is gone or does not read.
    static func send(_ response: CenterResponse, to fd: Int32) -> Bool {
        guard var data = try? ArchiveCoding.encoder().encode(response) else { return false }
        data.append(UInt8(ascii: "\n"))
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc_send(fd, raw.baseAddress! + offset, raw.count - offset, flags)
                if sent < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += sent
            }
            return true
        }
    }

    /// The connecting process's user id (Linux `SO_PEERCRED`); nil where unavailable.
    static func peerUserID(_ fd: Int32) -> UInt32? {
        #if canImport(Glibc)
            // struct ucred { pid_t pid; uid_t uid; gid_t gid; } (Glibc hides it without _GNU_SOURCE)
            var credentials: [UInt32] = [0, 0, 0]
            var length = socklen_t(MemoryLayout<UInt32>.size * 3)
            let result = credentials.withUnsafeMutableBytes {
                getsockopt(fd, SOL_SOCKET, SO_PEERCRED, $0.baseAddress, &length)
            }
            guard result == 0, length == socklen_t(MemoryLayout<UInt32>.size * 3) else { return nil }
            return credentials[1]
        #else
            return nil
        #endif
    }
}

private func Glibc_send(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    send(fd, bytes, count, flags)
}
