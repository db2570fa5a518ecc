/*
 * A stack of buttons from C, in the style of the UIStackView guide's
 * example: three buttons in a centred horizontal stack; hiding the middle
 * one with an animation makes the others slide together. The window runs
 * on a manual clock, so the frames at each instant are exact.
 *
 *   cc -Wall -Werror -I Sources/StrataC/include Examples/CHost/main.c \
 *      -L .build/debug -lStrataC -Wl,-rpath,$PWD/.build/debug -o chost && ./chost
 */
#include <stdio.h>
#include <stdlib.h>
#include "strata.h"

static void check(StrataStatus status, const char *what) {
    if (status != STRATA_OK) {
        fprintf(stderr, "%s failed (%d): %s\n", what, (int)status, strata_last_error_message());
        exit(1);
    }
}

static void print_frame(const char *label, StrataView *view, bool presentation) {
    StrataRect r;
    check(presentation ? strata_view_presentation_frame(view, &r) : strata_view_frame(view, &r), "frame");
    printf("  %-6s x=%g y=%g w=%g h=%g\n", label, r.x, r.y, r.width, r.height);
}

static void finished(void *context, bool done) {
    printf("completion: %s (%s)\n", (const char *)context, done ? "finished" : "interrupted");
}

int main(void) {
    StrataWindow *window = strata_window_create(375, 667);
    if (!window) { fprintf(stderr, "%s\n", strata_last_error_message()); return 1; }

    StrataView *root = strata_window_root_view(window);
    StrataView *stack = strata_view_create(window, STRATA_VIEW_STACK, "stack");
    check(strata_stack_set_axis(stack, STRATA_AXIS_HORIZONTAL), "axis");
    check(strata_stack_set_alignment(stack, STRATA_ALIGNMENT_CENTER), "alignment");
    check(strata_stack_set_spacing(stack, 10), "spacing");
    check(strata_view_add_subview(root, stack), "add stack");

    const char *titles[3] = { "Red", "Green", "Blue" };
    const double colours[3][3] = { { 1, 0.23, 0.19 }, { 0.2, 0.78, 0.35 }, { 0, 0.48, 1 } };
    StrataView *buttons[3];
    for (int i = 0; i < 3; i++) {
        buttons[i] = strata_view_create(window, STRATA_VIEW_BUTTON, titles[i]);
        check(strata_button_set_title(buttons[i], titles[i]), "title");
        check(strata_view_set_background_color(buttons[i], colours[i][0], colours[i][1], colours[i][2], 1), "colour");
        check(strata_stack_add_arranged(stack, buttons[i]), "arrange");
    }
    check(strata_constraint_add(window, "stack.centerX == root.centerX"), "centerX");
    check(strata_constraint_add(window, "stack.centerY == root.centerY"), "centerY");
    check(strata_window_layout(window), "layout");

    printf("laid out:\n");
    print_frame("stack", stack, false);
    for (int i = 0; i < 3; i++) print_frame(titles[i], buttons[i], false);

    /* Hide Green over 0.3 s: the change animates like a View.animate block. */
    check(strata_animation_begin(window, 0.3, STRATA_CURVE_EASE_IN_OUT), "begin");
    check(strata_view_set_hidden(buttons[1], true), "hide");
    check(strata_animation_commit(window, finished, "hide Green"), "commit");

    check(strata_window_advance(window, 0.15), "advance");
    printf("at t = 0.15 (on screen):\n");
    print_frame("stack", stack, true);
    for (int i = 0; i < 3; i++) print_frame(titles[i], buttons[i], true);

    check(strata_window_advance(window, 0.15), "advance");
    printf("at t = 0.3:\n");
    print_frame("stack", stack, true);
    for (int i = 0; i < 3; i++) print_frame(titles[i], buttons[i], true);

    StrataCommand commands[64];
    size_t count = 0;
    check(strata_window_display_list(window, commands, 64, &count), "display list");
    printf("display list: %zu commands\n", count);
    for (size_t i = 0; i < count; i++) {
        if (commands[i].kind == STRATA_COMMAND_TEXT)
            printf("  text \"%.*s\" at (%g, %g)\n", (int)commands[i].text_length, commands[i].text,
                   commands[i].rect.x, commands[i].rect.y);
    }

    strata_window_destroy(window);
    StrataRect gone;
    StrataStatus status = strata_view_frame(buttons[0], &gone);
    printf("after destroy: status %d (%s)\n", (int)status, strata_last_error_message());
    return 0;
}
