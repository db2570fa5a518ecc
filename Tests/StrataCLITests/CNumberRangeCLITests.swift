import Foundation
import Testing

/// Finite numbers beyond the documented ranges (and a device as a scene
/// file, and more touches than the limit), through the C interface:
/// `STRATA_INVALID_ARGUMENT` or a scene error, never a trap (a damping
/// ratio of 1e300 trapped in `Spring.init`, a 1.5e308 font size in the
/// font metrics when the scene was drawn).
@Suite("The C interface checks number ranges", .needsCC, .unsanitized)
struct CNumberRangeCLITests {
    static let program = #"""
    #include <stdbool.h>
    #include <stdio.h>
    #include "strata.h"
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "-");
    }
    int main(void) {
        StrataWindow *w = strata_window_create(100, 100);
        report("spring damping 1e300", strata_animation_begin_spring(w, 1, 1e300, 0));
        report("spring velocity -1e300", strata_animation_begin_spring(w, 1, 0.5, -1e300));
        report("duration 1e308", strata_animation_begin(w, 1e308, 0));
        report("spring at the limits", strata_animation_begin_spring(w, 1e6, 1000, 1e6));
        report("commit", strata_animation_commit(w, NULL, NULL));
        report("font size 1.5e308", strata_window_load_scene_json(w,
            "{\"window\": {\"width\": 100, \"height\": 40}, \"views\": "
            "[{\"id\": \"l\", \"type\": \"label\", \"text\": \"Hi\", \"fontSize\": 1.5e308}]}"));
        report("step at 1e300", strata_window_load_scene_json(w,
            "{\"window\": {\"width\": 100, \"height\": 40}, \"views\": [{\"id\": \"v\"}], "
            "\"steps\": [{\"at\": 1e300, \"set\": {\"id\": \"v\", \"alpha\": 0.5}}]}"));
        report("scene file /dev/zero", strata_window_load_scene_file(w, "/dev/zero"));
        size_t count = 0;
        report("drawn", strata_window_display_list(w, NULL, 0, &count));
        int touches = 0;
        bool handled = false;
        StrataStatus status = STRATA_OK;
        while (touches < 25 && (status = strata_window_touch_down(w, 10, 10, touches, &handled)) == STRATA_OK) touches += 1;
        printf("touches %d: ", touches);
        report("down", status);
        report("the same id again", strata_window_touch_down(w, 10, 10, 3, &handled));
        strata_window_destroy(w);
        return 0;
    }
    """#

    static let expected = #"""
    spring damping 1e300: 5 strata_animation_begin_spring: damping_ratio must be in 0…1000, got 1e+300
    spring velocity -1e300: 5 strata_animation_begin_spring: initial_velocity must be in -1000000…1000000, got -1e+300
    duration 1e308: 5 strata_animation_begin: duration must be in 0…1000000, got 1e+308
    spring at the limits: 0 -
    commit: 0 -
    font size 1.5e308: 6 strata_window_load_scene_json: scene.json: views[0].fontSize: font size must be more than 0 and at most 10000 points, got 1.5e+308
    step at 1e300: 6 strata_window_load_scene_json: scene.json: steps[0].at: must be 0…1000000 seconds, got 1e+300
    scene file /dev/zero: 12 strata_window_load_scene_file: /dev/zero: cannot read the file: a character device is not a regular file
    drawn: 0 -
    touches 20: down: 5 strata_window_touch_down: 20 touches are down already (the most at once); lift one first
    the same id again: 0 -

    """#

    static let depthProgram = #"""
    #include <stdio.h>
    #include "strata.h"
    int main(void) {
        StrataWindow *w = strata_window_create(100, 100);
        StrataView *last = strata_window_root_view(w);
        int level = 0;
        StrataStatus status = STRATA_OK;
        while (level < 300) {
            StrataView *next = strata_view_create(w, level % 2 ? STRATA_VIEW_STACK : STRATA_VIEW_PLAIN, NULL);
            status = level % 2 == 0 && level > 0 ? strata_stack_add_arranged(last, next) : strata_view_add_subview(last, next);
            if (status != STRATA_OK) break;
            last = next;
            level += 1;
        }
        printf("levels %d: %d %s\n", level, (int)status, strata_last_error_message());
        printf("layout: %d\n", (int)strata_window_layout(w));
        strata_window_destroy(w);
        return 0;
    }
    """#

    /// Compiles `source` against libStrataC, runs it, expects exit 0 and
    /// returns what it printed (a suite that calls it carries `.needsCC`
    /// and `.unsanitized`).
    static func output(of source: String, named name: String) throws -> String {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = try scratch.write(source, to: "\(name).c")
        try CInterfaceCLITests.compile(file, into: scratch.path(name))
        let result = try #require(try CInterfaceCLITests.run(scratch.path(name), []))
        #expect(result.0 == 0, "\(result.2)")
        return result.1
    }

    /// Views nested one level at a time through C stop at `View.maximumDepth`
    /// with an error code (the Swift call would stop the process).
    @Test func nestingStopsAtTheDepthLimit() throws {
        let output = try Self.output(of: Self.depthProgram, named: "depth")
        #expect(output == """
            levels 256: 5 strata_stack_add_arranged: the view tree would be more than 256 levels deep (the limit)
            layout: 0

            """)
    }

    @Test func outOfRangeNumbersAreInvalidArguments() throws {
        let output = try Self.output(of: Self.program, named: "ranges")
        #expect(output == Self.expected)
    }
}
