//  WidgetCenterServerTests.swift — GlimpseHostTests (Glimpse)
//  Status: Complete
//  Behaviour: Docs/WidgetCenter.md — a real server on a real socket in a temporary directory,
//  answering through a recording service: what arrives, permissions, bad input, stale sockets,
//  one host per socket, and a clean stop.

import Foundation
import GlimpseArchive
import Testing

@testable import GlimpseHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct WidgetCenterServerTests {
    /// A started server on a fresh path; the caller stops it and removes the directory.
    private func startServer(
        _ service: RecordingCenterService = RecordingCenterService(), in directory: TemporarySocketDirectory = .init()
    ) throws -> (WidgetCenterServer, TemporarySocketDirectory) {
        let server = WidgetCenterServer(socket: directory.socket, service: service)
        try server.start()
        return (server, directory)
    }

    // MARK: - Requests

    @Test func reloadFromAClientReachesTheServiceWithKindBundleAndForeground() throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let client = CenterClient(socket: directory.socket)
        let response = try client.send(
            CenterRequest(
                id: 7, method: .reloadTimelines, bundle: "EmojiRangers", kind: "EmojiRangerWidget", foreground: true))

        #expect(response == CenterResponse(id: 7))
        #expect(
            service.calls == [
                .init(method: "reloadTimelines", bundle: "EmojiRangers", kind: "EmojiRangerWidget", foreground: true)
            ])
    }

    @Test func reloadAllAndInvalidationsReachTheirMethods() throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let client = CenterClient(socket: directory.socket)
        _ = try client.send(CenterRequest(id: 1, method: .reloadAllTimelines, bundle: "B", foreground: false))
        _ = try client.send(
            CenterRequest(id: 2, method: .invalidateRelevance, bundle: "B", kind: "K", foreground: true))
        _ = try client.send(
            CenterRequest(id: 3, method: .invalidateConfigurationRecommendations, bundle: "B", foreground: true))

        #expect(
            service.calls == [
                .init(method: "reloadAll", bundle: "B", foreground: false),
                .init(method: "invalidateRelevance", bundle: "B", kind: "K"),
            ])
    }

    @Test func currentConfigurationsAnswersWhatTheServiceReturns() throws {
        let records = [
            WidgetInfoRecord(id: "1", kind: "EmojiRangerWidget", family: "systemSmall"),
            WidgetInfoRecord(
                id: "4", kind: "CatPhotos", family: "systemLarge", configuration: "{\"album\":\"garden\"}"),
        ]
        let service = RecordingCenterService(configurations: records)
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let response = try CenterClient(socket: directory.socket).send(
            CenterRequest(id: 3, method: .currentConfigurations, bundle: "EmojiRangers", foreground: true))

        #expect(response.configurations == records)
        #expect(service.calls == [.init(method: "currentConfigurations", bundle: "EmojiRangers")])
    }

    @Test func serviceErrorIsAnsweredAsServiceFailedWithItsDescription() throws {
        let service = RecordingCenterService(refusal: "store is read-only")
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let error = try #require(throws: CenterError.self) {
            try CenterClient(socket: directory.socket).send(
                CenterRequest(id: 5, method: .reloadAllTimelines, bundle: "B", foreground: true))
        }
        #expect(error.code == .hostRefused)
        #expect(error.failure?.code == CenterFailure.serviceFailed)
        #expect(error.failure?.message == "reloadAllTimelines for bundle 'B' failed: store is read-only")
        #expect(server.isRunning)
    }

    @Test func severalRequestsOnOneConnectionAreAnsweredInOrder() throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(
            requestLine(CenterRequest(id: 1, method: .reloadAllTimelines, bundle: "A", foreground: true))
                + requestLine(CenterRequest(id: 2, method: .reloadTimelines, bundle: "A", kind: "K", foreground: true)))

        #expect(try connection.readResponse()?.id == 1)
        #expect(try connection.readResponse()?.id == 2)
        #expect(service.calls.map(\.method) == ["reloadAll", "reloadTimelines"])
    }

    // MARK: - Bad input

    @Test func malformedJSONGetsAnErrorAndTheServerKeepsServing() throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write("{\"id\": 4, \"method\": \"reloadTim\n")
        let error = try #require(try connection.readResponse())
        #expect(error.ok == false)
        #expect(error.id == 0)
        #expect(error.error?.code == CenterFailure.malformedRequest)
        #expect(error.error?.message.hasPrefix("request line 1 is not a WidgetCenter request") == true)

        // The same connection, then a new one, are still served.
        connection.write(requestLine(CenterRequest(id: 5, method: .reloadAllTimelines, bundle: "A", foreground: true)))
        #expect(try connection.readResponse() == CenterResponse(id: 5))
        let later = try CenterClient(socket: directory.socket).send(
            CenterRequest(id: 6, method: .reloadAllTimelines, bundle: "A", foreground: true))
        #expect(later.ok)
        #expect(service.calls.count == 2)
    }

    @Test(arguments: [
        // not JSON at all
        ("hello", 0, "is not a WidgetCenter request"),
        // an unknown method keeps its id
        (
            #"{"bundle":"A","foreground":true,"id":9,"method":"explode","version":1}"#, 9,
            "is not a WidgetCenter request"
        ),
        // a field of the wrong type
        (
            #"{"bundle":"A","foreground":"yes","id":3,"method":"reloadAllTimelines","version":1}"#, 3,
            "wrong type at foreground"
        ),
        // reloadTimelines without a kind
        (
            #"{"bundle":"A","foreground":true,"id":4,"method":"reloadTimelines","version":1}"#, 4,
            "needs a widget 'kind'"
        ),
        // an empty bundle
        (
            #"{"bundle":"","foreground":true,"id":5,"method":"reloadAllTimelines","version":1}"#, 5,
            "has an empty 'bundle'"
        ),
        // deep nesting
        (String(repeating: "[", count: 10_000), 0, "nests deeper than 16 JSON levels"),
    ])
    func requestThatIsNotValidIsAnsweredMalformedRequest(line: String, id: Int, message: String) throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(line + "\n")
        let response = try #require(try connection.readResponse())

        #expect(response.id == id)
        #expect(response.error?.code == CenterFailure.malformedRequest)
        #expect(response.error?.message.contains(message) == true, "\(response.error?.message ?? "")")
        #expect(service.calls.isEmpty)
    }

    @Test func newerProtocolVersionIsRefusedNamingBothVersions() throws {
        let (server, directory) = try startServer()
        defer { server.stop(); directory.remove() }

        let error = try #require(throws: CenterError.self) {
            try CenterClient(socket: directory.socket).send(
                CenterRequest(id: 2, method: .reloadAllTimelines, bundle: "A", foreground: true, version: 2))
        }
        #expect(error.failure?.code == CenterFailure.unsupportedVersion)
        #expect(
            error.failure?.message
                == "request 2 speaks WidgetCenter protocol 2; this host speaks 1; update glimpse")
    }

    @Test func requestOverOneMegabyteIsRefusedAndTheNextLineIsServed() throws {
        let service = RecordingCenterService()
        let (server, directory) = try startServer(service)
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(
            Data(repeating: UInt8(ascii: "x"), count: CenterProtocol.maximumRequestBytes + 1) + Data("\n".utf8))
        connection.write(requestLine(CenterRequest(id: 8, method: .reloadAllTimelines, bundle: "A", foreground: true)))

        let refusal = try #require(try connection.readResponse())
        #expect(refusal.error?.code == CenterFailure.tooLarge)
        #expect(refusal.error?.message.hasPrefix("request line 1 is longer than 1000000 bytes") == true)
        #expect(try connection.readResponse() == CenterResponse(id: 8))
        #expect(service.calls.count == 1)
    }

    @Test func requestOfExactlyOneMegabyteIsRead() throws {
        let (server, directory) = try startServer()
        defer { server.stop(); directory.remove() }

        let request = requestLine(CenterRequest(id: 1, method: .reloadAllTimelines, bundle: "A", foreground: true))
        let padding = String(repeating: " ", count: CenterProtocol.maximumRequestBytes - (request.utf8.count - 1))
        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(padding + request)

        #expect(try connection.readResponse() == CenterResponse(id: 1))
    }

    @Test func lastRequestWithoutANewlineIsAnsweredWhenTheClientStopsWriting() throws {
        let (server, directory) = try startServer()
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(
            String(
                requestLine(CenterRequest(id: 3, method: .reloadAllTimelines, bundle: "A", foreground: true)).dropLast()
            ))
        connection.finishWriting()

        #expect(try connection.readResponse() == CenterResponse(id: 3))
        #expect(try connection.readResponse() == nil)
    }

    @Test func blankLinesAreSkipped() throws {
        let (server, directory) = try startServer()
        defer { server.stop(); directory.remove() }

        let connection = try RawCenterConnection(path: directory.socketPath)
        connection.write(
            "\n  \n" + requestLine(CenterRequest(id: 4, method: .reloadAllTimelines, bundle: "A", foreground: true)))

        #expect(try connection.readResponse() == CenterResponse(id: 4))
    }

    // MARK: - The socket file

    @Test func socketIsMode0600AndTheDirectoryItCreates0700() throws {
        let directory = TemporarySocketDirectory()
        let nested = CenterSocketPath(path: directory.path + "/run/host.sock")
        let server = WidgetCenterServer(socket: nested, service: RecordingCenterService())
        try server.start()
        defer { server.stop(); directory.remove() }

        #expect(permissions(of: nested.path) == 0o600)
        #expect(permissions(of: directory.path + "/run") == 0o700)
        var info = stat()
        #expect(lstat(nested.path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK)
    }

    @Test func socketIs0600EvenUnderAPermissiveUmask() throws {
        let previous = umask(0)
        defer { umask(previous) }
        let (server, directory) = try startServer()
        defer { server.stop(); directory.remove() }

        #expect(permissions(of: directory.socketPath) == 0o600)
    }

    @Test func defaultDirectoryIsNarrowedTo0700() throws {
        let directory = TemporarySocketDirectory()
        try FileManager.default.createDirectory(
            atPath: directory.path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let socket = CenterSocketPath(path: directory.socketPath, source: .runtimeDirectory)
        let server = WidgetCenterServer(socket: socket, service: RecordingCenterService())
        try server.start()
        defer { server.stop(); directory.remove() }

        #expect(permissions(of: directory.path) == 0o700)
    }

    @Test func symbolicLinkInPlaceOfTheDefaultDirectoryIsRefused() throws {
        let directory = TemporarySocketDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        defer { directory.remove() }
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/glimpse", withDestinationPath: "/tmp")
        let socket = CenterSocketPath(path: directory.path + "/glimpse/host.sock", source: .runtimeDirectory)

        let error = try #require(throws: CenterError.self) {
            try WidgetCenterServer(socket: socket, service: RecordingCenterService()).start()
        }
        #expect(error.code == .badSocketPath)
        #expect(error.message.contains("is not a directory (a symbolic link is refused)"))
    }

    @Test func staleSocketFileIsReplaced() throws {
        let directory = TemporarySocketDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        defer { directory.remove() }
        // A socket file nothing listens on, as a killed host leaves it.
        #if canImport(Darwin)
            let stale = socket(AF_UNIX, SOCK_STREAM, 0)
        #else
            let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        let address = try UnixSocketAddress(path: directory.socketPath)
        #expect(address.withSockaddr { bind(stale, $0, $1) } == 0)
        close(stale)

        let server = WidgetCenterServer(socket: directory.socket, service: RecordingCenterService())
        try server.start()
        defer { server.stop() }

        #expect(
            try CenterClient(socket: directory.socket).send(
                CenterRequest(id: 1, method: .reloadAllTimelines, bundle: "A", foreground: true)
            ).ok)
    }

    @Test func secondServerOnALiveSocketIsRefusedAndTheFirstKeepsServing() throws {
        let (first, directory) = try startServer()
        defer { first.stop(); directory.remove() }

        let error = try #require(throws: CenterError.self) {
            try WidgetCenterServer(socket: directory.socket, service: RecordingCenterService()).start()
        }
        #expect(error.code == .addressInUse)
        #expect(
            error.message
                == "another Glimpse host is serving \(directory.socketPath) (it holds \(directory.socketPath).lock); stop it first"
        )
        #expect(
            try CenterClient(socket: directory.socket).send(
                CenterRequest(id: 1, method: .reloadAllTimelines, bundle: "A", foreground: true)
            ).ok)
    }

    @Test func fileThatIsNotASocketIsRefusedAndKept() throws {
        let directory = TemporarySocketDirectory()
        try FileManager.default.createDirectory(atPath: directory.path, withIntermediateDirectories: true)
        defer { directory.remove() }
        try Data("notes".utf8).write(to: URL(fileURLWithPath: directory.socketPath))

        let error = try #require(throws: CenterError.self) {
            try WidgetCenterServer(socket: directory.socket, service: RecordingCenterService()).start()
        }
        #expect(error.code == .badSocketPath)
        #expect(
            error.message
                == "\(directory.socketPath) exists and is not a socket; remove it or set GLIMPSE_SOCKET elsewhere")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.socketPath)) == Data("notes".utf8))
    }

    @Test func pathLongerThanSunPathIsRefusedNamingTheLimit() throws {
        let long = "/tmp/" + String(repeating: "d", count: 120) + "/host.sock"
        let error = try #require(throws: CenterError.self) {
            try WidgetCenterServer(socket: CenterSocketPath(path: long), service: RecordingCenterService()).start()
        }
        #expect(error.code == .badSocketPath)
        #expect(error.message.contains("the limit is 107"))
    }

    // MARK: - Stopping

    @Test func stopRemovesTheSocketAndClientsThenFindNoHost() throws {
        let (server, directory) = try startServer()
        defer { directory.remove() }
        let idle = try RawCenterConnection(path: directory.socketPath)  // an open connection does not hold stop()

        server.stop()

        #expect(!server.isRunning)
        #expect(!FileManager.default.fileExists(atPath: directory.socketPath))
        #expect(try idle.readResponse() == nil)
        let error = try #require(throws: CenterError.self) {
            try CenterClient(socket: directory.socket).send(
                CenterRequest(id: 1, method: .currentConfigurations, bundle: "A", foreground: true))
        }
        #expect(error.code == .hostUnavailable)
        #expect(
            error.message == "no Glimpse host is listening on \(directory.socketPath) (is `glimpse serve` running?)")
    }

    @Test func stopTwiceAndStartAfterStopAreHandled() throws {
        let (server, directory) = try startServer()
        defer { directory.remove() }
        server.stop()
        server.stop()

        #expect(throws: CenterError.self) { try server.start() }
        // The lock was released: a new server takes the path.
        let next = WidgetCenterServer(socket: directory.socket, service: RecordingCenterService())
        try next.start()
        next.stop()
    }
}
