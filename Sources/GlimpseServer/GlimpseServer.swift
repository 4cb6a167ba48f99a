//  GlimpseServer.swift — GlimpseServer (Glimpse)
//  Status: Stub — the web simulator lands with issue 5.
//  Behaviour: ARCHITECTURE.md "GlimpseServer": the web simulator over libmicrohttpd.

/// The web simulator's namespace.
public enum GlimpseServer {}
