//  IntentAuthenticationPolicyTests.swift — AppIntentsTests
//  An intent runs while locked unless it declares otherwise (IntentAuthenticationPolicy.swift).

import AppIntents
import Testing

struct IntentAuthenticationPolicyTests {
    private struct Refresh: AppIntent {
        static let title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult { .result() }
    }

    private struct Unlock: AppIntent {
        static let title: LocalizedStringResource = "Unlock Door"
        static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication
        func perform() async throws -> some IntentResult { .result() }
    }

    private struct Arm: AppIntent {
        static let title: LocalizedStringResource = "Arm"
        static var authenticationPolicy: IntentAuthenticationPolicy { .requiresLocalDeviceAuthentication }
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anIntentMayRunWhileLockedByDefault() {
        #expect(Refresh.authenticationPolicy == .alwaysAllowed)
    }

    @Test func aDeclaredPolicyIsTheOneRead() {
        #expect(Unlock.authenticationPolicy == .requiresAuthentication)
        #expect(Arm.authenticationPolicy == .requiresLocalDeviceAuthentication)
    }
}
