//  Publisher.swift — Combine (Glimpse)
//  Status: Partial: the publishers models use (`objectWillChange`, `$property`), with `sink`
//  Behaviour: Apple Combine "Publisher". Linux has no Combine; this module holds the names
//  SwiftUI models reach for (ObservableObject, @Published) so `import Combine` compiles. It is
//  synchronous: a value sent reaches each sink at once, on the sender's thread.

import Foundation

/// Declares that a type can send a sequence of values over time.
///
/// Source: Apple Combine "Publisher".
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receiveValue` with every value sent from now on, until the result is cancelled
    /// or deallocated.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// The subscribers of one publisher, in subscription order.
// @unchecked Sendable: the list is guarded by `lock`.
final class Subscribers<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var sinks: [Int: (Value) -> Void] = [:]

    func add(_ sink: @escaping (Value) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            next += 1
            sinks[next] = sink
            return next
        }
        return AnyCancellable { [weak self] in self?.lock.withLock { _ = self?.sinks.removeValue(forKey: id) } }
    }

    func send(_ value: Value) {
        let current = lock.withLock { sinks.sorted { $0.key < $1.key }.map(\.value) }
        for sink in current { sink(value) }
    }
}

/// The publisher an `ObservableObject` sends on before any `@Published` property changes.
///
/// Source: Apple Combine "ObservableObjectPublisher".
public final class ObservableObjectPublisher: Publisher, Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subscribers = Subscribers<Void>()

    public init() {}

    /// Tells every sink the object is about to change.
    public func send() { subscribers.send(()) }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribers.add(receiveValue) }
}
