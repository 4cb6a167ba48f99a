//  MacroCallTests.swift — GlimpsePreviewExpansionTests (Glimpse)
//  Status: Complete
//  Behaviour: pins MacroCall.parse on the shapes `#Preview` is written in, and on the strings,
//  comments and brackets inside arguments that must not end one.

import Testing

@testable import GlimpsePreviewExpansion

struct MacroCallTests {
    /// The argument labels and value texts of `source`.
    private func arguments(_ source: String) throws -> [(String?, String)] {
        let call = try MacroCall.parse(source)
        let bytes = Array(source.utf8)
        return call.arguments.map { ($0.label, String(decoding: bytes[$0.value], as: UTF8.self)) }
    }

    @Test func templateWidgetPreviewSplitsIntoFamilyWidgetAndTimeline() throws {
        let source = """

            #Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                SimpleEntry(date: .now, emoji: "😀")
            }
            """
        let parsed = try arguments(source)
        #expect(parsed.map(\.0) == ["as", nil, "timeline"])
        #expect(parsed[0].1 == ".systemSmall")
        #expect(parsed[1].1 == "{\n    MyWidget()\n}")
        #expect(parsed[2].1.hasPrefix("{\n    SimpleEntry"))
        let call = try MacroCall.parse(source)
        #expect(call.name == "Preview")
        #expect(call.pound == 1)
        #expect(call.end == source.utf8.count)
    }

    @Test func bareTrailingClosureHasNoParentheses() throws {
        let parsed = try arguments("#Preview { Text(\"Hi\") }")
        #expect(parsed.count == 1)
        #expect(parsed[0].0 == nil)
        #expect(parsed[0].1 == "{ Text(\"Hi\") }")
    }

    @Test(
        arguments: [
            // a closing parenthesis and a comma inside a string
            (#"#Preview("a), b", traits: .sizeThatFitsLayout) { V() }"#, [nil, "traits", nil]),
            // interpolation holding a string with a parenthesis
            (#"#Preview("\(f(")")) x", traits: .portrait) { V() }"#, [nil, "traits", nil]),
            // raw string with a quote and a fake interpolation
            (##"#Preview(#"say "hi" \(no)"#) { V() }"##, [nil, nil]),
            // multi-line string with a brace
            ("#Preview(\"\"\"\n  {\n  \"\"\") { V() }", [nil, nil]),
            // comments with brackets, nested block comment
            ("#Preview(/* ) /* } */ , */ \"x\" // )\n) { V() }", [nil, nil]),
            // a ternary is not a label
            ("#Preview(flag ? \"a\" : \"b\") { V() }", [nil, nil]),
            // backticked label and a trailing comma
            ("#Preview(`as`: .systemMedium,) { W() } timeline: { E() }", ["as", nil, "timeline"]),
            // all labels in the parentheses
            (
                "#Preview(\"n\", as: .systemSmall, widget: { W() }, timelineProvider: { P() })",
                [nil, "as", "widget", "timelineProvider"]
            ),
        ] as [(String, [String?])])
    func bracketsInsideStringsAndCommentsEndNothing(source: String, labels: [String?]) throws {
        #expect(try arguments(source).map(\.0) == labels)
    }

    @Test func nestedBracesInClosureStayInOneArgument() throws {
        let parsed = try arguments("#Preview { VStack { if x { Text(\"}\") } } }")
        #expect(parsed.count == 1)
        #expect(parsed[0].1 == "{ VStack { if x { Text(\"}\") } } }")
    }

    @Test func leadingCommentsAndTrailingTriviaAreSkipped() throws {
        let source = "// doc\n/* block */\n  #Preview(\"x\") { V() } // after\n"
        let call = try MacroCall.parse(source)
        #expect(call.pound == Array(source.utf8).firstIndex(of: UInt8(ascii: "#")))
        #expect(String(decoding: Array(source.utf8)[call.nameEnd..<call.end], as: UTF8.self) == "(\"x\") { V() }")
    }

    @Test(arguments: [
        ("#Preview(\"x\" { V() }", "expected ',' or ')' after an argument"),
        ("#Preview(\"unterminated) { V() }", "unterminated string literal"),
        ("#Preview { V( }", "unbalanced '}'"),
        ("#Preview(as: ) { V() }", "expected a value for the argument"),
        ("Preview()", "expected '#' to begin a macro"),
        ("#Preview() extra", "unexpected text after the macro's arguments"),
    ])
    func malformedCallsNameTheProblem(source: String, message: String) {
        #expect(throws: MacroCallError.self) { try MacroCall.parse(source) }
        do {
            _ = try MacroCall.parse(source)
        } catch {
            #expect(error.message == message)
        }
    }
}
