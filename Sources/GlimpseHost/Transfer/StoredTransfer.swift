//  StoredTransfer.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": a background download as the
//  host keeps it across restarts (the host store's `transfers` table, schema version 8): what
//  the bundle asked for, where the body goes, and once it ended, the result not yet handed on.

public import Foundation
public import GlimpseArchive

/// One background transfer the host owes a bundle.
public struct StoredTransfer: Hashable, Sendable {
    /// Names the transfer and its body file (`<id>.download` in the transfer folder).
    public var id: String
    /// The bundle's executable path.
    public var bundle: String
    public var transfer: BackgroundTransfer
    /// When the bundle handed it over.
    public var submitted: Date
    /// How it ended; nil while it is still to be downloaded.
    public var result: BackgroundTransferResult?

    public init(
        id: String = UUID().uuidString, bundle: String, transfer: BackgroundTransfer, submitted: Date = Date(),
        result: BackgroundTransferResult? = nil
    ) {
        self.id = id
        self.bundle = bundle
        self.transfer = transfer
        self.submitted = submitted
        self.result = result
    }
}

/// Where a `BackgroundTransferQueue` keeps its transfers so they outlive the host process
/// (`HostStore`; a fake in tests).
public protocol BackgroundTransferStore: AnyObject, Sendable {
    /// Inserts or replaces the transfer with `transfer.id`.
    func saveTransfer(_ transfer: StoredTransfer) throws(HostError)
    /// Forgets a transfer that was handed on.
    func removeTransfer(id: String) throws(HostError)
    /// Every kept transfer, oldest first.
    func storedTransfers() throws(HostError) -> [StoredTransfer]
}
