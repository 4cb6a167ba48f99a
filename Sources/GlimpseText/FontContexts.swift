//  FontContexts.swift — GlimpseText (Glimpse)
//  Status: Complete
//  Behaviour: Pango keeps its font caches (fontconfig matches, fontsets, glyph extents) in the
//  font map, and `pango_cairo_font_map_get_default` gives each thread its own (Pango ≥ 1.32.6)
//  because a font map is not thread-safe. A server that draws on a new thread per connection
//  would match every font with fontconfig again for every frame; so font maps are pooled
//  instead: a thread borrows one, uses it alone, and gives it back warm.

import CPangoCairo
import Synchronization

/// Pango contexts on pooled font maps, prepared with `FontResolver.applyFontOptions(to:)`.
/// Safe to call from any thread; each call has its font map to itself until it returns.
public enum FontContexts {
    /// Idle font maps kept for the next caller, at most: 4 (more are released). One is enough
    /// for a renderer behind a lock; a few cover nested and concurrent use.
    static let idleCapacity = 4

    /// Runs `body` with a `PangoContext*` for measuring: no transformation, so sizes and
    /// positions are in points as `FontResolver` sets them. `body` must not keep the context
    /// or any layout made from it past its return.
    public static func measuring<R, E: Error>(_ body: (OpaquePointer) throws(E) -> R) throws(E) -> R {
        let lease = borrow()
        defer { giveBack(lease) }
        return try body(lease.measuring)
    }

    /// Runs `body` with a `PangoContext*` for drawing on `cr` (a `cairo_t*`): it follows the
    /// context's current transformation and target, as one from `pango_cairo_create_context`
    /// would. `body` must not keep the context or any layout made from it past its return.
    public static func drawing<R, E: Error>(on cr: OpaquePointer, _ body: (OpaquePointer) throws(E) -> R) throws(E)
        -> R
    {
        let lease = borrow()
        defer { giveBack(lease) }
        pango_cairo_update_context(cr, lease.drawing)
        return try body(lease.drawing)
    }

    // MARK: - Pool

    /// A font map and its two contexts; used by one thread at a time.
    // @unchecked Sendable: the Pango objects are touched only by the thread that borrowed it.
    private final class Lease: @unchecked Sendable {
        /// `PangoFontMap*`.
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        /// `PangoContext*`s.
        let measuring: OpaquePointer
        let drawing: OpaquePointer

        /// The configuration generation the map was made in (`use(_:)` starts a new one).
        let generation: Int

        init() {
            let current = FontContexts.configuration.withLock { $0 }
            generation = current.generation
            fontMap = pango_cairo_font_map_new()!
            if let config = current.config {
                // A cairo font map is a fontconfig one on Linux (PangoCairoFcFontMap).
                pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
            }
            measuring = pango_font_map_create_context(fontMap)!
            drawing = pango_font_map_create_context(fontMap)!
            FontResolver.applyFontOptions(to: measuring)
            FontResolver.applyFontOptions(to: drawing)
        }

        deinit {
            g_object_unref(UnsafeMutableRawPointer(measuring))
            g_object_unref(UnsafeMutableRawPointer(drawing))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    private static let idle = Mutex<[Lease]>([])

    /// The fontconfig configuration new font maps use (`FcConfig*`; nil: the process's
    /// default), and its generation. The config is never released.
    // @unchecked Sendable: an FcConfig is only read once built; fontconfig locks its own state.
    private struct Configuration: @unchecked Sendable {
        var generation = 0
        var config: OpaquePointer?
    }
    private static let configuration = Mutex(Configuration())

    /// Makes font maps made from now on use `config` (an `FcConfig*`, kept for the process):
    /// idle maps are dropped at once, borrowed ones when they are given back.
    package static func use(_ config: OpaquePointer) {
        configuration.withLock { $0 = Configuration(generation: $0.generation + 1, config: config) }
        idle.withLock { $0.removeAll() }
    }

    private static func borrow() -> Lease {
        idle.withLock { $0.popLast() } ?? Lease()
    }

    private static func giveBack(_ lease: Lease) {
        guard lease.generation == configuration.withLock({ $0.generation }) else { return }
        idle.withLock { leases in
            if leases.count < idleCapacity { leases.append(lease) }
        }
    }
}
