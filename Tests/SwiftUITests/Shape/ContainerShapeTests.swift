//  ContainerShapeTests.swift — SwiftUITests
//  Apple SwiftUI "containerShape(_:)": ContainerRelativeShape follows the nearest container shape.

import Foundation
import GlimpseArchive
import GlimpseTesting
import Testing

@testable import SwiftUI

struct ContainerShapeTests {
    private func paths<V: View>(_ view: V) -> [PathData] {
        let archive = layoutRoot(
            view, proposal: ProposedViewSize(width: 200, height: 200), container: CGSize(width: 200, height: 200),
            environment: EnvironmentValues(), cornerRadius: 22
        ).archive
        func shapes(_ item: DisplayItem) -> [ShapeItem] {
            switch item {
            case .group(let g): return g.children.flatMap(shapes)
            case .shape(let s): return [s]
            default: return []
            }
        }
        return shapes(archive.content).map(\.path)
    }

    @Test func aRelativeShapeInsideARoundedContainerIsConcentricWithIt() {
        let inside = paths(
            ContainerRelativeShape().fill(.red).padding(8).frame(width: 100, height: 60)
                .containerShape(RoundedRectangle(cornerRadius: 20)))
        let expected = paths(
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.red).padding(8).frame(width: 100, height: 60))
        #expect(inside == expected)
    }

    @Test func aRelativeShapeTakesTheContainersKindOfShape() {
        let inside = paths(
            ContainerRelativeShape().fill(.red).padding(10).frame(width: 80, height: 80).containerShape(Circle()))
        let expected = paths(Circle().fill(.red).padding(10).frame(width: 80, height: 80))
        #expect(inside == expected)
    }

    @Test func theNearestContainerShapeWins() {
        let inner = paths(
            ContainerRelativeShape().fill(.red).frame(width: 50, height: 50).containerShape(Capsule())
                .padding(5).containerShape(RoundedRectangle(cornerRadius: 30)))
        let expected = paths(Capsule().fill(.red).frame(width: 50, height: 50).padding(5))
        #expect(inner == expected)
    }

    @Test func withoutAContainerShapeTheWidgetIsTheContainer() {
        // 22 pt widget corners, 200 × 200 canvas, a 180 × 180 shape centred: 10 pt in → 12 pt.
        let widget = paths(ContainerRelativeShape().fill(.red).frame(width: 180, height: 180))
        let expected = paths(
            RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.red).frame(width: 180, height: 180))
        #expect(widget == expected)
    }
}
