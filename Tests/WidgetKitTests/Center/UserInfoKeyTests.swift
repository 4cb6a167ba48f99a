//  UserInfoKeyTests.swift — WidgetKitTests (Glimpse)
//  Status: Complete
//  Behaviour: Apple WidgetKit "WidgetCenter.UserInfoKey" — an app reads a tapped widget's kind,
//  family and Live Activity id from an activity's user info by these keys, as on iOS.

import Testing
import WidgetKit

struct UserInfoKeyTests {
    @Test func anActivitysUserInfoIsReadByTheThreeKeys() {
        let userInfo: [AnyHashable: Any] = [
            WidgetCenter.UserInfoKey.kind: "EmojiRangerWidget",
            WidgetCenter.UserInfoKey.family: "systemSmall",
            WidgetCenter.UserInfoKey.activityID: "BFA0B05B",
        ]
        #expect(userInfo.count == 3)
        #expect(userInfo[WidgetCenter.UserInfoKey.kind] as? String == "EmojiRangerWidget")
        #expect(userInfo[WidgetCenter.UserInfoKey.family] as? String == "systemSmall")
        #expect(userInfo[WidgetCenter.UserInfoKey.activityID] as? String == "BFA0B05B")
    }
}
