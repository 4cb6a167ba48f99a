//  Path+Transform.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: Apple SwiftUI "Path.applying(_:)" and the `transform:` parameters of Path's
//  `add…` methods (Core Graphics "CGMutablePath" semantics: the transform maps the added
//  geometry only; a joining line starts from the untransformed current point).

import Foundation

extension Path {
    /// The path with every point, control points included, mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        transform.isIdentity ? self : mapPoints { $0.applying(transform) }
    }

    /// Maps the points of `elements[first...]` by `transform`: what an `add…(transform:)` call
    /// appended.
    mutating func transformElements(from first: Int, by transform: CGAffineTransform) {
        guard !transform.isIdentity, first < elements.count else { return }
        let added = Path(elements: Array(elements[first...])).applying(transform)
        elements.replaceSubrange(first..., with: added.elements)
    }
}
