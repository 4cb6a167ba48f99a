//  View+Layout.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI layout modifiers; algorithms in Layout/Modifier/.

public import Foundation

extension View {
    /// Pads the given edges by `length` points; nil uses the default padding (16 on iOS).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        wrapNodes { node, env in
            PaddingNode(env: env, insets: EdgeInsets(edges, length ?? defaultPadding(env)), child: node)
        }
    }

    /// Pads every edge by `length` points.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// The padding a scene's content gets at its edges (Apple SwiftUI "scenePadding(_:)"): the
    /// system's default padding, as a widget has no scene of its own.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

    /// The same, for a kind of scene padding (only `.minimum` exists).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }

    /// Pads each edge by its own inset, points.
    public func padding(_ insets: EdgeInsets) -> some View {
        wrapNodes { node, env in PaddingNode(env: env, insets: insets, child: node) }
    }

    /// A frame of a fixed size on the axes given (points); the content is aligned inside.
    /// Negative or non-finite values are ignored with a warning, as SwiftUI does.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let w = validLength(width, "width")
        let h = validLength(height, "height")
        return wrapNodes { node, env in FrameNode(env: env, width: w, height: h, alignment: alignment, child: node) }
    }

    /// A flexible frame (points). Contradictory constraints are normalised to min ≤ ideal ≤ max.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let h = FlexFrameNode.Bounds(min: minWidth, ideal: idealWidth, max: maxWidth)
        let v = FlexFrameNode.Bounds(min: minHeight, ideal: idealHeight, max: maxHeight)
        return wrapNodes { node, env in
            FlexFrameNode(env: env, horizontal: h, vertical: v, alignment: alignment, child: node)
        }
    }

    /// Fixes the view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapNodes { node, env in FixedSizeNode(env: env, horizontal: horizontal, vertical: vertical, child: node) }
    }

    /// Sets the priority by which a stack shares space (default 0; higher is sized first).
    public func layoutPriority(_ value: Double) -> some View {
        wrapNodes { node, env in LayoutPriorityNode(env: env, priority: value, child: node) }
    }

    /// Draws the view moved by `offset` points; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        wrapNodes { node, env in OffsetNode(env: env, offset: offset, child: node) }
    }

    /// Draws the view moved by (`x`, `y`) points; layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres the view at `position` in its parent's space; takes all the space offered.
    public func position(_ position: CGPoint) -> some View {
        wrapNodes { node, env in PositionNode(env: env, point: position, child: node) }
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Constrains the view to `aspectRatio` (width / height; nil uses its ideal size).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapNodes { node, env in
            AspectRatioNode(env: env, ratio: aspectRatio, fill: contentMode == .fill, child: node)
        }
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(
            aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Sets an explicit horizontal guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        wrapNodes { node, env in AlignmentGuideNode(env: env, guide: g.key, compute: computeValue, child: node) }
    }

    /// Sets an explicit vertical guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        wrapNodes { node, env in AlignmentGuideNode(env: env, guide: g.key, compute: computeValue, child: node) }
    }

    /// Adds `length` points (nil: the default padding) to the safe area along `edges`. A widget's
    /// view has no scrolling content to extend under the insets, so this pads the view as
    /// `padding(_:_:)` does.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` points to the safe area on every edge (see `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Adds `insets` to the safe area (see `safeAreaPadding(_:_:)`).
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

    /// Accepted for source compatibility; widgets use content margins instead of safe areas.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// How content fills a frame of another shape.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

/// Safe-area regions (accepted, not used by widgets).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Default padding: 16 points (iOS).
func defaultPadding(_ env: EnvironmentValues) -> CGFloat { 16 }

/// A frame length, or nil (with a warning) when negative or not finite.
func validLength(_ v: CGFloat?, _ name: String) -> CGFloat? {
    guard let v else { return nil }
    guard v.isFinite, v >= 0 else {
        runtimeWarning("Invalid frame dimension (negative or non-finite): \(name) \(v)")
        return nil
    }
    return v
}

/// Reports the widget's misuse of an API on stderr, once per message.
func runtimeWarning(_ message: String) {
    RuntimeWarnings.shared.emit(message)
}

final class RuntimeWarnings: @unchecked Sendable {
    // @unchecked Sendable: `seen` is guarded by `lock`.
    static let shared = RuntimeWarnings()
    private let lock = NSLock()
    private var seen: Set<String> = []
    func emit(_ message: String) {
        lock.lock()
        let isNew = seen.insert(message).inserted
        lock.unlock()
        if isNew { FileHandle.standardError.write(Data("SwiftUI runtime warning: \(message)\n".utf8)) }
    }
}

/// A kind of scene padding (Apple SwiftUI, `ScenePadding`).
public struct ScenePadding: Equatable, Sendable {
    /// The least padding the system uses around a scene's content.
    public static let minimum = ScenePadding()
}
