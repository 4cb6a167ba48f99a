//  ControlTile.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: a control drawn as iOS 18 draws it, from its face, for each place (reference
//  widgetkit.md §7; HIG "Controls"): Control Center's small control is a circle with the symbol;
//  medium adds the title and value beside the symbol's circle; large puts the symbol at the top
//  and the title and value at the bottom; the Lock Screen shows the symbol in a 50 pt circle; the
//  Action button's hint is a capsule with the symbol and "Hold to …". Off is a translucent
//  platter; on fills the symbol's circle with the tint (system blue by default); performing adds
//  a ring; disabled is dimmed. Sizes and colours are Glimpse's (Apple publishes none).

internal import GlimpseArchive
import SwiftUI

/// One drawing of a control at a place.
struct ControlTile: View {
    let face: ControlFace
    let place: ControlPlace
    let tint: Color

    /// The system's tint for controls without `tint(_:)`: iOS's dark-mode blue.
    static let systemTint = Color(red: 10 / 255, green: 132 / 255, blue: 1)
    private static let platter = Color(white: 1, opacity: 0.18)

    var body: some View {
        tile.opacity(face.dimmed ? 0.4 : 1)
    }

    @ViewBuilder private var tile: some View {
        switch place {
        case .controlCenterSmall:
            symbolCircle(diameter: ControlPlace.cell, symbolSize: 26)
        case .controlCenterMedium:
            ZStack(alignment: .leading) {
                RoundedRectangle(cornerRadius: ControlPlace.cell / 2).fill(Self.platter)
                HStack(spacing: 8) {
                    symbolCircle(diameter: 44, symbolSize: 19)
                    texts(titleSize: 13, valueSize: 12, lines: 1)
                    Spacer(minLength: 0)
                }
                .padding(.leading, 8)
                .padding(.trailing, 10)
            }
        case .controlCenterLarge:
            ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: ControlPlace.cell / 2).fill(Self.platter)
                VStack(alignment: .leading, spacing: 0) {
                    symbolCircle(diameter: 56, symbolSize: 24)
                    Spacer(minLength: 4)
                    texts(titleSize: 15, valueSize: 13, lines: 2)
                }
                .padding(14)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        case .lockScreen:
            ZStack {
                Circle().fill(face.isOn ? Color.white : Color(white: 0, opacity: 0.35))
                symbol(size: 20).foregroundStyle(face.isOn ? Color.black : Color.white)
                if face.pending {
                    Circle().stroke(face.isOn ? Color(white: 0, opacity: 0.45) : Color.white, lineWidth: 2).padding(2)
                }
            }
        case .actionButton:
            ZStack {
                Capsule().fill(Color(white: 0.1, opacity: 0.92))
                HStack(spacing: 10) {
                    symbol(size: 20).foregroundStyle(face.isOn ? tint : Color.white)
                    Text(face.hint).font(.system(size: 15, weight: .medium)).foregroundStyle(Color.white)
                        .lineLimit(1).minimumScaleFactor(0.6)
                }
                .padding(.horizontal, 16)
            }
        }
    }

    /// The symbol in its circle: the tint when on, the platter when off; a ring while pending.
    private func symbolCircle(diameter: Double, symbolSize: Double) -> some View {
        ZStack {
            Circle().fill(face.isOn ? tint : Self.platter)
            symbol(size: symbolSize).foregroundStyle(Color.white)
            if face.pending {
                Circle().stroke(face.isOn ? Color.white : tint, lineWidth: 3).padding(2)
            }
        }
        .frame(width: diameter, height: diameter)
    }

    @ViewBuilder private func symbol(size: Double) -> some View {
        if let name = face.symbol {
            Image(systemName: name).font(.system(size: size, weight: .semibold))
        }
    }

    private func texts(titleSize: Double, valueSize: Double, lines: Int) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(face.title).font(.system(size: titleSize, weight: .semibold)).foregroundStyle(Color.white)
                .lineLimit(lines).minimumScaleFactor(0.8)
            if let value = face.value {
                Text(value).font(.system(size: valueSize)).foregroundStyle(Color(white: 1, opacity: 0.6))
                    .lineLimit(1)
            }
        }
    }
}
