//  SystemIntent.swift — AppIntents (Glimpse)
//  Status: Complete
//  Behaviour: Apple AppIntents "SystemIntent": the protocol the system's own intent kinds
//  (`OpenIntent`, `LiveActivityIntent`, `AudioPlaybackIntent`) refine. It adds nothing to
//  `AppIntent`; it marks an intent whose behaviour the system knows.

/// An app intent of a kind the system knows (open, Live Activity, audio playback).
///
/// Source: Apple AppIntents "SystemIntent".
public protocol SystemIntent: AppIntent {}
