//  PreviewLayout.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple DeveloperToolsSupport "PreviewLayout" and SwiftUI "InterfaceOrientation";
//  recorded with a preview (Docs/Previews.md "Traits and modifiers").

public import Foundation

/// A size constraint for a preview.
///
/// Source: Apple DeveloperToolsSupport "PreviewLayout".
public enum PreviewLayout: Hashable, Sendable {
    /// The view fills a container the size of the preview's device (the default).
    case device
    /// The container fits the view, offered the device's size.
    case sizeThatFits
    /// The view is centred in a container of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the device's interface.
///
/// Source: Apple SwiftUI "InterfaceOrientation".
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    private let name: String
    private init(_ name: String) { self.name = name }

    /// The device is upright, its top at the top.
    public static let portrait = InterfaceOrientation("portrait")
    /// The device is upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// The device is on its side, its top on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// The device is on its side, its top on the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
    public var id: String { name }
}

/// The device a preview is drawn on, by Xcode's name ("iPhone 15 Pro").
///
/// Source: Apple DeveloperToolsSupport "PreviewDevice".
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// A platform a `PreviewProvider` can ask for.
///
/// Source: Apple DeveloperToolsSupport "PreviewPlatform".
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}
