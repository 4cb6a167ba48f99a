//  UsageError.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — a wrong command line: three lines on stderr (Error, Usage, See
//  '… --help'), exit status 64.

/// The command line is wrong; `message` says how and what to do instead.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The command ran and failed; `message` is one line naming the cause.
struct CommandFailure: Error {
    var message: String
    /// A sysexits status (`ExitCode`).
    var status: Int32
    /// Context printed after the error line, each indented (e.g. the bundle's last stderr lines).
    var details: [String] = []

    init(_ status: Int32, _ message: String, details: [String] = []) {
        self.status = status
        self.message = message
        self.details = details
    }
}
