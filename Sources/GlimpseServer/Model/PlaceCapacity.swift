//  PlaceCapacity.swift — GlimpseServer (Glimpse)
//  Status: Complete; the watch face's slot counts are Glimpse's choice (one face, documented)
//  Behaviour: HIG "Widgets" and "Complications": the Lock Screen holds one inline widget above
//  the clock and up to four circular units below it (a rectangular widget takes two); StandBy
//  shows two widgets (each may be a stack); a watch face has slots of fixed kinds — Glimpse's
//  face has four corners, two circular, one rectangular and one inline slot; the watch Smart
//  Stack is one stack of rectangular widgets; the Home Screen takes any number of system widgets.
//  Issue 13 "Stacks: up to 10 same-size widgets; none on the Lock Screen" (`stackRefusal`).

public import GlimpseHost

/// How many widgets of which families a place has room for.
public enum PlaceCapacity {
    /// Why `family` cannot go into `place` as a new slot next to `slots` (whose families are
    /// `families`), or nil when there is room. Stacking onto an existing slot always fits.
    /// - Parameter families: The family of each existing slot, in order.
    public static func refusal(adding family: FamilyName, to place: PlaceName, besides families: [FamilyName])
        -> String?
    {
        let count = { (f: FamilyName) in families.filter { $0 == f }.count }
        switch place {
        case .lockScreen:
            if family == .accessoryInline {
                return count(.accessoryInline) >= 1
                    ? "the Lock Screen has one inline slot above the clock, and it is taken; remove that widget first"
                    : nil
            }
            let taken = families.reduce(0) { $0 + units(of: $1) }
            return taken + units(of: family) > 4
                ? "the Lock Screen has room for four circular widgets below the clock (a rectangular one takes two) and \(taken) are taken; remove one first"
                : nil
        case .standBy:
            return families.count >= 2
                ? "StandBy shows two widgets side by side; stack onto one of them, or remove one first" : nil
        case .watchFace:
            let limits: [FamilyName: Int] = [
                .accessoryCorner: 4, .accessoryCircular: 2, .accessoryRectangular: 1, .accessoryInline: 1,
            ]
            guard let limit = limits[family] else { return nil }
            return count(family) >= limit
                ? "this watch face has \(limit) \(family) slot\(limit == 1 ? "" : "s"), all taken; remove one first"
                : nil
        case .watchSmartStack:
            return nil
        default:
            return nil
        }
    }

    /// Why widgets cannot be stacked in `place`, or nil where stacks are allowed. The Lock Screen
    /// has none (issue 13; iOS has none there): each of its widgets has a slot of its own.
    public static func stackRefusal(_ place: PlaceName) -> String? {
        place == .lockScreen
            ? "the Lock Screen does not stack widgets (stacks are for the Home Screen and StandBy); "
                + "each Lock Screen widget takes a slot of its own" : nil
    }

    /// Whether `place` keeps all its widgets in one stack (the watch Smart Stack).
    public static func isSingleStack(_ place: PlaceName) -> Bool { place == .watchSmartStack }

    /// Circular units a Lock Screen widget takes below the clock.
    private static func units(of family: FamilyName) -> Int {
        switch family {
        case .accessoryRectangular, .systemSmall: return 2
        case .accessoryCircular: return 1
        default: return 0
        }
    }
}
