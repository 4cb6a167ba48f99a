//  SmartRotate.swift — GlimpseHost (Glimpse)
//  Status: Complete for the decision; applied by `glimpse simulate --stack` and, live, by
//  `glimpse serve` and `glimpse host` (LiveStackRotation, SurfaceRotation)
//  Behaviour: issue 13 "Smart Rotate", Glimpse's rules (Apple publishes none, §8.1):
//  1. Each member's score is the best of its sources: its entries (normalised against its own
//     history), an active relevant shortcut or intent for its kind, and its donation profile.
//  2. The most relevant member above `threshold` is the candidate (ties: the earlier member). A
//     challenger must beat the top strictly: when the top scores as much as the best, it holds
//     (a tie never rotates, so stacks do not flap between equals).
//  3. It goes on top unless it is there already, the top was pinned, a person chose the top
//     less than `userChoiceHold` ago, or the stack rotated less than `rotationInterval` ago
//     (Developer Mode lifts the last two).
//  Every decision says why, with the scores compared and the source that won.

public import Foundation

/// Where a member's relevance came from.
public enum RelevanceSource: String, Hashable, Codable, Sendable {
    /// Its timeline entry's `TimelineEntryRelevance`.
    case entry
    /// A relevant shortcut or relevant intent whose window is open.
    case suggestion
    /// Donations of a matching intent at this hour of the week.
    case donation
}

/// One member of a stack at a moment: its normalised score and where it came from.
public struct StackMemberScore: Hashable, Codable, Sendable {
    public var instance: InstanceID
    /// 0…1.
    public var score: Double
    /// The source of `score`; nil when it is 0.
    public var source: RelevanceSource?

    public init(instance: InstanceID, score: Double, source: RelevanceSource?) {
        self.instance = instance
        self.score = score.isNaN ? 0 : min(max(score, 0), 1)
        self.source = self.score > 0 ? source : nil
    }

    /// The best of several sources' scores (ties: the first given).
    public static func best(_ instance: InstanceID, _ scores: [(RelevanceSource, Double)]) -> StackMemberScore {
        let top = scores.filter { !$0.1.isNaN }.max { $0.1 < $1.1 }
        return StackMemberScore(instance: instance, score: top?.1 ?? 0, source: top?.0)
    }
}

/// A stack's top and the times rotation needs.
public struct StackRotationState: Hashable, Sendable {
    public var stack: WidgetStack
    /// When the top last changed, for any reason.
    public var topChanged: Date?
    /// When the host last rotated this stack.
    public var lastRotation: Date?
    /// The widgets shown on top before the current one, the latest last (at most
    /// `WidgetStack.maximumWidgets`): where the stack goes back to when its top leaves.
    public var earlierTops: [InstanceID]

    public init(
        stack: WidgetStack, topChanged: Date? = nil, lastRotation: Date? = nil, earlierTops: [InstanceID] = []
    ) {
        self.stack = stack
        self.topChanged = topChanged
        self.lastRotation = lastRotation
        self.earlierTops = earlierTops
    }

    /// Puts `top` on top for `reason`, remembering the widget shown until now.
    public mutating func show(_ top: InstanceID, reason: WidgetStack.TopReason) {
        if let shown = stack.shown, shown != top {
            earlierTops.removeAll { $0 == shown }
            earlierTops.append(shown)
            earlierTops = Array(earlierTops.suffix(WidgetStack.maximumWidgets))
        }
        stack.top = top
        stack.topReason = reason
    }

    /// Makes `members` the stack's widgets. When the widget on top is no longer one of them (a
    /// suggested widget's window ended), the latest earlier top still in the stack comes back
    /// on top (iOS goes back to what the stack showed before: `rotated`, or `added` for the
    /// first widget), else the first widget shows. A return is not a rotation: the caps are
    /// unchanged.
    /// - Returns: The widget that came back on top, or nil (the top stayed).
    @discardableResult
    public mutating func setMembers(_ members: [InstanceID]) -> InstanceID? {
        let top = stack.top
        stack.instances = members
        earlierTops.removeAll { !members.contains($0) }
        guard let top, !members.contains(top) else { return nil }
        let back = earlierTops.popLast() ?? members.first
        stack.top = back == members.first ? nil : back
        stack.topReason = back == members.first ? .added : .rotated
        return back
    }
}

/// What Smart Rotate decided for a stack at a moment, and why.
public struct RotationDecision: Hashable, Codable, Sendable {
    /// The widget on top after the decision.
    public var top: InstanceID?
    /// Whether the decision moved the top.
    public var rotated: Bool
    /// Why, in a sentence ("rotated to b: 0.90 (entry) over a 0.20", "held: pinned").
    public var reason: String
    /// The source that won, when it rotated.
    public var source: RelevanceSource?
}

/// Glimpse's Smart Rotate rules.
public enum SmartRotate {
    /// The decision for `state` at `now`, given each member's score.
    public static func decide(
        _ state: StackRotationState, scores: [StackMemberScore], at now: Date, settings: SmartRotateSettings
    ) -> RotationDecision {
        let current = state.stack.shown
        let members = state.stack.instances
        let ranked = members.compactMap { id in scores.first { $0.instance == id } }
        // 2. The candidate.
        guard let best = ranked.map(\.score).max(), best > settings.threshold else {
            return RotationDecision(
                top: current, rotated: false, reason: "held: no member above the threshold", source: nil)
        }
        let candidate = ranked.first { $0.score == best }!
        if let current, let shown = ranked.first(where: { $0.instance == current }), shown.score == best {
            let tied = ranked.filter { $0.instance != current && $0.score == best }.map { "\($0.instance)" }
            return RotationDecision(
                top: current, rotated: false,
                reason: "held: \(current) is on top and the most relevant"
                    + (tied.isEmpty ? "" : " (tied with \(tied.joined(separator: ", ")) at \(format(best)))"),
                source: nil)
        }
        // 3. The caps.
        if state.stack.topReason == .pinned {
            return RotationDecision(top: current, rotated: false, reason: "held: the top is pinned", source: nil)
        }
        if !settings.developerMode {
            if state.stack.topReason == .swiped, let chosen = state.topChanged,
                now.timeIntervalSince(chosen) < settings.userChoiceHold
            {
                return RotationDecision(
                    top: current, rotated: false, reason: "held: a person chose the top \(seconds(now, chosen)) ago",
                    source: nil)
            }
            if let last = state.lastRotation, now.timeIntervalSince(last) < settings.rotationInterval {
                return RotationDecision(
                    top: current, rotated: false, reason: "held: rotated \(seconds(now, last)) ago", source: nil)
            }
        }
        let others = ranked.filter { $0.instance != candidate.instance }
            .map { "\($0.instance) \(format($0.score))" }.joined(separator: ", ")
        let source = candidate.source.map { " (\($0.rawValue))" } ?? ""
        return RotationDecision(
            top: candidate.instance, rotated: true,
            reason: "rotated to \(candidate.instance): \(format(candidate.score))\(source)"
                + (others.isEmpty ? "" : " over \(others)"),
            source: candidate.source)
    }

    /// Applies `decision` to `state` at `now`.
    public static func apply(_ decision: RotationDecision, to state: inout StackRotationState, at now: Date) {
        guard decision.rotated, let top = decision.top else { return }
        state.show(top, reason: .rotated)
        state.topChanged = now
        state.lastRotation = now
    }

    private static func format(_ score: Double) -> String { String(format: "%.2f", score) }

    private static func seconds(_ now: Date, _ then: Date) -> String { "\(Int(now.timeIntervalSince(then))) s" }
}
