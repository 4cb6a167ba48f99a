//  View+VisualEffect.swift — SwiftUI (Glimpse)
//  Status: Complete (for the effects VisualEffect offers)
//  Behaviour: Apple SwiftUI "visualEffect(_:)" (iOS 17): the closure runs when the view is placed,
//  with its frame, and its effect wraps the view's drawing (VisualEffectNode); layout is unchanged.

extension View {
    /// Applies the effect `effect` returns, given an `EmptyVisualEffect` standing for this view
    /// and a proxy with this view's size and frame (points). Layout is unchanged.
    ///
    /// Source: Apple SwiftUI "visualEffect(_:)" (iOS 17).
    public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> some View {
        wrapNodes { node, env in
            VisualEffectNode(env: env, child: node) { proxy in
                (effect(EmptyVisualEffect(), proxy) as? any VisualEffectSteps)?.steps ?? []
            }
        }
    }
}
