//  ComparisonBenchmark.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17, issue 14 "≥ 50 comparisons of 474×474 images per second on one
//  core": fixed workloads on one thread — a systemSmall frame at 3x (474×474 px) compared
//  with itself, read from PNG first (a passing snapshot), with its top third recoloured (a
//  changed tint, exact and perceptual), and two worst cases (every pixel one step off; random
//  pixels).

import Foundation

/// Measures `RasterComparison` on fixed images.
public enum ComparisonBenchmark {
    /// One workload's figures.
    public struct Workload: Sendable {
        /// `compare.<case>.474`.
        public var name: String
        public var iterations: Int
        /// Milliseconds of this thread's CPU time per comparison.
        public var milliseconds: Double
        /// Comparisons per second on one core: 1000 / `milliseconds`.
        public var perSecond: Double { milliseconds > 0 ? 1000 / milliseconds : 0 }
        /// Pixels that differed beyond the tolerance (the same every iteration).
        public var differingPixels: Int
    }

    /// Runs every workload `iterations` times after one warm-up.
    /// - Throws: `RenderError` if the frame cannot be drawn or read back.
    public static func run(iterations: Int) throws -> [Workload] {
        let reference = try ArchiveRenderer().renderImage(
            BenchmarkWorkloads.systemSmall(), options: RenderOptions(scale: 3, cornerRadius: 22))
        let png = try reference.pngData(compression: .small)
        let copy = RasterImage(width: reference.width, height: reference.height, rgba: reference.rgba)
        let recoloured = transformed(reference) { index, pixel in
            index < reference.width * reference.height / 3 ? [pixel[2], pixel[1], pixel[0], pixel[3]] : pixel
        }
        let nudged = transformed(reference) { _, pixel in [pixel[0], pixel[1], pixel[2] ^ 1, pixel[3]] }
        var generator = SplitMix(seed: 474)
        let noiseA = RasterImage(
            width: reference.width, height: reference.height,
            rgba: (0..<reference.rgba.count).map { _ in generator.byte() })
        let noiseB = RasterImage(
            width: reference.width, height: reference.height,
            rgba: (0..<reference.rgba.count).map { _ in generator.byte() })
        let exact = RasterComparison()
        let perceptual = RasterComparison(perceptualPrecision: 0.98)
        let cases: [(String, () throws -> RasterDifference)] = [
            ("compare.equal.474", { exact.compare(reference, copy) }),
            ("compare.equal.fromPNG.474", { exact.compare(try RasterImage(png: png), copy) }),
            ("compare.recoloured.exact.474", { exact.compare(reference, recoloured) }),
            ("compare.recoloured.perceptual.474", { perceptual.compare(reference, recoloured) }),
            ("compare.everyPixelNudged.perceptual.474", { perceptual.compare(reference, nudged) }),
            ("compare.randomPixels.perceptual.474", { perceptual.compare(noiseA, noiseB) }),
        ]
        return try cases.map { name, body in
            let differing = try body().differingPixels
            let start = threadCPUSeconds()
            for _ in 0..<iterations { _ = try body() }
            let seconds = threadCPUSeconds() - start
            return Workload(
                name: name, iterations: iterations, milliseconds: seconds * 1000 / Double(max(iterations, 1)),
                differingPixels: differing)
        }
    }

    /// CPU time this thread has used, seconds: on a machine shared with other work, the time
    /// one core spends, which wall time is not.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The workloads as a table: name, comparisons per second, milliseconds each, pixels differing.
    public static func table(_ workloads: [Workload]) -> String {
        var lines = [
            "workload                                  compares/s   ms/compare   differing px   (474×474 px, CPU time of one thread)"
        ]
        for w in workloads {
            lines.append(
                w.name.padding(toLength: 42, withPad: " ", startingAt: 0)
                    + String(format: "%10.1f   %10.3f   %12d", w.perSecond, w.milliseconds, w.differingPixels))
        }
        return lines.joined(separator: "\n")
    }

    private static func transformed(_ image: RasterImage, _ body: (Int, [UInt8]) -> [UInt8]) -> RasterImage {
        var rgba = image.rgba
        for i in 0..<(image.width * image.height) {
            rgba.replaceSubrange(i * 4..<i * 4 + 4, with: body(i, Array(image.rgba[i * 4..<i * 4 + 4])))
        }
        return RasterImage(width: image.width, height: image.height, rgba: rgba)
    }

    /// A small fixed pseudo-random sequence (SplitMix64), so every run compares the same noise.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func byte() -> UInt8 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return UInt8(truncatingIfNeeded: z ^ (z >> 31))
        }
    }
}
