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

    @Test func numbersAndLettersInEnclosuresAreDrawnAsText() throws {
        let one = try #require(ResolvedSymbol.resolve("1.circle.fill"))
        #expect(one.recipe == SymbolRecipe(layers: [.text("1")]) && one.enclosure == .circle && one.filledEnclosure)
        #expect(ResolvedSymbol.resolve("50.square")?.recipe.layers.first?.text == "50")
        #expect(ResolvedSymbol.resolve("a.circle")?.recipe.layers.first?.text == "A")
        #expect(SymbolFont.inkBox(text: "12").width <= 1 + 1e-9)
        #expect(abs(SymbolFont.inkBox(text: "7").height - SymbolFont.textHeight) < 1e-9)
    }

    @Test(arguments: [
        "foo.bar", "", ".fill", "circle.circle.circle", "badge.plus", "xyzzy.slash.fill", "51.circle", "07.circle",
        "ab.circle", "1",
    ])
    func unknownNamesResolveToNothing(name: String) {
        #expect(ResolvedSymbol.resolve(name) == nil)
    }
}
