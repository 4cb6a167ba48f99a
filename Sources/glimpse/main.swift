//  main.swift — glimpse (Glimpse)
//  Status: Complete
//  Behaviour: the tool's entry point; the exit status comes from the command (STYLE R18).

import Foundation

exit(GlimpseCommand.main(Array(CommandLine.arguments.dropFirst())))
