//  BackgroundTransferProtocol.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: the URLProtocol in a background configuration: when a task is resumed it hands the
//  request to the host (Docs/ExtensionProtocol.md "Background transfers") and loads nothing
//  itself; the outcome comes back later as delegate callbacks (BackgroundSessions.deliver).
//  One class per background identifier (eight slots), so the protocol knows its session.

#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking

    /// Hands resumed tasks to the host. Subclassed once per slot (`BackgroundTransferSlot`).
    class BackgroundTransferProtocol: URLProtocol {
        /// The slot of the background identifier this class serves; -1 serves none.
        class var slot: Int { -1 }

        override class func canInit(with request: URLRequest) -> Bool { slot >= 0 }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

        override func startLoading() {
            guard let task else { return }
            BackgroundSessions.shared.resumed(task, slot: Self.slot, request: request)
        }

        override func stopLoading() {}
    }

    /// A slot index, as a type.
    protocol BackgroundSlotIndex { static var value: Int { get } }
    enum BackgroundSlot0: BackgroundSlotIndex { static var value: Int { 0 } }
    enum BackgroundSlot1: BackgroundSlotIndex { static var value: Int { 1 } }
    enum BackgroundSlot2: BackgroundSlotIndex { static var value: Int { 2 } }
    enum BackgroundSlot3: BackgroundSlotIndex { static var value: Int { 3 } }
    enum BackgroundSlot4: BackgroundSlotIndex { static var value: Int { 4 } }
    enum BackgroundSlot5: BackgroundSlotIndex { static var value: Int { 5 } }
    enum BackgroundSlot6: BackgroundSlotIndex { static var value: Int { 6 } }
    enum BackgroundSlot7: BackgroundSlotIndex { static var value: Int { 7 } }

    /// The protocol class of one slot.
    final class BackgroundTransferSlot<Index: BackgroundSlotIndex>: BackgroundTransferProtocol {
        override class var slot: Int { Index.value }
    }

    extension BackgroundTransferProtocol {
        /// The protocol classes of the slots, by slot.
        static let slotClasses: [BackgroundTransferProtocol.Type] = [
            BackgroundTransferSlot<BackgroundSlot0>.self, BackgroundTransferSlot<BackgroundSlot1>.self,
            BackgroundTransferSlot<BackgroundSlot2>.self, BackgroundTransferSlot<BackgroundSlot3>.self,
            BackgroundTransferSlot<BackgroundSlot4>.self, BackgroundTransferSlot<BackgroundSlot5>.self,
            BackgroundTransferSlot<BackgroundSlot6>.self, BackgroundTransferSlot<BackgroundSlot7>.self,
        ]
    }
#endif
