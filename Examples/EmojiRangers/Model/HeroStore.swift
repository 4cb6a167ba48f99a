//  HeroStore.swift — EmojiRangers (Glimpse example widget)
//  Status: Complete
//  Behaviour: reads the roster from the file named by EMOJI_RANGERS_DATA, else from the
//  bundled Resources/heroes.json; any failure logs one line to stderr and falls back to
//  `Hero.builtInRoster`, so a bad file never takes the widget down. Heals recorded by
//  `HealHeroIntent` apply on top.

import Foundation

/// Where the roster comes from.
enum HeroStore {
    /// The environment variable that points at another roster file.
    static let dataVariable = "EMOJI_RANGERS_DATA"

    /// The roster to show, never empty, with any heals (`HealHeroIntent`) applied.
    ///
    /// - Parameter now: The instant relative rosters ("injured 50 minutes ago") are anchored to.
    static func loadRoster(now: Date = Date()) -> [Hero] {
        readRoster(now: now).map { $0.applyingHeal(at: HealLog.shared.healDate(of: $0.id)) }
    }

    /// Brings `name` back to full health now.
    static func heal(_ name: String) {
        HealLog.shared.record(name, at: Date())
    }

    /// The roster as the file (or the built-in list) has it.
    private static func readRoster(now: Date) -> [Hero] {
        guard let url = dataURL() else {
            log("no roster file found; using the built-in roster")
            return Hero.builtInRoster
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            log("\(url.path) does not exist; using the built-in roster")
            return Hero.builtInRoster
        }
        do {
            let data = try Data(contentsOf: url)
            let roster = try RosterFile.decode(data, now: now)
            guard !roster.isEmpty else {
                log("\(url.path) lists no heroes; using the built-in roster")
                return Hero.builtInRoster
            }
            return roster
        } catch {
            log("could not read heroes from \(url.path): \(describe(error)); using the built-in roster")
            return Hero.builtInRoster
        }
    }

    /// The file named by `EMOJI_RANGERS_DATA`, else the bundled `heroes.json`.
    private static func dataURL() -> URL? {
        if let path = ProcessInfo.processInfo.environment[dataVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        if let url = Bundle.main.url(forResource: "heroes", withExtension: "json") {
            return url
        }
        #if SWIFT_PACKAGE
            // SwiftPM copies the Resources folder as a whole into the target's resource bundle.
            return Bundle.module.url(forResource: "heroes", withExtension: "json", subdirectory: "Resources")
                ?? Bundle.module.url(forResource: "heroes", withExtension: "json")
        #else
            return nil
        #endif
    }

    /// One line about what is wrong with the file, naming the field where JSON decoding says.
    private static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            let place = context.codingPath.isEmpty ? "the top level" : path(context.codingPath)
            return "missing \"\(key.stringValue)\" at \(place)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return "malformed JSON: \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("EmojiRangers: \(message)\n".utf8))
    }
}
