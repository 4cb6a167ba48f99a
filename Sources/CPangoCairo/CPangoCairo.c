//  CPangoCairo.c — CPangoCairo (Glimpse)
//  Status: Complete
//  Behaviour: Pango and Cairo for GlimpseText, GlimpseResources and GlimpseRender, without the
//  "-pthread" that pkg-config's `pangocairo` brings (through gio's private requirement on
//  gmodule) and that SwiftPM warns about on every build (issue 14). This C target exists so
//  its `include` folder is on every importer's header path: `include/pango` links to Debian's
//  `/usr/include/pango-1.0/pango`, so `<pango/pangocairo.h>` resolves; the include paths of
//  Cairo, GLib and HarfBuzz come from the system libraries `CCairo` (pkg-config `cairo`) and
//  `CHarfBuzz` (`harfbuzz-gobject`), whose flags carry no -pthread; the libraries are linked by
//  the target's linker settings. The flag itself only matters for linking with glibc before
//  2.34 (pthread is part of libc since), and SwiftPM dropped it anyway.

#include "shim.h"
