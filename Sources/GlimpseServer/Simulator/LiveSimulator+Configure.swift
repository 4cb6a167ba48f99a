//  LiveSimulator+Configure.swift — GlimpseServer (Glimpse)
//  Status: Complete for adding a control that prompts and for editing a widget
//  Behaviour: issue 12 "Configuration": the page's configuration form, one mechanism for both —
//  a control whose configuration has `promptsForUserConfiguration()` is configured before it is
//  placed, and a widget's "Edit Widget" changes its instance's configuration. The form lists the
//  intent's parameters as its bundle describes them (`parameters`; entities from their query's
//  `suggestedEntities()`); the choice is stored as the configuration JSON. A bundle whose query
//  throws, hangs or crashes answers a clear error here, and nothing stored changes.

import Foundation
import GlimpseArchive
import GlimpseHost

extension LiveSimulator {
    /// The parameters of the intent that configures `kind` (a widget or a control of `bundle`),
    /// read with `configuration`, as the form lists them.
    ///
    /// - Parameter configuration: JSON object text; nil for the intent's defaults.
    /// - Throws: `ServerError` `.notFound` (bundle, or a kind it lacks: its kinds are named),
    ///   `.badRequest` (a kind without options; a configuration that is not a JSON object),
    ///   `.unavailable` with the bundle's message (a query that threw, hung or crashed it).
    public func parameters(bundle name: String, kind: String, configuration: String? = nil) throws(ServerError)
        -> IntentParameters
    {
        guard let bundle = gallery.bundle(named: name) else {
            let names = gallery.bundles.map(\.name).joined(separator: ", ")
            throw ServerError(.notFound, "no bundle '\(name)' in this simulator (\(names))")
        }
        let widget = bundle.widgets.first { $0.kind == kind }
        let control = bundle.controls.first { $0.kind == kind }
        guard widget != nil || control != nil else {
            let kinds = (bundle.widgets.map(\.kind) + bundle.controls.map(\.kind)).joined(separator: ", ")
            throw ServerError(
                .notFound, "bundle '\(bundle.name)' has no widget or control of kind '\(kind)' (kinds: \(kinds))")
        }
        if let control, !control.configurable {
            throw ServerError(.badRequest, "control '\(kind)' has no options: it is a StaticControlConfiguration")
        }
        if let widget, widget.intentType == nil {
            throw ServerError(.badRequest, "widget '\(kind)' has no options: it is a StaticConfiguration")
        }
        if let configuration { try Self.checkConfiguration(configuration) }
        return try Self.hostCall { () throws(HostError) in
            try host.intentParameters(bundle: bundle.path, kind: kind, configuration: configuration)
        }
    }

    /// Widget `id`'s configuration as the form lists it ("Edit Widget").
    /// - Throws: `ServerError` `.notFound`, and as `parameters(bundle:kind:configuration:)`.
    public func instanceParameters(_ id: Int64) throws(ServerError) -> IntentParameters {
        guard let instance = host.instance(InstanceID(id)) else { throw Self.unknown(id) }
        return try parameters(
            bundle: instance.bundle, kind: instance.kind, configuration: instance.configuration)
    }

    /// Control `id`'s configuration as the form lists it.
    /// - Throws: `ServerError` `.notFound`, and as `parameters(bundle:kind:configuration:)`.
    public func controlParameters(_ id: Int64) throws(ServerError) -> IntentParameters {
        guard let shown = controls.control(id) else { throw Self.unknownControl(id) }
        return try parameters(
            bundle: shown.control.bundle, kind: shown.control.kind, configuration: shown.control.configuration)
    }

    /// Stores `configuration` as widget `id`'s and reloads it (free, reason `configuration`).
    /// - Throws: `ServerError` `.notFound`; `.badRequest` when it is not a JSON object (the old
    ///   configuration stays).
    public func configureInstance(_ id: Int64, configuration: String) throws(ServerError) {
        try Self.checkConfiguration(configuration)
        let key = InstanceID(id)
        guard host.instance(key) != nil else { throw Self.unknown(id) }
        try Self.hostCall { () throws(HostError) in try host.reconfigureInstance(key, configuration: configuration) }
        bump([key])
    }

    /// - Throws: `ServerError` `.badRequest` when `configuration` is not a JSON object.
    static func checkConfiguration(_ configuration: String) throws(ServerError) {
        do {
            _ = try JSONValue.object(parsing: configuration)
        } catch {
            throw ServerError(
                .badRequest,
                "a configuration is a JSON object of parameter values ({\"timer\":\"work\"}), not "
                    + "'\(configuration.prefix(80))': \(error.message)")
        }
    }
}
