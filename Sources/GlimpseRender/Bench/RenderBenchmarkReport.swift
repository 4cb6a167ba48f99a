//  RenderBenchmarkReport.swift — GlimpseRender (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — figures and ratios measured in the same run, printed as a table.

/// What `RenderBenchmark.run(iterations:)` measured.
public struct RenderBenchmarkReport: Sendable, CustomStringConvertible {
    /// Figures for one workload (for example `render.systemSmall.3x`).
    public struct Workload: Sendable {
        /// STYLE R17 name: `render.<family>.<scale>x`.
        public var name: String
        public var pixelWidth: Int
        public var pixelHeight: Int
        /// Frames timed (after warm-up).
        public var iterations: Int
        /// Whole archive → PNG bytes frames per second: 1000 / (draw + encode).
        public var framesPerSecond: Double
        /// Milliseconds per frame drawing the archive (display-list walk, Pango, Cairo).
        public var drawMilliseconds: Double
        /// Milliseconds per frame converting pixels and encoding the PNG (`PNGCompression.fast`).
        public var encodeMilliseconds: Double
        /// Milliseconds per frame replaying the same frame's Cairo operations from a recording
        /// surface: pure rasterisation, no display list and no text shaping. The floor.
        public var floorMilliseconds: Double
        /// Milliseconds per frame for `cairo_surface_write_to_png_stream` on the same pixels:
        /// the peer encoder.
        public var cairoPNGMilliseconds: Double
        /// Bytes of one PNG frame from our encoder.
        public var pngBytes: Int

        /// `drawMilliseconds / floorMilliseconds`: how much the walk and text add to Cairo.
        public var drawOverFloor: Double { floorMilliseconds > 0 ? drawMilliseconds / floorMilliseconds : 0 }
        /// `cairoPNGMilliseconds / encodeMilliseconds`: how much faster our encoder is.
        public var encodeSpeedup: Double { encodeMilliseconds > 0 ? cairoPNGMilliseconds / encodeMilliseconds : 0 }
    }

    public var workloads: [Workload]

    public init(workloads: [Workload]) { self.workloads = workloads }

    /// A fixed-width table, one row per workload, then what the columns mean.
    public var description: String {
        let header = [
            "workload", "pixels", "frames", "PNG/s", "draw ms", "encode ms", "floor ms", "draw/floor",
            "cairo png ms", "speedup", "bytes",
        ]
        var rows = [header]
        for w in workloads {
            rows.append([
                w.name, "\(w.pixelWidth)×\(w.pixelHeight)", "\(w.iterations)", fixed(w.framesPerSecond, 0),
                fixed(w.drawMilliseconds, 3), fixed(w.encodeMilliseconds, 3), fixed(w.floorMilliseconds, 3),
                fixed(w.drawOverFloor, 2) + "×", fixed(w.cairoPNGMilliseconds, 3), fixed(w.encodeSpeedup, 1) + "×",
                "\(w.pngBytes)",
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        var out = ""
        for (r, row) in rows.enumerated() {
            let cells = row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i == 0 ? cell + pad : pad + cell
            }
            out += cells.joined(separator: "  ") + "\n"
            if r == 0 { out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n" }
        }
        out += "PNG/s: archive → PNG bytes on one core. draw: display list → pixels. encode: unpremultiply + PNG\n"
        out += "(libdeflate level 1, no filters). floor: replay of the same Cairo operations (no walk, no shaping).\n"
        out += "cairo png: cairo_surface_write_to_png_stream on the same pixels; speedup = cairo png / encode."
        return out
    }
}

/// `v` with `places` decimals (no Foundation formatting, so output is locale-independent).
private func fixed(_ v: Double, _ places: Int) -> String {
    guard v.isFinite else { return "-" }
    var p = 1.0
    for _ in 0..<places { p *= 10 }
    let scaled = Int((abs(v) * p).rounded())
    let whole = scaled / Int(p), frac = scaled % Int(p)
    var s = (v < 0 ? "-" : "") + "\(whole)"
    if places > 0 {
        var f = "\(frac)"
        while f.count < places { f = "0" + f }
        s += "." + f
    }
    return s
}
