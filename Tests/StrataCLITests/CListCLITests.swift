import Foundation
import Testing

/// Long lists through the C interface, as a C host drives one: 100,000
/// items configured by a callback as they come into view, a scroll, an
/// animated insert and delete, the display list read back; misuse gives
/// codes and messages.
@Suite(.needsCC, .unsanitized)
struct CListCLITests {
    static let program = #"""
    #include <stdio.h>
    #include <string.h>
    #include "strata.h"
    enum { CAPACITY = 100010 };
    static int items[CAPACITY];
    static size_t count = 100000;
    static int configured;
    static void configure(void *context, StrataView *cell, size_t item) {
        char text[32];
        if (items[item] < 0) snprintf(text, sizeof text, "New %d", -items[item]);
        else snprintf(text, sizeof text, "Row %d", items[item]);
        strata_view_set_text(cell, text);
        (*(int *)context)++;
    }
    static void report(const char *what, StrataStatus status) {
        printf("%s: %d %s\n", what, (int)status, status ? strata_last_error_message() : "");
    }
    /* The three topmost texts the display list draws in the window (by baseline), with their opacity, and how many texts. */
    static void texts(StrataWindow *window, const char *when) {
        static StrataCommand commands[4096];
        size_t n = 0;
        report(when, strata_window_display_list(window, commands, 4096, &n));
        const StrataCommand *top[3] = { NULL, NULL, NULL };
        int shown = 0;
        for (size_t i = 0; i < n; i++) {
            const StrataCommand *c = &commands[i];
            if (c->kind != STRATA_COMMAND_TEXT || c->rect.y < 0 || c->rect.y > 480) continue;
            shown++;
            for (int k = 0; k < 3; k++) {
                if (top[k] == NULL || c->rect.y < top[k]->rect.y) {
                    for (int m = 2; m > k; m--) top[m] = top[m - 1];
                    top[k] = c;
                    break;
                }
            }
        }
        printf("  ");
        for (int k = 0; k < 3 && top[k]; k++) {
            printf("[%.*s y %.1f alpha %.2f] ", (int)top[k]->text_length, top[k]->text, top[k]->rect.y, top[k]->opacity);
        }
        printf("(%d texts)\n", shown);
    }
    int main(void) {
        for (int i = 0; i < CAPACITY; i++) items[i] = i;
        StrataWindow *window = strata_window_create(320, 480);
        StrataView *list = strata_view_create(window, STRATA_VIEW_LIST, "list");
        strata_view_set_frame(list, 0, 0, 320, 480);
        strata_view_add_subview(strata_window_root_view(window), list);
        report("configure", strata_list_set_configure(list, configure, &configured));
        report("count", strata_list_set_item_count(list, count));
        strata_window_layout(window);
        texts(window, "top");
        printf("configured %s\n", configured > 0 && configured <= 40 ? "only the cells in view" : "too many cells");
        report("scroll", strata_list_scroll_to(list, 50000, STRATA_SCROLL_POSITION_TOP, false));
        texts(window, "middle");
        memmove(&items[50001], &items[50000], (count - 50000) * sizeof items[0]);
        items[50000] = -1;
        count++;
        report("insert", strata_list_insert(list, 50000, 1));
        strata_window_advance(window, 0.15);
        texts(window, "inserting");
        strata_window_advance(window, 0.15);
        texts(window, "inserted");
        memmove(&items[50000], &items[50002], (count - 50002) * sizeof items[0]);
        count -= 2;
        report("delete", strata_list_delete(list, 50000, 2));
        strata_window_advance(window, 0.3);
        texts(window, "deleted");
        report("reload", strata_list_reload(list));
        report("scroll to the end", strata_list_scroll_to(list, count - 1, STRATA_SCROLL_POSITION_BOTTOM, true));
        strata_window_advance(window, 1);
        texts(window, "end");
        StrataView *plain = strata_view_create(window, STRATA_VIEW_PLAIN, NULL);
        report("not a list", strata_list_reload(plain));
        report("null", strata_list_set_item_count(NULL, 3));
        report("null configure", strata_list_set_configure(list, NULL, NULL));
        report("insert past the end", strata_list_insert(list, count + 1, 1));
        report("insert nothing", strata_list_insert(list, 0, 0));
        report("delete past the end", strata_list_delete(list, count - 1, 2));
        report("scroll past the end", strata_list_scroll_to(list, count, STRATA_SCROLL_POSITION_TOP, false));
        report("bad position", strata_list_scroll_to(list, 0, (StrataScrollPosition)9, false));
        report("too many", strata_list_set_item_count(list, 200000000));
        strata_window_destroy(window);
        return 0;
    }
    """#

    static let expected = #"""
    configure: 0 
    count: 0 
    top: 0 
      [Row 0 y 26.3 alpha 1.00] [Row 1 y 68.7 alpha 1.00] [Row 2 y 111.1 alpha 1.00] (11 texts)
    configured only the cells in view
    scroll: 0 
    middle: 0 
      [Row 50000 y 26.3 alpha 1.00] [Row 50001 y 68.7 alpha 1.00] [Row 50002 y 111.1 alpha 1.00] (11 texts)
    insert: 0 
    inserting: 0 
      [New 1 y 26.3 alpha 0.50] [Row 50000 y 47.5 alpha 1.00] [Row 50001 y 89.9 alpha 1.00] (12 texts)
    inserted: 0 
      [New 1 y 26.3 alpha 1.00] [Row 50000 y 68.7 alpha 1.00] [Row 50001 y 111.1 alpha 1.00] (11 texts)
    delete: 0 
    deleted: 0 
      [Row 50001 y 26.3 alpha 1.00] [Row 50002 y 68.7 alpha 1.00] [Row 50003 y 111.1 alpha 1.00] (11 texts)
    reload: 0 
    scroll to the end: 0 
    end: 0 
      [Row 99989 y 22.3 alpha 1.00] [Row 99990 y 64.7 alpha 1.00] [Row 99991 y 107.1 alpha 1.00] (11 texts)
    not a list: 9 strata_list_reload: the view is not a list (STRATA_VIEW_LIST)
    null: 1 strata_list_set_item_count: the view handle is NULL
    null configure: 5 strata_list_set_configure: configure is NULL
    insert past the end: 5 strata_list_insert: index 100000 is out of range 0…99999
    insert nothing: 5 strata_list_insert: count is 0; insert at least one item
    delete past the end: 5 strata_list_delete: 2 items from 99998 go past the end of the 99999 items
    scroll past the end: 5 strata_list_scroll_to: item 99999 is out of range 0..<99999
    bad position: 5 strata_list_scroll_to: unknown scroll position 9
    too many: 5 strata_list_set_item_count: count 200000000 is more than 100000000 items

    """#

    @Test func aCHostShowsALongListThroughReusedCells() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let source = try scratch.write(Self.program, to: "list.c")
        try CInterfaceCLITests.compile(source, into: scratch.path("list"))
        let result = try #require(try CInterfaceCLITests.run(scratch.path("list"), []))
        #expect(result.0 == 0, "\(result.2)")
        #expect(result.1 == Self.expected)
    }
}
