//  LintCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 9 "A checker for a good widget experience": `glimpse lint` runs a bundle
//  through the host and replays a day of its policy; errors exit 65, warnings alone exit 0;
//  --json is the report for CI; a request that crashes the bundle is a finding and the rest
//  still run; the examples are clean or have the findings README justifies.

import Foundation
import GlimpseArchive
import Testing

struct LintCommandTests {
    /// The rule ids of a `--json` report, in order.
    private func rules(_ run: ToolRun) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { $0["rule"] as? String }
    }

    @Test func greedyPolicyExhaustsTheBudgetAndExits65() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 60)
        let run = try GlimpseBinary.run(["lint", bundle, "--family", "systemSmall", "--json"])
        #expect(run.status == 65)
        #expect(
            try rules(run) == [
                "configuration.description", "placeholder.empty", "timeline.reloadTooSoon", "content.launcherOnly",
                "timeline.budgetExhausted", "process.footprint",
            ])
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(report?["errors"] as? Int == 1)
        #expect(report?["warnings"] as? Int == 4)
        #expect(report?["bundle"] as? String == "Greedy")
    }

    @Test func onlyWarningsExitZeroAndPrintFixAndSource() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = try SimulateFakeBundle.greedy(in: folder, reloadAfter: 3600, timer: true)
        let run = try GlimpseBinary.run(["lint", bundle, "--family", "systemSmall"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                warning configuration.description  Greedy
                  no description: the gallery shows nothing under the widget's name
                  fix: Add .description("…") to the widget configuration: the gallery shows it under the name.
                  source: SwiftUI, WidgetConfiguration "description(_:)" (https://developer.apple.com/documentation/swiftui/widgetconfiguration)

                """))
        #expect(run.stdout.hasSuffix("Greedy: 0 errors, 1 warning (1 widget checked)\n"))
    }

    @Test func crashingRequestsAreFindingsAndTheBundleIsStartedAgain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let describe = ExtensionResponse(
            id: 1,
            describe: BundleDescription(
                bundle: "Crashy",
                widgets: [
                    WidgetDescription(
                        kind: "Crashy", displayName: "Crashy", description: "Crashes.",
                        supportedFamilies: ["systemSmall"])
                ]))
        let file = folder.url.appendingPathComponent("describe.json")
        try (ArchiveCoding.encoder().encode(describe) + Data("\n".utf8)).write(to: file)
        // Answers describe, then dies with status 11 at any other request.
        let bundle = try folder.script(
            "Crashy",
            """
            while read line; do
              case "$line" in
                *'"describe"'*) cat '\(file.path)' ;;
                *) echo "boom" >&2; exit 11 ;;
              esac
            done
            """)
        let run = try GlimpseBinary.run(["lint", bundle, "--json"])
        #expect(run.status == 65)
        #expect(try rules(run) == ["provider.failed", "provider.failed", "provider.failed", "process.footprint"])
        #expect(run.stdout.contains("\"entry\" : \"timeline\""))
        #expect(run.stdout.contains("(bundleCrashed)"))
    }

    @Test func missingBundleIsNoInput() throws {
        let run = try GlimpseBinary.run(["lint", "/nonexistent/Widgets"])
        #expect(run.status == 66)
    }

    @Test func unknownFamilyIsAUsageError() throws {
        let run = try GlimpseBinary.run(["lint", "/bin/true", "--family", "huge"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: 'huge' is not a widget family ("))
    }

    // MARK: - The examples

    private static func example(_ name: String) -> String {
        URL(fileURLWithPath: GlimpseBinary.path).deletingLastPathComponent().appendingPathComponent(name).path
    }

    @Test func systemMonitorIsClean() throws {
        let run = try GlimpseBinary.run(["lint", Self.example("SystemMonitor"), "--json"])
        #expect(run.status == 0)
        #expect(try rules(run) == ["process.footprint"])
        // The footprint is measured (Pss_Anon after each request), well under the 30 MB limit.
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let footprint = (object?["findings"] as? [[String: Any]])?.last
        #expect(footprint?["severity"] as? String == "info")
        let message = footprint?["message"] as? String ?? ""
        #expect(message.hasPrefix("the bundle used at most "), "\(message)")
        #expect(message.hasSuffix(" of the 30.0 MB limit"), "\(message)")
    }

    /// `--dynamic-type` checks each family again at that size: SystemMonitor is clean at its own
    /// size, and at accessibility5 its text outgrows the small family.
    @Test func aDynamicTypeSizeChecksEachFamilyAgainAtThatSize() throws {
        let run = try GlimpseBinary.run([
            "lint", Self.example("SystemMonitor"), "--dynamic-type", "accessibility5", "--no-forecast", "--json",
        ])
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]] ?? []).filter {
            $0["rule"] as? String != "process.footprint"
        }
        #expect(
            findings.contains { $0["rule"] as? String == "layout.clipped" && $0["family"] as? String == "systemSmall" })
        #expect(findings.allSatisfy { $0["dynamicTypeSize"] as? String == "accessibility5" }, "\(findings)")
        let text = try GlimpseBinary.run([
            "lint", Self.example("SystemMonitor"), "--dynamic-type", "accessibility5", "--no-forecast",
        ])
        #expect(text.stdout.contains("SystemMonitorWidget systemSmall at accessibility5 "))
    }

    @Test func anUnknownDynamicTypeSizeIsAUsageErrorListingTheSizes() throws {
        let run = try GlimpseBinary.run(["lint", "/bin/true", "--dynamic-type", "huge"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: 'huge' is not a Dynamic Type size (xSmall, "), "\(run.stderr)")
    }

    /// README "Checking a widget": Apple's sample draws "BPM" at 8 pt in the circular complication.
    @Test func emojiRangersHeartRateHasOnlyTheJustifiedSmallText() throws {
        let run = try GlimpseBinary.run([
            "lint", Self.example("EmojiRangers"), "--kind", "EmojiRangersHeartRate", "--json",
        ])
        #expect(run.status == 0)
        #expect(try rules(run) == ["text.minimumSize", "process.footprint"])
        #expect(run.stdout.contains("text \\\"BPM\\\" is 8 pt, smaller than 11 pt"))
    }
}

extension LintCommandTests {
    @Test func aFootprintSpikeWhileTheBundleWorksIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 40 MB while each timeline request is out, freed before the answer: a host kills it.
        let bundle = try ScriptBundle.spiky(megabytes: 40, in: folder.url)
        let run = try GlimpseBinary.run(["lint", bundle, "--no-forecast", "--json"], in: folder.url)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]] ?? []
        let footprint = findings.first { $0["rule"] as? String == "process.footprint" }
        #expect(footprint?["severity"] as? String == "error", "\(run.stdout)")
        #expect(run.status == 65)
    }
}
