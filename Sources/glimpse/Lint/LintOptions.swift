//  LintOptions.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse lint`'s options checked as `glimpse preview` checks its own: every wrong
//  value is a usage error (64) naming the valid ones.

import Foundation
import GlimpseArchive
import GlimpseHost

/// `glimpse lint`'s checked options.
struct LintOptions {
    var bundlePath: String
    var kind: String?
    /// nil: every family the widget supports and the device has.
    var families: [FamilyName]?
    var device: DeviceProfile
    var json: Bool
    /// Real seconds `getTimeline` may take before `timeline.slow` fires.
    var timelineBudget: TimeInterval
    var forecast: Bool
    /// `--dynamic-type`: sizes each family is checked at besides the bundle's default; empty when
    /// not given.
    var dynamicTypeSizes: [DynamicTypeName]
    var timeout: Duration

    /// - Throws: `UsageError` for an unknown device or family, a family the device cannot show,
    ///   a Dynamic Type size that is unknown or not the device's, or a number of seconds that is
    ///   not positive.
    init(_ parsed: ArgumentParser.Result) throws(UsageError) {
        bundlePath = parsed.positionals["bundle-executable"]!
        kind = parsed.value("kind")
        json = parsed.flags.contains("json")
        forecast = !parsed.flags.contains("no-forecast")
        if let name = parsed.value("device") {
            do {
                device = try DeviceProfile.named(name)
            } catch {
                throw UsageError(error.message)
            }
        } else {
            device = .standard
        }
        if let names = parsed.values["family"] {
            var families: [FamilyName] = []
            for name in names {
                let family = try FamilyName.option(name)
                guard device.defaultPlace(for: family) != nil else {
                    let has = device.families.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("\(device.name) has no \(name) widgets (it has \(has)); choose another --device")
                }
                if !families.contains(family) { families.append(family) }
            }
            self.families = families
        }
        dynamicTypeSizes = try PreviewOptions.dynamicTypeSizes(parsed.values["dynamic-type"] ?? [], on: device)
        timelineBudget =
            try SecondsOption.parse(parsed.value("timeline-budget"), option: "--timeline-budget", example: "5") ?? 5
        let timeout = try SecondsOption.parse(parsed.value("timeout"), option: "--timeout") ?? 10
        self.timeout = .milliseconds(Int64((timeout * 1000).rounded()))
    }
}
