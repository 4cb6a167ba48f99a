//  StyleSourceCompatibilityTests.swift — SwiftUITests
//  Widget-style source for colours, styles, gradients and shapes, written as it is for iOS:
//  it must compile unchanged (overloads resolve as on Apple platforms) and draw what it says.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct StyleSourceCompatibilityTests {
    typealias F = GraphicsFixture

    struct Ring: View {
        var progress: Double
        var body: some View {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.blue.gradient, style: StrokeStyle(lineWidth: 8, lineCap: .round))
        }
    }

    struct Badge: View {
        var body: some View {
            Capsule()
                .fill(.white.opacity(0.25))
                .overlayFree()
        }
    }

    @Test func commonStyleSpellingsCompileAndDraw() throws {
        let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let views: [any View] = [
            Rectangle().fill(.blue.gradient),
            Rectangle().fill(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom)),
            Rectangle().fill(
                LinearGradient(gradient: Gradient(colors: [.pink, .purple]), startPoint: .leading, endPoint: .trailing)),
            Circle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20)),
            Circle().fill(AngularGradient(colors: [.red, .yellow, .red], center: .center)),
            Circle().fill(.conicGradient(colors: [.red, .blue], center: .center)),
            Circle().strokeBorder(.white, lineWidth: 2),
            Circle().stroke(Color.red, lineWidth: 2),
            Circle().stroke(lineWidth: 3).foregroundStyle(.secondary),
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(.ultraThinMaterial),
            RoundedRectangle(cornerRadius: 8).strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [2])),
            ContainerRelativeShape().fill(.tint),
            Rectangle().fill(.quaternary),
            Rectangle().fill(Color(.sRGB, red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)),
            Rectangle().fill(Color(hue: 0.5, saturation: 0.5, brightness: 0.5)),
            Rectangle().foregroundStyle(.primary, .secondary),
            Rectangle().foregroundStyle(Color.accentColor),
            Rectangle().fill(.shape(.rect(cornerRadius: 4))),
            Ring(progress: 0.3),
            Badge(),
            Color.green.opacity(0.3),
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: 10, y: 10))
            }.stroke(.red, lineWidth: 1),
        ]
        for view in views {
            let items = F.items(AnyView(view), in: frame)
            #expect(items.count == 1, "\(type(of: view)) drew \(items.count) items")
        }
    }

    @Test func ringTrimsTheCircleAndStrokesItWithTheGradient() throws {
        let item = try #require(F.shapeItem(Ring(progress: 0.25), in: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let stroke = try #require(item.stroke)
        #expect(stroke.cap == .round)
        #expect(stroke.lineWidth == 8)
        guard case .linearGradient = stroke.paint else {
            Issue.record("expected the blue gradient, got \(stroke.paint)")
            return
        }
        #expect(item.path.elements.count == 2)  // move + one quarter curve
    }
}

extension View {
    /// Stands in for a modifier widget code might chain; returns the view unchanged.
    fileprivate func overlayFree() -> some View { self }
}

extension ShapeStyle where Self == _ShapeFill {
    /// Exercises `Shape` static members in a generic `ShapeStyle` position.
    fileprivate static func shape(_ shape: RoundedRectangle) -> _ShapeFill {
        _ShapeFill(corner: shape.cornerSize.width)
    }
}

/// A custom style defined by widget code through `resolve(in:)`.
struct _ShapeFill: ShapeStyle {
    var corner: CGFloat
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle { Color.indigo }
}
