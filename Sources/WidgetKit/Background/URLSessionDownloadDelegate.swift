//  URLSessionDownloadDelegate.swift — WidgetKit (Glimpse)
//  Status: Complete
//  Behaviour: Apple Foundation "URLSessionDownloadDelegate" with "urlSessionDidFinishEvents(
//  forBackgroundURLSession:)", which Linux Foundation's delegate protocols lack: a widget's
//  delegate that imports WidgetKit conforms to this refinement (it shadows FoundationNetworking's
//  protocol of the same name), so the method it writes is called when a background session's
//  events have all been delivered.

#if canImport(FoundationNetworking)
    public import FoundationNetworking

    /// A download task's delegate, with the background-session method Apple declares on
    /// `URLSessionDelegate`.
    ///
    /// Source: Apple Foundation "URLSessionDownloadDelegate",
    /// "urlSessionDidFinishEvents(forBackgroundURLSession:)".
    public protocol URLSessionDownloadDelegate: FoundationNetworking.URLSessionDownloadDelegate {
        /// Called on the delegate queue once every event waiting for a background session has been
        /// delivered to the delegate; call the completion handler the widget's
        /// `onBackgroundURLSessionEvents` handler received from here. Default: nothing.
        func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession)
    }

    extension URLSessionDownloadDelegate {
        public func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {}
    }
#endif
