//  INIntent+ClassNameTests.swift — IntentsTests (Glimpse)
//  Status: Complete
//  Behaviour: an intent class is found by the module-qualified name `String(reflecting:)`
//  writes, top-level or nested in a type; a name this process has no INIntent subclass of is nil.

import Foundation
import Intents
import Testing

enum Outer {
    class InnerIntent: INIntent {
        var note: String? = nil
    }
}

struct INIntentClassNameTests {
    @Test(
        arguments: [
            // top-level, nested in an enumeration
            (String(reflecting: PurchasesIntent.self), "PurchasesIntent"),
            (String(reflecting: Outer.InnerIntent.self), "InnerIntent"),
            // no such class; a class that is no INIntent; not a qualified name
            ("IntentsTests.NoSuchIntent", nil), ("IntentsTests.Shop", nil), ("PurchasesIntent", nil), ("", nil),
        ] as [(String, String?)])
    func anIntentClassIsFoundByItsQualifiedName(name: String, found: String?) {
        let intentClass = INIntent._intentClass(named: name)
        #expect(intentClass.map { "\($0)" } == found)
    }
}
