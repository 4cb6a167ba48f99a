//  PlacedControl.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: reference widgetkit.md §7 "Places" and issue 12: a control a person placed — in
//  Control Center's grid (small 1×1, medium 2×1, large 2×2), in one of the Lock Screen's two
//  bottom slots (where flashlight and camera are), or on the Action button — with the
//  configuration its intent stores (JSON, as widgets' configurations are stored).

import Foundation
public import GlimpseArchive

/// Where a placed control sits.
public enum ControlSpot: String, Codable, Sendable, CaseIterable {
    /// Control Center's grid: 4 columns, as many pages as it needs.
    case controlCenter
    /// The Lock Screen's bottom-leading button (the flashlight's place).
    case lockScreenLeading
    /// The Lock Screen's bottom-trailing button (the camera's place).
    case lockScreenTrailing
    /// The Action button: one control.
    case actionButton

    /// Whether the spot holds one control (a new one replaces it).
    public var holdsOne: Bool { self != .controlCenter }

    /// The drawings a control in this spot may take: Control Center's three sizes, else the one
    /// drawing of the spot.
    public var places: [ControlPlace] {
        switch self {
        case .controlCenter: [.controlCenterSmall, .controlCenterMedium, .controlCenterLarge]
        case .lockScreenLeading, .lockScreenTrailing: [.lockScreen]
        case .actionButton: [.actionButton]
        }
    }
}

/// One placed control, as the host stores it.
public struct PlacedControl: Hashable, Codable, Sendable {
    /// Unique among controls (a separate space from widget instances' ids).
    public var id: Int64
    /// Path of the bundle's executable.
    public var bundle: String
    /// The control's `kind`.
    public var kind: String
    public var spot: ControlSpot
    /// How it is drawn: its size in Control Center, else the spot's one drawing.
    public var place: ControlPlace
    /// Order within Control Center (0 first); 0 elsewhere.
    public var position: Int
    /// The configuration intent's parameters as JSON text (`"{}"` for the intent's defaults, and
    /// for static controls).
    public var configuration: String

    public init(
        id: Int64, bundle: String, kind: String, spot: ControlSpot, place: ControlPlace, position: Int = 0,
        configuration: String = "{}"
    ) {
        self.id = id
        self.bundle = bundle
        self.kind = kind
        self.spot = spot
        self.place = place
        self.position = position
        self.configuration = configuration
    }

    /// The bundle's executable file name.
    public var bundleName: String { (bundle as NSString).lastPathComponent }
}
