//  RenderBenchmarkTests.swift — GlimpseRenderTests (Glimpse)
//  Status: Complete
//  Behaviour: STYLE R17 — the benchmark runs and reports its workloads; no timing is asserted.

import GlimpseRender
import Testing

struct RenderBenchmarkTests {
    @Test func reportNamesBothWorkloadsWithTheirPixelSizes() {
        let report = RenderBenchmark.run(iterations: 1)
        #expect(report.workloads.map(\.name) == ["render.systemSmall.3x", "render.systemMedium.3x"])
        #expect(report.workloads.map(\.pixelWidth) == [474, 1014])
        #expect(report.workloads.allSatisfy { $0.pixelHeight == 474 && $0.pngBytes > 1000 && $0.iterations == 1 })
        #expect(report.workloads.allSatisfy { $0.drawMilliseconds > 0 && $0.encodeMilliseconds > 0 })
        #expect(report.description.contains("render.systemSmall.3x"))
        #expect(report.description.contains("PNG/s"))
    }
}
