//  UITraitCollection.swift — UIKit (Glimpse)
//  Status: Partial — the traits widget code reads when resolving dynamic colours and images:
//  user interface style and display scale.
//  Behaviour: Apple UIKit "UITraitCollection"; `current` is the collection colours resolve
//  against outside a SwiftUI environment (light, the previewed device's scale).

public import Foundation

/// The interface style: light or dark (SwiftUI's colour scheme).
///
/// Source: Apple UIKit "UIUserInterfaceStyle".
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The traits a colour or image is resolved against.
///
/// Source: Apple UIKit "UITraitCollection".
open class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is immutable.

    /// Light or dark; `.unspecified` resolves as light.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    package init(style: UIUserInterfaceStyle, scale: CGFloat) {
        userInterfaceStyle = style
        displayScale = scale
        super.init()
    }

    public override convenience init() { self.init(style: .unspecified, scale: 0) }

    /// A collection with only the interface style set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle, scale: 0) }

    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, scale: displayScale) }

    /// The traits of `traitCollections` merged; later collections win where they specify a trait.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(style: style, scale: scale)
    }

    /// Whether colours resolve to their dark values.
    package var isDark: Bool { userInterfaceStyle == .dark }

    /// The collection colours resolve against when no other is given: light, at the previewed
    /// device's scale.
    public static var current: UITraitCollection {
        UITraitCollection(style: .light, scale: UIScreen.main.scale)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.displayScale == displayScale
    }

    open override var hash: Int { userInterfaceStyle.rawValue &* 31 &+ Int(displayScale * 100) }
}
