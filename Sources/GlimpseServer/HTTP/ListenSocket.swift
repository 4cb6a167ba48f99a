//  ListenSocket.swift — GlimpseServer (Glimpse)
//  Status: Complete for IPv4 and IPv6 numeric addresses and `localhost`
//  Behaviour: issue 5 "Server": the simulator binds 127.0.0.1 unless told otherwise, and port 0
//  picks a free port, which the caller reads back (`port`). The socket is made here, not by
//  libmicrohttpd, so the bound port is known without libmicrohttpd's variadic info call.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A bound, listening TCP socket.
struct ListenSocket {
    /// Connections waiting to be accepted.
    static let backlog: Int32 = 64

    /// The descriptor (close-on-exec), owned by whoever serves on it.
    let descriptor: Int32
    /// The address as given (`127.0.0.1`, `::1`, `0.0.0.0`).
    let address: String
    /// The bound port (the one picked when 0 was asked for).
    let port: Int
    let isIPv6: Bool

    /// Binds `address` (`127.0.0.1`, `::`, `localhost`…) on `port` (0 for any free port) and
    /// listens. `option` is the command's option that chose the port (`--port` for `glimpse
    /// serve`, `--serve` for `glimpse host`), which a port in use tells the user to change.
    /// - Throws: `ServerError` `.listenFailed` naming the address for a name that is not an IP
    ///   address, a port in use, or a refused bind.
    init(address: String, port: Int, option: String = "--port") throws(ServerError) {
        guard (0...65535).contains(port) else {
            throw ServerError(.listenFailed, "port \(port) is out of range; use 0…65535 (0 picks a free port)")
        }
        let numeric = address == "localhost" ? "127.0.0.1" : address
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        let isIPv6: Bool
        if inet_pton(AF_INET, numeric, &v4.sin_addr) == 1 {
            isIPv6 = false
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = in_port_t(UInt16(port).bigEndian)
        } else if inet_pton(AF_INET6, numeric, &v6.sin6_addr) == 1 {
            isIPv6 = true
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = in_port_t(UInt16(port).bigEndian)
        } else {
            throw ServerError(
                .listenFailed, "'\(address)' is not an IP address; use e.g. 127.0.0.1 (the default), ::1 or 0.0.0.0")
        }
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Self.failure("socket()", address, port, option) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound =
            isIPv6
            ? withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
            : withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        guard bound == 0, listen(fd, Self.backlog) == 0 else {
            let error = Self.failure("bind()", address, port, option)
            close(fd)
            throw error
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let boundPort = withUnsafePointer(to: &storage) { pointer -> UInt16 in
            if isIPv6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    UInt16(bigEndian: $0.pointee.sin6_port)
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                UInt16(bigEndian: $0.pointee.sin_port)
            }
        }
        self.descriptor = fd
        self.address = address
        self.port = Int(boundPort)
        self.isIPv6 = isIPv6
    }

    /// Whether `address` only reaches this machine (`127.0.0.0/8`, `::1`, `localhost`).
    static func isLoopback(_ address: String) -> Bool {
        if address == "localhost" || address == "::1" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 { return UInt32(bigEndian: v4.s_addr) >> 24 == 127 }
        return false
    }

    /// `http://127.0.0.1:8765/`, `http://[::1]:8765/`.
    var url: String {
        let host =
            address == "0.0.0.0" ? "127.0.0.1" : (address == "::" ? "[::1]" : (isIPv6 ? "[\(address)]" : address))
        return "http://\(host):\(port)/"
    }

    private static func failure(_ call: String, _ address: String, _ port: Int, _ option: String) -> ServerError {
        let code = errno
        let reason = String(cString: strerror(code))
        if code == EADDRINUSE {
            return ServerError(
                .listenFailed,
                "port \(port) on \(address) is in use; pick another with \(option), or \(option) 0 for any free one")
        }
        return ServerError(.listenFailed, "could not listen on \(address) port \(port): \(call) failed: \(reason)")
    }
}
