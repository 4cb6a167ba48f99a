//  SymbolMetricsTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: symbol sizes against iOS's (heart in .body is about 19 × 17 pt), Apple's image
//  scale factors, centring on the cap height, and fitting into frames.

import GlimpseArchive
import GlimpseText
import Testing

struct SymbolMetricsTests {
    @Test func heartInBodyIsAbout19By17Points() {
        let m = SymbolMetrics(symbol: "heart", pointSize: 17)
        #expect(abs(m.size.width - 19) < 0.5)
        #expect(abs(m.size.height - 17) < 0.5)
        #expect(m.liveSide == 17)
    }

    @Test func imageScalesAre80And130PercentOfMedium() {
        let medium = SymbolMetrics(symbol: "heart", pointSize: 17)
        let small = SymbolMetrics(symbol: "heart", pointSize: 17, scale: .small)
        let large = SymbolMetrics(symbol: "heart", pointSize: 17, scale: .large)
        #expect(abs(small.size.height - medium.size.height * 0.8) < 1e-9)
        #expect(abs(large.size.width - medium.size.width * 1.3) < 1e-9)
    }

    @Test func theLiveSquaresCentreSitsHalfTheCapHeightAboveTheBaseline() {
        for scale in SymbolImageScale.allCases {
            let m = SymbolMetrics(symbol: "star.fill", pointSize: 20, scale: scale)
            #expect(abs(m.baseline - m.liveCenter.y - TextMetrics(size: 20).capHeight / 2) < 1e-9)
        }
    }

    @Test func roundingToPixelsKeepsTheSymbolCentredAndItsBaselineWithIt() {
        let m = SymbolMetrics(symbol: "heart", pointSize: 17)
        let r = m.rounded(toPixelsOf: 3)
        #expect(
            r.size
                == Size(width: roundUpToPixel(m.size.width, scale: 3), height: roundUpToPixel(m.size.height, scale: 3)))
        #expect(abs((r.baseline - m.baseline) - (r.size.height - m.size.height) / 2) < 1e-12)
        let fit = SymbolMetrics.fitting("heart", in: Rect(x: 0, y: 0, width: r.size.width, height: r.size.height))
        #expect(abs(fit.center.y - r.liveCenter.y) < 0.05 && abs(fit.center.x - r.liveCenter.x) < 0.05)
    }

    @Test func narrowGlyphsMakeNarrowImages() {
        let walk = SymbolMetrics(symbol: "figure.walk", pointSize: 17)
        let ring = SymbolMetrics(symbol: "heart.circle", pointSize: 17)
        #expect(walk.size.width < 14)
        // An enclosure fills the live square: 17 pt plus the margins.
        #expect(abs(ring.size.width - 17 * 1.12) < 1e-9 && abs(ring.size.height - 17 * 1.08) < 1e-9)
    }

    @Test func unknownNamesMeasureAsTheFullLiveSquare() {
        let m = SymbolMetrics(symbol: "no.such.symbol", pointSize: 10)
        #expect(m.size == Size(width: 11.2, height: 10.8))
    }

    @Test func fittingTheNaturalFrameGivesBackTheNaturalPlacement() {
        let m = SymbolMetrics(symbol: "bolt.fill", pointSize: 17)
        let frame = Rect(x: 10, y: 20, width: m.size.width, height: m.size.height)
        let fit = SymbolMetrics.fitting("bolt.fill", in: frame)
        #expect(abs(fit.liveSide - 17) < 1e-9)
        #expect(abs(fit.center.x - (10 + m.liveCenter.x)) < 1e-9 && abs(fit.center.y - (20 + m.liveCenter.y)) < 1e-9)
    }

    @Test func aWiderFrameCentresTheSymbolAtTheHeightsScale() {
        let m = SymbolMetrics(symbol: "heart", pointSize: 1)
        let fit = SymbolMetrics.fitting("heart", in: Rect(x: 0, y: 0, width: 200, height: m.size.height * 40))
        #expect(abs(fit.liveSide - 40) < 1e-9)
        #expect(abs(fit.center.x - (100 - m.size.width * 20 + m.liveCenter.x * 40)) < 1e-9)
    }
}
