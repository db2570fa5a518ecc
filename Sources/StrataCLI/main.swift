import Foundation
import Strata

/// Writes a line to standard error.
func printError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    FileHandle.standardError.write(Data(text.utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())

guard let command = arguments.first else {
    print(Help.overview)
    exit(0)
}

switch command {
case "-h", "--help", "help":
    print(Help.overview)
    exit(0)
case "--version":
    print("strata \(strataVersion)")
    exit(0)
case "layout", "animate", "render", "demo":
    if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(Help.commands[command]!)
        exit(0)
    }
    printError("strata \(command): not built yet in this version (see README.md for what is available)")
    exit(1)
default:
    printError("strata: unknown command '\(command)'\n\n\(Help.overview)")
    exit(1)
}
