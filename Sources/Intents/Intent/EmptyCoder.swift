//  EmptyCoder.swift — Intents (Glimpse)
//  Status: Complete
//  Behaviour: the coder Glimpse hands to `init?(coder:)` when it creates an intent or custom
//  object to configure: keyed, and holding nothing, so a subclass's own `init?(coder:)` that
//  decodes its values finds none and keeps its defaults.

/// A keyed coder with no values.
final class EmptyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
}
