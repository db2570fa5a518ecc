import Foundation
import StrataRaster
import StrataScene

/// `strata diff A.png B.png [--out DIFF.png] [--precision P] [--perceptual-precision P]`:
/// compares A (actual) with B (reference) as `strata snapshot` does.
/// Exit 0 when they match, 1 when they differ (writing DIFF when given),
/// 2 when a file cannot be read as a PNG.
@MainActor
enum DiffCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try CommandLineOptions(arguments, command: "diff", flags: [],
                                             options: ["--out", "--precision", "--perceptual-precision"])
        guard options.positionals.count == 2 else {
            throw UsageError(description: "strata diff: expected two PNG files (A.png B.png), got \(options.positionals.count)")
        }
        let (precision, perceptual) = try PictureComparison.precisions(options, command: "diff")
        let a: Canvas, b: Canvas
        do {
            a = try PictureComparison.load(options.positionals[0])
            b = try PictureComparison.load(options.positionals[1])
        } catch {
            printError("strata diff: \(error.description)")
            return 2
        }
        let out = options.value("--out")
        let comparison = try PictureComparison.compare(a, b, precision: precision, perceptual: perceptual, diffPath: out)
        let matches = comparison.matches(precision: precision)
        var members: [(String, JSONOutput)] = [("match", .bool(matches))]
        members += PictureComparison.members(comparison, precision: precision)
        if !matches, let out { members.append(("diff", .string(out))) }
        print(JSONWriter(style: .compact).string(for: .object(members)))
        if !matches { printError("strata diff: \(comparison.summary(precision: precision))") }
        return matches ? 0 : 1
    }
}
