//  FloatingPoint+JSON.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: JSON has no NaN or infinity, so one such number a widget hands over (a relevance
//  score, a duration) would make the whole message fail to encode and be lost. Values a widget
//  sets freely are sent as NaN → 0 and ±infinity → ±the largest finite value; the host's rules
//  then decide what they mean (issue 13 "Bad input", the README's host rules).

extension BinaryFloatingPoint {
    /// This value with NaN as 0 and ±infinity as ±`greatestFiniteMagnitude`: what JSON can hold.
    public var finiteForJSON: Self {
        if isNaN { return 0 }
        if isInfinite { return self < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
        return self
    }
}
