//  Diffing+Image.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14: images are stored as PNG and compared with `RasterComparison`
//  (`precision`, `perceptualPrecision` as in swift-snapshot-testing); a failure writes the
//  actual image and a difference image next to the reference.

import Foundation
public import GlimpseRender

extension Diffing where Value == RasterImage {
    /// PNG files compared pixel by pixel.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match, 0…1.
    ///   - perceptualPrecision: How close a pixel must be to match, 0…1 (1: equal bytes; 0.98:
    ///     a CIE76 ΔE of 2, about what an eye can tell apart).
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Diffing {
        let comparison = RasterComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        return Diffing(
            toData: { try $0.pngData(compression: .small) },
            fromData: { try RasterImage(png: $0) },
            diff: { reference, actual in
                let result = comparison.compare(reference, actual)
                guard !result.matches else { return nil }
                var artifacts: [(suffix: String, data: Data)] = []
                if let png = try? actual.pngData(compression: .small) { artifacts.append(("actual.png", png)) }
                if let png = try? comparison.differenceImage(reference, actual).pngData(compression: .small) {
                    artifacts.append(("diff.png", png))
                }
                return Difference(message: result.summary, artifacts: artifacts)
            })
    }
}
