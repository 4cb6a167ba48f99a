//  Int+Saturating.swift — GlimpseArchive (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "a renderer no archive can crash": `Int(_: Double)` traps on NaN, infinity
//  and anything past ±2⁶³; every conversion of a number that came from an archive goes through
//  this one instead.

extension Int {
    /// `value` rounded toward zero, clamped to ±2⁶² (far beyond any count or pixel); 0 for NaN.
    package init(saturating value: Double) {
        let limit = Double(1 << 62)
        if value.isNaN {
            self = 0
        } else if value >= limit {
            self = 1 << 62
        } else if value <= -limit {
            self = -(1 << 62)
        } else {
            self = Int(value)
        }
    }
}
