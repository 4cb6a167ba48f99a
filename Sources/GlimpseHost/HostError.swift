//  HostError.swift — GlimpseHost (Glimpse)
//  Status: Complete for the extension process and device profiles
//  Behaviour: STYLE R9 — one error struct per engine module; `Code` wraps a private enum so new
//  codes are additive.

/// Something the host could not do: start a bundle, get an answer, or use what came back.
public struct HostError: Error, CustomStringConvertible, Sendable {
    /// What went wrong. New codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String {
            case bundleNotFound, launchFailed, bundleCrashed, timeout, malformedResponse, invalidArchive
            case unsupportedVersion, unknownKind, unknownFamily, unsupportedFamily, badRequest, providerFailed
            case footprint, restartDeferred, bundleBroken
            case unknownDevice
            case corruptStore, foreignStore, storeFailed, storeInUse, unknownInstance
        }
        private let value: Value
        private init(_ value: Value) { self.value = value }

        /// No executable file at the bundle's path.
        public static let bundleNotFound = Code(.bundleNotFound)
        /// The executable exists but could not be started.
        public static let launchFailed = Code(.launchFailed)
        /// The bundle exited (or closed its stdout) before answering.
        public static let bundleCrashed = Code(.bundleCrashed)
        /// The bundle did not answer within the timeout; it has been killed.
        public static let timeout = Code(.timeout)
        /// The bundle wrote something that is not a protocol response, or an incomplete one.
        public static let malformedResponse = Code(.malformedResponse)
        /// An archive is too large, too deep, or of a newer format.
        public static let invalidArchive = Code(.invalidArchive)
        /// The bundle's footprint (`Pss_Anon`) passed `HostSettings.footprintLimit`; it was killed,
        /// as jetsam kills an extension. The message gives the figure and the limit.
        public static let footprint = Code(.footprint)
        /// The bundle crashed at its last starts and its next start is not due yet
        /// (`HostSettings.restartBackoff`); it was not started.
        public static let restartDeferred = Code(.restartDeferred)
        /// The bundle crashed at every one of its last starts (`HostSettings.brokenAfterFailedStarts`)
        /// and is not started again until its executable changes; the message ends with its last error.
        public static let bundleBroken = Code(.bundleBroken)
        /// The bundle speaks a newer major version of the extension protocol.
        public static let unsupportedVersion = Code(.unsupportedVersion)
        /// The bundle has no widget of the requested kind.
        public static let unknownKind = Code(.unknownKind)
        /// The family is not a widget family name.
        public static let unknownFamily = Code(.unknownFamily)
        /// The widget does not support the requested family.
        public static let unsupportedFamily = Code(.unsupportedFamily)
        /// The bundle rejected the request as malformed (a host bug or a version mismatch).
        public static let badRequest = Code(.badRequest)
        /// The bundle's provider or views failed to produce an answer.
        public static let providerFailed = Code(.providerFailed)
        /// No device profile has the requested name.
        public static let unknownDevice = Code(.unknownDevice)
        /// The host database file is not a SQLite database, or is damaged; it was left untouched.
        public static let corruptStore = Code(.corruptStore)
        /// The host database file is SQLite but not Glimpse's (another application id, unknown
        /// tables) or written by a newer Glimpse; it was left untouched.
        public static let foreignStore = Code(.foreignStore)
        /// Reading or writing the host database failed (disk full, locked, I/O).
        public static let storeFailed = Code(.storeFailed)
        /// Another host holds the database (`HostStoreLock`); the message names its PID.
        public static let storeInUse = Code(.storeInUse)
        /// No widget instance has the given id.
        public static let unknownInstance = Code(.unknownInstance)

        public var description: String { value.rawValue }
    }

    public var code: Code
    /// One line naming the bundle, the request and the cause.
    public var message: String
    public var underlying: (any Error)?
    /// The last lines the bundle wrote to stderr, oldest first (for crashes and timeouts).
    public var stderrTail: [String]
    /// For `.restartDeferred`: seconds until the bundle may start again. The host retries the
    /// reload after `failedReloadRetryDelay` as for any failure: retrying at the end of each
    /// back-off would charge the budget for every crash of a broken bundle.
    public var retryAfter: Double?

    public init(_ code: Code, _ message: String, underlying: (any Error)? = nil, stderrTail: [String] = []) {
        self.code = code
        self.message = message
        self.underlying = underlying
        self.stderrTail = stderrTail
    }

    public var description: String {
        if let underlying { return "\(message) (\(underlying))" }
        return message
    }
}
