//  GaugeSheet.swift — SwiftUITests
//  One picture of every gauge style, a custom Path and multicolour and palette symbols, for
//  comparing by eye with Apple's
//  images: `GLIMPSE_GAUGE_SHEET=/tmp/gauges.png swift test --filter GaugePixelTests` writes it.

import Foundation
import GlimpseArchive
import GlimpseRender

@testable import SwiftUI

enum GaugeSheet {
    /// A 72 pt accessory slot with the translucent disc iOS draws behind Lock Screen widgets.
    private static func slot<V: View>(_ v: V) -> some View {
        v.frame(width: 72, height: 72).background(Circle().fill(Color.white.opacity(0.18)))
    }

    static var view: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                slot(
                    Gauge(value: 60, in: 0...100) {
                        Text("Temp")
                    } currentValueLabel: {
                        Text("60")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("100")
                    }.gaugeStyle(.accessoryCircular))
                slot(
                    Gauge(value: 0.3) {
                        Text("UV")
                    } currentValueLabel: {
                        Text("3")
                    }.gaugeStyle(.accessoryCircular).tint(Gradient(colors: [.green, .yellow, .red])))
                slot(
                    Gauge(value: 0.75) {
                        Text("Bat")
                    } currentValueLabel: {
                        Text("75")
                    }.gaugeStyle(.accessoryCircularCapacity).tint(.green))
                slot(
                    Gauge(value: 0.4) { Image(systemName: "bolt.fill") }.gaugeStyle(.accessoryCircularCapacity))
            }
            VStack(spacing: 8) {
                Gauge(value: 0.7) {
                    Text("Speed")
                } currentValueLabel: {
                    Text("70")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }.gaugeStyle(.accessoryLinear)
                Gauge(value: 0.45) {
                    Text("Storage")
                } currentValueLabel: {
                    Text("45%")
                }.gaugeStyle(.accessoryLinearCapacity).tint(.orange)
                Gauge(value: 0.6) {
                    Text("Download")
                } currentValueLabel: {
                    Text("60%")
                }.gaugeStyle(.linearCapacity)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 30))
                    p.addLine(to: CGPoint(x: 30, y: 0))
                    p.addLine(to: CGPoint(x: 60, y: 30))
                    p.closeSubpath()
                }.fill(.pink).frame(width: 60, height: 30).padding(.leading, 100)
                HStack(spacing: 8) {
                    Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "cloud.rain.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "sun.max.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "leaf.fill").symbolRenderingMode(.multicolor)
                    Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.cyan, .orange)
                    Image(systemName: "cloud.sun.fill").symbolRenderingMode(.hierarchical)
                    Image(systemName: "no.such.symbol")
                }.font(.title)
            }.frame(width: 300)
        }.padding(8).foregroundStyle(.white)
    }

    /// Writes the sheet at 2× on black to `GLIMPSE_GAUGE_SHEET`, if set, and beside it
    /// (`…-night.png`) the same in StandBy's red night mode.
    static func writeIfAsked() throws {
        guard let path = ProcessInfo.processInfo.environment["GLIMPSE_GAUGE_SHEET"] else { return }
        var env = EnvironmentValues()
        env.colorScheme = .dark
        let size = CGSize(width: 320, height: 310)
        let a = layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: env).archive
        let png = try ArchiveRenderer().renderPNG(a, options: RenderOptions(scale: 2, backgroundColor: .black))
        try png.write(to: URL(fileURLWithPath: path))
        let night = try ArchiveRenderer().renderPNG(
            a, options: RenderOptions(scale: 2, backgroundColor: .black, luminanceReduced: true, nightMode: true))
        try night.write(to: URL(fileURLWithPath: path.replacingOccurrences(of: ".png", with: "-night.png")))
    }
}
