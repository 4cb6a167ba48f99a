//  WidgetCenterServer+Listen.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Where the socket is" and "Permissions": the directory is
//  created 0700 (a default one must belong to the user), one host per socket (an flock on
//  `<socket>.lock`), a stale socket is removed only if nothing listens on it, the socket is
//  created 0600 (fchmod before bind, so it never exists with wider permissions on Linux).

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
    /// Connections waiting to be accepted.
    static let backlog: Int32 = 64

    /// Prepares the directory, takes the lock, clears a stale socket, binds and listens.
    /// - Throws: `CenterError` (see `start()`).
    func listen(on socket: CenterSocketPath) throws -> Listener {
        let path = socket.path
        let address = try UnixSocketAddress(path: path)
        try Self.prepareDirectory(of: socket)
        var listener = Listener()
        listener.lockFD = try Self.takeLock(path: path)
        do {
            try removeStaleSocket(at: path)
            try Self.bind(address, into: &listener)
            var pipeFDs: [Int32] = [-1, -1]
            guard pipe(&pipeFDs) == 0 else { throw Self.failure("pipe()", path: path) }
            for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            listener.wakeRead = pipeFDs[0]
            listener.wakeWrite = pipeFDs[1]
            return listener
        } catch {
            Self.remove(listener, path: path)
            throw error
        }
    }

    /// Removes the socket file if it is still the one `listener` bound, then closes every
    /// descriptor (which releases the lock).
    static func remove(_ listener: Listener, path: String) {
        if listener.socketFD >= 0, let info = fileStatus(path),
            UInt64(info.st_dev) == listener.device, UInt64(info.st_ino) == listener.inode
        {
            unlink(path)
        }
        for fd in [listener.socketFD, listener.wakeRead, listener.wakeWrite, listener.lockFD] where fd >= 0 {
            close(fd)
        }
    }

    // MARK: - Steps

    /// Creates the socket's directory (mode 0700) if missing. A default directory must be a real
    /// directory owned by this user; its permissions are narrowed to 0700.
    static func prepareDirectory(of socket: CenterSocketPath) throws {
        let directory = socket.directory
        if fileStatus(directory) == nil {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw CenterError(
                    .badSocketPath, "could not create the socket directory \(directory); set GLIMPSE_SOCKET elsewhere",
                    underlying: error)
            }
        }
        guard let info = fileStatus(directory), info.st_mode & S_IFMT == S_IFDIR else {
            throw CenterError(
                .badSocketPath,
                "\(directory) is not a directory (a symbolic link is refused); remove it or set GLIMPSE_SOCKET")
        }
        guard socket.ownsDirectory else { return }
        guard info.st_uid == getuid() else {
            throw CenterError(
                .badSocketPath,
                "the socket directory \(directory) belongs to user \(info.st_uid), not you (\(getuid())); remove it or set GLIMPSE_SOCKET"
            )
        }
        if info.st_mode & 0o077 != 0 { _ = chmod(directory, 0o700) }
    }

    /// Opens `<path>.lock` (mode 0600) and takes an exclusive, non-blocking flock on it.
    static func takeLock(path: String) throws -> Int32 {
        let lockPath = path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw failure("open() of the lock file \(lockPath)", path: path) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK {
                throw CenterError(
                    .addressInUse, "another Glimpse host is serving \(path) (it holds \(lockPath)); stop it first")
            }
            throw failure("flock() of \(lockPath)", path: path, errno: code)
        }
        return fd
    }

    /// Removes a socket file nothing listens on. Refuses a live socket and anything that is not
    /// a socket (which it never deletes).
    func removeStaleSocket(at path: String) throws {
        guard let info = Self.fileStatus(path) else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw CenterError(
                .badSocketPath, "\(path) exists and is not a socket; remove it or set GLIMPSE_SOCKET elsewhere")
        }
        switch Self.probe(path) {
        case ECONNREFUSED:
            guard unlink(path) == 0 || errno == ENOENT else {
                throw Self.failure("unlink() of a stale socket", path: path)
            }
            log("widget center removed the stale socket \(path)")
        case 0, EAGAIN:
            throw CenterError(
                .addressInUse, "another process is listening on \(path); stop it or set GLIMPSE_SOCKET elsewhere")
        case let code:
            throw Self.failure("connect() to the existing socket", path: path, errno: code)
        }
    }

    /// Connects to `path` and hangs up: 0 if something accepted, else the errno.
    private static func probe(_ path: String) -> Int32 {
        guard let address = try? UnixSocketAddress(path: path) else { return EINVAL }
        let fd = Glibc_socket()
        guard fd >= 0 else { return errno }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let result = address.withSockaddr { Glibc_connect(fd, $0, $1) }
        return result == 0 ? 0 : errno
    }

    /// Creates the socket with mode 0600, binds it to `address` and listens.
    static func bind(_ address: UnixSocketAddress, into listener: inout Listener) throws {
        let path = address.path
        let fd = Glibc_socket()
        guard fd >= 0 else { throw failure("socket()", path: path) }
        listener.socketFD = fd
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        // Linux creates the socket file with the socket inode's mode minus the umask.
        _ = fchmod(fd, 0o600)
        let bound = address.withSockaddr { Glibc_bind(fd, $0, $1) }
        guard bound == 0 else {
            if errno == EADDRINUSE {
                throw CenterError(.addressInUse, "\(path) is in use by another process; set GLIMPSE_SOCKET elsewhere")
            }
            throw failure("bind()", path: path)
        }
        guard chmod(path, 0o600) == 0, let info = fileStatus(path) else { throw failure("chmod() to 0600", path: path) }
        listener.device = UInt64(info.st_dev)
        listener.inode = UInt64(info.st_ino)
        guard Glibc_listen(fd, backlog) == 0 else { throw failure("listen()", path: path) }
    }

    /// `lstat` of `path`, or nil if it cannot be read (missing, or a component is not a directory).
    static func fileStatus(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    static func failure(_ call: String, path: String, errno code: Int32 = errno) -> CenterError {
        CenterError(.socketFailed, "\(call) failed for \(path): \(String(cString: strerror(code))) (errno \(code))")
    }
}

// `socket`, `bind` and `listen` are also names of this type's members.
private func Glibc_bind(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    bind(fd, address, length)
}
private func Glibc_socket() -> Int32 {
    #if canImport(Darwin)
        socket(AF_UNIX, SOCK_STREAM, 0)
    #else
        socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #endif
}
private func Glibc_listen(_ fd: Int32, _ backlog: Int32) -> Int32 { listen(fd, backlog) }
private func Glibc_connect(_ fd: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(fd, address, length)
}
