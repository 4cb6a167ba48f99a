//  UIColor+Components.swift — UIKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple UIKit "UIColor" getRed(_:green:blue:alpha:), getHue(…), getWhite(_:alpha:),
//  withAlphaComponent(_:), set(), setFill(), setStroke(). Components are read in
//  `UITraitCollection.current` (light); a dynamic colour keeps both schemes through
//  `withAlphaComponent`.

public import Foundation
import GlimpseArchive
import GlimpseResources

extension UIColor {
    /// The colour's sRGB components; always true (every colour converts to extended sRGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = currentRGBA
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour's hue, saturation and brightness (each 0…1) and alpha; always true.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = currentRGBA
        let (h, s, b) = ColorSpaceConversion.hsb(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(s)
        brightness?.pointee = CGFloat(b)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The colour's grey level and alpha; true only for a grey (equal red, green and blue),
    /// as UIKit answers for colours in a grey colour space.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = currentRGBA
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// The same colour with alpha `alpha` (0…1), in every scheme.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let a = Double(alpha)
        func with(_ c: RGBA) -> RGBA { RGBA(c.red, c.green, c.blue, a) }
        switch storage {
        case .constant(let c): return UIColor(storage: .constant(with(c)))
        case .pair(let light, let dark): return UIColor(storage: .pair(light: with(light), dark: with(dark)))
        case .dynamic, .tint:
            return UIColor(storage: .pair(light: with(rgba(dark: false)), dark: with(rgba(dark: true))))
        }
    }

    /// Makes this the fill and stroke colour of the current `UIGraphicsImageRenderer` context.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes this the fill colour of the current `UIGraphicsImageRenderer` context (no effect
    /// outside one).
    public func setFill() { DrawingContext.current?.fillColor = currentRGBA }

    /// Makes this the stroke colour of the current `UIGraphicsImageRenderer` context (no effect
    /// outside one).
    public func setStroke() { DrawingContext.current?.strokeColor = currentRGBA }
}
