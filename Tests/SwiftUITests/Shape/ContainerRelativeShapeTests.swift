//  ContainerRelativeShapeTests.swift — SwiftUITests
//  The concentric radius against the environment's container, and the plain rectangle without.

import Foundation
import GlimpseArchive
import Testing

@testable import SwiftUI

struct ContainerRelativeShapeTests {
    typealias F = GraphicsFixture
    static let widget = ContainerShapeInfo(frame: CGRect(x: 0, y: 0, width: 170, height: 170), cornerRadius: 22)

    @Test(arguments: [
        // (shape frame, radius)
        (CGRect(x: 0, y: 0, width: 170, height: 170), 22.0),  // the container itself
        (CGRect(x: 16, y: 16, width: 138, height: 138), 6.0),  // 16 pt padding
        (CGRect(x: 8, y: 30, width: 100, height: 100), 14.0),  // nearest edge decides
        (CGRect(x: 30, y: 30, width: 100, height: 100), 0.0),  // deeper than the radius
        (CGRect(x: -10, y: 0, width: 200, height: 170), 22.0),  // overhanging counts as touching
    ])
    func radiusIsTheContainerRadiusLessTheNearestInset(frame: CGRect, radius: Double) {
        #expect(ContainerRelativeShape.concentricRadius(for: frame, in: Self.widget) == CGFloat(radius))
    }

    @Test func withoutAContainerTheShapeIsARectangle() {
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        #expect(ContainerRelativeShape().path(in: rect) == Path(rect))
    }

    @Test func placedShapeReadsTheContainerFromItsEnvironment() throws {
        var env = F.env()
        env.containerShape = Self.widget
        let frame = CGRect(x: 16, y: 16, width: 138, height: 138)
        let item = try #require(F.shapeItem(ContainerRelativeShape().fill(.red), in: frame, env: env))
        #expect(item.path == Path(roundedRect: frame, cornerRadius: 6, style: .continuous).archivePath)
        #expect(archivePath(ContainerRelativeShape(), in: frame, env: env) == item.path)
    }

    @Test func insetShapeIsConcentricToo() {
        var env = F.env()
        env.containerShape = Self.widget
        let path = EnvironmentValues.$current.withValue(env) {
            ContainerRelativeShape().inset(by: 10).path(in: Self.widget.frame)
        }
        let expected = Path(roundedRect: Self.widget.frame.insetBy(dx: 10, dy: 10), cornerRadius: 12)
        #expect(path == expected)
    }
}
