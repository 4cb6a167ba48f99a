//  TestViews.swift — GlimpseTestingTests (Glimpse)
//  Status: Complete
//  Behaviour: small widget views the snapshot tests draw, and a scratch directory per test.

import Foundation
import SwiftUI
import WidgetKit

/// A heart-rate widget: the figure is privacy sensitive, the title is not.
struct HeartRateView: View {
    var beats = 72
    var tint = Color.red

    var body: some View {
        VStack(alignment: .leading) {
            Text("Heart")
                .font(.headline)
                .foregroundStyle(tint)
            Text("\(beats) BPM")
                .font(.title)
                .privacySensitive()
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// A new empty directory under the temporary directory; the caller removes it.
func scratchDirectory(_ name: String = #function) -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("GlimpseTestingTests-\(name.filter(\.isLetter))-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
