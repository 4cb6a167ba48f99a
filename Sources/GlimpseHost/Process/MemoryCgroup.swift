//  MemoryCgroup.swift — GlimpseHost (Glimpse)
//  Status: Complete, best effort
//  Behaviour: issue 9 "Limits": where the host may create a cgroup v2 child, each bundle runs in
//  one with `memory.max` at the footprint limit, so the kernel stops a bundle that allocates
//  faster than the host samples. Where it cannot (no cgroup v2, no memory controller, no write
//  access), it says why once and the limit is enforced by sampling `Pss_Anon` alone.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A cgroup v2 directory under which the host makes one child per bundle process.
public struct MemoryCgroup: Sendable {
    /// The directory children are made in (e.g. /sys/fs/cgroup/user.slice/…/glimpse-1234).
    public let parent: URL

    /// Uses `parent` as it is: its `memory.max` files are written and `cgroup.procs` joined.
    /// (Tests pass a plain directory.)
    public init(parent: URL) { self.parent = parent }

    /// A child of the host's own cgroup v2 group with the memory controller on, made for this
    /// host process; or why there is none (one line, for the log).
    public static func forThisHost() -> Result<MemoryCgroup, MemoryCgroupUnavailable> {
        guard let own = ownGroup() else {
            return .failure(MemoryCgroupUnavailable("the host is not in a cgroup v2 group (/proc/self/cgroup)"))
        }
        let controllers = (try? String(contentsOf: own.appendingPathComponent("cgroup.controllers"), encoding: .utf8))
        guard let controllers, controllers.split(separator: " ").contains(where: { $0.hasPrefix("memory") }) else {
            return .failure(MemoryCgroupUnavailable("the memory controller is not available in \(own.path)"))
        }
        let parent = own.appendingPathComponent("glimpse-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            return .failure(MemoryCgroupUnavailable("cannot create \(parent.path): \(error.localizedDescription)"))
        }
        // Children may only use a controller their parent hands down: the host's group hands
        // it to `parent` (refused while the host's group holds processes, unless it is the
        // root), and `parent` to each bundle's child.
        _ = put("+memory", to: own.appendingPathComponent("cgroup.subtree_control"))
        guard put("+memory", to: parent.appendingPathComponent("cgroup.subtree_control")) else {
            try? FileManager.default.removeItem(at: parent)
            return .failure(MemoryCgroupUnavailable("cannot enable the memory controller in \(parent.path)"))
        }
        return .success(MemoryCgroup(parent: parent))
    }

    /// Makes a child named `name`, sets its `memory.max` to `limit` bytes (and `memory.swap.max`
    /// to 0, so the limit is not dodged by swapping) and moves `pid` into it.
    /// - Returns: The child, or nil if any step failed (the bundle runs unconfined).
    public func confine(_ pid: Int32, name: String, limit: Int) -> URL? {
        let child = parent.appendingPathComponent(name)
        guard (try? FileManager.default.createDirectory(at: child, withIntermediateDirectories: true)) != nil,
            Self.put("\(limit)", to: child.appendingPathComponent("memory.max"))
        else { return nil }
        _ = Self.put("0", to: child.appendingPathComponent("memory.swap.max"))
        guard Self.put("\(pid)", to: child.appendingPathComponent("cgroup.procs")) else {
            release(child)
            return nil
        }
        return child
    }

    /// Whether the kernel killed a process of `child` for passing `memory.max`
    /// (`oom_kill` in its memory.events).
    public static func killedForMemory(_ child: URL) -> Bool {
        guard let text = try? String(contentsOf: child.appendingPathComponent("memory.events"), encoding: .utf8) else {
            return false
        }
        return text.split(separator: "\n").contains { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 && parts[0] == "oom_kill" && (Int(parts[1]) ?? 0) > 0
        }
    }

    /// Removes `child` once its processes have exited (rmdir; a real cgroup refuses while busy).
    public func release(_ child: URL) {
        if rmdir(child.path) != 0 { try? FileManager.default.removeItem(at: child) }
    }

    // MARK: - Steps

    /// The host's own group: the `0::/path` line of /proc/self/cgroup under the cgroup2 mount.
    private static func ownGroup() -> URL? {
        guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") }),
            let mount = cgroup2Mount()
        else { return nil }
        let path = String(line.dropFirst(3))
        return URL(fileURLWithPath: mount).appendingPathComponent(path == "/" ? "" : path)
    }

    /// Where cgroup2 is mounted (/sys/fs/cgroup on a unified system, …/unified on a hybrid one).
    private static func cgroup2Mount() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            // "36 25 0:31 / /sys/fs/cgroup rw,… - cgroup2 cgroup2 rw,…"
            let halves = line.components(separatedBy: " - ")
            guard halves.count == 2, halves[1].hasPrefix("cgroup2 ") else { continue }
            let fields = halves[0].split(separator: " ")
            if fields.count >= 5 { return String(fields[4]) }
        }
        return nil
    }

    private static func put(_ text: String, to url: URL) -> Bool {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
    }
}

/// Why the host runs bundles without a cgroup: one line for the log.
public struct MemoryCgroupUnavailable: Error, Sendable, CustomStringConvertible {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}
