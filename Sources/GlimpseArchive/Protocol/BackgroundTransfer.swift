//  BackgroundTransfer.swift — GlimpseArchive
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers" (issue 9): a background
//  URLSession's download, which the extension hands to the host (the host performs it, so it
//  goes on while the bundle is stopped) and whose outcome the host hands back in a
//  `backgroundEvents` request.

public import Foundation

/// A download a widget's background `URLSession` asks for, sent by the extension as a
/// notification (`ExtensionResponse.transfer`, id 0) when the task is resumed.
public struct BackgroundTransfer: Hashable, Codable, Sendable {
    /// The session's configuration identifier (`background(withIdentifier:)`).
    public var session: String
    /// The task's `taskIdentifier` in the process that resumed it.
    public var task: Int
    public var url: String
    /// `GET` unless the request says otherwise.
    public var method: String
    /// The request's header fields.
    public var headers: [String: String]?
    /// `earliestBeginDate`: the host does not start the transfer before it.
    public var earliestBeginDate: Date?
    /// The configuration's `isDiscretionary`.
    public var discretionary: Bool?
    /// `countOfBytesClientExpectsToReceive`, bytes; nil when unknown.
    public var expectedBytes: Int64?

    public init(
        session: String, task: Int, url: String, method: String = "GET", headers: [String: String]? = nil,
        earliestBeginDate: Date? = nil, discretionary: Bool? = nil, expectedBytes: Int64? = nil
    ) {
        self.session = session
        self.task = task
        self.url = url
        self.method = method
        self.headers = headers
        self.earliestBeginDate = earliestBeginDate
        self.discretionary = discretionary
        self.expectedBytes = expectedBytes
    }
}

/// How one transfer ended, in a `backgroundEvents` request.
public struct BackgroundTransferResult: Hashable, Codable, Sendable {
    /// `BackgroundTransfer.task` of the transfer.
    public var task: Int
    public var url: String
    /// Path of the downloaded body, written by the host; the extension moves or reads it during
    /// `urlSession(_:downloadTask:didFinishDownloadingTo:)`. Nil when the transfer failed.
    public var file: String?
    /// The HTTP status of the last response; nil when no response came.
    public var statusCode: Int?
    /// The last response's header fields.
    public var headers: [String: String]?
    /// Bytes of body received, resumed parts included.
    public var bytes: Int64
    /// Why the transfer failed (no response, or the host gave up after its retries); nil on
    /// success. An HTTP error status is not a failure: the body is downloaded as on iOS.
    public var error: String?

    public init(
        task: Int, url: String, file: String? = nil, statusCode: Int? = nil, headers: [String: String]? = nil,
        bytes: Int64 = 0, error: String? = nil
    ) {
        self.task = task
        self.url = url
        self.file = file
        self.statusCode = statusCode
        self.headers = headers
        self.bytes = bytes
        self.error = error
    }
}
