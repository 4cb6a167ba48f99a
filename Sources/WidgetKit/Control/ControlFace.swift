//  ControlFace.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: what one drawing of a control shows, read from its template the way iOS reads it
//  (reference widgetkit.md §7): the title (the title initialiser's, else the label's text, else the
//  display name), the symbol (the value or action label's, else the label's), the value text (the
//  value label's; "On"/"Off" by default) and the Action button hint by Apple's table: an explicit
//  `controlWidgetActionHint` → "Hold to <hint>"; custom value text → "Hold for <value>"; a toggle →
//  "Hold to Turn On/Off '<name>'"; an OpenIntent button → "Hold to Open <name>"; a button →
//  "Hold for '<name>'". Labels are laid out once and their symbols and texts read from the archive.

import Foundation
internal import GlimpseArchive
import SwiftUI

/// The symbols and texts a label view draws, in drawing order, and its control notes.
struct ControlLabelPieces {
    var symbols: [String] = []
    var texts: [String] = []
    var hint: String?
    var status: String?

    /// Lays `view` out and reads what it draws.
    @MainActor
    init(_ view: AnyView?, environment: EnvironmentValues) {
        guard let view else { return }
        let capture = ControlLabelCapture()
        let archive = capture.reading {
            makeWidgetArchive(
                view, canvas: CGSize(width: 600, height: 200), environment: environment, contentMargins: EdgeInsets())
        }
        hint = capture.hint
        status = capture.status
        collect(archive.content)
    }

    private mutating func collect(_ item: DisplayItem) {
        switch item {
        case .group(let group): for child in group.children { collect(child) }
        case .text(let text):
            let string = text.string.trimmingCharacters(in: .whitespacesAndNewlines)
            if !string.isEmpty { texts.append(string) }
        case .symbol(let symbol): symbols.append(symbol.name)
        case .shape, .image: break
        }
    }
}

/// What one drawing of a control shows.
struct ControlFace: Equatable {
    /// The SF Symbol; nil when the template names none.
    var symbol: String?
    var title: String
    /// The value text; nil for buttons at rest and for hidden state.
    var value: String?
    /// Drawn in the tint colour (a toggle that is on, a button that is performing).
    var isOn: Bool
    /// A pending ring: the intent is running.
    var pending = false
    /// Dimmed: disabled.
    var dimmed = false
    /// The Action button hint.
    var hint: String
    /// `controlWidgetStatus(_:)`.
    var status: String?
}

extension ControlTemplateModel {
    /// The face of a toggle in state `isOn`, or of a button at rest (`active` false) or
    /// performing.
    ///
    /// - Parameter displayName: The configuration's display name (for the default hints).
    @MainActor
    func face(isOn: Bool, active: Bool, displayName: String, environment: EnvironmentValues) -> ControlFace {
        let label = ControlLabelPieces(label, environment: environment)
        let titleText = title?.plainString(in: environment)
        let name = titleText ?? label.texts.first ?? displayName
        let spokenName = displayName.isEmpty ? name : displayName
        switch kind {
        case .toggle:
            let values = ControlLabelPieces(valueLabel?(isOn), environment: environment)
            let value = values.texts.first
            let hint: String
            if let explicit = values.hint ?? label.hint {
                hint = "Hold to \(explicit)"
            } else if !hasDefaultValueLabel, let value {
                hint = "Hold for \(value)"
            } else {
                hint = isOn ? "Hold to Turn Off '\(spokenName)'" : "Hold to Turn On '\(spokenName)'"
            }
            return ControlFace(
                symbol: values.symbols.first ?? label.symbols.first, title: name, value: value, isOn: isOn,
                hint: hint, status: values.status ?? label.status)
        case .button, .empty:
            let rest = ControlLabelPieces(actionLabel?(false), environment: environment)
            let running = active ? ControlLabelPieces(actionLabel?(true), environment: environment) : rest
            let explicit = running.hint ?? label.hint ?? rest.hint
            let hint =
                explicit.map { "Hold to \($0)" }
                ?? ((action?.opensApp ?? false) ? "Hold to Open \(spokenName)" : "Hold for '\(spokenName)'")
            let symbol = (active ? running.symbols.first : nil) ?? label.symbols.first ?? rest.symbols.first
            return ControlFace(
                symbol: symbol, title: name, value: active ? running.texts.first : nil, isOn: active, hint: hint,
                status: running.status ?? label.status)
        }
    }
}
