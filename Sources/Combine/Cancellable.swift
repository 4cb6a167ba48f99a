//  Cancellable.swift — Combine (Glimpse)
//  Status: Complete
//  Behaviour: Apple Combine "Cancellable", "AnyCancellable": a subscription that ends when
//  cancelled or deallocated.

/// Something that can be cancelled.
public protocol Cancellable {
    func cancel()
}

/// A type-erased cancellable that cancels itself when deallocated.
///
/// Source: Apple Combine "AnyCancellable".
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Calls `cancel` (once) when cancelled or deallocated.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    public convenience init<C: Cancellable>(_ canceller: C) { self.init { canceller.cancel() } }

    deinit { onCancel?() }

    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps this cancellable alive as long as `set`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable alive as long as `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
