//  ForEach.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "ForEach": one set of views per element, flattened into the parent.

import Foundation

/// Views computed from a collection of data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?
}

extension ForEach: View, PrimitiveView where Content: View {
    public var body: Never { bodyNeverCalled() }
    func makeNodes(_ env: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { SwiftUI.makeNodes(content($0), env) }
    }

    /// One view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = \Data.Element.id
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = nil
    }
}

extension ForEach {
    /// Any content per element, for modules whose content is not views and whose builders are
    /// not `ViewBuilder` (Charts' `ForEach` of marks).
    public init(_data data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}
