//  PreviewOptions.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse preview`'s options checked against the device profiles and places
//  (issue 2; issue 4 "Devices and places", "The matrix"): every wrong value is a usage error
//  (64) naming the valid ones.

import Foundation
import GlimpseArchive
import GlimpseHost

/// `glimpse preview`'s checked options.
struct PreviewOptions {
    var bundlePath: String
    var outputDirectory: URL
    /// `--out` as typed, for the paths the tool prints.
    var outputPath: String
    var kind: String?
    /// nil: every family the widget supports and the device (or `place`) has.
    var families: [FamilyName]?
    var device: DeviceProfile
    /// `--place`: nil puts each family at its default place on the device.
    var place: PlaceName?
    /// Pixels per point.
    var scale: Double
    /// `--color-scheme`: `"light"` or `"dark"`; nil shows each place in its first appearance
    /// (light on the Home Screen, dark where only dark applies).
    var colorScheme: String?
    /// `--dynamic-type`, each applying to the device's platform; `[.large]` by default.
    var dynamicTypeSizes: [DynamicTypeName]
    /// Whether `--dynamic-type` was given (a plain preview then sends the first size).
    var dynamicTypeGiven: Bool
    /// `--matrix`: every state of each family on one contact sheet per kind.
    var matrix: Bool
    var timeout: Duration
    /// `--previews`: the bundle's registered previews instead of its widgets' entries.
    var previews: Bool
    /// `--list` (with `--previews`): print the previews without drawing them.
    var listOnly: Bool
    /// `--locale`: the locale identifier widgets are laid out in (`de_DE`); nil keeps the bundle's.
    var locale: String?
    /// `--activity-attributes`: a Live Activity's attributes as JSON text; nil takes the bundle's
    /// first `#Preview` of the activity's, else `{}`.
    var activityAttributes: String?
    /// `--activity-state`: a Live Activity's content state as JSON text; nil likewise.
    var activityState: String?
    /// `--configuration`: the widgets' intent parameters as JSON object text; nil for their defaults.
    var configuration: String?

    /// - Throws: `UsageError` for a missing `--out`; an unknown family, device, place or
    ///   Dynamic Type size; a place the device lacks; a family the device (or the place) cannot
    ///   hold; a scale other than 1, 2 or 3; a colour scheme other than light or dark (or any
    ///   colour scheme with `--matrix`, which shows both); a Dynamic Type size that widgets on
    ///   the device's platform do not use; a `--configuration` that is not a JSON object, or one
    ///   with `--previews` (a preview brings its own).
    init(_ parsed: ArgumentParser.Result) throws(UsageError) {
        bundlePath = parsed.positionals["bundle-executable"]!
        previews = parsed.flags.contains("previews")
        listOnly = parsed.flags.contains("list")
        if listOnly, !previews { throw UsageError("--list lists previews; use it with --previews") }
        locale = parsed.value("locale")
        if let locale { try Self.checkLocale(locale) }
        guard let out = parsed.value("out") ?? (listOnly ? "." : nil) else {
            throw UsageError("Missing expected argument '--out <dir>'")
        }
        outputDirectory = URL(fileURLWithPath: out, isDirectory: true)
        outputPath = out
        kind = parsed.value("kind")
        activityAttributes = try Self.jsonObject(parsed.value("activity-attributes"), option: "--activity-attributes")
        activityState = try Self.jsonObject(parsed.value("activity-state"), option: "--activity-state")
        configuration = try ConfigurationOption.parse(parsed.value("configuration"))
        if configuration != nil, previews {
            throw UsageError("--configuration sets the widgets' parameters; a preview brings its own, so leave it out")
        }
        matrix = parsed.flags.contains("matrix")
        if let name = parsed.value("device") {
            do {
                device = try DeviceProfile.named(name)
            } catch {
                throw UsageError(error.message)
            }
        } else {
            device = .standard
        }
        if let name = parsed.value("place") {
            place = try Self.place(name, on: device)
        }
        if let names = parsed.values["family"] {
            families = try Self.families(names, on: device, at: place)
        }
        scale = device.scale
        if let text = parsed.value("scale") {
            guard let value = Double(text), [1, 2, 3].contains(value) else {
                throw UsageError("'\(text)' is not a scale; use 1, 2 or 3")
            }
            scale = value
        }
        if matrix, parsed.value("color-scheme") != nil {
            throw UsageError("--matrix renders both color schemes; leave out --color-scheme")
        }
        colorScheme = parsed.value("color-scheme")
        if let colorScheme, !["light", "dark"].contains(colorScheme) {
            throw UsageError("'\(colorScheme)' is not a color scheme; use light or dark")
        }
        dynamicTypeGiven = parsed.values["dynamic-type"] != nil
        dynamicTypeSizes = try Self.dynamicTypeSizes(parsed.values["dynamic-type"] ?? ["large"], on: device)
        timeout = ExtensionProcess.defaultTimeout
        if let seconds = try SecondsOption.parse(parsed.value("timeout"), option: "--timeout") {
            timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        }
    }

    /// Where `family` is shown: `place` if it holds the family on the device, else nothing;
    /// without `--place`, the family's default place on the device.
    func place(for family: FamilyName) -> PlaceName? {
        guard let place else { return device.defaultPlace(for: family) }
        return device.familySize(family, at: place) != nil ? place : nil
    }

    // MARK: - Checks

    /// `text` when it parses as JSON (an object, or any value a content state may be).
    /// - Throws: `UsageError` naming the option and the parser's complaint.
    static func jsonObject(_ text: String?, option: String) throws(UsageError) -> String? {
        guard let text else { return nil }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw UsageError(
                "\(option) '\(text)' is not JSON (\((error as NSError).localizedDescription)); "
                    + "give an object, e.g. '{\"minutesLeft\": 12}'")
        }
        return text
    }

    /// Refuses a locale identifier whose language or region ISO does not know, so that `xx_YY`
    /// is not silently drawn in the bundle's own language.
    /// - Throws: `UsageError` naming the unknown part and examples of known identifiers.
    static func checkLocale(_ identifier: String) throws(UsageError) {
        let examples = "use a language and region such as en_US, de_DE, fr_FR or ja_JP"
        if Locale.availableIdentifiers.contains(identifier) { return }
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first, identifier.first?.isLetter == true,
            !identifier.contains(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || "_-@=;".contains($0))) })
        else {
            throw UsageError("'\(identifier)' is not a locale identifier; \(examples)")
        }
        let languages = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))
        guard languages.contains(language.lowercased()) else {
            throw UsageError(
                "'\(identifier)' is not a known locale: '\(language)' is not an ISO 639 language; \(examples)")
        }
        // After the language: a 4-letter script (zh_Hans_CN), then a 2-letter or 3-digit region.
        let regions = Set(Locale.Region.isoRegions.map(\.identifier))
        for part in parts.dropFirst() where part.count != 4 && !part.contains("@") {
            guard regions.contains(part.uppercased()) else {
                throw UsageError(
                    "'\(identifier)' is not a known locale: '\(part)' is not an ISO 3166 region; \(examples)")
            }
        }
    }

    private static func place(_ name: String, on device: DeviceProfile) throws(UsageError) -> PlaceName {
        let place = PlaceName(rawValue: name)
        guard place.isKnown else {
            let all = PlaceName.all.map(\.rawValue).joined(separator: ", ")
            throw UsageError("'\(name)' is not a place (\(all))")
        }
        guard device.has(place) else {
            let has = device.placeNames.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(device.name) has no \(name) (it has \(has)); choose another --device or --place")
        }
        return place
    }

    private static func families(_ names: [String], on device: DeviceProfile, at place: PlaceName?)
        throws(UsageError) -> [FamilyName]
    {
        var families: [FamilyName] = []
        for name in names {
            let family = try FamilyName.option(name)
            if let place {
                guard device.familySize(family, at: place) != nil else {
                    let holds = device.families(at: place).map(\.rawValue).joined(separator: ", ")
                    throw UsageError(
                        "\(place) on \(device.name) cannot hold \(name) widgets (it holds \(holds)); "
                            + "choose another --place or --family")
                }
            } else {
                guard !device.places(holding: family).isEmpty else {
                    let has = device.families.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(
                        "\(device.name) has no \(name) widgets (it has \(has)); choose another --device")
                }
            }
            if !families.contains(family) { families.append(family) }
        }
        return families
    }

    /// The Dynamic Type sizes `names` names, sorted, each one that applies to `device`'s platform.
    /// - Throws: `UsageError` for an unknown size, or one the platform's widgets do not use.
    static func dynamicTypeSizes(_ names: [String], on device: DeviceProfile) throws(UsageError)
        -> [DynamicTypeName]
    {
        var sizes: [DynamicTypeName] = []
        for name in names {
            let size = DynamicTypeName(rawValue: name)
            guard size.isKnown else {
                let all = DynamicTypeName.all.map(\.rawValue).joined(separator: ", ")
                throw UsageError("'\(name)' is not a Dynamic Type size (\(all))")
            }
            guard size.applies(on: device.platform) else {
                throw UsageError(
                    "Dynamic Type size '\(name)' does not apply to widgets on \(device.platform) "
                        + "(they use large to accessibility5)")
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes.sorted()
    }
}
