//  HostCommand+Manage.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: `glimpse host --db <file> --keep <instance>` and `--remove <instance>` (issue 13):
//  what a person does to a suggested widget on iOS — keep it (it stays when its suggestion's
//  window ends) or remove it (its suggestion does not come back in that window) — and removing
//  any stored widget, from its stack or slot too. Like `--tap`, each needs the database's lock
//  (no host running on it) and exits; one of the three at a time. An instance is named as
//  `--list` prints it (`#3`) or by its number (`3`); keeping a widget kept before says so.

import Foundation
import GlimpseArchive
import GlimpseHost

extension HostCommand {
    /// Runs `--keep` and returns the exit status: 0 also for a widget kept before (it says so).
    /// - Throws: `UsageError` for a value that is not an instance number (`3` or `#3`);
    ///   `CommandFailure` (65) for an unknown instance or one that was never a suggested widget,
    ///   or the store's errors.
    static func keep(_ value: String, store: HostStore) throws -> Int32 {
        let id = try instance(value, option: "keep", store: store)
        let kept: Bool
        let keptBefore: Bool
        do {
            kept = try store.keepSuggestedWidget(id)
            keptBefore = kept ? false : try store.wasKept(id)
        } catch {
            throw error.commandFailure
        }
        if keptBefore {
            Swift.print("widget \(id.rawValue) is already kept: it stays in its stack; nothing to do")
            return ExitCode.ok
        }
        guard kept else {
            throw CommandFailure(
                ExitCode.dataError,
                "widget \(id.rawValue) is not a suggested widget (it was placed by hand); only those can be kept "
                    + "('glimpse host --list' marks them 'suggested-until=…')")
        }
        Swift.print("kept widget \(id.rawValue): it stays in its stack when its suggestion ends")
        return ExitCode.ok
    }

    /// Runs `--remove` and returns the exit status.
    /// - Throws: `UsageError` for a value that is not an instance number; `CommandFailure` (65)
    ///   for an unknown instance, or the store's errors (nothing is changed then).
    static func remove(_ value: String, store: HostStore) throws -> Int32 {
        let id = try instance(value, option: "remove", store: store)
        do {
            if let suggested = try store.suggestedWidgets().first(where: { $0.instance == id }) {
                try store.dismissSuggestion(suggested)
            }
            // Kept or placed by hand, an open suggestion for it would bring it straight back.
            if let instance = try store.instances().first(where: { $0.id == id }) {
                try store.dismissSuggestions(
                    for: instance, at: Date(), openWindow: SmartRotateSettings().openSuggestionWindow)
            }
            try store.updateSurfaces { surfaces in
                for s in surfaces.indices { surfaces[s].remove([id]) }
            }
            try store.deleteInstance(id)
        } catch {
            throw error.commandFailure
        }
        Swift.print("removed widget \(id.rawValue) with its timeline and ledger rows")
        return ExitCode.ok
    }

    /// The instance number of `text`: `4`, or `#4` as `--list` prints it; nil for anything else.
    static func instanceNumber(_ text: String) -> Int64? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : text[...]
        guard let number = Int64(digits), number > 0, digits.allSatisfy(\.isASCII) else { return nil }
        return number
    }

    /// The stored instance `value` names.
    private static func instance(_ value: String, option: String, store: HostStore) throws -> InstanceID {
        guard let number = instanceNumber(value) else {
            throw UsageError(
                "'\(value)' is not a widget instance number; e.g. --\(option) 3 or --\(option) '#3', "
                    + "as 'glimpse host --list' prints it")
        }
        let stored: [WidgetInstance]
        do { stored = try store.instances() } catch { throw error.commandFailure }
        guard stored.contains(where: { $0.id.rawValue == number }) else {
            throw CommandFailure(
                ExitCode.dataError, "no widget instance \(number); list them with 'glimpse host --list'")
        }
        return InstanceID(number)
    }
}
