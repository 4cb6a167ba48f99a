//  ObservableObject.swift — Combine (Glimpse)
//  Status: Complete
//  Behaviour: Apple Combine "ObservableObject": an object with a publisher that emits before
//  any of its `@Published` properties changes. Apple synthesises `objectWillChange`; here the
//  default is one publisher per object, kept in a registry while the object lives.

import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// Source: Apple Combine "ObservableObject".
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher (the same one on every call while the object lives).
    public var objectWillChange: ObservableObjectPublisher { PublisherRegistry.shared.publisher(for: self) }
}

/// One `ObservableObjectPublisher` per live object.
// @unchecked Sendable: the table is guarded by `lock`.
final class PublisherRegistry: @unchecked Sendable {
    static let shared = PublisherRegistry()
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The publisher of `object`, made on first use. An entry whose object is gone (its
    /// identifier reused by a new object) is replaced.
    func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = entries[id], entry.object === object { return entry.publisher }
            if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
            let publisher = ObservableObjectPublisher()
            entries[id] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }
}
