//  TextLayoutCache.swift — SwiftUI (Glimpse)
//  Status: Complete
//  Behaviour: the layout engine asks the same text the same question many times — stacks probe
//  their children at several proposals, `ViewThatFits` lays out every candidate, each
//  environment variant lays the view out again — and each answer costs Pango and HarfBuzz a
//  shaping pass. `TextLayout.layout` is a pure function of its request, so answers are kept.

import GlimpseText
import Synchronization

/// Answers of `TextLayout.layout`, by request, shared by every layout in the process.
///
/// Bounded: when it holds `capacity` answers it forgets them all (a widget's layouts reuse a
/// few hundred at most, so a simple flush keeps the hot set without bookkeeping per entry).
final class TextLayoutCache: Sendable {
    static let shared = TextLayoutCache()

    /// Most answers kept.
    let capacity: Int
    private let answers = Mutex<[TextLayoutRequest: TextLayoutResult]>([:])

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// Number of answers kept now.
    var count: Int { answers.withLock { $0.count } }

    /// `TextLayout.layout(request)`, from the cache when it was asked before.
    /// - Complexity: O(1) for a repeated request; otherwise the layout's own cost.
    func layout(_ request: TextLayoutRequest) -> TextLayoutResult {
        if let known = answers.withLock({ $0[request] }) { return known }
        let result = TextLayout.layout(request)
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            answers[request] = result
        }
        return result
    }
}
