//  AudioPlaybackIntent.swift — AppIntents (Glimpse)
//  Status: Complete (a marker: Glimpse runs every intent in the bundle's process)
//  Behaviour: Apple AppIntents "AudioPlaybackIntent" (iOS 17): an intent that plays, pauses or
//  otherwise changes audio playback; iOS runs it in the app's process (reference
//  widgetkit.md §6).

/// An intent that plays, pauses or changes audio; iOS runs it in the app's process.
///
/// Source: Apple AppIntents "AudioPlaybackIntent".
public protocol AudioPlaybackIntent: SystemIntent {}
