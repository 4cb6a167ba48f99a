//  HostStore+Surfaces.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "Surfaces in the host": the surfaces, their stacks and state in the store
//  (schema version 4), each change one transaction like every other, so a host killed with
//  SIGKILL restarts with the screens it last committed; a change made from what is stored is
//  one read-modify-write (`updateSurfaces`), so concurrent writers never lose each other's.

import Foundation

extension HostStore {
    /// Every stored surface, in `PlaceName.all` order (then by name), stacks in slot order. A
    /// stack whose widgets were all removed is left out.
    /// - Throws: `HostError` `.storeFailed`, or `.corruptStore` for a state that is not a
    ///   `SurfaceState`.
    public func surfaces() throws(HostError) -> [Surface] {
        try locked { () throws(HostError) -> [Surface] in try readSurfaces() }
    }

    /// The stored surface `name`, or nil.
    /// - Throws: as `surfaces()`.
    public func surface(_ name: PlaceName) throws(HostError) -> Surface? {
        try surfaces().first { $0.name == name }
    }

    /// Replaces the stored surfaces named in `surfaces` (the others stay), in one transaction.
    /// - Throws: `HostError` `.badRequest` for a stack of more than `WidgetStack.maximumWidgets`
    ///   widgets, an empty stack or a widget in two places (nothing is written);
    ///   `.unknownInstance` for a widget the store does not hold; `.storeFailed`.
    public func saveSurfaces(_ surfaces: [Surface]) throws(HostError) {
        try Self.check(surfaces)
        try locked { () throws(HostError) in
            try db.transaction { () throws(HostError) in try writeSurfaces(surfaces) }
        }
    }

    /// Reads the stored surfaces, lets `change` change them and writes back those it changed or
    /// added, all in one transaction under the store's lock: the one way to change a stored
    /// surface from what is stored, so two writers (a placement from the command line and a
    /// suggested widget joining, say) never save a surface each read before the other wrote it.
    ///
    /// - Parameter change: Given every stored surface (as `surfaces()` returns them); it may change
    ///   them and append new ones (one dropped from the array stays stored). It runs under the
    ///   store's lock, so it must not call the store.
    /// - Returns: What `change` returns.
    /// - Throws: What `change` throws, or as `saveSurfaces` (nothing is written then).
    @discardableResult
    public func updateSurfaces<T>(_ change: (inout [Surface]) throws(HostError) -> T) throws(HostError) -> T {
        try locked { () throws(HostError) -> T in
            try db.transaction { () throws(HostError) -> T in
                let before = try readSurfaces()
                var surfaces = before
                let result = try change(&surfaces)
                try Self.check(surfaces)
                try writeSurfaces(surfaces.filter { !before.contains($0) })
                return result
            }
        }
    }

    // MARK: - Steps

    /// Refuses what a store must never hold.
    static func check(_ surfaces: [Surface]) throws(HostError) {
        var seen = Set<InstanceID>()
        for surface in surfaces {
            for (slot, stack) in surface.stacks.enumerated() {
                guard !stack.instances.isEmpty else {
                    throw HostError(.badRequest, "slot \(slot) of the \(surface.name) surface is an empty stack")
                }
                guard stack.instances.count <= WidgetStack.maximumWidgets else {
                    throw HostError(
                        .badRequest,
                        "slot \(slot) of the \(surface.name) surface would stack \(stack.instances.count) widgets; "
                            + "a stack holds at most \(WidgetStack.maximumWidgets): remove one or use another slot")
                }
                for id in stack.instances where !seen.insert(id).inserted {
                    throw HostError(.badRequest, "widget \(id) is in two slots; a widget is in one place at a time")
                }
            }
        }
    }

    func writeSurfaces(_ surfaces: [Surface]) throws(HostError) {
        let known = Set(try instanceIDs())
        let deleteSurface = try db.prepare("DELETE FROM surfaces WHERE name = ?")
        let insertSurface = try db.prepare("INSERT INTO surfaces (name, device, state) VALUES (?, ?, ?)")
        let insertStack = try db.prepare(
            "INSERT INTO stacks (surface, slot, top, top_reason, top_chosen) VALUES (?, ?, ?, ?, ?)")
        let insertWidget = try db.prepare(
            "INSERT INTO stack_widgets (surface, slot, position, instance_id) VALUES (?, ?, ?, ?)")
        // Every surface named goes first, so a widget may move from one to another.
        for surface in surfaces {
            deleteSurface.reset()
            try deleteSurface.bind(.text(surface.name.rawValue)).run()
        }
        for surface in surfaces {
            let state = String(decoding: try! JSONEncoder().encode(surface.state), as: UTF8.self)
            insertSurface.reset()
            try insertSurface.bind(.text(surface.name.rawValue), .text(surface.device), .text(state)).run()
            for (slot, stack) in surface.stacks.enumerated() {
                for id in stack.instances where !known.contains(id) {
                    throw HostError(.unknownInstance, "the store holds no widget \(id) to place on \(surface.name)")
                }
                insertStack.reset()
                let top: SQLiteValue = stack.top.map { .int($0.rawValue) } ?? .null
                try insertStack.bind(
                    .text(surface.name.rawValue), .int(Int64(slot)), top, .text(stack.topReason.rawValue),
                    stack.chosen.map { .date($0) } ?? .null
                ).run()
                for (position, id) in stack.instances.enumerated() {
                    insertWidget.reset()
                    try insertWidget.bind(
                        .text(surface.name.rawValue), .int(Int64(slot)), .int(Int64(position)), .int(id.rawValue)
                    ).run()
                }
            }
        }
    }

    private func instanceIDs() throws(HostError) -> [InstanceID] {
        let statement = try db.prepare("SELECT id FROM instances")
        var ids: [InstanceID] = []
        while try statement.step() { ids.append(InstanceID(statement.int(0))) }
        return ids
    }

    func readSurfaces() throws(HostError) -> [Surface] {
        var widgets: [String: [Int64: [InstanceID]]] = [:]
        let widgetRows = try db.prepare(
            "SELECT surface, slot, instance_id FROM stack_widgets ORDER BY surface, slot, position")
        while try widgetRows.step() {
            widgets[widgetRows.text(0) ?? "", default: [:]][widgetRows.int(1), default: []].append(
                InstanceID(widgetRows.int(2)))
        }
        var stacks: [String: [WidgetStack]] = [:]
        let stackRows = try db.prepare(
            "SELECT surface, slot, top, top_reason, top_chosen FROM stacks ORDER BY surface, slot")
        while try stackRows.step() {
            let surface = stackRows.text(0) ?? ""
            guard let ids = widgets[surface]?[stackRows.int(1)], !ids.isEmpty else { continue }
            // A top removed with its instance (ON DELETE SET NULL) leaves the first widget shown,
            // as added.
            let top = stackRows.isNull(2) ? nil : InstanceID(stackRows.int(2))
            stacks[surface, default: []].append(
                WidgetStack(
                    instances: ids, top: top,
                    topReason: top == nil ? .added : WidgetStack.TopReason(rawValue: stackRows.text(3) ?? "") ?? .added,
                    chosen: top == nil || stackRows.isNull(4) ? nil : Date(timeIntervalSince1970: stackRows.double(4))))
        }
        var surfaces: [Surface] = []
        let surfaceRows = try db.prepare("SELECT name, device, state FROM surfaces")
        while try surfaceRows.step() {
            let name = surfaceRows.text(0) ?? ""
            let state: SurfaceState
            do {
                state = try JSONDecoder().decode(SurfaceState.self, from: Data((surfaceRows.text(2) ?? "").utf8))
            } catch {
                throw HostError(
                    .corruptStore, "the host database '\(path)' holds a state of surface '\(name)' it cannot read",
                    underlying: error)
            }
            surfaces.append(
                Surface(
                    name: PlaceName(rawValue: name), device: surfaceRows.text(1) ?? "", state: state,
                    stacks: stacks[name] ?? []))
        }
        let order = Dictionary(uniqueKeysWithValues: PlaceName.all.enumerated().map { ($1, $0) })
        return surfaces.sorted {
            (order[$0.name] ?? order.count, $0.name.rawValue) < (order[$1.name] ?? order.count, $1.name.rawValue)
        }
    }
}
