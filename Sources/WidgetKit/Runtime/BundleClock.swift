//  BundleClock.swift — WidgetKit (Glimpse)
//  Status: Complete on Linux with glibc; elsewhere the clock stays real and the host re-dates
//  Behaviour: Docs/ExtensionProtocol.md "Time": a request's `date` (the host's simulated time)
//  becomes the bundle's wall clock, so `Date()`, `Date.now` and `Calendar` arithmetic in a
//  provider see the simulated day; a request without one puts the real time back.

internal import CBundleClock
import Foundation

/// The extension process's wall clock, as the host sets it. Only the runtime of a bundle
/// executable moves it (never an in-process `RequestHandler`, which shares its process's clock)
/// and GlimpseTesting's `TimelineHarness`, around each provider call it makes, when asked to.
package enum BundleClock {
    /// Makes the process's wall clock read `date` from now on and run on at the real rate (nil:
    /// the real time again), and returns what `Date()` reads now: `date` when the clock could be
    /// set, else the real time (the host then moves the answer's dates itself).
    package static func set(_ date: Date?) -> Date {
        guard let date else {
            glimpse_bundle_clock_reset()
            return Date()
        }
        glimpse_bundle_clock_set(Int64((date.timeIntervalSince1970 * 1e9).rounded()))
        // Foundation reads the clock through the definitions in CBundleClock unless this
        // platform or a static libc bypasses them; then the clock stays real.
        guard abs(Date().timeIntervalSince(date)) < 1 else {
            glimpse_bundle_clock_reset()
            return Date()
        }
        return date
    }
}
