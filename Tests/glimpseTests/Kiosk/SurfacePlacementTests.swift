//  SurfacePlacementTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 10 "Bad input": `glimpse host --surface S --slot N | --stack N` refuses a
//  slot that does not exist, a family that does not fit the stack, a stack over 10 widgets, a
//  stack on the Lock Screen (issue 13) and a place with no room, each in one line naming the thing and the fix; a valid placement puts the
//  new instances where asked and nothing else moves.

import Foundation
import GlimpseHost
import Testing

@testable import glimpse

struct SurfacePlacementTests {
    /// A Home Screen with a stack of 9 small widgets (#1…#9) and a medium widget (#10).
    static let home = Surface(
        name: .homeScreen, device: "iphone-6.1",
        stacks: [
            WidgetStack(instances: (1...9).map { InstanceID(Int64($0)) }), WidgetStack(instances: [InstanceID(10)]),
        ])
    static let families: [InstanceID: FamilyName] = Dictionary(
        uniqueKeysWithValues: (1...9).map { (InstanceID(Int64($0)), FamilyName.systemSmall) }
            + [(InstanceID(10), .systemMedium)])

    private func plan(slot: String? = nil, stack: String? = nil, family: FamilyName = .systemSmall, count: Int = 1)
        throws -> SurfacePlacement
    {
        try SurfacePlacement.plan(
            slot: slot, stack: stack, surface: Self.home, families: Self.families, family: family, count: count)
    }

    private func refusal(_ body: () throws -> SurfacePlacement) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func newInstancesGoWhereTheyAreAskedAndNothingElseMoves() throws {
        // default: a new slot at the end
        #expect(try plan() == .newSlots(at: 2))
        #expect(
            try plan().apply(to: Self.home, ids: [InstanceID(11)]).stacks.map(\.instances).last == [InstanceID(11)])
        // --slot 1: a new first slot, the others after it
        let first = try plan(slot: "1").apply(to: Self.home, ids: [InstanceID(11), InstanceID(12)])
        #expect(
            first.stacks.map(\.instances)
                == [[InstanceID(11)], [InstanceID(12)]] + Self.home.stacks.map(\.instances))
        // --stack 1: onto the stack, after its widgets; its top stays
        let stacked = try plan(stack: "1").apply(to: Self.home, ids: [InstanceID(11)])
        #expect(stacked.stacks[0].instances == (1...9).map { InstanceID(Int64($0)) } + [InstanceID(11)])
        #expect(stacked.stacks[0].shown == InstanceID(1))
        #expect(stacked.stacks[1] == Self.home.stacks[1])
    }

    @Test func aSlotGoneSinceThePlanPutsTheInstancesInANewSlotAtTheEnd() throws {
        // Planned on the stored surface; by the time they are placed a slot (a relevance card's,
        // say) went.
        let shorter = Surface(name: .homeScreen, device: "iphone-6.1", stacks: [Self.home.stacks[0]])
        for placement in [try plan(slot: "3"), try plan(stack: "2", family: .systemMedium)] {
            let placed = placement.apply(to: shorter, ids: [InstanceID(11)])
            #expect(placed.stacks.map(\.instances) == [Self.home.stacks[0].instances, [InstanceID(11)]])
        }
    }

    @Test(
        arguments: [
            // a stack that does not exist
            (
                nil, "3", FamilyName.systemSmall, 1,
                "the homeScreen surface has no slot 3 (it has 2); pass --stack 1…2, or --slot to make a new slot"
            ),
            // a new slot past the end
            (
                "4", nil, .systemSmall, 1,
                "the homeScreen surface has 2 slots, so a new one goes at --slot 1…3, not 4"
            ),
            // not a slot number
            ("0", nil, .systemSmall, 1, "'0' is not a slot number for --slot; slots are numbered from 1"),
            // a family that does not fit the stack
            (
                nil, "2", .systemSmall, 1,
                "slot 2 of the homeScreen surface is a stack of systemMedium widgets and a stack's widgets share one "
                    + "family; pass --family systemMedium, or another --stack"
            ),
            // a stack over 10 widgets
            (
                nil, "1", .systemSmall, 2,
                "slot 1 of the homeScreen surface holds 9 widgets and a stack holds at most 10 (adding 2 makes 11); "
                    + "pass another --stack, or --slot"
            ),
            // a stack of one widget over 10 (singular)
            (
                nil, "2", .systemMedium, 10,
                "slot 2 of the homeScreen surface holds 1 widget and a stack holds at most 10 (adding 10 makes 11); "
                    + "pass another --stack, or --slot"
            ),
            // both at once
            (
                "1", "1", .systemSmall, 1,
                "--slot makes a new slot and --stack adds to an existing one; pass one of them"
            ),
        ] as [(String?, String?, FamilyName, Int, String)])
    func badPlacementIsOneLineNamingTheFix(
        slot: String?, stack: String?, family: FamilyName, count: Int, message: String
    ) {
        #expect(refusal { try plan(slot: slot, stack: stack, family: family, count: count) } == message)
    }

    @Test func aPlaceWithNoRoomLeftIsRefusedAsThePageRefusesIt() {
        let lock = Surface(
            name: .lockScreen, device: "iphone-6.1",
            stacks: [WidgetStack(instances: [InstanceID(1)]), WidgetStack(instances: [InstanceID(2)])])
        let families: [InstanceID: FamilyName] = [
            InstanceID(1): .accessoryRectangular, InstanceID(2): .accessoryRectangular,
        ]
        let message = refusal {
            try SurfacePlacement.plan(
                slot: nil, stack: nil, surface: lock, families: families, family: .accessoryCircular, count: 1)
        }
        #expect(message?.hasPrefix("no room for another accessoryCircular widget on the lockScreen surface: ") == true)
    }

    @Test func aStackOnTheLockScreenIsRefused() {
        let lock = Surface(
            name: .lockScreen, device: "iphone-6.1", stacks: [WidgetStack(instances: [InstanceID(1)])])
        let message = refusal {
            try SurfacePlacement.plan(
                slot: nil, stack: "1", surface: lock, families: [InstanceID(1): .accessoryCircular],
                family: .accessoryCircular, count: 1)
        }
        #expect(
            message
                == "--stack 1: the Lock Screen does not stack widgets (stacks are for the Home Screen and StandBy); "
                + "each Lock Screen widget takes a slot of its own; pass --slot, or leave --stack out")
    }
}
