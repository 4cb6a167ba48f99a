//  ResolvedSymbolTests.swift — GlimpseTextTests (Glimpse)
//  Status: Complete
//  Behaviour: names missing from the table are built from a known base and SF's variant suffixes.

import GlimpseText
import Testing

struct ResolvedSymbolTests {
    @Test func aNameInTheTableResolvesAsItIs() throws {
        let s = try #require(ResolvedSymbol.resolve("heart.fill"))
        #expect(s == ResolvedSymbol(recipe: "favorite"))
        #expect(s.isExact)
    }

    @Test func circleFillIsASolidDiscAroundTheFilledBase() throws {
        let s = try #require(ResolvedSymbol.resolve("heart.circle.fill"))
        #expect(s.recipe == "favorite")
        #expect(s.enclosure == .circle && s.filledEnclosure && !s.slash && !s.isExact)
    }

    @Test func circleIsARingAroundTheOutlineBase() throws {
        let s = try #require(ResolvedSymbol.resolve("heart.circle"))
        #expect(s.recipe == "favorite_border")
        #expect(s.enclosure == .circle && !s.filledEnclosure)
    }

    @Test func squareFillEnclosesInASolidRoundedSquare() throws {
        let s = try #require(ResolvedSymbol.resolve("star.square.fill"))
        #expect(s.recipe == "star" && s.enclosure == .square && s.filledEnclosure)
    }

    @Test func slashFillIsTheFilledBaseStruckThrough() throws {
        let s = try #require(ResolvedSymbol.resolve("cart.slash.fill"))
        #expect(s.recipe == "shopping_cart" && s.slash && s.enclosure == .none)
    }

    @Test func aBadgeIsLeftOut() throws {
        let s = try #require(ResolvedSymbol.resolve("calendar.badge.exclamationmark"))
        #expect(s.recipe == "calendar_today" && !s.isExact)
        #expect(ResolvedSymbol.resolve("person.crop.circle.badge.checkmark")?.recipe == "account_circle")
    }

    @Test(arguments: ["foo.bar", "", ".fill", "circle.circle.circle", "badge.plus", "xyzzy.slash.fill"])
    func unknownNamesResolveToNothing(name: String) {
        #expect(ResolvedSymbol.resolve(name) == nil)
    }
}
