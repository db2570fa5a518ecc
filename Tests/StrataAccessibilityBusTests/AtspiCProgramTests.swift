import Foundation
import Glibc
import StrataAccessibilityBus
import StrataScene
import Testing
import StrataTestHarness

/// A C program compiled at test time against `strata.h` publishes the
/// login form with `strata_accessibility_start` and drives the bus from
/// its own `poll` loop; pyatspi, in another process, reads its tree,
/// types into its field through `EditableText` and presses its button.
@MainActor
@Suite("AT-SPI: a C program read through pyatspi", .serialized,
       .enabled(if: AtspiSession.isAvailable, "needs dbus-daemon, at-spi2-core, python3-pyatspi and gir1.2-atspi-2.0"),
       .enabled(if: CProgramTools.cc != nil, "no C compiler (cc) on the PATH (apt-get install gcc)"),
       .disabled(if: CProgramTools.sanitized, "the library is built with a sanitizer a plain C program cannot load"))
struct AtspiCProgramTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let program = #"""
    #include <poll.h>
    #include <stdio.h>
    #include <unistd.h>
    #include "strata.h"
    static int presses;
    static void pressed(void *context, StrataView *sender, uint32_t event) {
        (void)context; (void)sender; (void)event;
        presses++;
    }
    int main(int argc, char **argv) {
        if (argc != 3) return 2;
        StrataWindow *window = strata_window_create(360, 220);
        if (strata_window_load_scene_file(window, argv[1]) != STRATA_OK) {
            fprintf(stderr, "load: %s\n", strata_last_error_message());
            return 1;
        }
        strata_window_layout(window);
        StrataToken token = 0;
        strata_control_add_action(strata_window_view(window, "signIn"), STRATA_EVENT_PRIMARY_ACTION_TRIGGERED, pressed, NULL, &token);
        int fd = -1;
        StrataStatus status = strata_accessibility_start(window, "CForm", &fd);
        if (status != STRATA_OK || fd < 0) {
            fprintf(stderr, "start: %d %s\n", (int)status, strata_last_error_message());
            return 1;
        }
        printf("published\n");
        fflush(stdout);
        /* Until the stop file appears (30 s at most). */
        for (int turn = 0; turn < 1500 && access(argv[2], F_OK) != 0; turn++) {
            bool wants = false;
            strata_accessibility_wants_write(window, &wants);
            struct pollfd ready = { fd, (short)(POLLIN | (wants ? POLLOUT : 0)), 0 };
            poll(&ready, 1, 20);
            if (strata_accessibility_process(window) != STRATA_OK) {
                fprintf(stderr, "process: %s\n", strata_last_error_message());
                return 1;
            }
        }
        char text[64];
        size_t length = 0;
        strata_view_text(strata_window_view(window, "user"), text, sizeof text, &length);
        printf("user=%s presses=%d\n", text, presses);
        strata_accessibility_stop(window);
        strata_window_destroy(window);
        return 0;
    }
    """#

    @Test func aCProgramIsReadAndDrivenByPyatspi() throws {
        let session = try AtspiSession()
        defer { session.stop() }
        // The library beside the test bundle (`swift build` makes it).
        let lib = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        try #require(FileManager.default.fileExists(atPath: lib.appendingPathComponent("libStrataC.so").path),
                     "no libStrataC.so in \(lib.path): build with 'swift build'")
        let source = session.directory + "/form.c", binary = session.directory + "/form"
        try Self.program.write(toFile: source, atomically: true, encoding: .utf8)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: try #require(CProgramTools.cc))
        compile.arguments = ["-std=c11", "-Wall", "-Werror", "-I", Self.root.appendingPathComponent("Sources/StrataC/include").path,
                             source, "-L", lib.path, "-lStrataC", "-Wl,-rpath,\(lib.path)", "-o", binary]
        try compile.run()
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0)
        let scene = session.directory + "/login-form.json", stop = session.directory + "/stop"
        try #require(BuiltinScenes.all.first { $0.name == "login-form" }).text
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let sessionBus = try session.connectSession()
        let address = try AccessibilityBus.busAddress(session: sessionBus)
        sessionBus.close()
        let output = session.directory + "/form.out"
        let pid = try session.start([binary, scene, stop], extra: ["STRATA_ACCESSIBILITY=1", "AT_SPI_BUS_ADDRESS=\(address)"],
                                    output: output)
        let read = try session.runPython("""
            import sys, time, pyatspi
            desktop = pyatspi.Registry.getDesktop(0)
            app = None
            for attempt in range(200):
                apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
                app = next((a for a in apps if a is not None and a.name == "CForm"), None)
                if app:
                    break
                time.sleep(0.05)
            def walk(a, depth):
                print("%s%s|%s" % ("  " * depth, a.getRoleName(), a.name))
                for i in range(a.childCount):
                    walk(a.getChildAtIndex(i), depth + 1)
            walk(app, 0)
            def find(role, name):
                return pyatspi.findDescendant(app, lambda a: a is not None and a.name == name and a.getRoleName() == role)
            print("set", find("entry", "Name").queryEditableText().setTextContents("grace"))
            print("text", find("entry", "Name").queryText().getText(0, -1))
            print("press", find("push button", "Sign in").queryAction().doAction(0))
            open("\(stop)", "w").close()
            """, pump: {})
        var status: Int32 = 0
        let start = monotonicMilliseconds()
        while waitpid(pid, &status, WNOHANG) == 0 {
            try #require(monotonicMilliseconds() - start < 20_000, "the C program did not stop")
            usleep(10_000)
        }
        #expect(read == """
            application|CForm
              frame|CForm
                label|Sign in
                entry|Name
                password text|Password
                push button|Sign in
            set True
            text grace
            press True

            """)
        #expect(fileText(output) == "published\nuser=grace presses=1\n")
        #expect(status == 0)
        #expect(session.lastErrors == "")
    }
}

/// What compiling and running a C program against the library needs.
enum CProgramTools {
    /// Debian's C compiler (`gcc` provides `cc`).
    static let cc = ["/usr/bin/cc", "/usr/local/bin/cc"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether this process runs under ThreadSanitizer or AddressSanitizer (as `.ci/run` does).
    static let sanitized = dlsym(nil, "__tsan_init") != nil || dlsym(nil, "__asan_init") != nil
}
