//  DeviceProfile+Watch.swift — GlimpseHost (Glimpse)
//  Status: Complete for 40, 41, 44, 45 and 49 mm; inline widths and heights are Glimpse's choice
//  Behaviour: HIG "Complications" and "Widgets" (reference widgetkit.md §4.5). Slot sizes in
//  points by case size; 49 mm uses the HIG's 45–49 mm column. Screens in points: 40 mm
//  162×197, 41 mm 176×215, 44 mm 184×224, 45 mm 198×242, 49 mm 205×251, all at 2x.

import GlimpseArchive

extension DeviceProfile {
    /// The watch rows by case size.
    ///
    /// Watch face slots, from the HIG's complication table:
    /// - `accessoryCircular`: the circular image size (42, 44.5, 47, 50, 50 pt square).
    /// - `accessoryCorner`: the corner circular size (32, 34, 36, 38, 38 pt square).
    /// - `accessoryRectangular`: the "large image without title" size, the whole slot
    ///   (162×69, 171.5×73, 184×78, 193×82, 193×82).
    /// - `accessoryInline`: the widest face's slot (see below).
    ///
    /// Smart Stack: `accessoryRectangular` at the widget size of the HIG's Widgets page
    /// (corrected 17 January 2025): 152×69.5, 165×72.5, 173×76.5, 184×80.5, 191×81.5.
    ///
    /// Inline slots (Glimpse's choice; Apple publishes none). Three faces span the range the
    /// inline family meets, as fractions of the screen width: Utility's flat bottom line
    /// (0.9), Modular Compact's line beside the time (0.6), and Infograph's curved top span
    /// (0.45), rounded to whole points. The height is one line of the rectangular family's
    /// default text (16.5, 17.5, 18, 19.5 pt) at 1.2× leading, to the half point: 20, 21,
    /// 21.5, 23.5, 23.5. The family's default inline size is Utility's.
    ///
    /// Labels (`LabelPlacement`): every corner slot draws its label along the corner's curve
    /// (the default slot is the top-leading corner); the Infograph face's top circular slot draws
    /// it along the bezel. Other circular slots show none.
    static let watches: [DeviceProfile] = [
        watch(
            "watch-40mm", "Apple Watch 40 mm", screen: (162, 197), circular: 42, corner: 32,
            rectangular: (162, 69), smartStack: (152, 69.5), inlineHeight: 20),
        watch(
            "watch-41mm", "Apple Watch 41 mm", screen: (176, 215), circular: 44.5, corner: 34,
            rectangular: (171.5, 73), smartStack: (165, 72.5), inlineHeight: 21),
        watch(
            "watch-44mm", "Apple Watch 44 mm", screen: (184, 224), circular: 47, corner: 36,
            rectangular: (184, 78), smartStack: (173, 76.5), inlineHeight: 21.5),
        watch(
            "watch-45mm", "Apple Watch 45 mm", screen: (198, 242), circular: 50, corner: 38,
            rectangular: (193, 82), smartStack: (184, 80.5), inlineHeight: 23.5),
        watch(
            "watch-49mm", "Apple Watch Ultra 49 mm", screen: (205, 251), circular: 50, corner: 38,
            rectangular: (193, 82), smartStack: (191, 81.5), inlineHeight: 23.5),
    ]

    /// The faces whose inline slots the watches list, with each slot's width as a fraction of
    /// the screen width.
    static let inlineFaces: [(face: String, widthFraction: Double)] = [
        ("Utility", 0.9), ("Modular Compact", 0.6), ("Infograph", 0.45),
    ]

    private static func watch(
        _ name: String, _ displayName: String, screen: (Double, Double), circular: Double, corner: Double,
        rectangular: (Double, Double), smartStack: (Double, Double), inlineHeight: Double
    ) -> DeviceProfile {
        let screenSize = Size(width: screen.0, height: screen.1)
        let slots = inlineFaces.map { face in
            FaceSlot(
                face: face.face, family: .accessoryInline,
                size: Size(width: (screen.0 * face.widthFraction).rounded(), height: inlineHeight))
        }
        let bezel = FaceSlot(
            face: "Infograph", family: .accessoryCircular, size: Size(width: circular, height: circular),
            label: .infographBezel(slot: circular, screen: screenSize))
        return DeviceProfile(
            name: name, displayName: displayName, platform: .watchOS, screen: Size(width: screen.0, height: screen.1),
            scale: 2,
            places: [
                PlaceSizes(
                    .watchFace,
                    [
                        .accessoryCorner: FamilySize(corner, corner),
                        .accessoryCircular: FamilySize(circular, circular),
                        .accessoryRectangular: FamilySize(rectangular.0, rectangular.1),
                        .accessoryInline: FamilySize(slots[0].size),
                    ]),
                PlaceSizes(.watchSmartStack, [.accessoryRectangular: FamilySize(smartStack.0, smartStack.1)]),
            ],
            faceSlots: slots + [bezel], systemCornerRadius: 0)
    }
}
