//  CLRegion.swift — Intents (Glimpse)
//  Status: Stub: the region types `INLocationRelevanceProvider` takes; Glimpse has no CoreLocation
//  module and no location to compare them with.
//  Behaviour: Apple CoreLocation "CLRegion", "CLCircularRegion" (constructors and properties only).

#if !canImport(CoreLocation)
    /// A latitude and longitude in degrees (WGS 84).
    ///
    /// Source: Apple CoreLocation "CLLocationCoordinate2D".
    public struct CLLocationCoordinate2D: Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double
        public init() { self.init(latitude: 0, longitude: 0) }
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// An area; use `CLCircularRegion`.
    ///
    /// Source: Apple CoreLocation "CLRegion".
    open class CLRegion: NSObject {
        public let identifier: String
        public var notifyOnEntry = true
        public var notifyOnExit = true
        init(identifier: String) {
            self.identifier = identifier
            super.init()
        }
    }

    /// A circle around a point; radius in metres.
    ///
    /// Source: Apple CoreLocation "CLCircularRegion".
    open class CLCircularRegion: CLRegion {
        public let center: CLLocationCoordinate2D
        public let radius: Double
        public init(center: CLLocationCoordinate2D, radius: Double, identifier: String) {
            self.center = center
            self.radius = radius
            super.init(identifier: identifier)
        }
    }
#endif
