//  RequestFailure.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Errors": the failures an extension reports instead of
//  a result; the wire form is `ProtocolFailure`.

package import GlimpseArchive

/// A request the runtime cannot answer, reported to the host as a `ProtocolFailure`.
package struct RequestFailure: Error, Sendable {
    /// The protocol's failure codes.
    package struct Code: Hashable, Sendable {
        package let rawValue: String
        /// No widget of the requested kind.
        package static let unknownKind = Code(rawValue: "unknownKind")
        /// The family is not a `WidgetFamily` name.
        package static let unknownFamily = Code(rawValue: "unknownFamily")
        /// The widget does not list the family in `supportedFamilies`.
        package static let unsupportedFamily = Code(rawValue: "unsupportedFamily")
        /// The request is malformed or misses a field.
        package static let badRequest = Code(rawValue: "badRequest")
        /// The provider's answer could not be laid out or encoded.
        package static let providerFailed = Code(rawValue: "providerFailed")
    }

    package var code: Code
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The failure on the wire.
    package var protocolFailure: ProtocolFailure { ProtocolFailure(code: code.rawValue, message: message) }
}
