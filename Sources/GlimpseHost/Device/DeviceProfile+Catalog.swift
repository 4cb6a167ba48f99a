//  DeviceProfile+Catalog.swift — GlimpseHost (Glimpse)
//  Status: Complete for every iPhone row, the iPad rows and the five Apple Watch case sizes of
//  the HIG tables (reference widgetkit.md §4.2, §4.3, §4.5)
//  Behaviour: the rows themselves are in DeviceProfile+iPhone, +iPad and +Watch; add a device
//  by adding a row there.

extension DeviceProfile {
    /// Every known device, default first: iPhones (largest to smallest screen after the
    /// default), iPads, then watches by case size.
    public static let all: [DeviceProfile] = iPhones + iPads + watches

    /// The default device: a 6.1-inch iPhone (390×844 pt, 3x).
    public static let standard: DeviceProfile = all[0]

    /// The device called `name`: one of `all`, or a bare display (`display-1920x1080`,
    /// `DisplaySize`).
    /// - Throws: `HostError` `.unknownDevice` listing the known names.
    public static func named(_ name: String) throws(HostError) -> DeviceProfile {
        if let display = DisplaySize(deviceName: name) { return .display(display) }
        guard let device = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name).joined(separator: ", ")
            throw HostError(.unknownDevice, "'\(name)' is not a device (\(names))")
        }
        return device
    }
}
