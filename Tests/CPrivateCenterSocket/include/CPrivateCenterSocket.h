//  CPrivateCenterSocket.h — CPrivateCenterSocket (Glimpse, tests only)
//  Status: Complete
//  Behaviour: the test process's WidgetCenter socket is its own. Before `main` (so before any
//  test or thread runs, which makes setting the environment safe), it sets `GLIMPSE_SOCKET` to
//  `host.sock` in a fresh folder under /tmp that nothing listens on; the folder is removed when
//  the process exits. So ActivityKit changes, WidgetCenter reloads, donations and relevant
//  intents that tests make without a socket of their own, and the glimpse processes tests start
//  without one, never reach a developer's running host on the default socket
//  (`$XDG_RUNTIME_DIR/glimpse/host.sock`, `/tmp/glimpse-<uid>/host.sock`), even with a
//  `GLIMPSE_SOCKET` of the developer's in the environment.

#ifndef CPRIVATECENTERSOCKET_H
#define CPRIVATECENTERSOCKET_H

/// The socket path `GLIMPSE_SOCKET` was set to ("" if no folder could be made, and then the
/// variable names a path in a folder that does not exist).
const char *glimpse_private_center_socket(void);

#endif
