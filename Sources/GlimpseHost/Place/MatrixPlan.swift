//  MatrixPlan.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "The matrix": every supported family × place (and named face slot that
//  draws a label) × rendering mode the place gives it × Dynamic Type size that applies ×
//  {normal, Always On where it applies}, as rows, and colour scheme × {unlocked, locked where
//  the place can be locked}, then the placeholder entry (drawn redacted, as WidgetKit shows a
//  widget before its first timeline), as columns. Requests
//  are grouped so that each (family, canvas) is asked for once with every environment it needs,
//  each environment once (reference widgetkit.md §10.2–3: the host re-renders lock state from
//  the same archive).

public import GlimpseArchive

/// The states of a widget a matrix preview shows, and the requests that fetch them.
public struct MatrixPlan: Sendable {
    /// One column: an appearance and a lock state of the snapshot entry, or the placeholder.
    public struct Column: Hashable, Sendable {
        public var colorScheme: String
        public var isLocked: Bool
        /// The placeholder entry (`placeholder(in:)`, drawn redacted as WidgetKit draws it) in
        /// the row's first appearance, unlocked.
        public var isPlaceholder: Bool = false
        /// `Light`, `Light · Locked`, `Dark`, `Dark · Locked`, `Placeholder`.
        public var title: String {
            if isPlaceholder { return "Placeholder" }
            return (colorScheme == "dark" ? "Dark" : "Light") + (isLocked ? " · Locked" : "")
        }
    }

    /// One row: a family in a place (or a named face's slot), in a mode, normal or Always On, at
    /// a Dynamic Type size; one variant per column, `nil` where the place has no such state
    /// (never locked).
    public struct Row: Hashable, Sendable {
        public var family: FamilyName
        public var place: PlaceName
        public var renderingMode: RenderingModeName
        public var isAlwaysOn: Bool
        public var dynamicTypeSize: DynamicTypeName
        /// The named watch face whose slot the row shows (`FaceSlot.face`); `nil` for the
        /// family's default slot.
        public var face: String? = nil
        public var variants: [PlaceVariant?]
    }

    /// One extension request: `family` laid out at `size.canvas` in each of `environments`,
    /// for the snapshot entry or (`isPlaceholder`) the placeholder.
    public struct Request: Hashable, Sendable {
        public var family: FamilyName
        public var size: FamilySize
        public var environments: [RenderEnvironment]
        public var isPlaceholder: Bool = false
    }

    public let device: DeviceProfile
    /// Light and dark, each unlocked then locked, then the placeholder; columns no row has a
    /// state in are left out (the light ones on a watch).
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
    ///   - placeholder: add the placeholder column.
    /// - Returns: a plan whose rows are, per family and place: the default slot in each mode,
    ///   normal then Always On where the place has it; then each named face's slot that draws a
    ///   label the default slot does not (the Infograph bezel), in each mode, normal only.
    /// - Complexity: O(families × places × modes × sizes).
    public init(
        device: DeviceProfile, families: [FamilyName], places: [PlaceName]? = nil,
        dynamicTypeSizes: [DynamicTypeName] = [.large], placeholder: Bool = true
    ) {
        self.device = device
        var columns = ["light", "dark"].flatMap { scheme in
            [false, true].map { Column(colorScheme: scheme, isLocked: $0) }
        }
        if placeholder { columns.append(Column(colorScheme: "", isLocked: false, isPlaceholder: true)) }
        var rows: [Row] = []
        var requests: [Request] = []
        for family in families.sorted() {
            for placeName in device.places(holding: family) where places?.contains(placeName) ?? true {
                guard let place = Place.named(placeName), let presentation = place.presentation(for: family) else {
                    continue
                }
                let faces: [String?] =
                    [nil]
                    + device.faceSlots(for: family).filter { placeName == .watchFace && $0.label != nil }.map(\.face)
                for face in faces {
                    for dynamicType in dynamicTypeSizes where dynamicType.applies(on: place.platform) {
                        for mode in presentation.renderingModes {
                            let alwaysOn = face == nil && presentation.hasAlwaysOn(in: mode) ? [false, true] : [false]
                            for isAlwaysOn in alwaysOn {
                                let variants = columns.map { column -> PlaceVariant? in
                                    let scheme = column.isPlaceholder ? place.colorSchemes.first : column.colorScheme
                                    guard let scheme, !column.isLocked || place.canBeLocked,
                                        place.colorSchemes.contains(scheme)
                                    else { return nil }
                                    return PlaceVariant(
                                        family: family, place: placeName, renderingMode: mode, colorScheme: scheme,
                                        isLocked: column.isLocked, isAlwaysOn: isAlwaysOn,
                                        dynamicTypeSize: dynamicType, face: face, isPlaceholder: column.isPlaceholder)
                                }
                                let row = Row(
                                    family: family, place: placeName, renderingMode: mode, isAlwaysOn: isAlwaysOn,
                                    dynamicTypeSize: dynamicType, face: face, variants: variants)
                                guard row.variants.contains(where: { $0 != nil }) else { continue }
                                rows.append(row)
                                for variant in variants.compactMap({ $0 }) {
                                    guard let size = variant.size(on: device) else { continue }
                                    Self.add(variant, size: size, on: device, to: &requests)
                                }
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
        let size = variant.size(on: device)!
        let environment = variant.environment(on: device)
        let r = requests.firstIndex {
            $0.family == variant.family && $0.size.canvas == size.canvas && $0.isPlaceholder == variant.isPlaceholder
        }!
        return (r, requests[r].environments.firstIndex(of: environment)!)
    }

    // MARK: - Steps

    private static func add(
        _ variant: PlaceVariant, size: FamilySize, on device: DeviceProfile, to requests: inout [Request]
    ) {
        let environment = variant.environment(on: device)
        if let r = requests.firstIndex(where: {
            $0.family == variant.family && $0.size.canvas == size.canvas && $0.isPlaceholder == variant.isPlaceholder
        }) {
            if !requests[r].environments.contains(environment) { requests[r].environments.append(environment) }
        } else {
            requests.append(
                Request(
                    family: variant.family, size: size, environments: [environment],
                    isPlaceholder: variant.isPlaceholder))
        }
    }
}
