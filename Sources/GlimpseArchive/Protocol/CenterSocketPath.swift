//  CenterSocketPath.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Where the socket is": `$GLIMPSE_SOCKET`, else
//  `$XDG_RUNTIME_DIR/glimpse/host.sock` (XDG Base Directory spec: a relative value is ignored),
//  else `/tmp/glimpse-<uid>/host.sock`. Both ends resolve it the same way.

public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the host listens for WidgetCenter requests, and why there.
public struct CenterSocketPath: Hashable, Sendable, CustomStringConvertible {
    /// Which rule chose the path.
    public enum Source: String, Hashable, Sendable {
        /// `$GLIMPSE_SOCKET`, used as given.
        case environment
        /// `$XDG_RUNTIME_DIR/glimpse/host.sock`.
        case runtimeDirectory
        /// `/tmp/glimpse-<uid>/host.sock`.
        case temporaryDirectory
    }

    /// The variable that overrides the path.
    public static let overrideVariable = "GLIMPSE_SOCKET"
    /// The socket's file name inside the default directories.
    public static let fileName = "host.sock"

    /// The socket file's path.
    public var path: String
    public var source: Source

    public init(path: String, source: Source = .environment) {
        self.path = path
        self.source = source
    }

    /// The path both the host and its clients use.
    ///
    /// - Parameters:
    ///   - environment: Variables to read (`GLIMPSE_SOCKET`, `XDG_RUNTIME_DIR`); empty values count
    ///     as unset, and a relative `XDG_RUNTIME_DIR` is ignored.
    ///   - userID: The user whose default directory under `/tmp` is meant.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment, userID: UInt32 = UInt32(getuid())
    ) -> CenterSocketPath {
        if let path = environment[overrideVariable], !path.isEmpty {
            return CenterSocketPath(path: path, source: .environment)
        }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            let directory = runtime.hasSuffix("/") ? String(runtime.dropLast()) : runtime
            return CenterSocketPath(path: "\(directory)/glimpse/\(fileName)", source: .runtimeDirectory)
        }
        return CenterSocketPath(path: "/tmp/glimpse-\(userID)/\(fileName)", source: .temporaryDirectory)
    }

    /// The directory holding the socket.
    public var directory: String { (path as NSString).deletingLastPathComponent }

    /// Whether the host owns the directory (a default path): it creates it 0700 and refuses one
    /// that another user owns. For `$GLIMPSE_SOCKET` it only creates a missing directory.
    public var ownsDirectory: Bool { source != .environment }

    public var description: String { path }
}
