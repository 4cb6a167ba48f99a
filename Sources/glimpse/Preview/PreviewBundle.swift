//  PreviewBundle.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: the bundle process of `glimpse preview`, started again after a request that ended
//  it (a crash, a timeout, a malformed answer), so one failing widget does not hide the others.

import GlimpseHost

/// The bundle's process for one `glimpse preview` run; its stderr is echoed as `BundleOutput`, and
/// its footprint sampled while each request is out (as a host samples it).
struct PreviewBundle {
    private let options: PreviewOptions
    private var current: ExtensionProcess?

    /// Starts the bundle.
    /// - Throws: `CommandFailure` when it cannot be started (66 not found, 69 launch failed).
    init(options: PreviewOptions) throws(CommandFailure) {
        self.options = options
        do {
            current = try Self.start(options)
        } catch {
            throw error.commandFailure
        }
    }

    /// Whether `error` ended the process (a crash, a timeout or a malformed answer).
    static func ends(_ error: HostError) -> Bool {
        [.bundleCrashed, .timeout, .malformedResponse].contains(error.code)
    }

    /// The running process, started again if `restart()` ended the last one.
    /// - Throws: `HostError` when it cannot be started again.
    mutating func process() throws(HostError) -> ExtensionProcess {
        if let current { return current }
        let process = try Self.start(options)
        current = process
        return process
    }

    /// Ends the current process; the next `process()` starts a new one.
    mutating func restart() {
        current?.terminate()
        current = nil
    }

    func close() { current?.terminate() }

    private static func start(_ options: PreviewOptions) throws(HostError) -> ExtensionProcess {
        try ExtensionProcess(
            executable: options.bundlePath, timeout: options.timeout, samplesFootprint: true,
            onStderrLine: BundleOutput(bundlePath: options.bundlePath).handler)
    }
}
