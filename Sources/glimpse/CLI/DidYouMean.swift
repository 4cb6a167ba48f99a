//  DidYouMean.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: STYLE (errors name the thing and the fix): a mistyped name — an option, a family,
//  a surface — is answered with the nearest valid one when it is close (GlimpseArchive's
//  `nearestName`).

import GlimpseArchive

/// `"; did you mean 'x'?"` for the nearest name, or "" when none is close.
func didYouMean(_ text: String, among names: [String]) -> String {
    nearestName(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
}
