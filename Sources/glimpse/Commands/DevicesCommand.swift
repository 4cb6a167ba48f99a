//  DevicesCommand.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "Devices and places": lists the device profiles (HIG size tables,
//  reference widgetkit.md §4.2–4.5) with their places, each place's rules (§5.1–5.3) and each
//  family's size in points.

import GlimpseHost

/// `glimpse devices`: the devices `--device` takes, their places and widget sizes.
enum DevicesCommand: Command {
    static let parser = ArgumentParser(
        options: [
            .init(
                name: "device", valueName: "device", help: "Only this device; repeat for several (default: all).",
                repeats: true)
        ],
        positionals: [])

    static var help: CommandHelp {
        CommandHelp(
            commandName: "glimpse devices",
            abstract: "List the devices, their places and the size of each widget family.",
            discussion: "Sizes are in points, from Apple's Human Interface Guidelines; an iPad widget is laid out "
                + "at its canvas size and shown at its device size (canvas → device). Each place lists the "
                + "rendering modes it shows, where Always On applies, whether it can be locked, and its content "
                + "margins.",
            usage: "[--device <device> ...]", options: parser.helpOptions)
    }

    static func execute(_ arguments: [String]) throws -> Int32 {
        let parsed = try parser.parse(arguments)
        if parsed.wantsHelp { return printHelp() }
        var devices = DeviceProfile.all
        if let names = parsed.values["device"] {
            devices = []
            for name in names {
                do {
                    devices.append(try DeviceProfile.named(name))
                } catch {
                    throw UsageError(error.message)
                }
            }
        }
        Console.output(devices.map(listing).joined(separator: "\n"), terminator: "")
        return ExitCode.ok
    }

    // MARK: - Listing

    /// Column where sizes start on a family line.
    private static let sizeColumn = 28
    /// Column where rules start on a place line.
    private static let rulesColumn = 19

    /// A device's lines: name and description, platform and screen, then each place with its
    /// rules and each family with its size.
    static func listing(_ device: DeviceProfile) -> String {
        var lines = [
            "\(device.name)  \(device.displayName)",
            "  \(device.platform) · screen \(FamilySize.format(device.screen)) pt · \(FamilySize.format(device.scale))x",
        ]
        for sizes in device.places {
            guard let place = Place.named(sizes.place) else { continue }
            lines.append(pad("  \(place.name)", to: rulesColumn) + rules(place, families: sizes.families))
            for family in sizes.families {
                var line = pad("    \(family)", to: sizeColumn) + sizes.sizes[family]!.description
                if device.labelPlacement(for: family, at: sizes.place) != nil { line += " + label" }
                let slots = device.faceSlots(for: family)
                if sizes.place == .watchFace, !slots.isEmpty {
                    line +=
                        "  "
                        + slots.map { "\($0.face) \(FamilySize.format($0.size))" + ($0.label == nil ? "" : " + label") }
                        .joined(separator: "; ")
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `fullColor, accented · Always On in fullColor, accented · can be locked · margins 16`.
    private static func rules(_ place: Place, families: [FamilyName]) -> String {
        let presentations = families.compactMap { place.presentation(for: $0) }
        let modes = Set(presentations.flatMap(\.renderingModes)).sorted()
        let alwaysOn = Set(presentations.flatMap(\.alwaysOnModes)).sorted()
        var parts = [modes.map(\.rawValue).joined(separator: ", ")]
        if !alwaysOn.isEmpty { parts.append("Always On in " + alwaysOn.map(\.rawValue).joined(separator: ", ")) }
        if place.canBeLocked { parts.append("can be locked") }
        let margins = families.compactMap { family in
            place.presentation(for: family).map { (family, $0.contentMargins) }
        }
        let common =
            margins.map(\.1).max { a, b in
                margins.filter { $0.1 == a }.count < margins.filter { $0.1 == b }.count
            } ?? .zero
        let different = margins.filter { $0.1 != common }
        parts.append(
            "margins \(common)"
                + (different.isEmpty ? "" : " (" + different.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + ")"))
        return parts.joined(separator: " · ")
    }

    private static func pad(_ text: String, to column: Int) -> String {
        text.count >= column - 1 ? text + "  " : text + String(repeating: " ", count: column - text.count)
    }
}
