//  MissingResourceLog.swift — GlimpseResources (Glimpse)
//  Status: Complete
//  Behaviour: iOS logs a missing asset once ("No image named 'x' found in asset catalog");
//  Glimpse writes one line per missing name to standard error, naming the name and the fix.

import Foundation
import Synchronization

/// Reports a missing image, colour set or strings key once per name.
package enum MissingResourceLog {
    private static let reported = Mutex<Set<String>>([])

    /// Writes `message` to standard error the first time `kind`/`name` is reported; returns
    /// whether it was written.
    @discardableResult
    package static func report(_ kind: String, _ name: String, _ message: String) -> Bool {
        let first = reported.withLock { $0.insert(kind + "\u{0}" + name).inserted }
        guard first else { return false }
        FileHandle.standardError.write(Data(("Glimpse: " + message + "\n").utf8))
        return true
    }

    /// Whether `kind`/`name` has been reported (for tests).
    package static func wasReported(_ kind: String, _ name: String) -> Bool {
        reported.withLock { $0.contains(kind + "\u{0}" + name) }
    }
}
