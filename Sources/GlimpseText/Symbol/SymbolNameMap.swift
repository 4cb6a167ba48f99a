//  SymbolNameMap.swift — GlimpseText (Glimpse)
//  Status: Complete for the 437 names below and the 494 of SymbolNameMap+Nature, +Documents and
//  +Things (931 in all); ResolvedSymbol adds the ".fill", ".circle", ".square", ".slash" and
//  ".badge…" forms of every one of them.
//  Behaviour: SF Symbols names → Material Design icons (Debian fonts-material-design-icons-iconfont
//  6.7, family "Material Icons", the filled style: where SF has an outline and a filled form,
//  the outline maps to Material's "_border"/"_outline"/"_none" icon when one exists).
//
//  Where the names come from: public widget and SwiftUI code, read through the code search of
//  public GitHub repositories: semantic queries for `Image(systemName:` in WidgetKit entry views,
//  accessory (circular, rectangular) views, weather-condition → symbol functions, fitness, music,
//  reminders, stocks and battery widgets, `Label(…, systemImage:)` and control widgets; and
//  exact-string look-ups of `systemName: "` followed by each common prefix (battery., cloud.,
//  arrow., person., chart., figure., sun., moon., bolt, checkmark, drop, clock, star, calendar,
//  hourglass, thermometer, location, exclamationmark) and of `systemImage: "`. Every name those
//  look-ups returned is here except a few rare ones (e.g. "minus.plus.batteryblock.fill"); the
//  rest fill in each family (outline and fill, directions, levels) and the names issue 4 asks for.
//
//  A comment on a line says how the Material icon differs from the SF Symbol; lines without one
//  are close matches. The sheet of every name drawn (SymbolSheetTests, GLIMPSE_SYMBOL_SHEET=path)
//  is the check that each one reads as the symbol it stands for.

/// The SF Symbols names Glimpse draws, each with the Material glyphs that stand in for it.
public enum SymbolNameMap {
    /// SF Symbols name → recipe: the names below and those of the `+Nature`, `+Documents` and
    /// `+Things` tables (a name is in one table only; SymbolNameMapTests checks it).
    public static let recipes: [String: SymbolRecipe] = coreRecipes.merging(
        natureRecipes.merging(documentRecipes, uniquingKeysWith: { a, _ in a }).merging(
            thingRecipes, uniquingKeysWith: { a, _ in a }), uniquingKeysWith: { a, _ in a })

    /// SF Symbols name → recipe, sorted by name: the first names, from widget code's most used.
    static let coreRecipes: [String: SymbolRecipe] = [
        "airplane": .turned("flight", 1),  // Material's plane points up; turned a quarter to point right like SF's
        "airplane.arrival": "flight_land",
        "airplane.departure": "flight_takeoff",
        "alarm": "alarm",
        "alarm.fill": "alarm",  // Material has only the filled weight
        "antenna.radiowaves.left.and.right": "cell_tower",  // a tower with waves rather than a mast
        "app.badge": "notifications_active",  // loose: a bell with waves stands for a badged app
        "archivebox": "archive",
        "archivebox.fill": "archive",
        "arrow.clockwise": "refresh",
        "arrow.counterclockwise": "replay",  // the arrow has a play triangle inside
        "arrow.down": "arrow_downward",
        "arrow.down.circle": "arrow_circle_down",
        "arrow.down.left": "south_west",
        "arrow.down.right": "south_east",
        "arrow.left": "arrow_back",
        "arrow.left.arrow.right": "swap_horiz",
        "arrow.right": "arrow_forward",
        "arrow.right.circle.fill": "arrow_circle_right",
        "arrow.triangle.2.circlepath": "sync",
        "arrow.triangle.branch": "call_split",  // a fork of arrows rather than a branch
        "arrow.up": "arrow_upward",
        "arrow.up.arrow.down": "swap_vert",
        "arrow.up.circle": "arrow_circle_up",
        "arrow.up.forward.app": "open_in_new",  // arrow out of a square rather than an app tile
        "arrow.up.left": "north_west",
        "arrow.up.right": "north_east",
        "arrow.uturn.backward": "undo",
        "arrow.uturn.forward": "redo",
        "at": "alternate_email",
        "bag": "shopping_bag",  // Material has only the filled bag
        "bag.fill": "shopping_bag",
        "banknote": "payments",
        "battery.0": .turned("battery_0_bar", 1),  // Material's battery stands upright; turned to lie like SF's
        "battery.0percent": .turned("battery_0_bar", 1),  // turned to lie like SF's
        "battery.100": .turned("battery_full", 1),  // turned to lie like SF's
        "battery.100.bolt": .turned("battery_charging_full", 1),  // turned to lie like SF's
        "battery.100percent": .turned("battery_full", 1),  // turned to lie like SF's
        "battery.100percent.bolt": .turned("battery_charging_full", 1),  // turned to lie like SF's
        "battery.25": .turned("battery_2_bar", 1),  // two of seven bars; turned to lie like SF's
        "battery.25percent": .turned("battery_2_bar", 1),  // two of seven bars; turned to lie like SF's
        "battery.50": .turned("battery_4_bar", 1),  // four of seven bars; turned to lie like SF's
        "battery.50percent": .turned("battery_4_bar", 1),  // four of seven bars; turned to lie like SF's
        "battery.75": .turned("battery_5_bar", 1),  // five of seven bars; turned to lie like SF's
        "battery.75percent": .turned("battery_5_bar", 1),  // five of seven bars; turned to lie like SF's
        "bed.double": "king_bed",
        "bed.double.fill": "king_bed",
        "bell": "notifications_none",
        "bell.badge": "notifications_active",  // waves instead of a dot
        "bell.badge.fill": "notifications_active",  // waves instead of a dot
        "bell.fill": "notifications",
        "bell.slash": "notifications_off",
        "bell.slash.fill": "notifications_off",
        "bicycle": "pedal_bike",
        "birthday.cake": "cake",
        "birthday.cake.fill": "cake",
        "bitcoinsign.circle": "currency_bitcoin",  // no circle around the sign
        "bitcoinsign.circle.fill": "currency_bitcoin",  // no circle around the sign
        "bolt": "bolt",  // Material has only the filled bolt
        "bolt.fill": "bolt",
        "bolt.heart.fill": "monitor_heart",  // a pulse in a frame rather than a heart with a bolt
        "book": "menu_book",  // an open book
        "book.closed": "book",
        "book.closed.fill": "book",
        "book.fill": "menu_book",  // an open book
        "bookmark": "bookmark_border",
        "bookmark.fill": "bookmark",
        "books.vertical": "library_books",  // stacked pages rather than books on a shelf
        "books.vertical.fill": "library_books",  // stacked pages rather than books on a shelf
        "brain": "psychology",  // a head with gears rather than a brain
        "brain.head.profile": "psychology",
        "briefcase": "work_outline",
        "briefcase.fill": "work",
        "bubble.left": "chat_bubble_outline",
        "bubble.left.and.bubble.right": "forum",
        "bubble.left.and.bubble.right.fill": "forum",
        "bubble.left.fill": "chat_bubble",
        "building.2": "apartment",
        "building.2.fill": "apartment",
        "building.columns": "account_balance",
        "building.columns.fill": "account_balance",
        "bus": "directions_bus",
        "bus.fill": "directions_bus_filled",
        "calendar": "calendar_today",
        "calendar.badge.clock": "pending_actions",  // a clipboard with a clock
        "calendar.badge.plus": "edit_calendar",  // a pencil instead of a plus
        "camera": "photo_camera",  // Material has only the filled camera
        "camera.fill": "photo_camera",
        "car": "directions_car",
        "car.fill": "directions_car_filled",
        "cart": "shopping_cart",  // Material has only the filled cart
        "cart.fill": "shopping_cart",
        "chart.bar": "bar_chart",
        "chart.bar.fill": "bar_chart",
        "chart.bar.xaxis": "bar_chart",  // no axis line
        "chart.line.uptrend.xyaxis": "show_chart",  // a zigzag line without axes
        "chart.pie": "pie_chart_outline",
        "chart.pie.fill": "pie_chart",
        "chart.xyaxis.line": "show_chart",  // no axes
        "checklist": "checklist",
        "checkmark": "check",
        "checkmark.circle": "check_circle_outline",
        "checkmark.circle.fill": "check_circle",
        "checkmark.seal": "verified",  // Material has only the filled seal
        "checkmark.seal.fill": "verified",
        "checkmark.shield": "verified_user",
        "checkmark.shield.fill": "verified_user",
        "checkmark.square": "check_box",  // Material has only the filled box
        "checkmark.square.fill": "check_box",
        "chevron.down": "expand_more",
        "chevron.left": "chevron_left",
        "chevron.right": "chevron_right",
        "chevron.up": "expand_less",
        "chevron.up.chevron.down": "unfold_more",
        "circle": "radio_button_unchecked",
        "circle.fill": "circle",
        "clock": "schedule",
        "clock.arrow.circlepath": "history",
        "clock.fill": "access_time_filled",
        "cloud": "cloud_queue",
        "cloud.bolt": "thunderstorm",  // Material has only the filled storm
        "cloud.bolt.fill": "thunderstorm",
        "cloud.bolt.rain": "thunderstorm",  // Material has only the filled storm
        "cloud.bolt.rain.fill": "thunderstorm",
        "cloud.drizzle": .rain,  // composed: a cloud over drops
        "cloud.drizzle.fill": .rain,  // composed: a cloud over drops
        "cloud.fill": "cloud",
        "cloud.fog": "foggy",  // Material has only the filled fog
        "cloud.fog.fill": "foggy",
        "cloud.hail": "cloudy_snowing",  // snow instead of hail
        "cloud.hail.fill": "cloudy_snowing",  // snow instead of hail
        "cloud.heavyrain": .rain,  // composed: a cloud over drops
        "cloud.heavyrain.fill": .rain,  // composed: a cloud over drops
        "cloud.moon": "nights_stay",  // Material has only the filled moon and cloud
        "cloud.moon.fill": "nights_stay",
        "cloud.rain": .rain,  // composed: a cloud over drops
        "cloud.rain.fill": .rain,  // composed: a cloud over drops
        "cloud.sleet": "cloudy_snowing",  // snow instead of sleet
        "cloud.sleet.fill": "cloudy_snowing",  // snow instead of sleet
        "cloud.snow": "cloudy_snowing",  // Material has only the filled cloud
        "cloud.snow.fill": "cloudy_snowing",
        "cloud.sun": .cloudSun,  // composed: a sun behind a cloud
        "cloud.sun.fill": .cloudSun,  // composed: a sun behind a cloud
        "cloud.sun.rain": .rain,  // composed: a cloud over drops, no sun
        "cloud.sun.rain.fill": .rain,  // composed: a cloud over drops, no sun
        "command": "keyboard_command_key",
        "creditcard": "credit_card",  // Material has only the filled card
        "creditcard.fill": "credit_card",
        "cross.case": "medical_services",
        "cross.case.fill": "medical_services",
        "cup.and.saucer": "local_cafe",  // Material has only the filled cup
        "cup.and.saucer.fill": "local_cafe",
        "desktopcomputer": "desktop_windows",
        "doc": "insert_drive_file",
        "doc.fill": "insert_drive_file",
        "doc.on.doc": "content_copy",
        "doc.text": "description",
        "doc.text.fill": "description",
        "doc.text.magnifyingglass": "find_in_page",
        "dollarsign": "attach_money",
        "dollarsign.circle.fill": "monetization_on",
        "dot.radiowaves.left.and.right": "wifi_tethering",
        "drop": "water_drop",  // Material has only the filled drop
        "drop.fill": "water_drop",
        "dumbbell": "fitness_center",
        "dumbbell.fill": "fitness_center",
        "ellipsis": "more_horiz",
        "envelope": "mail_outline",
        "envelope.fill": "mail",
        "eurosign": "euro",
        "exclamationmark": "priority_high",
        "exclamationmark.circle": "error_outline",
        "exclamationmark.circle.fill": "error",
        "exclamationmark.triangle": "warning_amber",
        "exclamationmark.triangle.fill": "warning",
        "eye": "visibility",
        "eye.fill": "visibility",
        "eye.slash": "visibility_off",
        "eye.slash.fill": "visibility_off",
        "face.smiling": "sentiment_satisfied",
        "face.smiling.fill": "mood",
        "ferry": "directions_boat",
        "ferry.fill": "directions_boat",
        "figure.hiking": "hiking",
        "figure.mind.and.body": "self_improvement",
        "figure.outdoor.cycle": "directions_bike",
        "figure.pool.swim": "pool",
        "figure.roll": "accessible",
        "figure.run": "directions_run",
        "figure.stand": "man",  // a man's figure
        "figure.strengthtraining.traditional": "fitness_center",  // a dumbbell rather than a figure
        "figure.walk": "directions_walk",
        "figure.yoga": "self_improvement",
        "film": "movie",
        "film.fill": "movie",
        "flag": "outlined_flag",
        "flag.checkered": "sports_score",
        "flag.fill": "flag",
        "flame": "whatshot",  // a rounder flame
        "flame.fill": "local_fire_department",
        "folder": "folder",  // Material has no closed folder outline
        "folder.fill": "folder",
        "fork.knife": "restaurant",
        "forward.end.fill": "skip_next",
        "forward.fill": "fast_forward",
        "fuelpump": "local_gas_station",
        "fuelpump.fill": "local_gas_station",
        "gamecontroller": "sports_esports",
        "gamecontroller.fill": "sports_esports",
        "gauge": "speed",  // a speedometer
        "gauge.medium": "speed",  // a speedometer
        "gear": "settings",
        "gearshape": "settings",
        "gearshape.fill": "settings",
        "gift": "redeem",  // Material has only filled gifts
        "gift.fill": "card_giftcard",
        "globe": "public",
        "globe.americas": "public",
        "globe.americas.fill": "public",
        "graduationcap": "school",
        "graduationcap.fill": "school",
        "hand.raised": "pan_tool",
        "hand.raised.fill": "pan_tool",
        "hand.thumbsdown": "thumb_down_off_alt",
        "hand.thumbsdown.fill": "thumb_down",
        "hand.thumbsup": "thumb_up_off_alt",
        "hand.thumbsup.fill": "thumb_up",
        "headphones": "headphones",
        "heart": "favorite_border",
        "heart.fill": "favorite",
        "heart.slash": "heart_broken",  // a broken heart instead of a struck-out one
        "heart.slash.fill": "heart_broken",  // a broken heart instead of a struck-out one
        "heart.text.square": "monitor_heart",  // a pulse in a frame
        "heart.text.square.fill": "monitor_heart",  // a pulse in a frame
        "hourglass": "hourglass_empty",
        "hourglass.bottomhalf.filled": "hourglass_bottom",
        "hourglass.tophalf.filled": "hourglass_top",
        "house": "home",  // Material has only the filled house
        "house.fill": "home",
        "humidity": "water_drop",  // a drop without the percent waves
        "humidity.fill": "water_drop",  // a drop without the percent waves
        "icloud": "cloud_queue",
        "icloud.fill": "cloud",
        "info.circle": "info_outline",
        "info.circle.fill": "info",
        "ipad": "tablet_mac",
        "iphone": "smartphone",
        "key": "key",
        "key.fill": "key",
        "keyboard": "keyboard",
        "laptopcomputer": "laptop",
        "leaf": "eco",  // Material has only the filled leaf
        "leaf.fill": "eco",
        "lightbulb": "lightbulb_outline",
        "lightbulb.fill": "lightbulb",
        "line.3.horizontal": "menu",
        "link": "link",
        "list.bullet": "format_list_bulleted",
        "list.bullet.rectangle": "list_alt",
        "list.number": "format_list_numbered",
        "location": "near_me",  // Material has only the filled arrow
        "location.fill": "near_me",
        "location.north": "navigation",  // Material has only the filled arrow
        "location.north.fill": "navigation",
        "lock": "lock_outline",
        "lock.fill": "lock",
        "lock.open": "lock_open",
        "lock.open.fill": "lock_open",
        "magnifyingglass": "search",
        "map": "map",
        "map.fill": "map",
        "mappin": "location_on",  // a pin with a round head
        "mappin.and.ellipse": "place",  // no ellipse under the pin
        "mappin.circle.fill": "location_on",  // no disc around the pin
        "medal": "military_tech",
        "medal.fill": "military_tech",
        "memorychip": "memory",
        "message": "chat_bubble_outline",  // a square bubble rather than a round one
        "message.fill": "chat_bubble",  // a square bubble rather than a round one
        "mic": "mic_none",
        "mic.fill": "mic",
        "mic.slash": "mic_off",
        "mic.slash.fill": "mic_off",
        "minus": "remove",
        "minus.circle": "remove_circle_outline",
        "minus.circle.fill": "remove_circle",
        "moon": "mode_night",  // Material has only filled moons
        "moon.fill": "dark_mode",
        "moon.stars": .moonStars,  // composed: a moon and two stars
        "moon.stars.fill": .moonStars,  // composed: a moon and two stars
        "moon.zzz": "bedtime",  // no z's
        "moon.zzz.fill": "bedtime",  // no z's
        "music.mic": "mic",  // a microphone without the note
        "music.note": "music_note",
        "music.note.list": "queue_music",
        "network": "lan",  // a small network diagram
        "newspaper": "newspaper",
        "newspaper.fill": "newspaper",
        "paintbrush": "brush",
        "paintbrush.fill": "brush",
        "paintpalette": "palette",
        "paintpalette.fill": "palette",
        "paperclip": "attach_file",
        "paperplane": "send",  // Material has only the filled plane, pointing right
        "paperplane.fill": "send",  // points right rather than up-right
        "parkingsign": "local_parking",
        "pause": "pause",
        "pause.circle": "pause_circle_outline",
        "pause.circle.fill": "pause_circle_filled",
        "pause.fill": "pause",
        "pawprint": "pets",
        "pawprint.fill": "pets",
        "pencil": "edit",
        "percent": "percent",
        "person": "person_outline",
        "person.2": "people_outline",
        "person.2.fill": "people",
        "person.3": "groups",  // Material has only filled groups
        "person.3.fill": "groups",
        "person.badge.plus": "person_add",
        "person.circle": "account_circle",  // Material has only the filled disc
        "person.circle.fill": "account_circle",
        "person.crop.circle": "account_circle",  // Material has only the filled disc
        "person.crop.circle.fill": "account_circle",
        "person.fill": "person",
        "person.fill.badge.plus": "person_add",
        "phone": "phone",  // Material has only the filled handset
        "phone.fill": "phone",
        "photo": "image",  // Material has only the filled picture
        "photo.fill": "image",
        "photo.on.rectangle": "collections",
        "pills": "medication",
        "pills.fill": "medication",
        "play": "play_arrow",  // Material has only the filled triangle
        "play.circle": "play_circle_outline",
        "play.circle.fill": "play_circle_filled",
        "play.fill": "play_arrow",
        "plus": "add",
        "plus.circle": "add_circle_outline",
        "plus.circle.fill": "add_circle",
        "power": "power_settings_new",
        "powerplug": "power",
        "powerplug.fill": "power",
        "printer": "print",
        "printer.fill": "print",
        "qrcode": "qr_code",
        "questionmark": "question_mark",
        "questionmark.circle": "help_outline",
        "questionmark.circle.fill": "help",
        "radio": "radio",
        "rectangle.portrait.and.arrow.right": "logout",
        "repeat": "repeat",
        "scalemass": "monitor_weight",  // a scale with a display
        "scissors": "content_cut",
        "server.rack": "dns",
        "shield": "shield",
        "shield.fill": "shield",
        "shippingbox": "inventory_2",  // an archive box
        "shippingbox.fill": "inventory_2",  // an archive box
        "shuffle": "shuffle",
        "slider.horizontal.3": "tune",
        "snowflake": "ac_unit",
        "sparkle": "auto_awesome",  // three sparks rather than one
        "sparkles": "auto_awesome",
        "speaker.fill": "volume_mute",
        "speaker.slash.fill": "volume_off",
        "speaker.wave.2": "volume_up",  // Material has only the filled speaker
        "speaker.wave.2.fill": "volume_up",
        "speaker.wave.3.fill": "volume_up",  // two waves
        "speedometer": "speed",
        "square": "check_box_outline_blank",
        "square.and.arrow.down": "file_download",  // a tray arrow rather than a box
        "square.and.arrow.up": "ios_share",
        "square.and.pencil": "edit_note",  // lines with a pencil rather than a box
        "square.fill": "square",
        "square.grid.2x2": "grid_view",
        "square.grid.2x2.fill": "grid_view",
        "star": "star_border",
        "star.circle.fill": "stars",
        "star.fill": "star",
        "star.leadinghalf.filled": "star_half",
        "sterlingsign": "currency_pound",
        "stop.fill": "stop",
        "stopwatch": "timer",
        "stopwatch.fill": "timer",
        "storefront": "storefront",
        "sun.horizon": "wb_twilight",
        "sun.horizon.fill": "wb_twilight",
        "sun.max": "light_mode",  // Material has only the filled sun
        "sun.max.fill": "wb_sunny",
        "sun.min": "brightness_low",  // a ring with short rays
        "sun.min.fill": "brightness_low",  // a ring with short rays
        "sunrise": "wb_twilight",  // no arrow
        "sunrise.fill": "wb_twilight",  // no arrow
        "sunset": "wb_twilight",  // no arrow
        "sunset.fill": "wb_twilight",  // no arrow
        "tag": "local_offer",  // Material has only the filled tag
        "tag.fill": "local_offer",
        "takeoutbag.and.cup.and.straw": "fastfood",  // a burger and a drink
        "takeoutbag.and.cup.and.straw.fill": "fastfood",  // a burger and a drink
        "target": "gps_fixed",  // a crosshair
        "textformat": "text_fields",
        "thermometer": "thermostat",
        "thermometer.medium": "thermostat",
        "thermometer.sun": "thermostat",  // no sun
        "thermometer.sun.fill": "thermostat",  // no sun
        "timer": "timer",
        "tornado": "tornado",
        "tram": "tram",
        "tram.fill": "tram",
        "trash": "delete_outline",
        "trash.fill": "delete",
        "tray": "inbox",
        "tray.fill": "inbox",
        "tree": "park",
        "tree.fill": "park",
        "trophy": "emoji_events",
        "trophy.fill": "emoji_events",
        "tv": "tv",
        "tv.fill": "tv",
        "umbrella": "beach_access",
        "umbrella.fill": "beach_access",
        "video": "videocam",  // Material has only the filled camera
        "video.fill": "videocam",
        "wand.and.stars": "auto_fix_high",
        "waveform": "graphic_eq",
        "waveform.path.ecg": "monitor_heart",  // the pulse sits in a frame
        "wifi": "wifi",
        "wifi.exclamationmark": "signal_wifi_bad",  // a filled wedge with a cross
        "wifi.slash": "wifi_off",
        "wind": "air",
        "wrench.and.screwdriver": "build",  // a wrench only
        "wrench.and.screwdriver.fill": "build",  // a wrench only
        "xmark": "close",
        "xmark.circle": "highlight_off",
        "xmark.circle.fill": "cancel",
        "yensign": "currency_yen",
    ]
}
