//  PluginMessage.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete for capability and freestanding expansion (protocol version 7)
//  Behaviour: Docs/Previews.md "The plugin protocol" — the messages between swift-frontend and an
//  executable compiler plugin, as swift-syntax's PluginMessages.swift defines them and as
//  `SWIFT_DUMP_PLUGIN_MESSAGING=1` shows Swift 6.3.1 sending them: one JSON object whose only key
//  names the message. Unknown keys are ignored, so later compilers' extra fields do no harm.

import Foundation

/// The plugin protocol version this plugin speaks (swift-syntax's `PROTOCOL_VERSION_NUMBER` 7,
/// which Swift 6.3.1 also announces).
let pluginProtocolVersion = 7

/// A message from the compiler.
enum HostMessage: Decodable, Equatable {
    /// `{"getCapability":{"capability":{"protocolVersion":7}}}`.
    case getCapability(protocolVersion: Int?)
    /// `{"expandFreestandingMacro":{…}}`.
    case expandFreestandingMacro(FreestandingExpansion)
    /// Any other message (`expandAttachedMacro`, `loadPluginLibrary`), by its key.
    case unsupported(String)

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Capability: Decodable {
        struct Host: Decodable { var protocolVersion: Int? }
        var capability: Host?
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a message with no kind"))
        }
        switch key.stringValue {
        case "getCapability":
            let body = try container.decode(Capability.self, forKey: key)
            self = .getCapability(protocolVersion: body.capability?.protocolVersion)
        case "expandFreestandingMacro":
            self = .expandFreestandingMacro(try container.decode(FreestandingExpansion.self, forKey: key))
        default:
            self = .unsupported(key.stringValue)
        }
    }
}

/// The body of `expandFreestandingMacro`: which macro, and the call's text and place.
struct FreestandingExpansion: Decodable, Equatable {
    struct MacroReference: Decodable, Equatable {
        var moduleName: String
        var typeName: String
        var name: String
    }

    /// `syntax`: the call's source, leading and trailing trivia included, and where it starts.
    struct Syntax: Decodable, Equatable {
        struct Location: Decodable, Equatable {
            /// `Module/File.swift`, as `#fileID`.
            var fileID: String
            /// The full path, as `#filePath`.
            var fileName: String
            /// UTF-8 offset of `source`'s first byte in the file.
            var offset: Int
            var line: Int
            var column: Int
        }
        var kind: String
        var source: String
        var location: Location
    }

    var macro: MacroReference
    /// `expression`, `declaration` or `codeItem`; absent before protocol version 5.
    var macroRole: String?
    /// A mangled prefix unique to this expansion; names made from it need no `names:` declaration.
    var discriminator: String
    var syntax: Syntax
    /// The declarations and closures around the call, innermost first; empty at file scope.
    var lexicalContext: [Syntax]?
}

/// A message to the compiler.
enum PluginReply: Encodable, Equatable {
    /// `{"getCapabilityResult":{"capability":{"protocolVersion":7}}}`.
    case capability(protocolVersion: Int)
    /// `{"expandMacroResult":{"expandedSource":"…","diagnostics":[…]}}`; no source means failure.
    case expansion(source: String?, diagnostics: [PluginDiagnostic])

    private enum Kind: String, CodingKey { case getCapabilityResult, expandMacroResult }
    private enum CapabilityKeys: String, CodingKey { case capability }
    private enum VersionKeys: String, CodingKey { case protocolVersion }
    private enum ExpansionKeys: String, CodingKey { case expandedSource, diagnostics }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .capability(let version):
            var body = container.nestedContainer(keyedBy: CapabilityKeys.self, forKey: .getCapabilityResult)
            var capability = body.nestedContainer(keyedBy: VersionKeys.self, forKey: .capability)
            try capability.encode(version, forKey: .protocolVersion)
        case .expansion(let source, let diagnostics):
            var body = container.nestedContainer(keyedBy: ExpansionKeys.self, forKey: .expandMacroResult)
            try body.encodeIfPresent(source, forKey: .expandedSource)
            try body.encode(diagnostics, forKey: .diagnostics)
        }
    }
}

/// A diagnostic at a place in the user's file (`position.offset` is a UTF-8 offset in the file).
struct PluginDiagnostic: Encodable, Equatable {
    struct Position: Encodable, Equatable {
        var fileName: String
        var offset: Int
    }
    struct Range: Encodable, Equatable {
        var fileName: String
        var startOffset: Int
        var endOffset: Int
    }
    var message: String
    /// `error`, `warning`, `note` or `remark`.
    var severity: String
    var position: Position
    var highlights: [Range]
    var notes: [String] = []
    var fixIts: [String] = []

    /// An error at `offset` in `fileName`, highlighting `highlight` (offsets in the file).
    init(error message: String, fileName: String, offset: Int, highlight: Swift.Range<Int>? = nil) {
        self.message = message
        severity = "error"
        position = Position(fileName: fileName, offset: offset)
        highlights =
            highlight.map {
                [Range(fileName: fileName, startOffset: $0.lowerBound, endOffset: $0.upperBound)]
            } ?? []
    }
}
