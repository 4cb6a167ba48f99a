//  SymbolNameMap+Nature.swift — GlimpseText (Glimpse)
//  Status: Complete for the 114 names below (issue 11: "every name that appears in Apple's widget
//  samples and common widget code maps to a glyph, not a box").
//  Behaviour: more SF Symbols names → Material Design icons, for weather, health, fitness and food; the same rules as
//  SymbolNameMap.swift (a comment says how the Material icon differs; lines without one are close
//  matches). Chosen from the SF Symbols names widget code uses most that drew nothing before:
//  the families of the names in SymbolNameMap (outline and fill, sports figures, weather
//  conditions, media transport, devices, currencies) and the everyday objects of widget code.

extension SymbolNameMap {
    /// SF Symbols name → recipe, sorted by name.
    static let natureRecipes: [String: SymbolRecipe] = [
        "aqi.high": "air",  // wind lines stand for air quality
        "aqi.low": "air",  // wind lines stand for air quality
        "aqi.medium": "air",  // wind lines stand for air quality
        "atom": "science",
        "bandage": "healing",
        "bandage.fill": "healing",
        "cloud.moon.bolt": "thunderstorm",
        "cloud.moon.bolt.fill": "thunderstorm",
        "cloud.moon.rain": "umbrella",  // loose: an umbrella for rain at night
        "cloud.moon.rain.fill": "umbrella",  // loose: an umbrella for rain at night
        "cloud.rainbow.half": "looks",  // a rainbow arc without the cloud
        "cloud.sun.bolt": "thunderstorm",
        "cloud.sun.bolt.fill": "thunderstorm",
        "cross": "local_hospital",
        "cross.fill": "local_hospital",
        "cup.and.heat.waves": "coffee",
        "cup.and.heat.waves.fill": "coffee",
        "drop.triangle": "water_damage",
        "drop.triangle.fill": "water_damage",
        "ear": "hearing",
        "ear.fill": "hearing",
        "facemask": "masks",
        "facemask.fill": "masks",
        "figure.2.and.child.holdinghands": "family_restroom",
        "figure.2.arms.open": "people",
        "figure.american.football": "sports_football",  // the sport's ball or gear rather than a player
        "figure.and.child.holdinghands": "family_restroom",
        "figure.arms.open": "accessibility",
        "figure.baseball": "sports_baseball",  // the sport's ball or gear rather than a player
        "figure.basketball": "sports_basketball",  // the sport's ball or gear rather than a player
        "figure.boxing": "sports_mma",  // the sport's ball or gear rather than a player
        "figure.child": "child_care",  // a baby's face rather than a figure
        "figure.cooldown": "self_improvement",  // a seated figure
        "figure.core.training": "fitness_center",  // a dumbbell rather than a figure
        "figure.cross.training": "fitness_center",  // a dumbbell rather than a figure
        "figure.elliptical": "fitness_center",  // a dumbbell rather than a figure
        "figure.flexibility": "self_improvement",  // a seated figure
        "figure.golf": "sports_golf",  // the sport's ball or gear rather than a player
        "figure.gymnastics": "sports_gymnastics",  // the sport's ball or gear rather than a player
        "figure.highintensity.intervaltraining": "fitness_center",  // a dumbbell rather than a figure
        "figure.hockey": "sports_hockey",  // the sport's ball or gear rather than a player
        "figure.indoor.cycle": "directions_bike",
        "figure.kickboxing": "sports_mma",  // the sport's ball or gear rather than a player
        "figure.martial.arts": "sports_martial_arts",  // the sport's ball or gear rather than a player
        "figure.mixed.cardio": "fitness_center",  // a dumbbell rather than a figure
        "figure.open.water.swim": "pool",  // a swimmer in waves
        "figure.pilates": "self_improvement",  // a seated figure
        "figure.rower": "rowing",  // a rower in a boat
        "figure.rugby": "sports_rugby",  // the sport's ball or gear rather than a player
        "figure.sailing": "sailing",
        "figure.skating": "ice_skating",
        "figure.skiing.crosscountry": "nordic_walking",
        "figure.skiing.downhill": "downhill_skiing",
        "figure.snowboarding": "snowboarding",
        "figure.soccer": "sports_soccer",  // the sport's ball or gear rather than a player
        "figure.stairs": "stairs",  // a stairs sign rather than a figure
        "figure.step.training": "stairs",  // a stairs sign rather than a figure
        "figure.strengthtraining.functional": "fitness_center",  // a dumbbell rather than a figure
        "figure.surfing": "surfing",
        "figure.tennis": "sports_tennis",  // the sport's ball or gear rather than a player
        "figure.volleyball": "sports_volleyball",  // the sport's ball or gear rather than a player
        "figure.walk.motion": "directions_walk",
        "figure.water.fitness": "pool",  // a swimmer in waves
        "figure.wave": "waving_hand",  // a waving hand without the figure
        "flask": "science",
        "flask.fill": "science",
        "hand.point.up": "touch_app",
        "hand.tap": "touch_app",
        "hand.tap.fill": "touch_app",
        "hand.wave": "waving_hand",
        "hand.wave.fill": "waving_hand",
        "hands.sparkles": "clean_hands",
        "hands.sparkles.fill": "clean_hands",
        "hurricane": "cyclone",
        "lungs": "air",  // loose: air for breathing
        "lungs.fill": "air",  // loose: air for breathing
        "microbe": "coronavirus",
        "microbe.fill": "coronavirus",
        "moon.haze": "nights_stay",  // a moon and cloud rather than haze
        "moon.haze.fill": "nights_stay",  // a moon and cloud rather than haze
        "moonphase.first.quarter": "contrast",  // a half-lit disc
        "moonphase.full.moon": "brightness_1",  // a full disc
        "moonphase.last.quarter": "contrast",  // a half-lit disc
        "moonphase.new.moon": "radio_button_unchecked",  // an empty disc
        "mug": "coffee",
        "mug.fill": "coffee",
        "powersleep": "bedtime",
        "rainbow": "looks",  // a rainbow arc without colours
        "ruler": "straighten",
        "ruler.fill": "straighten",
        "smoke": "cloud",  // a cloud stands for smoke
        "smoke.fill": "cloud",  // a cloud stands for smoke
        "snow": "ac_unit",
        "staroflife": "emergency",
        "staroflife.fill": "emergency",
        "stethoscope": "medical_services",  // a medical bag rather than a stethoscope
        "sun.dust": "wb_sunny",  // the sun without its dust
        "sun.dust.fill": "wb_sunny",  // the sun without its dust
        "sun.haze": "wb_twilight",  // a sun on the horizon rather than behind haze
        "sun.haze.fill": "wb_twilight",  // a sun on the horizon rather than behind haze
        "syringe": "vaccines",
        "syringe.fill": "vaccines",
        "testtube.2": "science",
        "thermometer.high": "thermostat",
        "thermometer.low": "thermostat",
        "thermometer.snowflake": "ac_unit",  // a snowflake without the thermometer
        "tropicalstorm": "cyclone",
        "water.waves": "waves",
        "waveform.path": "graphic_eq",
        "waveform.path.ecg.rectangle": "monitor_heart",
        "wind.snow": "ac_unit",  // a snowflake without the wind
        "wineglass": "wine_bar",
        "wineglass.fill": "wine_bar",
        "zzz": "snooze",
    ]
}
