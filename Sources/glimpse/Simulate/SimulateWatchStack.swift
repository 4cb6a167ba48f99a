//  SimulateWatchStack.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse simulate BUNDLE --watch-stack KIND,… --device watch-45mm --out DIR` (issue
//  13 "The watch Smart Stack follows relevance widgets"): replays the span on the watch Smart
//  Stack. At the start, every hour and every edge of a relevance window, it asks each relevance
//  widget's `relevance()` at that simulated time and lets GlimpseHost's WatchSmartStackPlan decide
//  the cards (`--conditions` turns simulated conditions on for the whole span). Writes
//  watch-stack.json (each moment the cards changed: the cards top first with why, and what was
//  set aside) and watch-stack.png (the watch screen at each such moment, at most 8, drawn as the
//  place shows it: GlimpseDisplay's SurfacePicture, relevance cards asked with their
//  configuration).

import Foundation
import GlimpseArchive
import GlimpseDisplay
import GlimpseHost
import GlimpseRender

/// The watch Smart Stack part of `glimpse simulate`.
struct SimulateWatchStack {
    /// One moment the cards changed, as watch-stack.json has it.
    struct Moment: Codable {
        struct Card: Codable {
            var kind: String
            var configuration: String?
            var instance: Int64?
            var reason: String
        }
        var date: Date
        var cards: [Card]
        var messages: [String]
    }

    /// At most this many watch screens in watch-stack.png.
    static let maximumFrames = 8

    let options: SimulateOptions
    let kinds: [String]
    let conditions: Set<String>

    /// - Throws: `UsageError` for a device without a watch Smart Stack, a malformed kind list or
    ///   an unknown condition.
    init(_ parsed: ArgumentParser.Result, list: String) throws {
        let others = ["stack", "suggest", "script", "kind", "family", "place", "configuration"]
        for other in others where parsed.value(other) != nil {
            throw UsageError("--watch-stack replays the watch Smart Stack; leave out --\(other)")
        }
        var options = try SimulateOptions(parsed)
        if parsed.value("device") == nil { options.device = try DeviceProfile.named("watch-45mm") }
        guard options.device.has(.watchSmartStack) else {
            throw UsageError(
                "\(options.device.name) has no watch Smart Stack; use --device watch-40mm, watch-41mm, watch-44mm, "
                    + "watch-45mm or watch-49mm with --watch-stack")
        }
        self.options = options
        let kinds = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !kinds.contains(where: \.isEmpty), kinds.count <= WidgetStack.maximumWidgets else {
            throw UsageError(
                "--watch-stack '\(list)' is not 0 to \(WidgetStack.maximumWidgets) widget kinds separated by commas")
        }
        self.kinds = kinds
        do {
            conditions = try WatchStackConditions.parse(parsed.value("conditions") ?? "", option: "--conditions")
        } catch {
            throw UsageError(error.message)
        }
    }

    // MARK: - Run

    /// Replays the span, writes the files and prints each moment.
    /// - Throws: `CommandFailure`: the bundle's (`HostError.commandFailure`), 65 for a kind the
    ///   bundle lacks or one that is not rectangular, 74 for a file that cannot be written.
    func run() throws(CommandFailure) -> Int32 {
        let process: ExtensionProcess
        let description: BundleDescription
        do {
            process = try ExtensionProcess(executable: options.bundlePath, timeout: .seconds(options.timeout))
            description = try process.describe()
        } catch {
            throw error.commandFailure
        }
        defer { process.terminate() }
        let members = try self.members(in: description)
        let moments = replay(process, description, members)
        try createOutput()
        try write(try encode(moments), to: "watch-stack.json")
        try write(try picture(process, description, moments), to: "watch-stack.png")
        for moment in moments {
            let time = Self.clock(moment.date, in: options.start.timeZone)
            let cards = moment.cards.map { card in card.configuration.map { "\(card.kind) \($0)" } ?? card.kind }
            print("\(time)  \(cards.isEmpty ? "(empty)" : cards.joined(separator: " · "))")
            for message in moment.messages { print("       \(message)") }
        }
        print("Wrote \(options.outputPath)/watch-stack.json and watch-stack.png")
        return ExitCode.ok
    }

    /// The stack's timeline widgets, checked: each kind is the bundle's and rectangular.
    private func members(in description: BundleDescription) throws(CommandFailure) -> [WatchStackMember] {
        let names = description.widgets.map { "'\($0.kind)'" }.joined(separator: ", ")
        return try kinds.enumerated().map { (index, kind) throws(CommandFailure) in
            guard let widget = description.widgets.first(where: { $0.kind == kind }) else {
                let timelineKinds = description.widgets.filter { $0.relevanceWidget != true }.map(\.kind)
                let hint = didYouMean(kind, among: timelineKinds)
                throw CommandFailure(
                    ExitCode.dataError,
                    "bundle '\(description.bundle)' has no widget of kind '\(kind)' (kinds: \(names))"
                        + (hint.isEmpty ? "; fix --watch-stack" : hint))
            }
            guard widget.relevanceWidget != true else {
                throw CommandFailure(
                    ExitCode.dataError,
                    "widget '\(kind)' is a relevance widget: it joins the watch Smart Stack by itself when relevant "
                        + "(a person never places one); name timeline widgets in --watch-stack")
            }
            guard widget.supportedFamilies.contains(FamilyName.accessoryRectangular.rawValue) else {
                throw CommandFailure(
                    ExitCode.dataError,
                    "widget '\(kind)' does not support accessoryRectangular, the watch Smart Stack's family")
            }
            return WatchStackMember(kind: kind, instance: InstanceID(Int64(index + 1)))
        }
    }

    /// The moments the cards changed, the first always.
    private func replay(
        _ process: ExtensionProcess, _ description: BundleDescription, _ members: [WatchStackMember]
    ) -> [Moment] {
        var moments: [Moment] = []
        var time = options.start.date
        while time < options.end {
            let widgets = WatchRelevanceWidget.asking(description) { kind throws(HostError) in
                try process.relevance(kind: kind, date: time)
            }
            let plan = WatchSmartStackPlan(
                at: time, members: members, relevanceWidgets: widgets, conditions: conditions)
            let cards = plan.cards.map {
                Moment.Card(
                    kind: $0.kind, configuration: $0.configuration, instance: $0.instance?.rawValue, reason: $0.reason)
            }
            let listed = cards.map { "\($0.kind)\u{0}\($0.configuration ?? "")" }
            let before = moments.last?.cards.map { "\($0.kind)\u{0}\($0.configuration ?? "")" }
            if before != listed || moments.last?.messages != plan.messages {
                moments.append(Moment(date: time, cards: cards, messages: plan.messages))
            }
            let nextHour = Date(timeIntervalSince1970: (time.timeIntervalSince1970 / 3600).rounded(.down) * 3600 + 3600)
            time = min(plan.nextChange ?? nextHour, nextHour)
        }
        return moments
    }

    // MARK: - Files

    /// The watch screen at each moment (the first `maximumFrames`), side by side, 16 pt apart.
    private func picture(
        _ process: ExtensionProcess, _ description: BundleDescription, _ moments: [Moment]
    ) throws(CommandFailure) -> Data {
        let device = options.device
        guard let context = PlaceContext(.watchSmartStack, device: device, state: SurfaceState()),
            let targets = context.renderTargets(for: .accessoryRectangular)
        else { throw CommandFailure(ExitCode.software, "internal error: \(device.name) has no Smart Stack cards") }
        let renderer = ArchiveRenderer()
        let scale = options.pictureScale
        var screens: [RasterImage] = []
        var timelines: [String: [ArchivedEntry]] = [:]
        for moment in moments.prefix(Self.maximumFrames) {
            let shown = moment.cards.map { card -> SurfacePicture.Shown? in
                let widget = description.widgets.first { $0.kind == card.kind }
                guard let entry = entry(of: card, at: moment.date, process, targets, timelines: &timelines) else {
                    return nil
                }
                return SurfacePicture.Shown(
                    family: .accessoryRectangular, entry: entry,
                    backgroundRemovable: widget?.containerBackgroundRemovable ?? true)
            }
            let clock = SurfaceClock(moment.date, timeZone: options.start.timeZone)
            do {
                screens.append(
                    try SurfacePicture.render(
                        shown, in: context, at: moment.date, scale: scale, renderer: renderer, clock: clock))
            } catch let error as RenderError {
                throw error.commandFailure("watch-stack.png")
            } catch {
                throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
            }
        }
        let gap = Int((16 * scale).rounded())
        let strip = Self.sideBySide(screens, gap: gap)
        do {
            return try strip.pngData()
        } catch {
            throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
        }
    }

    /// What `card` shows at `date`: a timeline widget (one of the stack's, with an instance) the
    /// entry current then of the timeline asked for at the replay's start, as a host placing it
    /// then would show; a relevance card its snapshot for the card's configuration.
    private func entry(
        of card: Moment.Card, at date: Date, _ process: ExtensionProcess, _ targets: RenderTargets,
        timelines: inout [String: [ArchivedEntry]]
    ) -> ArchivedEntry? {
        let family = FamilyName.accessoryRectangular.rawValue
        if card.instance != nil {
            let key = "\(card.kind)\u{0}\(card.configuration ?? "")"
            if timelines[key] == nil {
                timelines[key] =
                    (try? process.timeline(
                        kind: card.kind, family: family, displaySize: targets.displaySize,
                        environments: targets.environments, date: options.start.date,
                        configuration: card.configuration
                    ).entries) ?? []
            }
            let entries = timelines[key] ?? []
            if let current = entries.last(where: { $0.date <= date }) ?? entries.first { return current }
        }
        return try? process.snapshot(
            kind: card.kind, family: family, displaySize: targets.displaySize, environments: targets.environments,
            date: date, configuration: card.configuration)
    }

    /// `images` left to right on dark grey, `gap` pixels apart and around.
    static func sideBySide(_ images: [RasterImage], gap: Int) -> RasterImage {
        let width = images.reduce(gap) { $0 + $1.width + gap }
        let height = (images.map(\.height).max() ?? 0) + 2 * gap
        var rgba = [UInt8](repeating: 40, count: width * height * 4)
        for index in stride(from: 3, to: rgba.count, by: 4) { rgba[index] = 255 }
        var x = gap
        for image in images {
            for row in 0..<image.height {
                let source = row * image.width * 4
                let target = ((gap + row) * width + x) * 4
                rgba.replaceSubrange(
                    target..<target + image.width * 4, with: image.rgba[source..<source + image.width * 4])
            }
            x += image.width + gap
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }

    private func encode(_ moments: [Moment]) throws(CommandFailure) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        do {
            return try encoder.encode(moments) + Data("\n".utf8)
        } catch {
            throw CommandFailure(ExitCode.software, "internal error, please report it: \(error)")
        }
    }

    private func createOutput() throws(CommandFailure) {
        try OutputFolder.create(options.outputDirectory, shown: options.outputPath)
    }

    /// "14:30" in `zone`.
    static func clock(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private func write(_ data: Data, to name: String) throws(CommandFailure) {
        let url = options.outputDirectory.appendingPathComponent(name)
        try OutputFolder.write(data, to: url)
    }
}
