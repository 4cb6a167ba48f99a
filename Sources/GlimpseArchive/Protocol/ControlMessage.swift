//  ControlMessage.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Controls": the places a control is drawn in, the states
//  it is drawn in, and the extension's answer to `control` (added for issue 12). Sizes are
//  Glimpse's numbers for a 6.1-inch iPhone (Apple publishes none), in points.

/// Where a control is shown. Control Center's grid has 4 columns of `ControlPlace.cell` points
/// with `ControlPlace.spacing` between them.
public enum ControlPlace: String, Codable, Sendable, CaseIterable {
    /// Control Center, 1×1: a circle.
    case controlCenterSmall
    /// Control Center, 2×1: symbol, title and value in a rounded rectangle.
    case controlCenterMedium
    /// Control Center, 2×2: symbol at the top, title and value at the bottom.
    case controlCenterLarge
    /// One of the Lock Screen's two bottom buttons (where flashlight and camera are).
    case lockScreen
    /// The Action button's hint: the symbol and "Hold to …" in a capsule beside the button.
    case actionButton

    /// One Control Center grid cell, points (Glimpse's number).
    public static let cell = 72.0
    /// Space between Control Center cells, points (Glimpse's number).
    public static let spacing = 16.0

    /// Columns × rows of Control Center's grid the place takes; 0×0 outside Control Center.
    public var gridSpan: (columns: Int, rows: Int) {
        switch self {
        case .controlCenterSmall: (1, 1)
        case .controlCenterMedium: (2, 1)
        case .controlCenterLarge: (2, 2)
        case .lockScreen, .actionButton: (0, 0)
        }
    }

    /// The control's canvas, points.
    public var size: Size {
        switch self {
        case .controlCenterSmall, .controlCenterMedium, .controlCenterLarge:
            let span = gridSpan
            return Size(
                width: Double(span.columns) * Self.cell + Double(span.columns - 1) * Self.spacing,
                height: Double(span.rows) * Self.cell + Double(span.rows - 1) * Self.spacing)
        case .lockScreen: return Size(width: 50, height: 50)
        case .actionButton: return Size(width: 240, height: 56)
        }
    }
}

/// How a control is drawn.
public enum ControlState: String, Codable, Sendable, CaseIterable {
    /// A toggle that is off; a button at rest.
    case off
    /// A toggle that is on (tinted); a button is drawn as at rest.
    case on
    /// While the intent runs: a toggle shows its new state at once (optimistic) with a pending
    /// ring; a button shows `actionLabel(isActive: true)`, tinted.
    case performing
    /// On a locked device: a `privacySensitive` control hides its state (symbol off, no value).
    case locked
    /// `disabled(true)`, or a control that cannot run: dimmed.
    case disabled
}

/// One drawing of a control.
public struct ControlArchive: Hashable, Codable, Sendable {
    public var place: ControlPlace
    public var state: ControlState
    public var archive: WidgetArchive
    public init(place: ControlPlace, state: ControlState, archive: WidgetArchive) {
        self.place = place
        self.state = state
        self.archive = archive
    }
}

/// The extension's answer to `control`: what the control says now, and its drawings.
public struct ControlAnswer: Hashable, Codable, Sendable {
    public var kind: String
    /// `"toggle"`, `"button"` or `"empty"`.
    public var template: String
    /// A toggle's state (from `previewValue` or `currentValue()`); false for buttons.
    public var isOn: Bool
    /// The control's name: its title, else its label's text, else its display name.
    public var title: String
    /// The value text for the current state ("On", "Running"); nil for buttons.
    public var valueText: String?
    /// The Action button's hint for the current state ("Hold to Turn On 'Work Timer'").
    public var actionHint: String
    /// `controlWidgetStatus(_:)` of the current state's label; nil when not set.
    public var status: String?
    /// `tint(_:)`; nil is the system's.
    public var tint: RGBA?
    public var privacySensitive: Bool
    public var disabled: Bool
    /// The action is an `OpenIntent`: a tap opens the app.
    public var opensApp: Bool
    /// The intent a tap runs, with its parameters (a toggle's `value` holds the state a tap
    /// sets); nil for an empty template.
    public var action: IntentAction?
    /// One drawing per requested place and state, and environment (each archive's `variant`).
    public var archives: [ControlArchive]

    public init(
        kind: String, template: String, isOn: Bool, title: String, valueText: String?, actionHint: String,
        status: String? = nil, tint: RGBA? = nil, privacySensitive: Bool = false, disabled: Bool = false,
        opensApp: Bool = false, action: IntentAction? = nil, archives: [ControlArchive] = []
    ) {
        self.kind = kind
        self.template = template
        self.isOn = isOn
        self.title = title
        self.valueText = valueText
        self.actionHint = actionHint
        self.status = status
        self.tint = tint
        self.privacySensitive = privacySensitive
        self.disabled = disabled
        self.opensApp = opensApp
        self.action = action
        self.archives = archives
    }
}
