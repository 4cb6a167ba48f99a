//  ExtensionMessage.swift — GlimpseArchive
//  Status: Complete for describe, placeholder, snapshot, timeline
//  Behaviour: Docs/ExtensionProtocol.md — newline-delimited JSON over the extension's
//  stdin (requests) and stdout (responses), one message per line.

public import Foundation

/// The extension protocol's constants.
public enum ExtensionProtocol {
    /// Version spoken by this build; `describe` reports the extension's.
    public static let version = 1
    /// Longest accepted message line, in bytes (64 MB).
    public static let maximumMessageBytes = 64_000_000
}

/// The environment an entry is laid out for (WidgetKit's environment variants).
public struct RenderEnvironment: Hashable, Codable, Sendable {
    /// `"light"` or `"dark"`.
    public var colorScheme: String
    /// 1, 2 or 3.
    public var displayScale: Double
    /// A `DynamicTypeSize` name (`"large"` is the default).
    public var dynamicTypeSize: String?
    /// `"fullColor"`, `"accented"` or `"vibrant"`.
    public var renderingMode: String?
    /// BCP 47 locale identifier; nil means the extension's current locale.
    public var locale: String?
    /// IANA time zone identifier; nil means the extension's current time zone.
    public var timeZone: String?
    public var isLuminanceReduced: Bool?
    /// Whether the host shows the removable container background.
    public var showsContainerBackground: Bool?
    /// `"iOS"` or `"watchOS"`: which platform's defaults apply (text styles, margins).
    public var platform: String?
    /// The place's default content margins in points, `[top, leading, bottom, trailing]`
    /// (`widgetContentMargins`; 16 on the Home Screen, 0 for accessories, Glimpse's choices for
    /// StandBy and the watch Smart Stack). Nil leaves them to the extension's defaults; a widget
    /// with `contentMarginsDisabled()` ignores them. Added for issue 4 (places).
    public var contentMargins: [Double]?
    /// Where the place draws the widget's `widgetLabel`; nil where it shows none (everywhere but
    /// a watch face's corner slots and the Infograph bezel). The extension's `showsWidgetLabel`
    /// is true exactly when it is set. Added for issue 4 (curved labels).
    public var widgetLabel: LabelCurve?
    /// The host's name for this variant (`"dark-standBy-vibrant-aod"`): the extension copies it into
    /// `WidgetArchive.variant` of every archive it lays out in this environment, so the host finds
    /// an archive by what it was laid out for, never by position. Nil for hosts that do not name
    /// their variants. Added for issue 10 (Docs/ExtensionProtocol.md "Variants").
    public var variant: String?

    public init(colorScheme: String = "light", displayScale: Double = 3) {
        self.colorScheme = colorScheme
        self.displayScale = displayScale
    }
}

/// What the host asks.
public struct ExtensionRequest: Hashable, Codable, Sendable {
    /// `previews` lists the bundle's `#Preview`s and `preview` draws one (added for issue 11;
    /// an older bundle answers them with `badRequest`).
    ///
    /// `backgroundEvents` hands the extension the finished transfers of one background URL
    /// session (added for issue 9, Docs/ExtensionProtocol.md "Background transfers"); `control`
    /// lays out a control and `perform` runs an intent (added for issue 12, "Controls" and
    /// "Perform"; an older bundle answers `badRequest`). `relevance` asks a relevance widget's
    /// `relevance()` (added for issue 13's watch Smart Stack; an older bundle answers `badRequest`); `parameters` lists a
    /// widget's or control's configuration intent's parameters, with the choices for each (added
    /// for issue 12, "`parameters`"; an older bundle answers `badRequest`).
    public enum Method: String, Codable, Sendable {
        case describe, placeholder, snapshot, timeline, previews, preview, backgroundEvents, control, perform
        case relevance
        /// Lays out a Live Activity (added with Live Activities on the host; an older bundle
        /// answers `badRequest`).
        case activity
        case parameters
    }
    /// Chosen by the host; echoed in the response.
    public var id: Int
    public var method: Method
    /// Widget kind (all but `describe`).
    public var kind: String?
    /// `WidgetFamily` raw name, e.g. `"systemSmall"`.
    public var family: String?
    /// Canvas size in points for `family` on the host's device.
    public var displaySize: Size?
    /// True when asking for the gallery.
    public var isPreview: Bool?
    /// One archive is returned per entry and variant; each carries its environment's `variant`
    /// key (old extensions answer unkeyed, in this order: `ArchivedEntry.arranged(for:)`).
    public var environments: [RenderEnvironment]?
    /// The host's time of the request when its clock is simulated (`glimpse simulate`): from the
    /// start of the request on, the bundle's wall clock (`Date()`) reads this time and runs on
    /// from it. Nil (absent): the bundle's own clock is right. `placeholder`, `snapshot` and
    /// `timeline` only; bundles built before this field ignore it (the host re-dates their
    /// answers, Docs/ExtensionProtocol.md "Time").
    public var date: Date?
    /// The instance's configuration: its intent's parameter values as a JSON object in text
    /// (`{"hero":"spouty"}`), as the host stores it. Nil or `"{}"` means the intent's defaults;
    /// a static widget ignores it. Added for app-intent configurations (optional, protocol 1).
    public var configuration: String?
    /// `preview` only: the `PreviewDescription.index` of the preview to draw.
    public var preview: Int?
    /// `backgroundEvents` only: the background session's identifier.
    public var session: String?
    /// `backgroundEvents` only: the session's finished transfers.
    public var transfers: [BackgroundTransferResult]?
    /// `control` only: the places to draw the control in; nil or empty is every place.
    public var controlPlaces: [ControlPlace]?
    /// `control` only: the states to draw; nil or empty is every state.
    public var controlStates: [ControlState]?
    /// `perform` only: the intent to run, as an archive's hit region or a control names it.
    public var intent: IntentAction?
    /// `activity` only: the Live Activity to lay out.
    public var activity: ActivityRequest?

    public init(
        id: Int, method: Method, kind: String? = nil, family: String? = nil, displaySize: Size? = nil,
        isPreview: Bool? = nil, environments: [RenderEnvironment]? = nil, date: Date? = nil,
        configuration: String? = nil, preview: Int? = nil, session: String? = nil,
        transfers: [BackgroundTransferResult]? = nil, controlPlaces: [ControlPlace]? = nil,
        controlStates: [ControlState]? = nil, intent: IntentAction? = nil, activity: ActivityRequest? = nil
    ) {
        self.activity = activity
        self.session = session
        self.transfers = transfers
        self.controlPlaces = controlPlaces
        self.controlStates = controlStates
        self.intent = intent
        self.preview = preview
        self.id = id
        self.method = method
        self.kind = kind
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
        self.environments = environments
        self.date = date
        self.configuration = configuration
    }
}

/// One widget kind of a bundle, as the gallery shows it.
public struct WidgetDescription: Hashable, Codable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    /// `WidgetFamily` raw names, in declaration order.
    public var supportedFamilies: [String]
    public var contentMarginsDisabled: Bool
    public var containerBackgroundRemovable: Bool
    /// The type of the intent that configures it (`IntentConfiguration`, `AppIntentConfiguration`),
    /// module-qualified as donations name it ("SmartStack.PurchasesIntent"); nil (absent) for a
    /// static widget and from bundles built before issue 13's donations were replayed.
    public var intentType: String?
    /// True for a relevance widget (`RelevanceConfiguration`, watchOS 26): one entry per relevant
    /// configuration, asked with `relevance`; nil (absent) for a timeline widget.
    public var relevanceWidget: Bool?
    /// `associatedKind(_:)`: the timeline widget a relevance widget replaces in the watch Smart
    /// Stack while it is relevant; nil (absent) when not set.
    public var associatedKind: String?
    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [String],
        contentMarginsDisabled: Bool = false, containerBackgroundRemovable: Bool = true, intentType: String? = nil,
        relevanceWidget: Bool? = nil, associatedKind: String? = nil
    ) {
        self.relevanceWidget = relevanceWidget
        self.associatedKind = associatedKind
        self.intentType = intentType
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
    }
}

/// A bundle's answer to `describe`.
public struct BundleDescription: Hashable, Codable, Sendable {
    public var protocolVersion: Int
    /// The bundle executable's name.
    public var bundle: String
    public var widgets: [WidgetDescription]
    /// The bundle's controls, in declaration order; nil (absent) when it has none, and from
    /// bundles built before controls (issue 12).
    public var controls: [ControlDescription]?
    /// The bundle's Live Activities (`ActivityConfiguration`s), in declaration order; nil
    /// (absent) when it has none, and from bundles built before them.
    public var activities: [ActivityDescription]?
    public init(
        protocolVersion: Int = ExtensionProtocol.version, bundle: String, widgets: [WidgetDescription],
        controls: [ControlDescription]? = nil, activities: [ActivityDescription]? = nil
    ) {
        self.protocolVersion = protocolVersion
        self.bundle = bundle
        self.widgets = widgets
        self.controls = controls
        self.activities = activities
    }
}

/// `TimelineReloadPolicy` on the wire.
public enum ReloadPolicy: Hashable, Codable, Sendable {
    case atEnd
    case after(Date)
    case never
}

/// `TimelineEntryRelevance` on the wire.
public struct EntryRelevance: Hashable, Codable, Sendable {
    public var score: Float
    /// Seconds after the entry's date.
    public var duration: Double
    public init(score: Float, duration: Double) {
        self.score = score
        self.duration = duration
    }
}

/// One timeline entry with an archive per requested environment, each tagged with the
/// environment's `variant` key (`ArchivedEntry+Variants.swift`).
public struct ArchivedEntry: Hashable, Codable, Sendable {
    public var date: Date
    public var relevance: EntryRelevance?
    public var archives: [WidgetArchive]
    public init(date: Date, relevance: EntryRelevance? = nil, archives: [WidgetArchive]) {
        self.date = date
        self.relevance = relevance
        self.archives = archives
    }
}

/// A failure the extension reports instead of a result.
public struct ProtocolFailure: Hashable, Codable, Sendable {
    /// `"unknownKind"`, `"unknownFamily"`, `"unsupportedFamily"`, `"badRequest"`, `"providerFailed"`.
    public var code: String
    public var message: String
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}

/// What the extension answers. Exactly one of `describe`, `entries`, `previews`, `delivered`,
/// `control`, `performed`, `relevance`, `parameters` or `error` is set, or (a notification with `id` 0) `transfer` or `reload`;
/// `policy` accompanies `entries` for `timeline`.
public struct ExtensionResponse: Hashable, Codable, Sendable {
    public var id: Int
    public var describe: BundleDescription?
    public var entries: [ArchivedEntry]?
    public var policy: ReloadPolicy?
    public var error: ProtocolFailure?
    /// What the bundle's wall clock (`Date()`) read when it began the request: the request's
    /// `date` when the bundle set its clock to it, else its own time. Sent with `entries`;
    /// absent from bundles built before this field.
    public var clock: Date?
    /// The answer to `previews`: every `#Preview` of the bundle, by file then line.
    public var previews: [PreviewDescription]?
    /// A notification, not an answer (`id` 0): a background `URLSession` task was resumed and
    /// the host is to perform its download (Docs/ExtensionProtocol.md "Background transfers").
    public var transfer: BackgroundTransfer?
    /// A notification, not an answer (`id` 0): widget code called `WidgetCenter`'s
    /// `reloadTimelines(ofKind:)` or `reloadAllTimelines()`.
    public var reload: ReloadNotice?
    /// The answer to `backgroundEvents`: how many transfers reached a delegate, sent once the
    /// widget's `onBackgroundURLSessionEvents` handler called its completion (or at once when
    /// no handler matched the session).
    public var delivered: Int?
    /// The answer to `control` (issue 12).
    public var control: ControlAnswer?
    /// The answer to `perform` (issue 12).
    public var performed: PerformedIntent?
    /// The answer to `relevance`: the widget's attributes in priority order (issue 13).
    public var relevance: [RelevanceAttributeDescription]?
    /// The answer to `activity`.
    public var activity: ActivityAnswer?
    /// The answer to `parameters` (issue 12).
    public var parameters: IntentParameters?
    public init(
        id: Int, describe: BundleDescription? = nil, entries: [ArchivedEntry]? = nil, policy: ReloadPolicy? = nil,
        error: ProtocolFailure? = nil, clock: Date? = nil, previews: [PreviewDescription]? = nil,
        transfer: BackgroundTransfer? = nil, delivered: Int? = nil, control: ControlAnswer? = nil,
        performed: PerformedIntent? = nil, reload: ReloadNotice? = nil,
        relevance: [RelevanceAttributeDescription]? = nil, activity: ActivityAnswer? = nil,
        parameters: IntentParameters? = nil
    ) {
        self.relevance = relevance
        self.activity = activity
        self.parameters = parameters
        self.transfer = transfer
        self.reload = reload
        self.delivered = delivered
        self.control = control
        self.performed = performed
        self.previews = previews
        self.id = id
        self.describe = describe
        self.entries = entries
        self.policy = policy
        self.error = error
        self.clock = clock
    }
}
