//  TalkSamples+SwiftUI.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: the SwiftUI calls widget authors reach for most, as open-source widgets and the
//  talks' sample projects write them (timers, text formatting and styling, symbols, shapes,
//  gradients, layout), compiled unchanged against Glimpse; what they draw is checked in
//  TalkSampleTests.

import Foundation
import SwiftUI
import WidgetKit

struct StylingSampleView: View {
    let start: Date
    let end: Date
    let price: Double
    let ratio: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text("AAPL")
                    .font(.system(size: 15, weight: .bold, design: .rounded))
                    .textCase(.uppercase)
                    .kerning(0.5)
                Spacer()
                Text(price, format: .currency(code: "USD"))
                    .font(.caption.monospacedDigit())
                    .fontWidth(.condensed)
                    .foregroundStyle(ratio >= 0 ? Color.green : Color.red)
            }
            Text("\(ratio * 100, specifier: "%.1f")%")
                .font(.custom("Helvetica", size: 12, relativeTo: .caption))
                .lineLimit(1, reservesSpace: true)
                .truncationMode(.tail)
                .allowsTightening(true)
            Text(timerInterval: start...end, countsDown: true, showsHours: false)
                .monospacedDigit()
            ProgressView(timerInterval: start...end, countsDown: false) {
                Text("Boiling")
            } currentValueLabel: {
                Text(end, style: .timer)
            }
            .tint(.orange)
            HStack(spacing: 2) {
                Image(systemName: "cloud.sun.rain.fill")
                    .symbolRenderingMode(.multicolor)
                Image(systemName: "wifi", variableValue: ratio)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.blue, .gray)
                Image(systemName: "heart")
                    .symbolVariant(.fill)
                    .imageScale(.large)
                Label("Rain", systemImage: "umbrella")
                    .labelStyle(.iconOnly)
            }
            Divider()
            ZStack(alignment: .bottomTrailing) {
                Circle()
                    .trim(from: 0, to: ratio)
                    .stroke(
                        AngularGradient(colors: [.pink, .purple], center: .center),
                        style: StrokeStyle(lineWidth: 6, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                RoundedRectangle(cornerRadius: 8, style: .continuous)
                    .strokeBorder(.secondary, lineWidth: 1)
                UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 6)
                    .fill(RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 20))
                    .frame(width: 20, height: 20)
                Capsule()
                    .fill(EllipticalGradient(colors: [.mint, .teal]))
                    .frame(width: 16, height: 6)
                    .offset(x: -2, y: -2)
            }
            .frame(height: 40)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
            .overlay(alignment: .topLeading) {
                Text(start, format: .dateTime.hour().minute())
                    .font(.caption2)
            }
            .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
        }
        .padding()
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .environment(\.colorScheme, .dark)
    }
}
