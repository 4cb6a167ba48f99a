//  NSUserActivity.swift — Intents (Glimpse)
//  Status: Partial: the properties apps set when donating or making shortcuts; no Handoff
//  Behaviour: Apple Foundation "NSUserActivity". Linux Foundation has none, and Intents' API
//  (responses, shortcuts) takes one, so Glimpse declares it where Intents needs it.

#if !canImport(ObjectiveC)
    /// A state of your app people can return to: an activity type, a title and data.
    ///
    /// Source: Apple Foundation "NSUserActivity".
    open class NSUserActivity: NSObject {
        /// Your app's name for the kind of activity (reverse-DNS).
        public let activityType: String
        public var title: String?
        public var userInfo: [AnyHashable: Any]?
        public var webpageURL: URL?
        public var persistentIdentifier: String?
        public var isEligibleForSearch = false
        public var isEligibleForPrediction = false
        public var isEligibleForHandoff = true
        /// A phrase the system suggests for adding the activity to Siri.
        public var suggestedInvocationPhrase: String?

        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }

        /// Does nothing on Glimpse: there is no other device to hand the activity to.
        open func becomeCurrent() {}
        open func resignCurrent() {}
        open func invalidate() {}
    }
#endif
