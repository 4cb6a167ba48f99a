//  DevicesCommandTests.swift — glimpseTests (Glimpse)
//  Status: Complete
//  Behaviour: issue 4 "Devices and places": `glimpse devices` lists each device, its places with
//  their rules, and each family's size (HIG tables, reference widgetkit.md §4.2–4.5).

import Testing

struct DevicesCommandTests {
    @Test func listsAnIPhonesPlacesRulesAndSizes() throws {
        let run = try GlimpseBinary.run(["devices", "--device", "iphone-6.1"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                iphone-6.1  iPhone 6.1-inch (390×844: iPhone 12–14)
                  iOS · screen 390×844 pt · 3x
                  homeScreen       fullColor, accented · margins 16
                    systemSmall             158×158
                    systemMedium            338×158
                    systemLarge             338×354
                  lockScreen       vibrant · can be locked · margins 0
                    accessoryCircular       72×72
                    accessoryRectangular    160×72
                    accessoryInline         234×26
                  standBy          fullColor, vibrant · Always On in vibrant · can be locked · margins 11
                    systemSmall             158×158

                """)
    }

    @Test func listsIPadCanvasAndDeviceSizes() throws {
        let run = try GlimpseBinary.run(["devices", "--device", "ipad-9.7"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("    systemSmall             141×141 → 120×120"))
        #expect(lines.contains("    systemExtraLarge        634.5×305.5 → 540×260"))
        #expect(lines.contains("  lockScreen       vibrant · can be locked · margins 0 (systemSmall 11)"))
    }

    @Test func listsWatchSlotsInlineWidthsPerFaceLabelsAndTheSmartStack() throws {
        let run = try GlimpseBinary.run(["devices", "--device", "watch-41mm"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                watch-41mm  Apple Watch 41 mm
                  watchOS · screen 176×215 pt · 2x
                  watchFace        fullColor, accented · Always On in fullColor, accented · can be locked · margins 0
                    accessoryCorner         34×34 + label
                    accessoryCircular       44.5×44.5  Infograph 44.5×44.5 + label
                    accessoryRectangular    171.5×73
                    accessoryInline         158×21  Utility 158×21; Modular Compact 106×21; Infograph 79×21
                  watchSmartStack  fullColor · can be locked · margins 8
                    accessoryRectangular    165×72.5

                """)
    }

    @Test func listsEveryDeviceWithoutAFilter() throws {
        let run = try GlimpseBinary.run(["devices"])
        #expect(run.status == 0)
        let headers = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { $0.prefix { $0 != " " } }
        #expect(headers.count == 22)
        #expect(headers.first == "iphone-6.1")
        #expect(headers.last == "watch-49mm")
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let run = try GlimpseBinary.run(["devices", "--device", "pixel-7"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: 'pixel-7' is not a device (iphone-6.1, iphone-6.1-island, "))
        #expect(run.stderr.contains("\nUsage: glimpse devices [--device <device> ...]\n"))
    }
}
