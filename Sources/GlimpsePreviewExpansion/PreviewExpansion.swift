//  PreviewExpansion.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete for every `#Preview` of SwiftUI and WidgetKit at file scope
//  Behaviour: Docs/Previews.md "The expansion". Apple: "The #Preview macro expands into a
//  declaration that calls this initializer" (DeveloperToolsSupport "Preview" initialisers); here
//  that call is kept in a record the runtime finds in the `glimpse_previews` section.

/// Expands `#Preview(…)` into one record in the `glimpse_previews` section.
///
/// The expansion calls `SwiftUI.Preview` with the user's own argument text, byte for byte, so
/// the compiler picks the initialiser that matches the macro it chose, and an error in the body is
/// reported in the user's file at the user's line and column (`#sourceLocation`, with the first
/// line padded so `Preview` stands where `#Preview` stood):
///
/// ```swift
/// @section("glimpse_previews") @used
/// nonisolated private let $s…fMf_7previewfMu_: @convention(c) () -> UnsafeMutableRawPointer = {
///     typealias Preview = SwiftUI.Preview
///     return SwiftUI._PreviewRegistration.record(fileID: "App/Widget.swift", line: 40, column: 1)
///     { () -> SwiftUI.Preview in
/// #sourceLocation(file: "/src/App/Widget.swift", line: 40)
///  Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(date: .now) }
/// #sourceLocation()
///     }
/// }
/// ```
enum PreviewExpansion {
    /// Every label a `#Preview` of SwiftUI or WidgetKit takes.
    static let labels: Set<String> = [
        "traits", "body", "as", "using", "widget", "timeline", "timelineProvider", "contentStates",
    ]

    /// The section the records go in; `CPreviewRecords` reads its bounds.
    static let section = "glimpse_previews"

    /// The expansion of the call in `request`, or diagnostics at the call when it is malformed.
    ///
    /// - Returns: Declarations (never nil source together with no diagnostic).
    /// - Complexity: O(n) in the length of the call's text.
    static func expand(_ request: FreestandingExpansion) -> PluginReply {
        let syntax = request.syntax
        let file = syntax.location.fileName
        let call: MacroCall
        do {
            call = try MacroCall.parse(syntax.source)
        } catch {
            return failure(error.message, file: file, at: syntax.location.offset + error.offset)
        }
        let callRange = (syntax.location.offset + call.pound)..<(syntax.location.offset + call.end)
        if let context = request.lexicalContext, !context.isEmpty {
            return failure(
                "'#\(call.name)' must be declared at file scope (outside any type, function or closure)",
                file: file, at: callRange.lowerBound, highlight: callRange)
        }
        if let problem = labelProblem(call) {
            let offset = syntax.location.offset + problem.offset
            return failure(problem.message, file: file, at: offset, highlight: callRange)
        }
        let source = declaration(call, request)
        return .expansion(source: source, diagnostics: [])
    }

    // MARK: - Steps

    /// The first label no `#Preview` takes, or one given twice.
    static func labelProblem(_ call: MacroCall) -> MacroCallError? {
        var seen: Set<String> = []
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            guard labels.contains(label) else {
                let known = labels.sorted().map { "'\($0):'" }.joined(separator: ", ")
                return MacroCallError(
                    message: "'#\(call.name)' has no argument labelled '\(label):'; it takes a name, then \(known)",
                    offset: argument.start)
            }
            guard seen.insert(label).inserted else {
                return MacroCallError(message: "'\(label):' is given twice", offset: argument.start)
            }
        }
        return nil
    }

    /// The record declaration for a parsed call.
    static func declaration(_ call: MacroCall, _ request: FreestandingExpansion) -> String {
        let syntax = request.syntax
        let (line, column) = lineAndColumn(of: call.pound, in: syntax)
        let bytes = Array(syntax.source.utf8)
        let arguments = String(decoding: bytes[call.nameEnd..<call.end], as: UTF8.self)
        let padding = String(repeating: " ", count: column)
        let name = "\(request.discriminator)7previewfMu_"
        return """
            @section("\(section)") @used
            nonisolated private let \(name): @convention(c) () -> UnsafeMutableRawPointer = {
                typealias Preview = SwiftUI.Preview
                return SwiftUI._PreviewRegistration.record(
                    fileID: \(literal(syntax.location.fileID)), line: \(line), column: \(column)
                ) { () -> SwiftUI.Preview in
            #sourceLocation(file: \(literal(syntax.location.fileName)), line: \(line))
            \(padding)Preview\(arguments)
            #sourceLocation()
                }
            }
            """
    }

    /// The 1-based line and column (UTF-8 bytes) of `offset` in the call's text.
    static func lineAndColumn(
        of offset: Int, in syntax: FreestandingExpansion.Syntax
    ) -> (line: Int, column: Int) {
        var line = syntax.location.line
        var column = syntax.location.column
        for byte in syntax.source.utf8.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }

    private static func failure(
        _ message: String, file: String, at offset: Int, highlight: Range<Int>? = nil
    ) -> PluginReply {
        .expansion(
            source: nil,
            diagnostics: [PluginDiagnostic(error: message, fileName: file, offset: offset, highlight: highlight)])
    }
}
