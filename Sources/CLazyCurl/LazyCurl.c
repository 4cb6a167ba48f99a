//  LazyCurl.c — CLazyCurl (Glimpse)
//  Status: Complete on Linux with glibc (x86-64 and arm64: every variadic argument libcurl's
//  setopt/getinfo take is one integer or pointer, passed like one)
//  Behaviour: see CLazyCurl.h. These are the libcurl functions FoundationNetworking's C part
//  (_CFURLSessionInterface) calls. A release bundle, linked with -static-stdlib and without
//  -lcurl (Package.swift `bundleLinking`), resolves those calls here at link time: each loads
//  libcurl.so.4 on its first call (dlopen, once) and forwards to the real function (dlsym on
//  that handle, so never back to these). The symbols are hidden: a debug build, where
//  libFoundationNetworking.so links libcurl itself, never binds to them.

#define _GNU_SOURCE
#include "CLazyCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define HIDDEN __attribute__((visibility("hidden")))

static void *library;
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

static void load_library(void) {
    library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_GLOBAL);
    if (library == NULL) {
        // The bundle cannot make a URL request without it; the host reports the bundle's exit.
        fprintf(stderr,
                "glimpse: this widget bundle needs libcurl for URLSession, and it could not be loaded (%s); "
                "install it (apt-get install libcurl4) or run scripts/setup\n",
                dlerror());
        abort();
    }
}

/// The real `name`, loading libcurl first if needed.
static void *real(const char *name) {
    pthread_once(&library_once, load_library);
    void *function = dlsym(library, name);
    if (function == NULL) {
        fprintf(stderr, "glimpse: libcurl.so.4 has no %s (%s); install libcurl 7.62 or later\n", name, dlerror());
        abort();
    }
    return function;
}

int glimpse_lazy_curl_is_loaded(void) {
    // `library` is written once, inside pthread_once, before any forwarded call returns.
    return __atomic_load_n(&library, __ATOMIC_ACQUIRE) != NULL;
}

// Each definition caches its real function (a benign race: every thread stores the same value).
#define REAL(name, type)                                                          \
    type function = (type)__atomic_load_n(&cached_##name, __ATOMIC_RELAXED);      \
    if (function == NULL) {                                                       \
        function = (type)real(#name);                                             \
        __atomic_store_n(&cached_##name, (void *)function, __ATOMIC_RELAXED);     \
    }

/// `ret name(parameters)` forwarding `arguments` to the real one.
#define FORWARD(ret, name, parameters, arguments)                                 \
    typedef ret(*name##_function) parameters;                                     \
    static void *cached_##name;                                                   \
    HIDDEN ret name parameters {                                                  \
        REAL(name, name##_function)                                               \
        return function arguments;                                                \
    }
/// The same for a function that returns nothing.
#define FORWARD_VOID(name, parameters, arguments)                                 \
    typedef void(*name##_function) parameters;                                    \
    static void *cached_##name;                                                   \
    HIDDEN void name parameters {                                                 \
        REAL(name, name##_function)                                               \
        function arguments;                                                       \
    }
/// `name(handle, option, ...)`: libcurl reads exactly one argument after `option` (a long, a
/// curl_off_t, a pointer or a function pointer: one 64-bit integer register each).
#define FORWARD_VARIADIC(name)                                                    \
    typedef int (*name##_function)(void *, int, ...);                             \
    static void *cached_##name;                                                   \
    HIDDEN int name(void *handle, int option, ...) {                              \
        va_list arguments;                                                        \
        va_start(arguments, option);                                              \
        void *argument = va_arg(arguments, void *);                               \
        va_end(arguments);                                                        \
        REAL(name, name##_function)                                               \
        return function(handle, option, argument);                                \
    }

// Opaque handles are void *; CURLcode, CURLMcode, CURLoption, CURLINFO and CURLUPart are ints.
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))
FORWARD(void *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *easy), (easy))
FORWARD_VARIADIC(curl_easy_setopt)
FORWARD_VARIADIC(curl_easy_getinfo)
FORWARD(int, curl_easy_pause, (void *easy, int mask), (easy, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD_VARIADIC(curl_multi_setopt)
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, (void *list, const char *string), (list, string))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **value, unsigned int flags), (url, part, value, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *value, unsigned int flags), (url, part, value, flags))

const char *glimpse_lazy_curl_version(void) {
    const char *version = curl_version();
    return version != NULL ? version : "";
}
