//  INObject.swift — Intents (Glimpse)
//  Status: Complete for custom types (identifier, display, pronunciation, subtitle, image)
//  Behaviour: Apple Intents "INObject" (iOS 12): a custom type of an intent definition. Xcode
//  generates subclasses with `@NSManaged` properties; Glimpse's plugin generates stored
//  properties, and hand-written subclasses with stored properties work the same way.

/// A value of a custom type in an intent: an identifier for your app, a string for people, and
/// the properties a subclass adds.
///
/// Source: Apple Intents "INObject".
open class INObject: NSObject, NSCopying {
    /// Identifies the object within your app; nil for objects without one.
    public internal(set) var identifier: String?
    /// What people see for the object.
    public internal(set) var displayString: String
    /// How to pronounce `displayString`, if it is unusual.
    public internal(set) var pronunciationHint: String?
    /// A second line people see under `displayString`.
    public var subtitleString: String?
    /// An image people see beside `displayString`.
    public var displayImage: INImage?
    /// Other names people may use for the object.
    public var alternativeSpeakableMatches: [String]?

    /// Source: Apple "init(identifier:display:pronunciationHint:)".
    public init(identifier: String?, display displayString: String, pronunciationHint: String?) {
        self.identifier = identifier
        self.displayString = displayString
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    /// Source: Apple "init(identifier:display:)".
    public convenience init(identifier: String?, display displayString: String) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
    }

    /// Source: Apple "init(identifier:display:subtitle:image:)" (iOS 14).
    public convenience init(
        identifier: String?, display displayString: String, subtitle subtitleString: String?,
        image displayImage: INImage?
    ) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: nil)
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    /// Source: Apple "init(identifier:display:pronunciationHint:subtitle:image:)" (iOS 14).
    public convenience init(
        identifier: String?, display displayString: String, pronunciationHint: String?,
        subtitle subtitleString: String?, image displayImage: INImage?
    ) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
        self.subtitleString = subtitleString
        self.displayImage = displayImage
    }

    /// Source: Apple "init(identifier:displayString:pronunciationHint:)" (Swift spelling of iOS 12).
    public convenience init(identifier: String?, displayString: String, pronunciationHint: String?) {
        self.init(identifier: identifier, display: displayString, pronunciationHint: pronunciationHint)
    }

    /// Source: Apple "init(identifier:displayString:pronunciationHint:subtitleString:displayImage:)".
    public convenience init(
        identifier: String?, displayString: String, pronunciationHint: String?, subtitleString: String?,
        displayImage: INImage?
    ) {
        self.init(
            identifier: identifier, display: displayString, pronunciationHint: pronunciationHint,
            subtitle: subtitleString, image: displayImage)
    }

    /// Creates the object from an archive. Glimpse passes a coder that holds nothing; the
    /// configured values are written afterwards.
    public required init?(coder: NSCoder) {
        displayString = ""
        super.init()
    }

    /// A copy with the same values (through the configuration form).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self._makeEmpty()
        copy._apply(IntentFieldCoding.encodeObject(self), warnings: { _ in })
        return copy
    }

    /// An object of this class with every property at its starting value.
    static func _makeEmpty() -> Self {
        guard let object = self.init(coder: EmptyCoder()) else {
            preconditionFailure("\(self).init(coder:) returned nil; Glimpse creates configured objects through it")
        }
        return object
    }

    /// Equal when of the same class with the same identifier, display string and properties.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject, type(of: other) == type(of: self) else { return false }
        return IntentFieldCoding.encodeObject(other) == IntentFieldCoding.encodeObject(self)
    }

    open override var hash: Int { identifier?.hashValue ?? displayString.hashValue }

    open override var description: String { displayString }
}
