//  URLSessionConfiguration+Background.swift — WidgetKit (Glimpse)
//  Status: Complete for download tasks
//  Behaviour: Apple Foundation "background(withIdentifier:)" and "sessionSendsLaunchEvents",
//  which Linux Foundation lacks (its `background(withIdentifier:)` is unavailable): a session
//  made from this configuration hands its downloads to the Glimpse host
//  (Docs/ExtensionProtocol.md "Background transfers"). Widget source that imports WidgetKit
//  sees these instead of FoundationNetworking's (a module's declarations shadow those of the
//  modules it imports).

#if canImport(FoundationNetworking)
    public import Foundation
    public import FoundationNetworking

    extension URLSessionConfiguration {
        /// A configuration for a session whose download tasks the host performs: they go on while
        /// the widget extension is stopped, and their events come back through the widget's
        /// `onBackgroundURLSessionEvents(matching:_:)` handler and the session delegate.
        ///
        /// - Parameter identifier: The session's name; a session made later (in another run of
        ///   the extension) with the same identifier receives the events.
        /// - Returns: The default configuration with `identifier` set. `isDiscretionary` and the
        ///   tasks' `earliestBeginDate` and `countOfBytesClientExpectsToReceive` are passed to the
        ///   host. A process may use up to 8 background identifiers; more are ordinary sessions.
        ///
        /// Source: Apple Foundation "background(withIdentifier:)"; WidgetKit "Making network
        /// requests in a widget extension".
        public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
            let configuration = URLSessionConfiguration.default
            configuration.identifier = identifier
            if let slot = BackgroundSessions.shared.slot(for: identifier) {
                configuration.protocolClasses = [slot] + (configuration.protocolClasses ?? [])
            }
            return configuration
        }

        /// Whether the app is launched for the session's events. Kept for source compatibility;
        /// on Glimpse the widget extension always receives them (`true`, Apple's default).
        ///
        /// Source: Apple Foundation "sessionSendsLaunchEvents".
        public var sessionSendsLaunchEvents: Bool {
            get { BackgroundSessions.shared.launchEvents(of: self) }
            set { BackgroundSessions.shared.setLaunchEvents(newValue, of: self) }
        }
    }

    extension URLSessionTask {
        /// The earliest time the host starts the task's transfer (nil: as soon as possible). Linux
        /// Foundation ignores (and deprecates) its own; this one is passed to the host.
        ///
        /// Source: Apple Foundation "earliestBeginDate".
        public var earliestBeginDate: Date? {
            get { BackgroundSessions.shared.earliestBeginDate(of: self) }
            set { BackgroundSessions.shared.setEarliestBeginDate(newValue, of: self) }
        }
    }
#endif
