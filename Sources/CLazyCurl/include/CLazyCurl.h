//  CLazyCurl.h — CLazyCurl (Glimpse)
//  Status: Complete on Linux with glibc
//  Behaviour: Docs/Architecture.md "How a bundle is linked" — a release bundle links Swift's
//  runtime and Foundation statically, and FoundationNetworking's calls into libcurl land on
//  the definitions in LazyCurl.c, which load libcurl (and its ~35 libraries) the first time a
//  URL session needs it, not when the bundle starts. Swift sees only the two functions below.

#ifndef CLAZYCURL_H
#define CLAZYCURL_H

/// 1 once libcurl has been loaded through these definitions, else 0.
int glimpse_lazy_curl_is_loaded(void);

/// libcurl's `curl_version()` ("libcurl/7.88.1 OpenSSL/3.0.x …"), called through the lazy
/// definitions, so calling it loads libcurl. Never NULL.
const char *glimpse_lazy_curl_version(void);

#endif
