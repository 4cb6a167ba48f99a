//  MatrixPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": every supported family × place × rendering mode the place
//  gives it × Dynamic Type size that applies × {normal, Always On where it applies}, as rows,
//  and colour scheme × {unlocked, locked where the place can be locked}, as columns. Requests
//  are grouped so that each (family, canvas) is asked for once with every environment it needs,
//  each environment once (reference widgetkit.md §10.2–3: the host re-renders lock state from
//  the same archive).

public import GlimpseArchive

/// The states of a widget a matrix preview shows, and the requests that fetch them.
public struct MatrixPlan: Sendable {
    /// One column: an appearance and a lock state.
    public struct Column: Hashable, Sendable {
        public var colorScheme: String
        public var isLocked: Bool
        /// `Light`, `Light · Locked`, `Dark`, `Dark · Locked`.
        public var title: String {
            (colorScheme == "dark" ? "Dark" : "Light") + (isLocked ? " · Locked" : "")
        }
    }

    /// One row: a family in a place, in a mode, normal or Always On, at a Dynamic Type size;
    /// one variant per column, `nil` where the place has no such state (never locked).
    public struct Row: Hashable, Sendable {
        public var family: FamilyName
        public var place: PlaceName
        public var renderingMode: RenderingModeName
        public var isAlwaysOn: Bool
        public var dynamicTypeSize: DynamicTypeName
        public var variants: [PlaceVariant?]
    }

    /// One extension request: `family` laid out at `size.canvas` in each of `environments`.
    public struct Request: Hashable, Sendable {
        public var family: FamilyName
        public var size: FamilySize
        public var environments: [RenderEnvironment]
    }

    public let device: DeviceProfile
    /// Light and dark, each unlocked then locked; columns no row has a state in are left out
    /// (the light ones on a watch).
    public let columns: [Column]
    public let rows: [Row]
    public let requests: [Request]

    /// Plans the matrix of `families` on `device`.
    ///
    /// - Parameters:
    ///   - families: the families to show, e.g. those the widget supports; families the device
    ///     has nowhere (in `places`) are left out.
    ///   - places: only these places; `nil` for every place of the device.
    ///   - dynamicTypeSizes: sizes to show; a size is shown only in places whose platform it
    ///     applies to (`DynamicTypeName.applies(on:)`).
    /// - Complexity: O(families × places × modes × sizes).
    public init(
        device: DeviceProfile, families: [FamilyName], places: [PlaceName]? = nil,
        dynamicTypeSizes: [DynamicTypeName] = [.large]
    ) {
        self.device = device
        let columns = ["light", "dark"].flatMap { scheme in
            [false, true].map { Column(colorScheme: scheme, isLocked: $0) }
        }
        var rows: [Row] = []
        var requests: [Request] = []
        for family in families.sorted() {
            for placeName in device.places(holding: family) where places?.contains(placeName) ?? true {
                guard let place = Place.named(placeName), let presentation = place.presentation(for: family),
                    let size = device.familySize(family, at: placeName)
                else { continue }
                for dynamicType in dynamicTypeSizes where dynamicType.applies(on: place.platform) {
                    for mode in presentation.renderingModes {
                        for alwaysOn in presentation.hasAlwaysOn(in: mode) ? [false, true] : [false] {
                            let variants = columns.map { column -> PlaceVariant? in
                                guard !column.isLocked || place.canBeLocked,
                                    place.colorSchemes.contains(column.colorScheme)
                                else { return nil }
                                return PlaceVariant(
                                    family: family, place: placeName, renderingMode: mode,
                                    colorScheme: column.colorScheme, isLocked: column.isLocked, isAlwaysOn: alwaysOn,
                                    dynamicTypeSize: dynamicType)
                            }
                            rows.append(
                                Row(
                                    family: family, place: placeName, renderingMode: mode, isAlwaysOn: alwaysOn,
                                    dynamicTypeSize: dynamicType, variants: variants))
                            for variant in variants.compactMap({ $0 }) {
                                Self.add(variant.environment(on: device), family: family, size: size, to: &requests)
                            }
                        }
                    }
                }
            }
        }
        let used = columns.indices.filter { j in rows.contains { $0.variants[j] != nil } }
        self.columns = used.map { columns[$0] }
        self.rows = rows.map { row in
            var row = row
            row.variants = used.map { row.variants[$0] }
            return row
        }
        self.requests = requests
    }

    /// Every variant, row by row.
    public var variants: [PlaceVariant] { rows.flatMap { $0.variants.compactMap { $0 } } }

    /// Where the archive of `variant` comes from: the request's index and the environment's
    /// index within it (locked and unlocked variants share one).
    /// - Precondition: `variant` is one of `variants`.
    public func source(of variant: PlaceVariant) -> (request: Int, environment: Int) {
        let size = device.familySize(variant.family, at: variant.place)!
        let environment = variant.environment(on: device)
        let r = requests.firstIndex { $0.family == variant.family && $0.size.canvas == size.canvas }!
        return (r, requests[r].environments.firstIndex(of: environment)!)
    }

    // MARK: - Steps

    private static func add(
        _ environment: RenderEnvironment, family: FamilyName, size: FamilySize, to requests: inout [Request]
    ) {
        if let r = requests.firstIndex(where: { $0.family == family && $0.size.canvas == size.canvas }) {
            if !requests[r].environments.contains(environment) { requests[r].environments.append(environment) }
        } else {
            requests.append(Request(family: family, size: size, environments: [environment]))
        }
    }
}
