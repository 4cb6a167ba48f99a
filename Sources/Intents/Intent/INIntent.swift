//  INIntent.swift — Intents (Glimpse)
//  Status: Partial: what widgets use (custom intents as configurations, donations, shortcuts);
//  no Siri resolution or handling.
//  Behaviour: Apple Intents "INIntent" (iOS 10): the abstract request a custom intent subclasses.
//  Xcode generates subclasses from an `.intentdefinition` with `@NSManaged` properties; on
//  Glimpse the GenerateIntentClasses plugin generates them with stored properties, and
//  hand-written subclasses with stored properties work the same way (INIntent+Configuration).

/// A request for an action; subclass it to declare a custom intent's parameters as properties.
///
/// Write the parameters as stored properties with default values (`var category: String?`).
/// A subclass that declares its own designated initializer must also implement
/// `required init?(coder:)`, as on Apple platforms: Glimpse creates configured instances through
/// it, then writes the configured values into the properties.
///
/// Source: Apple Intents "INIntent".
open class INIntent: NSObject, NSCopying {
    /// A unique identifier for this intent object (a UUID string).
    public private(set) var identifier: String?
    /// A description of the intent for people; nil unless set by Glimpse's generated code.
    open var intentDescription: String? { nil }
    /// A phrase the system suggests for adding the intent to Siri.
    public var suggestedInvocationPhrase: String?
    /// Where the system may offer the intent as a shortcut.
    public var shortcutAvailability: INShortcutAvailabilityOptions = []
    /// Images set for parameters, by parameter name.
    private var parameterImages: [String: INImage] = [:]

    public override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// Creates the intent from an archive. Glimpse passes a coder that holds nothing; the
    /// configured values are written afterwards.
    public required init?(coder: NSCoder) {
        identifier = UUID().uuidString
        super.init()
    }

    /// Sets the image shown for the parameter `parameterName`.
    ///
    /// Source: Apple "setImage(_:forParameterNamed:)".
    public func setImage(_ image: INImage?, forParameterNamed parameterName: String) {
        parameterImages[parameterName] = image
    }

    /// The image set for the parameter `parameterName`, if any.
    public func image(forParameterNamed parameterName: String) -> INImage? { parameterImages[parameterName] }

    /// The most relevant image to show: the first parameter image set, by parameter name.
    public func keyImage() -> INImage? { parameterImages.keys.sorted().first.flatMap { parameterImages[$0] } }

    /// A copy with the same property values (through the configuration form).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self._makeEmpty()
        copy._apply(_configurationFields, warnings: { _ in })
        copy.suggestedInvocationPhrase = suggestedInvocationPhrase
        copy.shortcutAvailability = shortcutAvailability
        copy.parameterImages = parameterImages
        return copy
    }

    /// An intent of this class with every property at its starting value.
    package static func _makeEmpty() -> Self {
        guard let intent = self.init(coder: EmptyCoder()) else {
            preconditionFailure("\(self).init(coder:) returned nil; Glimpse creates configured intents through it")
        }
        return intent
    }

    /// Equal when of the same class with the same property values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INIntent, type(of: other) == type(of: self) else { return false }
        return other._configurationText == _configurationText
    }

    open override var hash: Int { _configurationText.hashValue }
}

/// Where the system may offer an intent as a shortcut.
///
/// Source: Apple Intents "INShortcutAvailabilityOptions" (iOS 14).
public struct INShortcutAvailabilityOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let sleepMindfulness = INShortcutAvailabilityOptions(rawValue: 1 << 0)
    public static let sleepJournaling = INShortcutAvailabilityOptions(rawValue: 1 << 1)
    public static let sleepMusic = INShortcutAvailabilityOptions(rawValue: 1 << 2)
    public static let sleepPodcasts = INShortcutAvailabilityOptions(rawValue: 1 << 3)
    public static let sleepReading = INShortcutAvailabilityOptions(rawValue: 1 << 4)
    public static let sleepWrapUpYourDay = INShortcutAvailabilityOptions(rawValue: 1 << 5)
    public static let sleepYogaAndStretching = INShortcutAvailabilityOptions(rawValue: 1 << 6)
}
