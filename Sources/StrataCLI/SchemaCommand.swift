import Foundation
import StrataScene

/// `strata schema [--out FILE]`: prints the JSON Schema of the scene format
/// (`SceneSchema`), or writes it to FILE.
@MainActor
enum SchemaCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "schema", flags: [], options: ["--out"])
        guard options.positionals.isEmpty else {
            throw UsageError(description: "strata schema: unexpected argument '\(options.positionals[0])'")
        }
        let text = SceneSchema.text
        guard let path = options.value("--out") else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return 0
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            printError("strata schema: cannot write \(path): \(error.localizedDescription)")
            return 1
        }
        return 0
    }
}
