//  Activity.swift — ActivityKit (Glimpse)
//  Status: Partial — activities live in the process that requests them (`ActivityRegistry`), and
//  each request, update and end is sent to the running host (Docs/WidgetCenter.md "Live
//  Activities"); push updates are not built
//  Behaviour: Apple ActivityKit "Activity" (iOS 16.1; `ActivityContent` forms iOS 16.2): request,
//  update and end a Live Activity; its state, content and their update sequences.

public import Foundation
internal import GlimpseArchive

/// A Live Activity: started with `request(attributes:content:pushType:)`, changed with
/// `update(_:)`, finished with `end(_:dismissalPolicy:)`.
///
/// Source: Apple ActivityKit "Activity".
// @unchecked Sendable: the mutable state (content, state, listeners) is guarded by `lock`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    /// Every new `content`, as updates arrive.
    public typealias ContentUpdates = AsyncStream<ActivityContent<Attributes.ContentState>>
    /// Every new `activityState`, as it changes.
    public typealias ActivityStateUpdates = AsyncStream<ActivityState>
    /// Every new push token; Glimpse has no push service, so the sequence yields nothing.
    public typealias PushTokenUpdates = AsyncStream<Data>
    /// Activities of this type as they start.
    public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>

    /// A unique identifier (a UUID string), as `ActivityViewContext.activityID` reports it.
    public let id: String
    /// The fixed data given at `request`.
    public let attributes: Attributes
    /// The push type asked for at `request`.
    let pushType: PushType?
    /// The attributes as JSON text, as the host is sent them.
    private let attributesJSON: String

    private let lock = NSLock()
    private var storedContent: ActivityContent<Attributes.ContentState>
    private var storedState: ActivityState = .active
    private var contentListeners: [ContentUpdates.Continuation] = []
    private var stateListeners: [ActivityStateUpdates.Continuation] = []

    init(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?,
        attributesJSON: String = "{}"
    ) {
        id = UUID().uuidString
        self.attributes = attributes
        self.pushType = pushType
        self.attributesJSON = attributesJSON
        storedContent = content
    }

    // MARK: - State

    /// The current content.
    public var content: ActivityContent<Attributes.ContentState> { lock.withLock { storedContent } }

    /// The current content's state.
    @available(*, deprecated, message: "use content.state")
    public var contentState: Attributes.ContentState { content.state }

    /// `active`, `stale` once the content's `staleDate` has passed, `ended` or `dismissed`.
    public var activityState: ActivityState {
        lock.withLock {
            guard storedState == .active, let stale = storedContent.staleDate, stale <= Date() else {
                return storedState
            }
            return .stale
        }
    }

    /// The token to send ActivityKit pushes to; nil: Glimpse has no push service.
    public var pushToken: Data? { nil }

    /// Every new content from now on.
    public var contentUpdates: ContentUpdates {
        AsyncStream { continuation in lock.withLock { contentListeners.append(continuation) } }
    }

    /// Every state change from now on.
    public var activityStateUpdates: ActivityStateUpdates {
        AsyncStream { continuation in lock.withLock { stateListeners.append(continuation) } }
    }

    /// New push tokens; none here.
    public var pushTokenUpdates: PushTokenUpdates { AsyncStream { $0.finish() } }

    // MARK: - The app's activities

    /// The app's activities of this type that have not been dismissed, oldest first.
    public static var activities: [Activity<Attributes>] { ActivityRegistry.shared.activities(of: Activity.self) }

    /// Activities of this type as they start, from now on.
    public static var activityUpdates: ActivityUpdates {
        AsyncStream { continuation in ActivityRegistry.shared.listen(for: Activity.self, continuation) }
    }

    /// The token that starts activities of this type by push (iOS 17.2); nil here.
    public static var pushToStartToken: Data? { nil }
    /// New push-to-start tokens; none here.
    public static var pushToStartTokenUpdates: PushTokenUpdates { AsyncStream { $0.finish() } }

    // MARK: - Starting, updating, ending

    /// Starts a Live Activity.
    ///
    /// - Parameters:
    ///   - attributes: The fixed data.
    ///   - content: The first content state, its stale date and relevance.
    ///   - pushType: `.token` or `.channel(_:)` for remote updates; nil for local updates only.
    /// - Returns: The activity, `active`, listed in `activities`; sent to the running host (with
    ///   no host, nothing more happens).
    /// - Throws: The `EncodingError` when the attributes or the state cannot be encoded as JSON
    ///   (ActivityKit sends both as JSON); `ActivityAuthorizationError.attributesTooLarge` when
    ///   together they encode to more than 4096 bytes (Apple: "can't exceed 4 KB").
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        let (attributesJSON, stateJSON) = try ActivityPayload.check(attributes: attributes, state: content.state)
        let activity = Activity(
            attributes: attributes, content: content, pushType: pushType, attributesJSON: attributesJSON)
        ActivityRegistry.shared.add(activity)
        activity.send(.request, state: stateJSON, content: content)
        return activity
    }

    /// Starts a Live Activity with a style (iOS 18).
    ///
    /// Source: Apple ActivityKit "request(attributes:content:pushType:style:)".
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle
    ) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType)
    }

    /// Starts a Live Activity with a content state that never goes stale (iOS 16.1).
    @available(*, deprecated, message: "use request(attributes:content:pushType:)")
    public static func request(
        attributes: Attributes, contentState: Attributes.ContentState, pushType: PushType? = nil
    ) throws -> Activity<Attributes> {
        try request(
            attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// Replaces the content; ignored once the activity has ended.
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        await update(content, alertConfiguration: nil)
    }

    /// Replaces the content and raises `alertConfiguration`'s alert (kept, not shown, here).
    public func update(
        _ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil
    ) async {
        replace(content, ending: nil)
    }

    /// Replaces the content as of `timestamp` (iOS 17.2): an older update than the last is ignored.
    public func update(
        _ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil,
        timestamp: Date
    ) async {
        replace(content, ending: nil)
    }

    /// Replaces the content state (iOS 16.1).
    @available(*, deprecated, message: "use update(_:)")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil)
        async
    {
        replace(ActivityContent(state: contentState, staleDate: nil), ending: nil)
    }

    /// Ends the activity, with a last content if given.
    ///
    /// - Parameters:
    ///   - content: The final content; nil keeps the last one.
    ///   - dismissalPolicy: `.immediate` dismisses it now (it leaves `activities`); otherwise
    ///     it stays `ended` on the Lock Screen.
    public func end(
        _ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default
    ) async {
        replace(content, ending: dismissalPolicy)
    }

    /// Ends the activity as of `timestamp` (iOS 17.2).
    public func end(
        _ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default,
        timestamp: Date
    ) async {
        replace(content, ending: dismissalPolicy)
    }

    /// Ends the activity with a final content state (iOS 16.1).
    @available(*, deprecated, message: "use end(_:dismissalPolicy:)")
    public func end(
        using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default
    )
        async
    {
        replace(contentState.map { ActivityContent(state: $0, staleDate: nil) }, ending: dismissalPolicy)
    }

    // MARK: - Steps

    /// The host's message for `event`, with the attributes, `state` and `content`'s dates; a
    /// NaN or infinite `relevanceScore` is sent finite (`finiteForJSON`) so the update is not lost.
    private func message(
        _ event: LiveActivityMessage.Event, state: String?, content: ActivityContent<Attributes.ContentState>?
    ) -> LiveActivityMessage {
        LiveActivityMessage(
            id: id, event: event, attributesType: "\(Attributes.self)", attributes: attributesJSON, state: state,
            staleDate: content?.staleDate, relevanceScore: content?.relevanceScore.finiteForJSON)
    }

    /// Sends `event` to the running host, quietly.
    private func send(
        _ event: LiveActivityMessage.Event, state: String, content: ActivityContent<Attributes.ContentState>
    ) {
        ActivityRegistry.shared.sender.send(message(event, state: state, content: content))
    }

    /// Sets the content (when given and the activity is not over), and ends it with `policy`.
    private func replace(
        _ content: ActivityContent<Attributes.ContentState>?, ending policy: ActivityUIDismissalPolicy?
    ) {
        let (contents, states, newState, changed, wasRunning) = lock.withLock {
            let over = storedState == .ended || storedState == .dismissed
            var changedContent: ActivityContent<Attributes.ContentState>?
            if let content, !over {
                storedContent = content
                changedContent = content
            }
            var newState: ActivityState?
            if let policy, storedState != .dismissed {
                newState = policy == .immediate ? .dismissed : .ended
                storedState = newState!
            }
            return (contentListeners, stateListeners, newState, changedContent, !over)
        }
        if let changed {
            for listener in contents {
                // The state is a value the app gave (Codable, Hashable, seldom Sendable); each
                // listener gets its own copy.
                nonisolated(unsafe) let copy = changed
                listener.yield(copy)
            }
        }
        if let policy, newState != nil, wasRunning {
            var message = message(.end, state: content.flatMap { ActivityPayload.json($0.state) }, content: content)
            switch policy.kind {
            case .default: message.dismissal = .default
            case .immediate: message.dismissal = .immediate
            case .after(let date): (message.dismissal, message.dismissAt) = (.after, date)
            }
            ActivityRegistry.shared.sender.send(message)
        } else if newState == nil, let changed, let state = ActivityPayload.json(changed.state) {
            send(.update, state: state, content: changed)
        }
        if let newState {
            for listener in states { listener.yield(newState) }
            if newState == .dismissed {
                ActivityRegistry.shared.remove(self)
                for listener in contents { listener.finish() }
                for listener in states { listener.finish() }
            }
        }
    }
}
