//  LazyCurlTests.swift — CLazyCurl (Glimpse)
//  Status: Complete
//  Behaviour: a call through CLazyCurl's definitions loads libcurl and reaches the real
//  function. (That a release bundle starts without libcurl is measured by `glimpse bench
//  extension` and shown in Docs/Architecture.md "How a bundle is linked".)

import CLazyCurl
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("CLazyCurl")
struct LazyCurlTests {
    @Test func aCallLoadsLibcurlAndAnswersWhatLibcurlItselfAnswers() throws {
        let throughShim = String(cString: glimpse_lazy_curl_version())
        #expect(glimpse_lazy_curl_is_loaded() == 1)
        #expect(throughShim.hasPrefix("libcurl/"))

        // The real curl_version, found in libcurl itself (the shim's definitions are hidden).
        let library = try #require(dlopen("libcurl.so.4", RTLD_NOW))
        defer { dlclose(library) }
        let symbol = try #require(dlsym(library, "curl_version"))
        typealias Version = @convention(c) () -> UnsafePointer<CChar>?
        let real = try #require(unsafeBitCast(symbol, to: Version.self)())
        #expect(throughShim == String(cString: real))
    }
}
