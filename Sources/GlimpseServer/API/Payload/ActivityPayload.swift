//  ActivityPayload.swift — GlimpseServer (Glimpse)
//  Status: Complete
//  Behaviour: Docs/SimulatorAPI.md "Live Activities": one Live Activity shown on the simulated
//  phone, with what its bundle drew (`GET /api/activities`, and `activities` in the places payload).

public import Foundation

/// One Live Activity as the page draws it.
public struct ActivityPayload: Encodable, Sendable {
    /// `Activity.id`.
    public var id: String
    /// The bundle that draws it (its executable's file name); nil when no bundle has its type.
    public var bundle: String?
    public var attributesType: String
    /// `active`, `stale` (past its stale date) or `ended` (on the Lock Screen until dismissed).
    public var life: String
    /// The attributes and the last content state, as JSON text.
    public var attributes: String
    public var state: String
    public var relevanceScore: Double
    public var started: Date
    public var updated: Date
    public var ended: Date?
    /// The drawings' version (`/frames/activity.png?id=…&presentation=…&v=…`); nil when the bundle
    /// drew nothing.
    public var version: String?
    /// Why the bundle drew nothing, when it failed.
    public var error: String?
    /// The presentations drawn and their sizes in points: `content` (the Lock Screen banner, 371
    /// wide), `dynamicIsland.compact`, `.minimal`, `.expanded` (each a 393-point strip of the
    /// screen's top).
    public var presentations: [Presentation]

    public struct Presentation: Encodable, Sendable {
        public var name: String
        public var width: Double
        public var height: Double
    }
}
