//  SurfacePlacement.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "`glimpse host` can create and place instances on a surface from the
//  command line" and its "Bad input": `--slot N` puts the new instances in new slots from
//  position N, `--stack N` adds them to slot N's stack (HIG: a stack holds up to 10 widgets of one
//  family; none on the Lock Screen, issue 13); a slot that does not exist, a family that does not
//  fit, a full stack, a stack on the Lock Screen or a place with no room (GlimpseServer's
//  PlaceCapacity, as the page refuses it) is one line naming the thing and the fix (64), checked
//  before anything is stored.

import GlimpseHost
import GlimpseServer

/// Where `--surface` puts the instances `glimpse host --bundle … --add n` makes.
enum SurfacePlacement: Equatable {
    /// New slots, the first at this index (0-based) of the surface's slots.
    case newSlots(at: Int)
    /// Into the stack of the slot at this index (0-based), after its widgets.
    case stack(Int)

    /// The placement `--slot` or `--stack` asks for (default: new slots at the end; on the watch
    /// Smart Stack, its one stack once it has one), checked against `surface`.
    /// - Parameters:
    ///   - families: The family of each stored instance (a slot's family is its first widget's).
    ///   - family: The new instances' family.
    ///   - count: How many are added.
    /// - Throws: `UsageError` naming the slot, the stack or the room and what to pass instead.
    static func plan(
        slot: String?, stack: String?, surface: Surface, families: [InstanceID: FamilyName], family: FamilyName,
        count: Int
    ) throws -> SurfacePlacement {
        let name = surface.name
        let slots = surface.stacks.count
        let slotFamilies = surface.stacks.compactMap { $0.instances.first.flatMap { families[$0] } }
        switch (slot, stack) {
        case (.some, .some):
            throw UsageError("--slot makes a new slot and --stack adds to an existing one; pass one of them")
        case (nil, let text?):
            let number = try slotNumber(text, option: "--stack")
            if let refusal = PlaceCapacity.stackRefusal(name) {
                throw UsageError("--stack \(text): \(refusal); pass --slot, or leave --stack out")
            }
            guard number <= slots else {
                throw UsageError(
                    "the \(name) surface has no slot \(number) (it has \(slots)); "
                        + (slots > 0 ? "pass --stack 1…\(slots), or " : "")
                        + "--slot to make a new slot")
            }
            let target = surface.stacks[number - 1]
            if let first = target.instances.first, let held = families[first], held != family {
                throw UsageError(
                    "slot \(number) of the \(name) surface is a stack of \(held) widgets and a stack's widgets share "
                        + "one family; pass --family \(held), or another --stack")
            }
            let total = target.instances.count + count
            guard total <= WidgetStack.maximumWidgets else {
                throw UsageError(
                    "slot \(number) of the \(name) surface holds \(target.instances.count) widget"
                        + "\(target.instances.count == 1 ? "" : "s") and a stack holds "
                        + "at most \(WidgetStack.maximumWidgets) (adding \(count) makes \(total)); "
                        + "pass another --stack, or --slot")
            }
            return .stack(number - 1)
        case (let text?, nil):
            let number = try slotNumber(text, option: "--slot")
            guard number <= slots + 1 else {
                throw UsageError(
                    "the \(name) surface has \(slots) slot\(slots == 1 ? "" : "s"), so a new one goes at "
                        + "--slot 1…\(slots + 1), not \(number)")
            }
            try checkRoom(for: family, count: count, on: surface, besides: slotFamilies)
            return .newSlots(at: number - 1)
        case (nil, nil):
            if PlaceCapacity.isSingleStack(name), slots > 0 {
                return try plan(
                    slot: nil, stack: "1", surface: surface, families: families, family: family, count: count)
            }
            try checkRoom(for: family, count: count, on: surface, besides: slotFamilies)
            return .newSlots(at: slots)
        }
    }

    /// `surface` with `ids` placed. `surface` is the one stored when they are placed, which may
    /// have changed since the plan (a relevance card's slot came or went): a slot index past its
    /// end puts the widgets in new slots at the end.
    func apply(to surface: Surface, ids: [InstanceID]) -> Surface {
        var surface = surface
        switch self {
        case .stack(let index) where surface.stacks.indices.contains(index):
            surface.stacks[index].instances += ids
        case .newSlots(let index), .stack(let index):
            let at = min(index, surface.stacks.count)
            surface.stacks.insert(contentsOf: ids.map { WidgetStack(instances: [$0]) }, at: at)
        }
        return surface
    }

    private static func slotNumber(_ text: String, option: String) throws -> Int {
        guard let number = Int(text), number >= 1 else {
            throw UsageError("'\(text)' is not a slot number for \(option); slots are numbered from 1")
        }
        return number
    }

    /// Refuses new slots the place has no room for (the Lock Screen's four units, StandBy's two,
    /// the watch face's fixed slots), as the simulator's page does.
    private static func checkRoom(
        for family: FamilyName, count: Int, on surface: Surface, besides families: [FamilyName]
    ) throws {
        var families = families
        for _ in 0..<count {
            if let refusal = PlaceCapacity.refusal(adding: family, to: surface.name, besides: families) {
                throw UsageError("no room for another \(family) widget on the \(surface.name) surface: \(refusal)")
            }
            families.append(family)
        }
    }
}
