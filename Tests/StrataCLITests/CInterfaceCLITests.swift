import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Strata
import StrataScene
import Testing

/// The C interface from C and Python: `Examples/CHost/main.c` compiled with
/// `cc -Wall -Werror` against `strata.h` and `libStrataC.so` prints its
/// expected output; the Python example does the same through ctypes; the
/// header and the library export the same functions; misuse (NULL,
/// released and foreign handles, the wrong thread, malformed input) gives
/// codes and messages.
@Suite("The C interface")
struct CInterfaceCLITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let header = root.appendingPathComponent("Sources/StrataC/include")

    /// The built `libStrataC.so`, beside the `strata` executable.
    static func library() throws -> URL {
        let dir = URL(fileURLWithPath: try StrataExecutable.path()).deletingLastPathComponent()
        let lib = dir.appendingPathComponent("libStrataC.so")
        try #require(FileManager.default.fileExists(atPath: lib.path), "no \(lib.path): build with 'swift build'")
        return lib
    }

    /// Runs a tool (a path, or a name on the PATH) and returns (status,
    /// stdout, stderr); `nil` when the tool is missing.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String, String)? {
        let found = tool.contains("/") ? (FileManager.default.isExecutableFile(atPath: tool) ? tool : nil) : Toolchain.path(of: tool)
        guard let path = found else { return nil }
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = scratch.url.appendingPathComponent("out"), err = scratch.url.appendingPathComponent("err")
        try Data().write(to: out)
        try Data().write(to: err)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try FileReader.bytes(atPath: out.path), as: UTF8.self),
                String(decoding: try FileReader.bytes(atPath: err.path), as: UTF8.self))
    }

    /// Compiles C source (a file) into an executable linked with libStrataC;
    /// fails the test when `cc` is missing or fails (a test that calls it
    /// carries `.needsCC` and `.unsanitized`).
    static func compile(_ source: String, into output: String) throws {
        let lib = try library().deletingLastPathComponent().path
        let cc = try #require(Toolchain.cc, "no C compiler (cc) on the PATH")
        let (status, _, err) = try #require(try run(cc, ["-std=c11", "-Wall", "-Werror", "-pthread", "-I", header.path, source,
                                                         "-L", lib, "-lStrataC", "-Wl,-rpath,\(lib)", "-o", output]))
        try #require(status == 0, "cc failed: \(err)")
    }

    @Test(.needsCC, .unsanitized)
    func theCExamplePrintsItsExpectedOutput() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let binary = scratch.path("chost")
        try Self.compile(Self.root.appendingPathComponent("Examples/CHost/main.c").path, into: binary)
        let result = try #require(try Self.run(binary, []))
        let expected = try String(contentsOf: Self.root.appendingPathComponent("Examples/CHost/expected-output.txt"), encoding: .utf8)
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1 == expected)
    }

    @Test(.needsPython3, .unsanitized)
    func thePythonExamplePrintsItsExpectedOutput() throws {
        let lib = try Self.library()
        let result = try #require(try Self.run("python3", [Self.root.appendingPathComponent("Examples/python/strata_demo.py").path],
                                               environment: ["STRATA_LIBRARY": lib.path]))
        let expected = try String(contentsOf: Self.root.appendingPathComponent("Examples/python/expected-output.txt"), encoding: .utf8)
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1 == expected)
    }

    /// Checks the header with `tool` in `standard`, warnings as errors.
    static func expectHeaderCompiles(_ tool: String, language: String, standard: String) throws {
        let result = try #require(try run(tool, ["-x", language, "-std=\(standard)", "-Wall", "-Wextra", "-Werror", "-pedantic",
                                                 "-fsyntax-only", header.appendingPathComponent("strata.h").path]))
        #expect(result.0 == 0, "\(standard): \(result.2)")
    }

    @Test(.needsCC) func theHeaderCompilesAsC11() throws {
        try Self.expectHeaderCompiles("cc", language: "c", standard: "c11")
    }

    @Test(.needsCxx) func theHeaderCompilesAsCpp17() throws {
        try Self.expectHeaderCompiles("c++", language: "c++", standard: "c++17")
    }

    /// Every function the header declares is exported, and the other way round.
    @Test(.needsNM) func headerAndLibraryDeclareTheSameFunctions() throws {
        let header = try String(contentsOf: Self.header.appendingPathComponent("strata.h"), encoding: .utf8)
        let declared = Set(header.split(separator: "\n").compactMap { line -> String? in
            guard !line.hasPrefix("typedef"), let open = line.firstIndex(of: "("),
                  let start = line[..<open].range(of: "strata_", options: .backwards)?.lowerBound else { return nil }
            let name = String(line[start..<open])
            return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
        })
        let (status, symbols, err) = try #require(try Self.run("nm", ["-D", "--defined-only", try Self.library().path]))
        try #require(status == 0, "\(err)")
        let exported = Set(symbols.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard parts.count == 3, parts[1] == "T", parts[2].hasPrefix("strata_") else { return nil }
            return String(parts[2])
        })
        #expect(declared.count >= 40)
        #expect(declared.subtracting(exported).isEmpty, "declared, not exported: \(declared.subtracting(exported).sorted())")
        #expect(exported.subtracting(declared).isEmpty, "exported, not declared: \(exported.subtracting(declared).sorted())")
    }

    static let misuse = #"""
    #include <math.h>
    #include <pthread.h>
    #include <stdio.h>
    #include "strata.h"
    static StrataWindow *shared;
    /* Arguments are evaluated in any order: call first, then read the message. */
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, strata_last_error_message());
    }
    static void *worker(void *unused) {
        (void)unused;
        report("wrong thread", strata_window_layout(shared));
        StrataWindow *w = strata_window_create(10, 10);
        printf("wrong thread create: %s\n", w ? "handle" : "NULL");
        return NULL;
    }
    int main(void) {
        StrataRect r;
        shared = strata_window_create(100, 100);
        StrataWindow *other = strata_window_create(100, 100);
        report("null window", strata_window_layout(NULL));
        report("null view", strata_view_frame(NULL, &r));
        report("not a handle", strata_window_layout((StrataWindow *)(void *)0x1234560));
        StrataView *v = strata_view_create(shared, STRATA_VIEW_PLAIN, "v");
        StrataView *w = strata_view_create(other, STRATA_VIEW_PLAIN, "w");
        report("foreign", strata_view_add_subview(v, w));
        report("window as view", strata_view_frame((StrataView *)(void *)shared, &r));
        report("release", strata_view_release(v));
        report("released", strata_view_frame(v, &r));
        report("equation", strata_constraint_add(shared, "v.width == v.top"));
        report("unknown id", strata_constraint_add(shared, "ghost.width == 10"));
        report("scene", strata_window_load_scene_json(shared, "{\"window\": {\"width\": -1}}"));
        StrataView *missing = strata_window_view(shared, "nope");
        printf("missing view: %s %s\n", missing ? "handle" : "NULL", strata_last_error_message());
        report("wrong kind", strata_stack_set_spacing(w, 3));
        report("commit alone", strata_animation_commit(shared, NULL, NULL));
        report("nan", strata_window_advance(shared, 0.0 / 0.0));
        report("not utf-8", strata_window_load_scene_json(other, "{\"views\": \xff}"));
        report("touch nan", strata_window_touch_down(shared, NAN, 1, 1, NULL));
        StrataView *s = strata_view_create(shared, STRATA_VIEW_STACK, "s");
        report("index SIZE_MAX", strata_stack_insert_arranged(s, strata_view_create(shared, STRATA_VIEW_PLAIN, NULL), SIZE_MAX));
        StrataView *again = strata_view_create(shared, STRATA_VIEW_PLAIN, "v");
        printf("duplicate id: %s %s\n", again ? "handle" : "NULL", strata_last_error_message());
        size_t count = 0;
        StrataCommand one[1];
        strata_view_set_background_color(w, 1, 0, 0, 1);
        StrataView *w2 = strata_view_create(other, STRATA_VIEW_PLAIN, "w2");
        strata_view_set_background_color(w2, 0, 1, 0, 1);
        strata_view_add_subview(strata_window_root_view(other), w);
        strata_view_add_subview(strata_window_root_view(other), w2);
        StrataStatus small = strata_window_display_list(other, one, 1, &count);
        printf("small buffer: %d count %zu\n", (int)small, count);
        pthread_t t;
        pthread_create(&t, NULL, worker, NULL);
        pthread_join(t, NULL);
        strata_window_destroy(other);
        report("destroyed", strata_view_frame(w, &r));
        strata_window_destroy(other);
        strata_window_destroy(NULL);
        printf("ok\n");
        return 0;
    }
    """#

    @Test(.needsCC, .unsanitized)
    func misuseGivesCodesAndMessages() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = try scratch.write(Self.misuse, to: "misuse.c")
        try Self.compile(source, into: scratch.path("misuse"))
        let result = try #require(try Self.run(scratch.path("misuse"), []))
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1 == Self.misuseOutput)
    }

    /// What the misuse program prints: every misuse gives its code and a message.
    static let misuseOutput = #"""
    null window: 1 strata_window_layout: the window handle is NULL
    null view: 1 strata_view_frame: the view handle is NULL
    not a handle: 2 strata_window_layout: not a live window handle (released, destroyed, or never a window)
    foreign: 3 strata_view_add_subview: the view belongs to another window
    window as view: 2 strata_view_frame: not a live view handle (released, destroyed, or never a view)
    release: 0 strata_view_frame: not a live view handle (released, destroyed, or never a view)
    released: 2 strata_view_frame: not a live view handle (released, destroyed, or never a view)
    equation: 7 strata_constraint_add: cannot relate a size (v.width) to a vertical position (v.top)
      v.width == v.top
                 ^
    unknown id: 8 strata_constraint_add: no view with id 'ghost' in 'ghost.width == 10'
    scene: 6 strata_window_load_scene_json: scene.json: window.width: width must not be negative, got -1
    scene.json: window: missing key 'height'
    scene.json: missing key 'views'
    missing view: NULL strata_window_view: no view with id 'nope'
    wrong kind: 9 strata_stack_set_spacing: the view is not a stack
    commit alone: 11 strata_animation_commit: no animation is open (call strata_animation_begin first)
    nan: 5 strata_window_advance: seconds must be finite, got -nan
    not utf-8: 5 strata_window_load_scene_json: json is not valid UTF-8 (byte 0xFF at offset 10)
    touch nan: 5 strata_window_touch_down: x must be finite, got nan
    index SIZE_MAX: 5 strata_stack_insert_arranged: index 18446744073709551615 is out of range 0…0
    duplicate id: NULL strata_view_create: a view with id 'v' already exists in the window; ids must be unique
    small buffer: 10 count 2
    wrong thread: 4 strata_window_layout: called from a thread other than the main thread, which created the window
    wrong thread create: NULL
    destroyed: 2 strata_view_frame: not a live view handle (released, destroyed, or never a view)
    ok

    """#
}
