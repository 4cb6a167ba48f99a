//  HostStoreLock.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 9: one host per database. Two hosts on one file would both reload every
//  instance and both charge its budget, so a host (`glimpse host`, `glimpse serve --db`) holds
//  an exclusive `flock` on `<database>.lock` for as long as it runs, with its PID written in the
//  file. The kernel drops the lock when the process ends, however it ends (SIGKILL included).
//  Readers (`glimpse host --list`) take no lock: WAL lets them read while the host writes.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exclusive right to run a host on one database file, held until `release()` or exit.
// @unchecked Sendable: `fd` is only changed by `release()`, under `lock`.
public final class HostStoreLock: @unchecked Sendable {
    /// The lock file's path: the database's path with `.lock` appended.
    public let path: String
    private let lock = NSLock()
    private var fd: Int32

    /// Takes the lock of the database at `databasePath`, or fails at once if a live process holds it.
    ///
    /// - Throws: `HostError` `.storeInUse` naming the PID of the host holding it;
    ///   `.storeFailed` when the lock file cannot be created (the database's folder is read-only)
    ///   or `databasePath` is a folder.
    public init(databasePath: String) throws(HostError) {
        path = databasePath + ".lock"
        try HostStore.refuseFolder(databasePath)
        // O_CLOEXEC: a bundle started by the host must not inherit the lock and keep it past the host.
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw HostError(
                .storeFailed,
                "could not create the lock file '\(path)' of the host database: \(reason); "
                    + "the database's folder must be writable")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.readPID(fd)
            close(fd)
            throw HostError(
                .storeInUse,
                "the host database '\(databasePath)' is in use by another glimpse host"
                    + (holder.map { " (PID \($0))" } ?? "")
                    + "; one host runs per database: stop it, or pass another --db "
                    + "(--list reads a database in use)")
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = pid.withCString { pwrite(fd, $0, strlen($0), 0) }
        self.fd = fd
    }

    deinit { release() }

    /// Gives the lock up (the PID stays in the file, harmless: only the `flock` counts).
    public func release() {
        lock.withLock {
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
        }
    }

    /// The PID written in the lock file of the database at `databasePath` (the host holding it, or
    /// the last one that did), or nil when there is none.
    public static func holder(databasePath: String) -> Int32? {
        let fd = open(databasePath + ".lock", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return readPID(fd)
    }

    private static func readPID(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 31, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
