import Foundation
import Testing

/// `strata shape` prints what `hb-shape --no-glyph-names` prints (run live).
@Suite("strata shape")
struct ShapeCLITests {
    static let hbShape = "/usr/bin/hb-shape"
    static let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let arabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: hbShape)
            && FileManager.default.fileExists(atPath: dejavu) && FileManager.default.fileExists(atPath: arabic)
    }

    static func hb(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = ["--no-glyph-names"] + arguments
        process.environment = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("the same output as hb-shape", .enabled(if: available, "needs hb-shape (libharfbuzz-bin), fonts-dejavu-core, fonts-noto-core"),
          arguments: [
            [dejavu, "office AV"], [dejavu, "--features=-liga,-kern", "office AV"], [dejavu, "--direction=rtl", "(ab)"],
            [arabic, "مرحبا بالعالم"], [arabic, "--script=arab", "--language=ar", "لا إله"],
          ])
    func matchesHarfBuzz(_ arguments: [String]) throws {
        let font = arguments[0], rest = Array(arguments.dropFirst())
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(["shape", "--font", font] + rest, in: directory)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == (try Self.hb(Array(rest.dropLast()) + [font, rest.last ?? ""])))
    }

    @Test("usage errors", arguments: [
        (["shape", "text"], "give exactly one of --font"),
        (["shape", "--font", "/nonexistent.ttf", "x"], "cannot read font"),
        (["shape", "--family", "No Such Family Anywhere", "x"], "is not installed"),
        (["shape", "--font", dejavu, "--direction", "up", "x"], "--direction must be ltr or rtl"),
        (["shape", "--font", dejavu, "--features", "toolong", "x"], "cannot parse --features"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let result = try StrataExecutable.run(arguments, in: directory)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
