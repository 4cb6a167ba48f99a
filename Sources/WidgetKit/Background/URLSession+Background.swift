//  URLSession+Background.swift — WidgetKit (Glimpse)
//  Status: Complete for sessions whose delegate is a URLSessionDownloadDelegate
//  Behaviour: Apple Foundation "init(configuration:delegate:delegateQueue:)": the same call, made
//  with a download delegate, also records a background session (one made from
//  `background(withIdentifier:)`) so the host's events reach its delegate. Chosen over
//  FoundationNetworking's initialiser because its delegate type is more specific.

#if canImport(FoundationNetworking)
    public import Foundation
    public import FoundationNetworking

    extension URLSession {
        /// Creates a session as Foundation does; when `configuration` has an `identifier` (a
        /// background session), the session is the one the host's events for that identifier go to
        /// (the latest made in the process).
        ///
        /// Source: Apple Foundation "init(configuration:delegate:delegateQueue:)".
        public convenience init(
            configuration: URLSessionConfiguration, delegate: (any URLSessionDownloadDelegate)?,
            delegateQueue queue: OperationQueue?
        ) {
            self.init(
                configuration: configuration, delegate: delegate as (any URLSessionDelegate)?, delegateQueue: queue)
            if let identifier = configuration.identifier {
                BackgroundSessions.shared.register(
                    self, identifier: identifier, discretionary: configuration.isDiscretionary)
            }
        }
    }
#endif
