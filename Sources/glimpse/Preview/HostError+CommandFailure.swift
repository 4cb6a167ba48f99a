//  HostError+CommandFailure.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R18 — each host error gets the sysexits status of its cause.

import GlimpseHost
import GlimpseRender

extension HostError {
    /// The failure the CLI reports: the message, the sysexits status of the cause, and the
    /// bundle's last stderr lines for crashes and timeouts.
    var commandFailure: CommandFailure { commandFailure(stderrShown: false) }

    /// The failure the CLI reports; `stderrShown` leaves out the bundle's last stderr lines, for
    /// the commands that showed them as they came (`BundleOutput`): the crash's message and frame
    /// are in the error line already.
    func commandFailure(stderrShown: Bool) -> CommandFailure {
        let status: Int32 =
            switch code {
            case .bundleNotFound: ExitCode.noInput
            case .launchFailed, .bundleCrashed: ExitCode.unavailable
            case .timeout: ExitCode.failure
            case .badRequest: ExitCode.software
            case .unknownDevice: ExitCode.usage
            // Reading or writing the host database failed (disk full, permissions, I/O).
            case .storeFailed: ExitCode.ioError
            // Another host runs on the database.
            case .storeInUse: ExitCode.unavailable
            // A damaged or foreign database file is bad data, as are malformed answers, invalid
            // archives, unknown kinds and provider failures.
            default: ExitCode.dataError
            }
        let tail =
            !stderrShown && (code == .bundleCrashed || code == .timeout)
            ? stderrTail.suffix(10).map { "| \(LogText.escaped($0))" } : []
        return CommandFailure(status, message, details: tail)
    }
}

extension RenderError {
    /// The failure the CLI reports for an archive the renderer refused or could not write.
    func commandFailure(_ what: String) -> CommandFailure {
        let status: Int32 =
            switch code {
            case .io: ExitCode.ioError
            case .invalidSize: ExitCode.dataError
            default: ExitCode.software
            }
        return CommandFailure(status, "could not render \(what): \(message)")
    }
}
