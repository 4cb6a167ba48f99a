// swift-tools-version: 6.1
//  Package.swift — Glimpse: WidgetKit, and the system that hosts widgets, for Linux.
//  The module map is in Docs/Architecture.md. C libraries come from Debian's
//  -dev packages (scripts/setup installs them); no SwiftPM package from outside the toolchain.

import CompilerPluginSupport
import PackageDescription

/// Settings for Glimpse's own modules (not for widget sources in Examples/, which must
/// compile as they would for iOS).
let engineSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Targets a widget bundle depends on only off Apple platforms, as the README shows.
let linuxOnly: TargetDependencyCondition? = .when(platforms: [.linux])

/// How a release build links a widget bundle on Linux (Docs/Architecture.md "How a bundle is
/// linked"): Swift's runtime and Foundation statically (`-static-stdlib`, with the libraries
/// Foundation's own parts need, which a dynamic build's autolink entries do not name), and
/// without libcurl, which CLazyCurl loads the first time a URL session needs it. A cold start
/// then maps 44 libraries instead of 86. Debug builds (`make test`, CI) link as SwiftPM does.
let bundleLinking: [LinkerSetting] = [
    .unsafeFlags(
        ["-static-stdlib", "-Xlinker", "--start-group"]
            + [
                "FoundationNetworking", "_CFURLSessionInterface", "Foundation", "FoundationInternationalization",
                "_FoundationICU", "FoundationEssentials", "_FoundationCShims", "_FoundationCollections",
                "CoreFoundation", "swiftSynchronization", "swiftDispatch", "dispatch", "BlocksRuntime",
                "swiftObservation", "swift_Concurrency", "swift_StringProcessing", "swift_RegexParser",
                "swiftGlibc", "swiftCore", "stdc++", "m",
            ].flatMap { ["-Xlinker", "-l\($0)"] } + ["-Xlinker", "--end-group"],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "Glimpse",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "RelevanceKit", targets: ["RelevanceKit"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Charts", targets: ["Charts"]),
        .plugin(name: "GenerateAssetSymbols", targets: ["GenerateAssetSymbols"]),
        .plugin(name: "GenerateIntentClasses", targets: ["GenerateIntentClasses"]),
        .library(name: "GlimpseTesting", targets: ["GlimpseTesting"]),
        .executable(name: "glimpse", targets: ["glimpse"]),
    ],
    targets: [
        // MARK: C libraries (Debian -dev packages)
        // Pango through a C target, not pkg-config's `pangocairo`, whose -pthread SwiftPM warns
        // about on every build (Sources/CPangoCairo/CPangoCairo.c says how).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz-gobject", providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "CPangoCairo", dependencies: ["CCairo", "CHarfBuzz"],
            linkerSettings: [
                "pangocairo-1.0", "pango-1.0", "pangoft2-1.0", "fontconfig", "gobject-2.0", "glib-2.0", "cairo",
            ].map {
                .linkedLibrary($0)
            }),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        // MARK: Both sides
        .target(name: "GlimpseArchive", swiftSettings: engineSettings),
        .target(
            name: "GlimpseText", dependencies: ["GlimpseArchive", "CPangoCairo"],
            swiftSettings: engineSettings),

        // MARK: Extension side
        // A bundle's resources: asset catalogs, image files, strings tables; image decoding.
        .target(
            name: "GlimpseResources", dependencies: ["GlimpseArchive", "GlimpseText", "CPangoCairo", "CTurboJPEG"],
            swiftSettings: engineSettings),

        // MARK: Extension side (Apple's names)
        .target(
            name: "AppIntents", dependencies: ["GlimpseArchive", "GlimpseResources", "RelevanceKit"],
            swiftSettings: engineSettings),
        // RelevantContext: the clues to when a widget is relevant (AppIntents re-exports it).
        .target(name: "RelevanceKit", dependencies: ["Intents", "MapKit"], swiftSettings: engineSettings),
        // MapKit's point-of-interest categories (RelevantContext.location(category:) takes one).
        .target(name: "MapKit", dependencies: ["GlimpseArchive"], swiftSettings: engineSettings),
        // SiriKit's pieces widgets still use: INIntent configurations, donations, relevant shortcuts.
        .target(name: "Intents", dependencies: ["GlimpseArchive"], swiftSettings: engineSettings),
        // Live Activities: ActivityAttributes, Activity, ActivityContent (their views are WidgetKit's).
        .target(name: "ActivityKit", dependencies: ["AppIntents", "GlimpseArchive"], swiftSettings: engineSettings),
        .target(
            name: "UIKit",
            dependencies: ["GlimpseArchive", "GlimpseResources", "GlimpseText", "CPangoCairo", "_Testing_UIKit"],
            swiftSettings: engineSettings),
        // Xcode's generated asset symbols (`Image(.hero)`, `Color(.brand)`) for a widget target.
        .executableTarget(name: "glimpse-asset-symbols", path: "Sources/GlimpseAssetSymbols"),
        .plugin(
            name: "GenerateAssetSymbols", capability: .buildTool(), dependencies: ["glimpse-asset-symbols"]),
        // Xcode's generated intent classes (`SelectCharacterIntent`, its enums and response) from a
        // widget target's `.intentdefinition` files; Docs/IntentDefinition.md.
        .target(name: "GlimpseIntentDefinition", swiftSettings: engineSettings),
        .executableTarget(
            name: "glimpse-intent-classes", dependencies: ["GlimpseIntentDefinition"],
            path: "Sources/GlimpseIntentClasses"),
        .plugin(
            name: "GenerateIntentClasses", capability: .buildTool(), dependencies: ["glimpse-intent-classes"]),
        // Stands in for Swift Testing's cross-import overlay with UIKit, which Linux toolchains
        // lack (see the file's header): without it `import Testing` + `import SwiftUI` fails.
        .target(name: "_Testing_UIKit"),
        .target(
            name: "SwiftUI",
            dependencies: [
                "AppIntents", "UIKit", "GlimpseArchive", "GlimpseResources", "GlimpseText", "Combine",
                "GlimpsePreviewMacros",
            ],
            swiftSettings: engineSettings),
        // Swift Charts: marks, scales, axes and legends, drawn with SwiftUI's shapes and text.
        .target(name: "Charts", dependencies: ["SwiftUI"], swiftSettings: engineSettings),
        // Apple's Combine names that SwiftUI models use (ObservableObject, @Published); Linux has none.
        .target(name: "Combine", swiftSettings: engineSettings),
        .target(
            name: "WidgetKit",
            dependencies: [
                "SwiftUI", "UIKit", "AppIntents", "Intents", "ActivityKit", "GlimpseArchive", "CBundleClock",
                "CPreviewRecords", "CLazyCurl",
            ],
            swiftSettings: engineSettings),
        // `#Preview`: a compiler plugin that speaks the plugin message protocol itself (no
        // swift-syntax, which cannot be fetched here); Docs/Previews.md.
        .macro(name: "GlimpsePreviewMacros", dependencies: ["GlimpsePreviewExpansion"], swiftSettings: engineSettings),
        .target(name: "GlimpsePreviewExpansion", swiftSettings: engineSettings),
        // The bounds of the `glimpse_previews` section that `#Preview` expansions add records to.
        .target(name: "CPreviewRecords"),
        // The bundle process's wall clock, set to the host's (simulated) time for each request.
        .target(name: "CBundleClock", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // libcurl's functions that FoundationNetworking calls, loading libcurl on the first one
        // (`bundleLinking`).
        .target(name: "CLazyCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // MARK: Host side
        .target(
            name: "GlimpseRender", dependencies: ["GlimpseArchive", "GlimpseText", "CPangoCairo", "CDeflate"],
            swiftSettings: engineSettings),
        .target(
            name: "GlimpseHost", dependencies: ["GlimpseArchive", "CSQLite"], swiftSettings: engineSettings),
        // The composer: what each slot of a surface shows and how it is drawn; every front end draws through it.
        .target(
            name: "GlimpseDisplay", dependencies: ["GlimpseHost", "GlimpseRender", "GlimpseText", "GlimpseArchive"],
            swiftSettings: engineSettings),
        .target(
            name: "GlimpseServer",
            dependencies: ["GlimpseDisplay", "GlimpseHost", "GlimpseRender", "GlimpseArchive", "CMicroHTTPD"],
            resources: [.copy("Page")], swiftSettings: engineSettings),
        .target(name: "GlimpseLint", dependencies: ["GlimpseArchive"], swiftSettings: engineSettings),
        .executableTarget(
            name: "glimpse",
            dependencies: [
                "GlimpseDisplay", "GlimpseHost", "GlimpseRender", "GlimpseArchive", "GlimpseServer", "GlimpseLint",
            ],
            swiftSettings: engineSettings),
        .target(
            name: "GlimpseTesting",
            dependencies: [
                "SwiftUI", "WidgetKit", "GlimpseArchive", "GlimpseText", "GlimpseRender", "GlimpseDisplay",
                "GlimpseHost",
            ],
            swiftSettings: engineSettings),

        // MARK: Example widget bundles: unchanged iOS widget source
        .executableTarget(
            name: "EmojiRangers",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "AppIntents", condition: linuxOnly),
            ],
            path: "Examples/EmojiRangers", resources: [.copy("Resources")],
            linkerSettings: bundleLinking),
        .executableTarget(
            name: "SystemMonitor",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "Charts", condition: linuxOnly),
            ],
            path: "Examples/SystemMonitor",
            linkerSettings: bundleLinking),
        .executableTarget(
            name: "CatPhotos",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
            ],
            path: "Examples/CatPhotos", exclude: ["make-photos.py"], resources: [.copy("Resources")],
            linkerSettings: bundleLinking),
        .executableTarget(
            name: "WidgetTemplate",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "AppIntents", condition: linuxOnly), .target(name: "ActivityKit", condition: linuxOnly),
            ],
            path: "Examples/WidgetTemplate",
            linkerSettings: bundleLinking),
        .executableTarget(
            name: "Stickers",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "UIKit", condition: linuxOnly),
            ],
            path: "Examples/Stickers", resources: [.copy("Resources")],
            linkerSettings: bundleLinking, plugins: ["GenerateAssetSymbols"]),
        .executableTarget(
            name: "Productivity",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "AppIntents", condition: linuxOnly),
            ],
            path: "Examples/Productivity",
            linkerSettings: bundleLinking),
        // A widget with snapshot tests (Docs/Testing.md); its tests run with the suite.
        .executableTarget(
            name: "SnapshotDemo",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
            ],
            path: "Examples/SnapshotDemo/Sources/SnapshotDemo",
            linkerSettings: bundleLinking),

        // Smart Stacks (issue 13): purchases, workout and trip widgets that ask to be on top.
        .executableTarget(
            name: "SmartStack",
            dependencies: [
                .target(name: "SwiftUI", condition: linuxOnly), .target(name: "WidgetKit", condition: linuxOnly),
                .target(name: "AppIntents", condition: linuxOnly), .target(name: "Intents", condition: linuxOnly),
                .target(name: "RelevanceKit", condition: linuxOnly), .target(name: "MapKit", condition: linuxOnly),
            ],
            path: "Examples/SmartStack", resources: [.copy("Resources")],
            linkerSettings: bundleLinking, plugins: ["GenerateIntentClasses"]),

        // MARK: Tests
        // Sets the test process's GLIMPSE_SOCKET to a private one before `main`, so no test reaches a
        // developer's running host on the default socket.
        .target(name: "CPrivateCenterSocket", path: "Tests/CPrivateCenterSocket"),
        .testTarget(name: "GlimpseArchiveTests", dependencies: ["GlimpseArchive"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        // README "Networking": the setting that lets a Foundation-only widget file see URLSession.
        .testTarget(
            name: "NetworkingRecipeTests",
            swiftSettings: [
                .unsafeFlags(
                    ["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"], .when(platforms: [.linux]))
            ]),
        .testTarget(name: "GlimpseTextTests", dependencies: ["GlimpseText", "GlimpseArchive"]),
        .testTarget(name: "AppIntentsTests", dependencies: ["AppIntents", "GlimpseArchive", "CPrivateCenterSocket"]),
        .testTarget(name: "RelevanceKitTests", dependencies: ["RelevanceKit", "AppIntents", "MapKit"]),
        .testTarget(name: "MapKitTests", dependencies: ["MapKit", "GlimpseArchive"]),
        .testTarget(name: "ActivityKitTests", dependencies: ["ActivityKit", "GlimpseArchive", "CPrivateCenterSocket"]),
        .testTarget(
            name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "GlimpseTesting", "GlimpseArchive", "GlimpseRender"]),
        .testTarget(name: "GlimpseResourcesTests", dependencies: ["GlimpseResources", "GlimpseArchive"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "SwiftUI", "AppIntents", "GlimpseArchive", "GlimpseRender", "GlimpseResources", "CPangoCairo",
            ],
            // An asset catalog as Xcode writes it, with symbols generated as Xcode generates them.
            resources: [.copy("Fixtures")], plugins: ["GenerateAssetSymbols"]),
        .testTarget(
            name: "SwiftUITests",
            dependencies: [
                "SwiftUI", "AppIntents", "GlimpseTesting", "GlimpseArchive", "GlimpseRender", "GlimpseResources",
            ]),
        .testTarget(
            name: "WidgetKitTests",
            dependencies: [
                "WidgetKit", "SwiftUI", "AppIntents", "Intents", "ActivityKit", "GlimpseArchive", "CPrivateCenterSocket",
            ]),
        .testTarget(name: "CLazyCurlTests", dependencies: ["CLazyCurl"]),
        // Compiles classes generated from an `.intentdefinition` as Xcode writes it.
        .testTarget(
            name: "IntentsTests", dependencies: ["Intents", "GlimpseArchive", "CPrivateCenterSocket"],
            plugins: ["GenerateIntentClasses"]),
        .testTarget(name: "GlimpseIntentDefinitionTests", dependencies: ["GlimpseIntentDefinition"]),
        // Not on the macro target: a test depending on a macro makes SwiftPM build every test for the host again.
        .testTarget(name: "GlimpsePreviewExpansionTests", dependencies: ["GlimpsePreviewExpansion"]),
        .testTarget(name: "GlimpseRenderTests", dependencies: ["GlimpseRender", "GlimpseArchive"]),
        .testTarget(
            name: "SnapshotDemoTests", dependencies: ["SnapshotDemo", "GlimpseTesting"],
            path: "Examples/SnapshotDemo/Tests/SnapshotDemoTests", exclude: ["__Snapshots__"]),
        .testTarget(
            name: "GlimpseTestingTests",
            dependencies: [
                "GlimpseTesting", "SwiftUI", "WidgetKit", "GlimpseArchive", "GlimpseRender", "GlimpseDisplay",
                "GlimpseHost",
            ]),
        .testTarget(
            name: "GlimpseHostTests", dependencies: ["GlimpseHost", "GlimpseArchive"]),
        .testTarget(
            name: "GlimpseDisplayTests",
            dependencies: ["GlimpseDisplay", "GlimpseHost", "GlimpseRender", "GlimpseArchive"]),
        .testTarget(name: "GlimpseLintTests", dependencies: ["GlimpseLint", "GlimpseArchive"]),
        .testTarget(
            name: "glimpseTests",
            dependencies: ["glimpse", "GlimpseArchive", "GlimpseHost", "GlimpseDisplay", "GlimpseRender", "GlimpseServer"]),
        .testTarget(
            name: "GlimpseServerTests",
            dependencies: ["GlimpseServer", "GlimpseDisplay", "GlimpseHost", "GlimpseArchive", "GlimpseRender"]),
    ],
    swiftLanguageModes: [.v6]
)
