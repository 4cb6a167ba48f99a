//  UnixSocketAddress.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: `sockaddr_un` for a path (Linux and macOS), refusing paths the kernel would
//  truncate: `sun_path` holds 108 bytes on Linux, 104 on macOS, including the final NUL.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Unix domain socket address, for `bind` and `connect`.
package struct UnixSocketAddress {
    private var storage = sockaddr_un()
    package let path: String

    /// - Throws: `CenterError(.badSocketPath)` if `path` is relative, empty, or too long.
    package init(path: String) throws {
        self.path = path
        guard path.hasPrefix("/") else {
            throw CenterError(
                .badSocketPath, "socket path '\(path)' is not absolute; set GLIMPSE_SOCKET to an absolute path")
        }
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: storage.sun_path)
        guard bytes.count < capacity, !bytes.contains(0) else {
            throw CenterError(
                .badSocketPath,
                "socket path '\(path)' is \(bytes.count) bytes; the limit is \(capacity - 1); set GLIMPSE_SOCKET to a shorter path"
            )
        }
        storage.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &storage.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
    }

    /// Calls `body` with the address as a `sockaddr` and its length in bytes.
    package func withSockaddr<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }
}
