import Foundation
import Testing

/// Text entry through the C interface, as a C host drives it: a tap
/// begins editing, typed text and keys arrive, the text is read back;
/// misuse gives codes and messages and changes nothing.
@Suite(.needsCC, .unsanitized)
struct CTextCLITests {
    static let program = #"""
    #include <stdio.h>
    #include "strata.h"
    static int changes;
    static void changed(void *context, StrataView *control, uint32_t events) {
        (void)context; (void)control;
        if (events & STRATA_EVENT_EDITING_CHANGED) changes++;
    }
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "");
    }
    int main(void) {
        StrataWindow *window = strata_window_create(300, 100);
        StrataView *field = strata_view_create(window, STRATA_VIEW_TEXT_FIELD, "name");
        strata_view_set_frame(field, 10, 10, 200, 30);
        strata_view_add_subview(strata_window_root_view(window), field);
        StrataToken token;
        strata_control_add_action(field, STRATA_EVENT_EDITING_CHANGED, changed, NULL, &token);
        strata_window_layout(window);
        bool handled = false;
        strata_window_touch_down(window, 50, 25, 0, &handled);
        strata_window_touch_up(window, 50, 25, 0, &handled);
        report("insert", strata_window_insert_text(window, "h\xC3\xA9llo"));
        report("bad utf-8", strata_window_insert_text(window, "x\xff"));
        report("home", strata_window_key_down(window, STRATA_KEY_HOME, 0, 0, &handled));
        report("marked", strata_window_set_marked_text(window, "ka", 2, 2));
        report("commit", strata_window_insert_text(window, "K"));
        report("bad marked range", strata_window_set_marked_text(window, "x", 2, 1));
        char small[4];
        size_t length = 0;
        report("small buffer", strata_view_text(field, small, sizeof small, &length));
        printf("length %zu\n", length);
        char text[32];
        report("text", strata_view_text(field, text, sizeof text, &length));
        printf("text '%s' (%zu bytes), %d changes\n", text, length, changes);
        StrataView *view = strata_view_create(window, STRATA_VIEW_TEXT_VIEW, "notes");
        report("set text", strata_view_set_text(view, "one\ntwo"));
        report("read text view", strata_view_text(view, text, sizeof text, &length));
        printf("notes '%s'\n", text);
        StrataView *plain = strata_view_create(window, STRATA_VIEW_PLAIN, NULL);
        report("plain view", strata_view_set_text(plain, "x"));
        report("unmark nothing", strata_window_unmark_text(window));
        strata_window_destroy(window);
        return 0;
    }
    """#

    static let expected = #"""
    insert: 0 
    bad utf-8: 5 strata_window_insert_text: text is not valid UTF-8 (byte 0xFF at offset 1)
    home: 0 
    marked: 0 
    commit: 0 
    bad marked range: 5 strata_window_set_marked_text: selection_start 2 is after selection_end 1
    small buffer: 10 strata_view_text: the text has 7 bytes and a NUL; the buffer holds 4
    length 7
    text: 0 
    text 'Khéllo' (7 bytes), 3 changes
    set text: 0 
    read text view: 0 
    notes 'one
    two'
    plain view: 9 strata_view_set_text: the view is not a label, text field, text view or list cell
    unmark nothing: 0 

    """#

    @Test func aCHostTypesIntoATextField() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = try scratch.write(Self.program, to: "text.c")
        try CInterfaceCLITests.compile(source, into: scratch.path("text"))
        let result = try #require(try CInterfaceCLITests.run(scratch.path("text"), []))
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1 == Self.expected)
    }
}
