//  LayoutMemo.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: text layout is a pure function of its question (the fonts installed and the
//  shared font options are fixed for the process), and SwiftUI asks the same question many
//  times per pass (every proposal, every `ViewThatFits` candidate, every environment variant),
//  as the renderer does every frame for live dates. Answers are kept, boundedly.

import Synchronization

/// Answers by question, shared by all threads; empties itself when it would pass `capacity`.
final class LayoutMemo<Question: Hashable & Sendable, Answer: Sendable>: Sendable {
    /// Answers kept at most.
    let capacity: Int
    private let answers = Mutex<[Question: Answer]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The kept answer to `question`, or `compute()`'s, kept. `compute` runs outside the lock,
    /// so two threads asking at once may both compute (the same answer).
    func answer(_ question: Question, compute: () -> Answer) -> Answer {
        if let known = answers.withLock({ $0[question] }) { return known }
        let answer = compute()
        answers.withLock { answers in
            if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
            answers[question] = answer
        }
        return answer
    }

    /// Forgets every answer (the fonts changed: `FontConfiguration.install`).
    func removeAll() { answers.withLock { $0.removeAll() } }

    /// Number of answers kept.
    var count: Int { answers.withLock { $0.count } }
}
