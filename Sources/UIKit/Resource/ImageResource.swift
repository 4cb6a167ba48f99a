//  ImageResource.swift — UIKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple DeveloperToolsSupport "ImageResource" and "ColorResource" (iOS 17): Xcode
//  generates one static per asset catalog image and colour set (`Image(.heroAvatar)`). Glimpse
//  declares them here (SwiftUI re-exports UIKit) and generates the statics with the
//  `GenerateAssetSymbols` build-tool plugin; a resource is resolved by name when drawn, like
//  `Image(_:bundle:)` and `Color(_:bundle:)`.

public import Foundation
import GlimpseArchive

/// An image in an asset catalog: its name and bundle.
///
/// Source: Apple DeveloperToolsSupport "ImageResource".
public struct ImageResource: Hashable, Sendable {
    /// The image set's name.
    public let name: String
    /// The bundle holding the catalog (`Bundle.main` searches the main bundle's resources and
    /// the SwiftPM resource bundles beside the executable).
    public let bundle: Bundle

    /// The image set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour set in an asset catalog: its name and bundle.
///
/// Source: Apple DeveloperToolsSupport "ColorResource".
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The bundle holding the catalog.
    public let bundle: Bundle

    /// The colour set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image of `resource`; an image missing from the catalog is an empty image (logged
    /// once, naming it).
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(
                content: found.content, scale: found.scale, renderingMode: found.renderingMode,
                prefersTemplate: found.prefersTemplate)
        } else {
            self.init()
        }
    }
}

extension UIColor {
    /// The colour of `resource`; a colour set missing from the catalog is clear (logged once).
    public convenience init(resource: ColorResource) {
        if let found = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(storage: found.storage)
        } else {
            self.init(storage: .constant(.clear))
        }
    }
}
