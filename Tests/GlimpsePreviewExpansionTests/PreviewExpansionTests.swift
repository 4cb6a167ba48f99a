//  PreviewExpansionTests.swift — GlimpsePreviewExpansionTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "The expansion" — the record declaration a `#Preview` becomes, byte
//  for byte, and the diagnostics a malformed one gets at its place in the user's file.

import Testing

@testable import GlimpsePreviewExpansion

struct PreviewExpansionTests {
    /// A request as Swift 6.3.1 sends it for `source` starting at line 10, column 2 (offset 200).
    private func request(_ source: String, context: [FreestandingExpansion.Syntax]? = []) -> FreestandingExpansion {
        let location = FreestandingExpansion.Syntax.Location(
            fileID: "App/Widget.swift", fileName: "/src/App/Widget.swift", offset: 200, line: 10, column: 2)
        return FreestandingExpansion(
            macro: .init(moduleName: "GlimpsePreviewMacros", typeName: "PreviewMacro", name: "Preview"),
            macroRole: "declaration", discriminator: "$s3App0016Widgetswift_fMX12_0_33_PreviewfMf_",
            syntax: .init(kind: "declaration", source: source, location: location), lexicalContext: context)
    }

    @Test func templatePreviewBecomesARecordCallingPreviewWithTheSameArguments() {
        let source = "\n#Preview(as: .systemSmall) {\n    MyWidget()\n} timeline: {\n    E(emoji: \"😀\")\n}"
        let expected = """
            @section("glimpse_previews") @used
            nonisolated private let $s3App0016Widgetswift_fMX12_0_33_PreviewfMf_7previewfMu_: @convention(c) () -> UnsafeMutableRawPointer = {
                typealias Preview = SwiftUI.Preview
                return SwiftUI._PreviewRegistration.record(
                    fileID: "App/Widget.swift", line: 11, column: 1
                ) { () -> SwiftUI.Preview in
            #sourceLocation(file: "/src/App/Widget.swift", line: 11)
             Preview(as: .systemSmall) {
                MyWidget()
            } timeline: {
                E(emoji: "😀")
            }
            #sourceLocation()
                }
            }
            """
        #expect(PreviewExpansion.expand(request(source)) == .expansion(source: expected, diagnostics: []))
    }

    @Test func indentedPreviewIsPaddedSoItsTextKeepsItsColumns() throws {
        // `#` at column 2 + 3 = 5 on line 10: four spaces before `Preview`, so `P` is at column 6.
        guard case .expansion(let source?, _) = PreviewExpansion.expand(request("   #Preview { V() }")) else {
            Issue.record("no expansion")
            return
        }
        #expect(source.contains("line: 10, column: 5\n"))
        #expect(source.contains("\n#sourceLocation(file: \"/src/App/Widget.swift\", line: 10)\n     Preview { V() }\n"))
    }

    @Test func unknownLabelIsAnErrorAtTheLabelNamingTheLabelsPreviewTakes() {
        let reply = PreviewExpansion.expand(request("#Preview(\"x\", size: 3) { V() }"))
        let diagnostic = PluginDiagnostic(
            error:
                "'#Preview' has no argument labelled 'size:'; it takes a name, then 'as:', 'body:', 'contentStates:', 'timeline:', 'timelineProvider:', 'traits:', 'using:', 'widget:'",
            fileName: "/src/App/Widget.swift", offset: 214, highlight: 200..<230)
        #expect(reply == .expansion(source: nil, diagnostics: [diagnostic]))
    }

    @Test func labelGivenTwiceIsAnError() {
        let reply = PreviewExpansion.expand(request("#Preview(as: .a, as: .b) { W() }"))
        guard case .expansion(nil, let diagnostics) = reply else {
            Issue.record("expected a failure")
            return
        }
        #expect(diagnostics.map(\.message) == ["'as:' is given twice"])
        #expect(diagnostics.map(\.position.offset) == [217])
    }

    @Test func malformedCallIsAnErrorWhereTheParserStopped() {
        let reply = PreviewExpansion.expand(request("#Preview(\"open) { V() }"))
        #expect(
            reply
                == .expansion(
                    source: nil,
                    diagnostics: [
                        PluginDiagnostic(
                            error: "unterminated string literal", fileName: "/src/App/Widget.swift", offset: 209)
                    ]))
    }

    @Test func previewInsideATypeIsAnErrorAtTheCall() {
        let type = FreestandingExpansion.Syntax(
            kind: "declaration", source: "struct S {}",
            location: .init(fileID: "", fileName: "", offset: 0, line: 0, column: 0))
        let reply = PreviewExpansion.expand(request("#Preview { V() }", context: [type]))
        guard case .expansion(nil, let diagnostics) = reply else {
            Issue.record("expected a failure")
            return
        }
        #expect(
            diagnostics.map(\.message) == [
                "'#Preview' must be declared at file scope (outside any type, function or closure)"
            ])
    }

    @Test(arguments: [
        ("a\"b\\c", #""a\"b\\c""#),  // quote and backslash
        ("line\nnext", #""line\nnext""#),  // newline
    ])
    func literalsEscapeWhatAStringLiteralCannotHoldAsIs(text: String, literal: String) {
        #expect(PreviewExpansion.literal(text) == literal)
    }
}
