//  PreviewCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview` (issue #2): start a widget bundle, ask it for placeholder,
//  snapshot and timeline of each kind and family, write a PNG and the archive per entry.

import Foundation
import GlimpseArchive
import GlimpseHost

/// `glimpse preview`: renders a bundle's entries to files.
enum PreviewCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(name: "kind", valueName: "kind", help: "Only the widget of this kind (default: every widget)."),
            .init(
                name: "family", valueName: "family",
                help: "A family to render; repeat for several (default: every family the widget supports and the "
                    + "device has).",
                repeats: true),
            .init(
                name: "device", valueName: "device",
                help: "Device whose widget sizes to use: "
                    + DeviceProfile.all.map(\.name).joined(separator: ", ") + " (default: iphone-6.1)."),
            .init(name: "scale", valueName: "scale", help: "Pixels per point: 1, 2 or 3 (default: the device's)."),
            .init(name: "color-scheme", valueName: "color-scheme", help: "light or dark (default: light)."),
            .init(
                name: "timeout", valueName: "seconds",
                help: "How long the bundle may take to answer each request (default: 10)."),
            .init(name: "out", valueName: "dir", help: "Folder to write the files to; created if missing."),
        ],
        positionals: [
            .init(
                name: "bundle-executable",
                help: "The widget bundle's executable, e.g. .build/debug/EmojiRangers.")
        ])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse preview",
            abstract: "Render a widget bundle's placeholder, snapshot and timeline entries to PNG files.",
            discussion: "Writes <kind>-<family>-placeholder.png, <kind>-<family>-snapshot.png and "
                + "<kind>-<family>-timeline-<n>.png (n from 0), each with its archive as .json beside it. "
                + "Files already written stay when a later request fails.",
            usage: "<bundle-executable> --out <dir> [--kind <kind>] [--family <family> ...] [--device <device>] "
                + "[--scale <scale>] [--color-scheme <color-scheme>] [--timeout <seconds>]",
            arguments: parser.helpArguments, options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        let options = try PreviewOptions(parsed)
        return try PreviewRun(options: options).run()
    }
}

/// `glimpse preview`'s checked options.
struct PreviewOptions {
    var bundlePath: String
    var outputDirectory: URL
    /// `--out` as typed, for the paths the tool prints.
    var outputPath: String
    var kind: String?
    /// nil: every family the widget supports and the device has.
    var families: [FamilyName]?
    var device: DeviceProfile
    /// Pixels per point.
    var scale: Double
    /// `"light"` or `"dark"`.
    var colorScheme: String
    var timeout: Duration

    /// - Throws: `UsageError` for a missing `--out`, an unknown family or device, a scale other
    ///   than 1, 2 or 3, a colour scheme other than light or dark, or a family the device lacks.
    init(_ parsed: ArgumentParser.Result) throws(UsageError) {
        bundlePath = parsed.positionals["bundle-executable"]!
        guard let out = parsed.value("out") else { throw UsageError("Missing expected argument '--out <dir>'") }
        outputDirectory = URL(fileURLWithPath: out, isDirectory: true)
        outputPath = out
        kind = parsed.value("kind")
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
                let family = FamilyName(rawValue: name)
                guard family.isKnown else {
                    let all = FamilyName.all.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("'\(name)' is not a widget family (\(all))")
                }
                guard device.size(for: family) != nil else {
                    let has = device.families.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("\(device.name) has no \(name) widgets (it has \(has)); choose another --device")
                }
                if !families.contains(family) { families.append(family) }
            }
            self.families = families
        }
        scale = device.scale
        if let text = parsed.value("scale") {
            guard let value = Double(text), [1, 2, 3].contains(value) else {
                throw UsageError("'\(text)' is not a scale; use 1, 2 or 3")
            }
            scale = value
        }
        colorScheme = parsed.value("color-scheme") ?? "light"
        guard ["light", "dark"].contains(colorScheme) else {
            throw UsageError("'\(colorScheme)' is not a color scheme; use light or dark")
        }
        timeout = ExtensionProcess.defaultTimeout
        if let text = parsed.value("timeout") {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("'\(text)' is not a number of seconds")
            }
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
    }
}
