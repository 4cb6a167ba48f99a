//  BackgroundDownload.swift — GlimpseHost (Glimpse)
//  Status: Complete
//  Behaviour: Docs/ExtensionProtocol.md "Background transfers": one background session download,
//  performed by the host with FoundationNetworking's URLSession. The body streams into a file;
//  a transfer cut off part way is resumed with `Range: bytes=<received>-` (kept when the server
//  answers 206, started over on 200); a failed attempt is retried up to `attempts` times. An
//  HTTP error status is a finished download (as on iOS), not a failure.

import Foundation
public import GlimpseArchive

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Performs one background transfer.
public enum BackgroundDownload {
    /// Downloads `transfer` into `file` (created or replaced).
    ///
    /// - Parameters:
    ///   - attempts: Tries before giving up (at least 1).
    ///   - retryDelay: Seconds before the second try; doubled for each later one.
    ///   - idleTimeout: Seconds without a byte before an attempt fails.
    ///   - resume: Keep the bytes already in `file` (a transfer a stopped host had begun) and ask
    ///     for the rest with `Range`; false starts the file empty.
    /// - Returns: The result for the extension: the file, status, headers and bytes, or the error
    ///   of the last attempt (the file is then removed).
    public static func run(
        _ transfer: BackgroundTransfer, into file: URL, attempts: Int = 3, retryDelay: TimeInterval = 2,
        idleTimeout: TimeInterval = 60, resume: Bool = false
    ) -> BackgroundTransferResult {
        guard let url = URL(string: transfer.url), url.scheme == "http" || url.scheme == "https" else {
            return BackgroundTransferResult(
                task: transfer.task, url: transfer.url, error: "'\(transfer.url)' is not an http or https URL")
        }
        var received: Int64 = 0
        if resume, let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber {
            received = size.int64Value
        } else {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        var lastError = "no attempt made"
        var delay = retryDelay
        for attempt in 1...max(1, attempts) {
            if attempt > 1 {
                Thread.sleep(forTimeInterval: delay)
                delay *= 2
            }
            var request = URLRequest(url: url, timeoutInterval: idleTimeout)
            request.httpMethod = transfer.method
            for (name, value) in transfer.headers ?? [:] { request.setValue(value, forHTTPHeaderField: name) }
            if received > 0 { request.setValue("bytes=\(received)-", forHTTPHeaderField: "Range") }
            let outcome = Attempt(file: file, resumeFrom: received).run(request, idleTimeout: idleTimeout)
            received = outcome.received
            if let status = outcome.status, outcome.error == nil {
                return BackgroundTransferResult(
                    task: transfer.task, url: transfer.url, file: file.path, statusCode: status,
                    headers: outcome.headers, bytes: received)
            }
            lastError = outcome.error ?? "the response ended early"
        }
        try? FileManager.default.removeItem(at: file)
        return BackgroundTransferResult(
            task: transfer.task, url: transfer.url, bytes: received,
            error: "\(lastError) (gave up after \(max(1, attempts)) attempts)")
    }
}

/// One request of a download, streaming into the file.
// @unchecked Sendable: the delegate's state is written on the session's serial delegate queue
// and read after `done` is signalled.
private final class Attempt: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    struct Outcome {
        var status: Int?
        var headers: [String: String]?
        var received: Int64
        var error: String?
    }

    private let file: URL
    private var handle: FileHandle?
    private var outcome: Outcome
    private let done = DispatchSemaphore(value: 0)

    init(file: URL, resumeFrom received: Int64) {
        self.file = file
        outcome = Outcome(received: received)
    }

    func run(_ request: URLRequest, idleTimeout: TimeInterval) -> Outcome {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = idleTimeout
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        session.dataTask(with: request).resume()
        done.wait()
        session.finishTasksAndInvalidate()
        try? handle?.close()
        return outcome
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        outcome.status = http?.statusCode
        outcome.headers = http?.allHeaderFields.reduce(into: [:]) { $0["\($1.key)"] = "\($1.value)" }
        // 206 continues the bytes kept; anything else starts the file over.
        let resumed = http?.statusCode == 206 && outcome.received > 0
        if !resumed {
            outcome.received = 0
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        handle = try? FileHandle(forWritingTo: file)
        _ = try? handle?.seekToEnd()
        if resumed { outcome.status = 200 }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        do {
            try handle?.write(contentsOf: data)
            outcome.received += Int64(data.count)
        } catch {
            outcome.error = "could not write the download to '\(file.path)': \(error)"
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error, outcome.error == nil { outcome.error = (error as NSError).localizedDescription }
        if outcome.status == nil, outcome.error == nil { outcome.error = "no response" }
        done.signal()
    }
}
