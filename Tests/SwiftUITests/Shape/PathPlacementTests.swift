//  PathPlacementTests.swift — SwiftUITests
//  A `Path` drawn as a view, and a custom shape that draws from (0, 0), land at their frame's
//  origin (padding, stacks, offsets): archive coordinates and rendered pixels.

import Foundation
import GlimpseArchive
import GlimpseRender
import Testing

@testable import SwiftUI

struct PathPlacementTests {
    /// A 20 × 20 pt square drawn from the local origin, whatever the bounds' origin.
    static let square = Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 0))
        p.addLine(to: CGPoint(x: 20, y: 20))
        p.addLine(to: CGPoint(x: 0, y: 20))
        p.closeSubpath()
    }

    /// A shape whose path uses only the rect's size, as much widget code writes it.
    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: .zero)
                p.addLine(to: CGPoint(x: rect.width, y: 0))
                p.addLine(to: CGPoint(x: 0, y: rect.height))
                p.closeSubpath()
            }
        }
    }

    static let canvas = CGSize(width: 100, height: 100)

    private func archive<V: View>(_ view: V) -> WidgetArchive {
        layoutRoot(
            view, proposal: ProposedViewSize(Self.canvas), container: Self.canvas, environment: EnvironmentValues()
        )
        .archive
    }

    private func shapes(_ item: DisplayItem) -> [ShapeItem] {
        switch item {
        case .group(let g): return g.children.flatMap(shapes)
        case .shape(let s): return [s]
        default: return []
        }
    }

    /// The archived path's bounding box (absolute points).
    private func bounds(_ item: ShapeItem) -> CGRect {
        let points = item.path.elements.compactMap { e -> Point? in
            switch e {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test func pathInPaddingStartsAtThePaddedOrigin() throws {
        let a = archive(
            Self.square.fill(.red).frame(width: 20, height: 20).padding(.leading, 30).padding(.top, 50)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let item = try #require(shapes(a.content).first)
        #expect(bounds(item) == CGRect(x: 30, y: 50, width: 20, height: 20))
    }

    @Test func pathInAStackIsPlacedAfterItsSiblings() throws {
        let a = archive(
            VStack(spacing: 0) {
                Color.clear.frame(width: 20, height: 40)
                Self.square.stroke(.blue, lineWidth: 2).frame(width: 20, height: 20)
            })
        // The stack (20 × 60) is centred: x 40, y 20; the path's frame starts 40 pt down.
        let item = try #require(shapes(a.content).first { $0.stroke != nil })
        #expect(bounds(item) == CGRect(x: 40, y: 60, width: 20, height: 20))
    }

    @Test func customShapeUsingOnlyTheSizeFollowsAnOffset() throws {
        let a = archive(Wedge().fill(.green).frame(width: 30, height: 10).offset(x: 5, y: -15))
        // Centred frame (35, 45, 30, 10), moved by the offset to (40, 30); the path follows.
        let item = try #require(shapes(a.content).first)
        #expect(item.frame == Rect(x: 40, y: 30, width: 30, height: 10))
        #expect(bounds(item) == CGRect(x: 40, y: 30, width: 30, height: 10))
    }

    @Test func containerRelativeShapeStillMeasuresFromTheContainer() throws {
        let frame = CGRect(x: 16, y: 16, width: 138, height: 138)
        var env = GraphicsFixture.env()
        env.containerShape = ContainerShapeInfo(frame: CGRect(x: 0, y: 0, width: 170, height: 170), cornerRadius: 22)
        let item = try #require(GraphicsFixture.shapeItem(ContainerRelativeShape().fill(.red), in: frame, env: env))
        let expected = Path(roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: 6, style: .continuous)
            .offsetBy(dx: 16, dy: 16)
        #expect(item.path == expected.archivePath)
    }

    @Test func renderedPathPaintsItsPlacedSquareAndNotTheTopLeft() throws {
        let a = archive(
            Self.square.fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20).padding(10)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing))
        let image = try ArchiveRenderer().renderImage(a, options: RenderOptions(scale: 1))
        // Placed at (70, 70)…(90, 90): its centre is red, the widget's top-left is untouched.
        #expect(image[80, 80] == RasterImage.Pixel(255, 0, 0, 255))
        #expect(image[5, 5].alpha == 0)
        #expect(image[65, 80].alpha == 0)
    }
}
