//  GeometryReader.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: reference swiftui-layout.md "GeometryReader": greedy (nil → 10), content laid
//  out in the reader's size and placed at its top-leading corner (iOS 14+).

public import Foundation

/// A container whose content is built from its own size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public var body: Never { bodyNeverCalled() }

    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        [GeometryReaderNode(env: env, content: { AnyView(content($0)) })]
    }
}

/// The size and position of a `GeometryReader`, points.
public struct GeometryProxy {
    public let size: CGSize
    let globalFrame: CGRect
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `space` (global and named spaces are the widget's).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        default: return globalFrame
        }
    }
}

/// Coordinate spaces for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

extension CoordinateSpace: @unchecked Sendable {}

final class GeometryReaderNode: LayoutNode {
    let content: (GeometryProxy) -> AnyView

    init(env: EnvironmentValues, content: @escaping (GeometryProxy) -> AnyView) {
        self.content = content
        super.init(env: env)
    }

    override func emit(in frame: CGRect, proposal: ProposedViewSize, _ ctx: DisplayContext) {
        var inner = env
        inner.stackAxis = nil
        let view = EnvironmentValues.$current.withValue(inner) {
            content(GeometryProxy(size: frame.size, globalFrame: frame))
        }
        let nodes = SwiftUI.makeNodes(view, inner)
        let p = ProposedViewSize(frame.size)
        for node in nodes {
            let s = node.sizeThatFits(p)
            node.place(in: CGRect(origin: frame.origin, size: s), proposal: p, ctx)
        }
    }
}
