//  ExitCode.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — exit statuses from sysexits(3).

/// The `glimpse` tool's exit statuses (sysexits(3)).
enum ExitCode {
    /// Success.
    static let ok: Int32 = 0
    /// The command ran and failed (e.g. a widget did not answer in time).
    static let failure: Int32 = 1
    /// EX_USAGE: the command line is wrong.
    static let usage: Int32 = 64
    /// EX_DATAERR: bad widget or timeline data (unknown kind, malformed answer, invalid archive).
    static let dataError: Int32 = 65
    /// EX_NOINPUT: an input file (the bundle executable) does not exist.
    static let noInput: Int32 = 66
    /// EX_UNAVAILABLE: a bundle or service could not be started or went away.
    static let unavailable: Int32 = 69
    /// EX_SOFTWARE: an internal error in Glimpse (please report it).
    static let software: Int32 = 70
    /// EX_IOERR: a file could not be written.
    static let ioError: Int32 = 74
    /// Stopped by SIGINT (Ctrl-C): 128 + 2, as a shell reports a process that Ctrl-C ended
    /// (sysexits has no code for it); `host`, `serve` and `simulate` say "interrupted" first.
    static let interrupted: Int32 = 130
}
