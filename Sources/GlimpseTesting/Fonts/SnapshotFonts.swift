//  SnapshotFonts.swift — GlimpseTesting (Glimpse)
//  Status: Complete
//  Behaviour: issue 14 "Fonts, hinting and anti-aliasing are fixed for snapshots": before the
//  first snapshot is laid out, GlimpseText's fixed fontconfig configuration replaces the
//  process's (`FontConfiguration`: the system's fonts and packaged rules only, grey
//  anti-aliasing, no hinting); Cairo's font options are fixed for every render already
//  (`FontResolver.applyFontOptions`: no hinting, no metric rounding, grey anti-aliasing).

import GlimpseText

enum SnapshotFonts {
    /// Fixes the fonts snapshots are drawn with; cheap after the first call, safe from any thread.
    static func install() {
        FontConfiguration.install()
    }
}
