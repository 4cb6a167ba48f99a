//  CenterCaller.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md "Who is asking": the bundle is `$GLIMPSE_BUNDLE`, else the
//  executable's file name; the caller is in the foreground unless it is the widget extension
//  itself or `$GLIMPSE_FOREGROUND` says `0`. Reference widgetkit.md §3.2: reloads requested by
//  the app in the foreground are free.

import Foundation
import Synchronization

/// Which bundle a `WidgetCenter` call is for, and whether it counts as the foreground app.
struct CenterCaller: Hashable, Sendable {
    /// Names the widget bundle the app belongs to (the bundle executable's file name).
    static let bundleVariable = "GLIMPSE_BUNDLE"
    /// `0`, `false` or `no` marks the caller as not in the foreground (its reloads are budgeted).
    static let foregroundVariable = "GLIMPSE_FOREGROUND"

    /// Set by the extension runtime: calls from the widget extension are not the foreground app.
    static let isExtensionProcess = Atomic<Bool>(false)

    var bundle: String
    var foreground: Bool

    /// The caller this process is.
    ///
    /// - Parameters:
    ///   - environment: Read for `GLIMPSE_BUNDLE` and `GLIMPSE_FOREGROUND` (empty counts as unset).
    ///   - executable: `argv[0]`; its last path component names the bundle when
    ///     `GLIMPSE_BUNDLE` is unset, the same name the extension reports in `describe`.
    ///   - isExtension: True in the widget extension's own process.
    static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: String = CommandLine.arguments.first ?? "",
        isExtension: Bool = isExtensionProcess.load(ordering: .relaxed)
    ) -> CenterCaller {
        let bundle: String
        if let named = environment[bundleVariable], !named.isEmpty {
            bundle = named
        } else {
            bundle = URL(fileURLWithPath: executable.isEmpty ? "app" : executable).lastPathComponent
        }
        var foreground = !isExtension
        if let value = environment[foregroundVariable]?.lowercased(), !value.isEmpty {
            foreground = !["0", "false", "no"].contains(value)
        }
        return CenterCaller(bundle: bundle, foreground: foreground)
    }
}
