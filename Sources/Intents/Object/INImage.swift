//  INImage.swift — Intents (Glimpse)
//  Status: Partial: holds where the image comes from; Glimpse's host shows no Siri UI to draw it in
//  Behaviour: Apple Intents "INImage" (iOS 10).

/// An image for an intent, a parameter or a custom object.
///
/// Source: Apple Intents "INImage".
open class INImage: NSObject {
    /// The image's name in the app's asset catalog, when made from a name.
    public let name: String?
    /// The image's bytes, when made from data.
    public let imageData: Data?
    /// The image's location, when made from a URL.
    public let url: URL?

    private init(name: String?, imageData: Data?, url: URL?) {
        self.name = name
        self.imageData = imageData
        self.url = url
        super.init()
    }

    /// Source: Apple "init(named:)".
    public convenience init(named name: String) { self.init(name: name, imageData: nil, url: nil) }

    /// Source: Apple "init(imageData:)".
    public convenience init(imageData: Data) { self.init(name: nil, imageData: imageData, url: nil) }

    /// Source: Apple "init(url:)".
    public convenience init?(url: URL) { self.init(name: nil, imageData: nil, url: url) }

    /// Source: Apple "init(url:width:height:)"; sizes in points.
    public convenience init?(url: URL, width: Double, height: Double) {
        self.init(name: nil, imageData: nil, url: url)
    }

    /// Source: Apple "systemImageNamed(_:)" (iOS 14).
    public class func systemImageNamed(_ systemImageName: String) -> INImage { INImage(named: systemImageName) }
}
