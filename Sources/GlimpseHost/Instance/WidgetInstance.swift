//  WidgetInstance.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 3 "Instances and the store": an instance is bundle + kind + family + place +
//  configuration, each with its own timeline and budget (reference widgetkit.md §3.2, §10.5).

public import Foundation

/// One added widget, as the host stores it.
public struct WidgetInstance: Hashable, Codable, Sendable {
    public var id: InstanceID
    /// Path of the bundle's executable, as given when the instance was added.
    public var bundle: String
    /// The widget's `kind`.
    public var kind: String
    public var family: FamilyName
    public var place: InstancePlace
    /// The configuration intent's parameters as JSON text (`"{}"` for a static configuration).
    public var configuration: String
    /// When the instance was added (UTC).
    public var created: Date

    public init(
        id: InstanceID, bundle: String, kind: String, family: FamilyName, place: InstancePlace = .homeScreen,
        configuration: String = "{}", created: Date
    ) {
        self.id = id
        self.bundle = bundle
        self.kind = kind
        self.family = family
        self.place = place
        self.configuration = configuration
        self.created = created
    }

    /// The bundle's executable file name (`EmojiRangers` for `.build/debug/EmojiRangers`).
    public var bundleName: String { (bundle as NSString).lastPathComponent }
}
