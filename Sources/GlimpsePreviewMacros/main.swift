//  main.swift — GlimpsePreviewMacros (Glimpse)
//  Status: Complete
//  Behaviour: Docs/Previews.md — the compiler starts this executable (SwiftPM passes
//  `-load-plugin-executable <path>#GlimpsePreviewMacros`) and talks to it on stdin/stdout; the
//  protocol and the expansion live in GlimpsePreviewExpansion, where they are tested.

import GlimpsePreviewExpansion

PluginServer.run()
