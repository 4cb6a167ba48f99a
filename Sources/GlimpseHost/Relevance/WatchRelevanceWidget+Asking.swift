//  WatchRelevanceWidget+Asking.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: issue 13 "bad input … the stack keeps working": a relevance widget's `relevance()`
//  asked through the extension protocol; a call that fails (the bundle crashed, hung past the
//  provider timeout and was stopped, answered malformed, predates relevance widgets) becomes
//  the widget's `failure`, which WatchSmartStackPlan reports while the rest of the stack is
//  planned as before.

public import GlimpseArchive

extension WatchRelevanceWidget {
    /// The relevance widgets `description` declares, in gallery order, each asked with `ask`.
    ///
    /// - Parameter ask: Asks one kind's `relevance()` (`ExtensionProcess.relevance(kind:date:)`).
    public static func asking(
        _ description: BundleDescription,
        _ ask: (String) throws(HostError) -> [RelevanceAttributeDescription]
    ) -> [WatchRelevanceWidget] {
        description.widgets.filter { $0.relevanceWidget == true }.map { widget in
            do throws(HostError) {
                return WatchRelevanceWidget(
                    bundle: description.bundle, kind: widget.kind, associatedKind: widget.associatedKind,
                    attributes: try ask(widget.kind))
            } catch {
                return WatchRelevanceWidget(
                    bundle: description.bundle, kind: widget.kind, associatedKind: widget.associatedKind,
                    attributes: [], failure: "relevance() failed: \(error.message)")
            }
        }
    }
}
