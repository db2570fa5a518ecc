import Foundation
import Strata
import StrataScene

/// Writes a line to standard error.
func printError(_ message: String) {
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    FileHandle.standardError.write(Data(text.utf8))
}

/// Runs the command line and returns the exit status.
@MainActor
func runCommandLine(_ arguments: [String]) -> Int32 {
    guard let command = arguments.first else {
        print(Help.overview)
        return 0
    }
    let rest = Array(arguments.dropFirst())
    if let help = Help.commands[command], rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(help)
        return 0
    }
    do {
        switch command {
        case "-h", "--help", "help":
            print(Help.overview)
            return 0
        case "--version":
            print("strata \(strataVersion)")
            return 0
        case "layout":
            return try LayoutCommand.run(rest)
        case "render":
            return try RenderCommand.run(rest)
        case "demo":
            return try DemoCommand.run(rest)
        case "animate":
            return try AnimateCommand.run(rest)
        case "show":
            return try ShowCommand.run(rest)
        case "fonts":
            return try FontsCommand.run(rest)
        case "shape":
            return try ShapeCommand.run(rest)
        case "snapshot":
            return try SnapshotCommand.run(rest)
        case "diff":
            return try DiffCommand.run(rest)
        case "schema":
            return try SchemaCommand.run(rest)
        default:
            printError("strata: unknown command '\(command)'\n\n\(Help.overview)")
            return 1
        }
    } catch let errors as SceneErrors {
        printError(errors.description)
        return 2
    } catch {
        printError("\(error)")
        return 1
    }
}

let status = MainActor.assumeIsolated { runCommandLine(Array(CommandLine.arguments.dropFirst())) }
exit(status)
