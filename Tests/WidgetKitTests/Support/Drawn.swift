//  Drawn.swift — WidgetKitTests (Glimpse)
//  What a view draws, for tests that check sample widgets by their words and symbols.

import Foundation
import GlimpseArchive
import SwiftUI
import WidgetKit

/// The strings and symbol names `view` draws in a `size` canvas (points) for `family`, in
/// drawing order (a group's mask after its children).
func drawn<V: View>(_ view: V, family: WidgetFamily, size: CGSize) -> (texts: [String], symbols: [String]) {
    var env = EnvironmentValues()
    env.widgetFamily = family
    let archive = layoutRoot(view, proposal: ProposedViewSize(size), container: size, environment: env).archive
    var texts: [String] = []
    var symbols: [String] = []
    func walk(_ item: DisplayItem) {
        switch item {
        case .group(let g):
            g.children.forEach(walk)
            if let mask = g.mask { walk(mask) }
        case .text(let t): texts.append(t.string)
        case .symbol(let s): symbols.append(s.name)
        default: break
        }
    }
    archive.layers.forEach(walk)
    return (texts, symbols)
}
