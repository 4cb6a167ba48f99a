//  GraphicsContext+GradientOptions.swift — SwiftUI (Glimpse)
//  Status: Complete for linear and radial gradients (a conic gradient runs once around: the
//  spread options change nothing there, as in SwiftUI); a spread needing more than the
//  archive's 256 stops leaves the far periods padded
//  Behaviour: Apple SwiftUI "GraphicsContext.GradientOptions": `.repeat` repeats the gradient
//  outside its nominal range, `.mirror` repeats it reflecting every other instance, and
//  `.linearColor` interpolates between stops in linear light. The archive's gradients pad and
//  interpolate the encoded components, so the options are resolved here, into stops: each
//  segment divided into steps interpolated in linear light, and the repetitions that cover the
//  drawing's bounds written out with the gradient's ends moved to the bounds.

import Foundation
import GlimpseArchive

extension GraphicsContext.GradientOptions {
    /// Sub-steps per segment for `.linearColor`: close enough that the sRGB interpolation
    /// between them is within one 8-bit level of the linear-light curve.
    static let linearColorSteps = 16

    /// `stops` with `.linearColor` resolved: each segment split into steps whose colours are
    /// interpolated in linear light (alpha linearly).
    func colorStops(_ stops: [GradientStop]) -> [GradientStop] {
        let sorted = stops.sorted { $0.location < $1.location }
        guard contains(.linearColor), sorted.count > 1 else { return sorted }
        var result = [sorted[0]]
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            if b.location > a.location {
                for step in 1..<Self.linearColorSteps {
                    let f = Double(step) / Double(Self.linearColorSteps)
                    result.append(
                        GradientStop(
                            color: Self.linearMix(a.color, b.color, f),
                            location: a.location + f * (b.location - a.location)))
                }
            }
            result.append(b)
        }
        return result
    }

    /// The stops over `range` of the gradient's parameter (0 its start, 1 its end) with `.repeat`
    /// or `.mirror` resolved, relocated so `range` runs 0…1; nil when neither option is set or
    /// the range is inside one instance.
    func spreadStops(_ stops: [GradientStop], over range: ClosedRange<Double>) -> [GradientStop]? {
        guard contains(.repeat) || contains(.mirror), let first = stops.first, let last = stops.last,
            abs(range.lowerBound) < 1e9, abs(range.upperBound) < 1e9, range.upperBound > range.lowerBound,
            range.lowerBound < 0 || range.upperBound > 1
        else { return nil }
        let mirror = contains(.mirror)
        // One instance, padded to 0 and 1: the colours the gradient has over its whole period.
        let instance =
            [GradientStop(color: first.color, location: 0)] + stops
            + [GradientStop(color: last.color, location: 1)]
        let low = range.lowerBound, span = range.upperBound - range.lowerBound
        var periodic: [(t: Double, color: RGBA)] = []
        let limit = ArchiveRanges.maximumGradientStops - 2
        let firstPeriod = Int(low.rounded(.down)), lastPeriod = Int(range.upperBound.rounded(.down))
        periods: for period in firstPeriod...lastPeriod {
            let reflected = mirror && period & 1 != 0
            let ordered = reflected ? Array(instance.reversed()) : instance
            for stop in ordered {
                guard periodic.count < limit else { break periods }
                let t = Double(period) + (reflected ? 1 - stop.location : stop.location)
                periodic.append((t, stop.color))
            }
        }
        func color(at t: Double) -> RGBA {
            guard let after = periodic.firstIndex(where: { $0.t >= t }) else { return periodic.last!.color }
            guard after > 0 else { return periodic[after].color }
            let a = periodic[after - 1], b = periodic[after]
            let f = b.t > a.t ? (t - a.t) / (b.t - a.t) : 1
            return Self.mix(a.color, b.color, f)
        }
        var result = [GradientStop(color: color(at: low), location: 0)]
        for stop in periodic where stop.t > low && stop.t < range.upperBound {
            result.append(GradientStop(color: stop.color, location: (stop.t - low) / span))
        }
        result.append(GradientStop(color: color(at: range.upperBound), location: 1))
        return result
    }

    /// `a` to `b` by `f`, in the encoded components.
    static func mix(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        RGBA(
            a.red + (b.red - a.red) * f, a.green + (b.green - a.green) * f, a.blue + (b.blue - a.blue) * f,
            a.alpha + (b.alpha - a.alpha) * f)
    }

    /// `a` to `b` by `f` in linear light: decoded by the sRGB curve, mixed, encoded again.
    static func linearMix(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        func decode(_ c: Double) -> Double {
            let m = abs(c)
            return (m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)) * (c < 0 ? -1 : 1)
        }
        func encode(_ c: Double) -> Double {
            let m = abs(c)
            return (m <= 0.003_130_8 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055) * (c < 0 ? -1 : 1)
        }
        func lerp(_ x: Double, _ y: Double) -> Double { encode(decode(x) + (decode(y) - decode(x)) * f) }
        return RGBA(lerp(a.red, b.red), lerp(a.green, b.green), lerp(a.blue, b.blue), a.alpha + (b.alpha - a.alpha) * f)
    }
}
