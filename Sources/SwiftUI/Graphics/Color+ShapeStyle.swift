//  Color+ShapeStyle.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Color" as a `ShapeStyle` (a solid paint) and as a `View` (it
//  fills the space offered, like `Rectangle().fill(color)`; swiftui-layout.md "Shapes and
//  Color").

public import Foundation
public import GlimpseArchive

extension Color: ShapeStyle {
    public func _paint(in frame: CGRect, environment: EnvironmentValues) -> Paint {
        let rgba: RGBA = resolve(in: environment)
        return .color(rgba)
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [ShapeNode(env: env, shape: Rectangle(), fill: AnyShapeStyle(self))]
    }
}
