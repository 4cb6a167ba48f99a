//  UIScreen.swift — UIKit (Glimpse)
//  Status: Stub — the values widget code reads: bounds, scale, brightness.
//  Behaviour: Apple UIKit "UIScreen". A widget extension has no screen of its own; Glimpse
//  reports a 6.1-inch iPhone's portrait bounds (393 × 852 pt, iPhone 15/16) at the scale of the
//  device being previewed (the first environment of the current request; 3 until one arrives).

public import Foundation
import Synchronization

/// The device's screen, as widget code reads it.
///
/// Source: Apple UIKit "UIScreen".
open class UIScreen: NSObject, @unchecked Sendable {
    // @unchecked Sendable: the mutable scale lives in a Mutex.
    private static let previewScale = Mutex<CGFloat>(3)

    /// The screen of the previewed device.
    public static let main = UIScreen()

    /// Portrait bounds in points (393 × 852, a 6.1-inch iPhone).
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 393, height: 852) }
    /// Pixels per point of the previewed device (1…4).
    open var scale: CGFloat { Self.previewScale.withLock { $0 } }
    /// The same as `scale`.
    open var nativeScale: CGFloat { scale }
    /// `bounds` in pixels.
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 393 * scale, height: 852 * scale) }
    /// Screen brightness, 0…1 (always 1).
    open var brightness: CGFloat { 1 }
    /// The traits of the screen: light, at `scale`.
    open var traitCollection: UITraitCollection { UITraitCollection(style: .light, scale: scale) }

    /// Sets the scale the extension is drawing for (the WidgetKit runtime calls this per request).
    package static func setPreviewScale(_ scale: CGFloat) {
        guard scale.isFinite, (1...4).contains(scale) else { return }
        previewScale.withLock { $0 = scale }
    }
}

/// The app object, as widget code reads it.
///
/// Source: Apple UIKit "UIApplication". A widget extension cannot use `shared` on iOS
/// (it is unavailable in app extensions); Glimpse offers it so shared model code compiles,
/// with an active state and no-op URL opening.
@MainActor
open class UIApplication: NSObject {
    /// The single instance.
    public static let shared = UIApplication()

    /// The app's state.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Always `.active`.
    open var applicationState: State { .active }
    /// Always 0.
    open var applicationIconBadgeNumber: Int = 0

    /// Accepted and ignored (a widget opens URLs through `widgetURL` and `Link`); reports failure.
    open func open(
        _ url: URL, options: [String: Any] = [:], completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        completionHandler?(false)
    }

    /// Always false: nothing can be opened from an extension.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// The string that opens the app's settings (`app-settings:`).
    public static let openSettingsURLString = "app-settings:"
}
