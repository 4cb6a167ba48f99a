//  HostStore+SimulatorImport.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "a schema migration that imports an existing `<db>.simulator.json` once,
//  then stops reading it": the screens `glimpse serve` kept beside the database before surfaces
//  moved into the store. A damaged file is reported and left untouched; the import is one
//  transaction, so it never half-runs.

import Foundation

extension HostStore {
    /// The file `glimpse serve` kept its screens in before surfaces moved into the store.
    public var simulatorStatePath: String? {
        path == ":memory:" || path.isEmpty ? nil : path + ".simulator.json"
    }

    /// Imports `simulatorStatePath` into the surfaces when the store has none yet; a store that
    /// has surfaces never reads the file again (it stays on disk, untouched).
    /// - Returns: Whether a file was imported.
    /// - Throws: `HostError` `.corruptStore` naming the file when it is not a simulator state
    ///   (nothing is imported and the file is left as it is); `.storeFailed`.
    @discardableResult
    func importSimulatorState() throws(HostError) -> Bool {
        guard let file = simulatorStatePath, let data = FileManager.default.contents(atPath: file) else { return false }
        return try locked { () throws(HostError) -> Bool in
            guard try db.scalarInt("SELECT count(*) FROM surfaces") == 0 else { return false }
            let legacy: LegacySimulatorState
            do {
                legacy = try JSONDecoder().decode(LegacySimulatorState.self, from: data)
            } catch {
                throw HostError(
                    .corruptStore,
                    "'\(file)' is not a Glimpse simulator state file, so its screens were not imported (\(error)); "
                        + "glimpse leaves it as it is: move it away to start with empty screens",
                    underlying: error)
            }
            var known = Set<Int64>()
            let ids = try db.prepare("SELECT id FROM instances")
            while try ids.step() { known.insert(ids.int(0)) }
            let surfaces = legacy.surfaces(keeping: known)
            try Self.check(surfaces)
            try db.transaction { () throws(HostError) in try writeSurfaces(surfaces) }
            return true
        }
    }
}

/// `<db>.simulator.json` as `glimpse serve` wrote it (GlimpseServer's `SimulatorState` before
/// issue 10). Every field is optional: what is missing keeps its default.
struct LegacySimulatorState: Decodable {
    var phone: String?
    var watch: String?
    var colorScheme: String?
    var locked: Bool?
    var alwaysOn: Bool?
    var homeStyle: String?
    var tint: String?
    var watchFaceStyle: String?
    var watchTint: String?
    var dynamicType: String?
    var layout: [String: [Slot]]?

    struct Slot: Decodable {
        var ids: [Int64]
        var top: Int64?
    }

    /// One surface per place, with the file's state and the stacks of widgets the store
    /// holds (`known`), at most `WidgetStack.maximumWidgets` each; a widget is kept in its first slot.
    func surfaces(keeping known: Set<Int64>) -> [Surface] {
        var state = SurfaceState()
        if let colorScheme { state.colorScheme = colorScheme }
        if let locked { state.locked = locked }
        if let alwaysOn { state.alwaysOn = alwaysOn }
        if let style = homeStyle.flatMap(HomeScreenStyle.init(rawValue:)) { state.homeStyle = style }
        if let tint { state.tint = tint }
        if let watchFaceStyle { state.watchFaceStyle = watchFaceStyle }
        if let watchTint { state.watchTint = watchTint }
        if let dynamicType { state.dynamicType = dynamicType }
        var placed = Set<Int64>()
        return PlaceName.all.map { name in
            let isWatch = Place.named(name)?.platform == .watchOS
            let device = (isWatch ? watch : phone) ?? Surface.defaultDevice(for: name)
            let stacks = (layout?[name.rawValue] ?? []).compactMap { slot -> WidgetStack? in
                let ids = slot.ids.filter { known.contains($0) && placed.insert($0).inserted }
                    .prefix(WidgetStack.maximumWidgets)
                guard !ids.isEmpty else { return nil }
                let top = slot.top.flatMap { ids.contains($0) ? InstanceID($0) : nil }
                return WidgetStack(
                    instances: ids.map { InstanceID($0) }, top: top, topReason: top == nil ? .added : .swiped)
            }
            return Surface(name: name, device: device, state: state, stacks: stacks)
        }
    }
}
