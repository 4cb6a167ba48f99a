//  RawHTTP.swift — GlimpseServerTests (Glimpse)
//  Status: Complete
//  Behaviour: a minimal HTTP/1.1 client over a TCP socket, so tests control every byte sent —
//  paths with `..`, forged Host and Origin headers, oversized bodies — which URLSession would
//  normalise or refuse.

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP exchange's answer.
struct RawResponse {
    var status: Int
    /// Header values by lower-cased name.
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object.
    func json() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw RawHTTP.Failure(message: "not a JSON object: \(text.prefix(200))")
        }
        return object
    }
}

enum RawHTTP {
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Sends one request to 127.0.0.1:`port` and reads the whole answer (`Connection: close`).
    /// - Parameter headers: Extra headers; `Host` defaults to `127.0.0.1:<port>`.
    static func send(
        port: Int, method: String = "GET", path: String, headers: [String: String] = [:], body: Data = Data()
    ) throws -> RawResponse {
        let fd = try connect(port: port)
        defer { close(fd) }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        var all = ["Host": "127.0.0.1:\(port)", "Connection": "close"]
        for (name, value) in headers { all[name] = value }
        if !body.isEmpty || method == "POST" { all["Content-Length"] = String(body.count) }
        for (name, value) in all.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        try write(fd, Data(head.utf8) + body)
        return try parse(readAll(fd))
    }

    /// Opens `path` as an event stream and returns what arrived until `until` matched the text
    /// so far, `limit` bytes were read, or the server was silent for 30 s (a keep-alive comment
    /// comes every 15 s).
    static func events(port: Int, path: String = "/api/events", until: (String) -> Bool, limit: Int = 4_000_000) throws
        -> String
    {
        let fd = try connect(port: port)
        defer { close(fd) }
        try write(fd, Data("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8))
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let giveUp = Date().addingTimeInterval(60)
        while received.count < limit {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received.append(contentsOf: buffer[0..<n])
            if until(String(decoding: received, as: UTF8.self)) { break }
            if received.count > 0 && Date() > giveUp { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    // MARK: - Steps

    static func connect(port: Int) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(message: "socket() failed") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(message: "could not connect to 127.0.0.1:\(port)")
        }
        return fd
    }

    private static func write(_ fd: Int32, _ data: Data) throws {
        var offset = 0
        try data.withUnsafeBytes { bytes in
            while offset < bytes.count {
                let n = Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if n <= 0 { throw Failure(message: "the server closed the connection while the request was sent") }
                offset += n
            }
        }
    }

    private static func readAll(_ fd: Int32) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received.append(contentsOf: buffer[0..<n])
        }
        return received
    }

    private static func parse(_ data: Data) throws -> RawResponse {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw Failure(message: "no complete HTTP head in \(data.count) bytes")
        }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw Failure(message: "bad status line '\(head[0])'")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Data(data[split.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        return RawResponse(status: status, headers: headers, body: body)
    }
}
