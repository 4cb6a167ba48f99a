//  PreviewTrait.swift — SwiftUI (Glimpse)
//  Status: Complete for the layout and orientation traits of view previews
//  Behaviour: Apple DeveloperToolsSupport "PreviewTrait" (defaultLayout, sizeThatFitsLayout,
//  fixedLayout(width:height:), portrait, landscapeLeft, landscapeRight, portraitUpsideDown).
//  Recorded with the preview; the layout decides the canvas it is drawn on (Docs/Previews.md).

public import Foundation

/// A customisation of a preview: its layout or the device's orientation.
///
/// Source: Apple DeveloperToolsSupport "PreviewTrait".
public struct PreviewTrait<T>: @unchecked Sendable {
    // @unchecked Sendable: T is only a phantom tag (Preview.ViewTraits); the stored value is Sendable.
    /// What the trait sets.
    package enum Value: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    package let value: Value

    package init(_ value: Value) { self.value = value }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a container the size of the device (the default).
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.device)) }
    /// The container fits the view, offered the device's size.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { .init(.layout(.sizeThatFits)) }
    /// The view is centred in a container of `width` × `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed(width: width, height: height)))
    }
    /// The device is upright (the default).
    public static var portrait: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.portrait)) }
    /// The device is on its side, its top on the left.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeLeft)) }
    /// The device is on its side, its top on the right.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { .init(.orientation(.landscapeRight)) }
    /// The device is upside down.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
        .init(.orientation(.portraitUpsideDown))
    }
}
