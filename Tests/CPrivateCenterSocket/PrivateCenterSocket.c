//  PrivateCenterSocket.c — CPrivateCenterSocket (Glimpse, tests only)
//  Status: Complete
//  Behaviour: see CPrivateCenterSocket.h. A constructor runs before `main`, when the process has
//  one thread, so `setenv` cannot race a reader.

#include "CPrivateCenterSocket.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char folder[64];
static char socket_path[96];

static void remove_folder(void) {
    char path[128];
    // What a host started on the socket leaves: the socket and its lock.
    snprintf(path, sizeof path, "%s/host.sock", folder);
    unlink(path);
    snprintf(path, sizeof path, "%s/host.sock.lock", folder);
    unlink(path);
    rmdir(folder);
}

__attribute__((constructor)) static void install_private_center_socket(void) {
    strcpy(folder, "/tmp/glimpse-tests-center-XXXXXX");
    if (mkdtemp(folder) == NULL) {
        // No folder: a path in one that does not exist still keeps the default socket out.
        setenv("GLIMPSE_SOCKET", "/nonexistent/glimpse-tests/host.sock", 1);
        return;
    }
    snprintf(socket_path, sizeof socket_path, "%s/host.sock", folder);
    setenv("GLIMPSE_SOCKET", socket_path, 1);
    atexit(remove_folder);
}

const char *glimpse_private_center_socket(void) { return socket_path; }
