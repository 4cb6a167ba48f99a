//  SimulateOptions.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate`'s options checked before anything starts (issue 3 "The clock
//  and glimpse simulate"): a wrong date, duration, script, device, place, family or colour
//  scheme is a usage error (64) naming the valid forms.

import Foundation
import GlimpseHost

/// `glimpse simulate`'s checked options.
struct SimulateOptions {
    var bundlePath: String
    var outputDirectory: URL
    /// `--out` as typed, for the paths the tool prints.
    var outputPath: String
    /// nil: the bundle's first widget.
    var kind: String?
    /// `--stack`: the kinds of a Smart Stack to replay together (2…10, distinct); the first is
    /// the one the other files are about.
    var stack: [String]?
    /// `--suggest`: relevant intents offered to the stack, by kind, as daily spans.
    var suggestions: [(kind: String, script: SimulateScript)]?
    /// `--script`: donations, relevant shortcuts and relevant intents at given times.
    var events: SimulateEvents?
    /// nil: systemSmall if the widget supports it, else its first family the device shows.
    var family: FamilyName?
    var device: DeviceProfile
    /// nil: the family's default place on the device.
    var place: PlaceName?
    /// `"light"` or `"dark"`; nil: light on the Home Screen, dark elsewhere (Lock Screen, watch).
    var colorScheme: String?
    /// The first simulated instant, and the zone clock times are shown and scripted in.
    var start: SimulateDate
    /// Seconds of simulated time.
    var duration: Double
    /// `--views`: the daily script; nil means the widget is looked at all the time.
    var views: SimulateScript?
    /// `--foreground`: the daily script; nil means the app is never in the foreground.
    var foreground: SimulateScript?
    /// Real seconds the provider has for each timeline (`HostSettings.providerTimeout`).
    var timeout: Double
    /// Pixels per point of filmstrip.png and budget.png.
    var pictureScale: Double
    /// `--configuration`: the widget's intent parameters as JSON object text; nil for their defaults.
    var configuration: String?

    /// The instant the replay ends.
    var end: Date { start.date.addingTimeInterval(duration) }

    /// - Parameter now: The instant `--from` defaults to (rounded down to the hour, local time).
    /// - Throws: `UsageError` for a missing `--out`, a malformed `--from`, `--for`, `--views`,
    ///   `--foreground` or `--timeout`, an unknown device, place, family or colour scheme, or a
    ///   place the device lacks, a `--configuration` that is not a JSON object; `CommandFailure`
    ///   (74) for a script file that cannot be read.
    init(_ parsed: ArgumentParser.Result, now: Date = Date()) throws {
        bundlePath = parsed.positionals["bundle-executable"]!
        guard let out = parsed.value("out") else { throw UsageError("Missing expected argument '--out <dir>'") }
        outputDirectory = URL(fileURLWithPath: out, isDirectory: true)
        outputPath = out
        kind = parsed.value("kind")
        configuration = try ConfigurationOption.parse(parsed.value("configuration"))
        if let list = parsed.value("stack") {
            let kinds = try SimulateStack.parseKinds(list)
            if let kind, kind != kinds[0] {
                throw UsageError(
                    "--kind '\(kind)' and --stack '\(list)' disagree; --stack's first kind is the one simulated")
            }
            stack = kinds
            kind = kinds[0]
        }
        if let text = parsed.value("suggest") {
            guard stack != nil else { throw UsageError("--suggest needs --stack: suggestions go into a Smart Stack") }
            suggestions = try SimulateStack.parseSuggestions(text)
        }
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
            let place = PlaceName(rawValue: name)
            let known = InstancePlace.all.map(\.rawValue)
            guard known.contains(name) else {
                throw UsageError("'\(name)' is not a place (\(known.joined(separator: ", ")))")
            }
            guard device.has(place) else {
                let has = device.placeNames.map(\.rawValue).joined(separator: ", ")
                throw UsageError("\(device.name) has no \(name) (it has \(has)); choose another --place or --device")
            }
            self.place = place
        }
        if let name = parsed.value("family") {
            let family = try FamilyName.option(name)
            let (device, place) = (self.device, self.place)
            let shown = place.map { device.familySize(family, at: $0) != nil } ?? (device.size(for: family) != nil)
            guard shown else {
                let where_ = place.map { "in \($0)" } ?? "anywhere"
                throw UsageError(
                    "\(device.name) shows no \(name) widgets \(where_); choose another --family or --device")
            }
            self.family = family
        }
        if stack != nil, let refusal = SimulateStack.refusal(family: family, place: place) {
            throw UsageError(refusal)
        }
        colorScheme = parsed.value("color-scheme")
        if let scheme = colorScheme, !["light", "dark"].contains(scheme) {
            throw UsageError("'\(scheme)' is not a color scheme; use light or dark")
        }
        if let text = parsed.value("from") {
            start = try SimulateDate.parse(text)
        } else {
            let local = TimeZone.current
            let offset = Double(local.secondsFromGMT(for: now))
            let hour = ((now.timeIntervalSince1970 + offset) / 3600).rounded(.down) * 3600 - offset
            start = SimulateDate(date: Date(timeIntervalSince1970: hour), timeZone: local)
        }
        duration = 86_400
        if let text = parsed.value("for") { duration = try SimulateDuration.parse(text) }
        if let text = parsed.value("views") { views = try SimulateScript.load(text, option: "--views") }
        if let text = parsed.value("foreground") { foreground = try SimulateScript.load(text, option: "--foreground") }
        if let text = parsed.value("script") {
            guard stack != nil else {
                throw UsageError("--script needs --stack: its donations and suggestions go to a Smart Stack")
            }
            events = try SimulateEvents.load(text, timeZone: start.timeZone)
        }
        timeout = HostSettings().providerTimeout
        if let seconds = try SecondsOption.parse(parsed.value("timeout"), option: "--timeout") { timeout = seconds }
        pictureScale = 2
        if let text = parsed.value("scale") {
            guard let value = Double(text), [1, 2, 3].contains(value) else {
                throw UsageError("'\(text)' is not a scale; use 1, 2 or 3")
            }
            pictureScale = value
        }
    }
}
