//  HTTPResponse.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: RFC 9110 — a status, headers and a body; the body is either bytes or a server-sent
//  event stream (WHATWG HTML "Server-sent events") that stays open.

public import Foundation

/// What the server answers.
public struct HTTPResponse: Sendable {
    /// The body: bytes, or an event stream written as events arrive.
    public enum Body: Sendable {
        case data(Data)
        case events(EventStream)
    }

    public var status: Int
    /// Header values by name, as sent.
    public var headers: [String: String]
    public var body: Body

    public init(status: Int = 200, headers: [String: String] = [:], body: Body = .data(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The body's bytes (empty for an event stream).
    public var data: Data {
        if case .data(let data) = body { return data }
        return Data()
    }

    // MARK: - Making responses

    /// `value` encoded as JSON (sorted keys, ISO 8601 dates), `application/json`.
    public static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        do {
            let data = try JSONCoding.encoder.encode(value)
            return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: .data(data))
        } catch {
            return failure(
                ServerError(.internalError, "could not encode the answer as JSON: \(error); please report it"))
        }
    }

    /// `{"error": {"code": …, "message": …}}` with the code's status.
    public static func failure(_ error: ServerError) -> HTTPResponse {
        let body = ["error": ["code": error.code.description, "message": error.message]]
        let data = (try? JSONCoding.encoder.encode(body)) ?? Data()
        return HTTPResponse(
            status: error.code.httpStatus, headers: ["Content-Type": "application/json"], body: .data(data))
    }

    /// Bytes of `contentType`.
    public static func bytes(_ data: Data, contentType: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": contentType], body: .data(data))
    }
}
