//  PluginServer.swift — GlimpsePreviewExpansion (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md "The plugin protocol" — answers each message in order: the
//  capability with protocol version 7, each `#Preview` with its expansion. Never writes anything
//  but framed replies to stdout; a reply the compiler cannot use becomes a diagnostic, not a crash.

import Foundation

/// The plugin's answers, as pure functions of the compiler's messages.
package enum PluginServer {
    /// The reply to one message's JSON.
    static func reply(to message: [UInt8]) -> PluginReply {
        let decoded: HostMessage
        do {
            decoded = try JSONDecoder().decode(HostMessage.self, from: Data(message))
        } catch {
            return unusable("the Glimpse preview plugin could not read the compiler's message: \(error)")
        }
        switch decoded {
        case .getCapability:
            return .capability(protocolVersion: pluginProtocolVersion)
        case .expandFreestandingMacro(let request):
            guard request.macro.typeName == "PreviewMacro" else {
                return unusable("the Glimpse preview plugin has no macro '\(request.macro.typeName)'")
            }
            return PreviewExpansion.expand(request)
        case .unsupported(let kind):
            return unusable("the Glimpse preview plugin does not handle '\(kind)' (it expands only '#Preview')")
        }
    }

    /// The reply as the JSON that goes on the wire.
    static func encode(_ reply: PluginReply) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array((try? encoder.encode(reply)) ?? Data(#"{"expandMacroResult":{"diagnostics":[]}}"#.utf8))
    }

    /// Serves the compiler on stdin/stdout until it closes stdin; exits 1 if the channel breaks.
    package static func run() -> Never {
        let channel = PluginChannel()
        do {
            while let message = try channel.receive() {
                try channel.send(encode(reply(to: message)))
            }
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("GlimpsePreviewMacros: \(error.message)\n".utf8))
            exit(1)
        }
    }

    /// A failed expansion with `message` as an error with no place (the compiler puts it at the call).
    private static func unusable(_ message: String) -> PluginReply {
        .expansion(
            source: nil, diagnostics: [PluginDiagnostic(error: message, fileName: "", offset: 0)])
    }
}
