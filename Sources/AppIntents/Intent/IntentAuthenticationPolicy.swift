//  IntentAuthenticationPolicy.swift — AppIntents (Glimpse)
//  Status: Partial — declared and read (`AppIntent.authenticationPolicy`); Glimpse's host does
//  not yet ask to unlock before running an intent that requires it.
//  Behaviour: Apple AppIntents "IntentAuthenticationPolicy" (iOS 16) and
//  "AppIntent.authenticationPolicy": whether an intent may run while the device is locked.
//  Default `.alwaysAllowed`.

/// When an intent may run with respect to the device's lock.
///
/// Source: Apple AppIntents "IntentAuthenticationPolicy".
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    /// Runs whether or not the device is locked.
    case alwaysAllowed
    /// Runs only on an unlocked device; the system asks to unlock first.
    case requiresAuthentication
    /// Runs only on an unlocked device authenticated on that device itself (not a paired watch).
    case requiresLocalDeviceAuthentication
}
