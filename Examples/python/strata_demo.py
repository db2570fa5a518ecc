#!/usr/bin/env python3
"""The CHost example through ctypes: a headless animation test in Python.

Three buttons in a centred stack; hiding the middle one animates over
0.3 s on a manual clock, and the frames at each instant are exact.

    swift build
    python3 Examples/python/strata_demo.py            # finds .build/debug/libStrataC.so
    STRATA_LIBRARY=/path/to/libStrataC.so python3 Examples/python/strata_demo.py
"""
import ctypes
import os
import sys


class Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double),
                ("width", ctypes.c_double), ("height", ctypes.c_double)]


def load_library():
    path = os.environ.get("STRATA_LIBRARY")
    if not path:
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        path = os.path.join(root, ".build", "debug", "libStrataC.so")
    lib = ctypes.CDLL(path)
    handle = ctypes.c_void_p
    lib.strata_last_error_message.restype = ctypes.c_char_p
    lib.strata_window_create.restype = handle
    lib.strata_window_create.argtypes = [ctypes.c_double, ctypes.c_double]
    lib.strata_window_destroy.argtypes = [handle]
    lib.strata_window_root_view.restype = handle
    lib.strata_window_root_view.argtypes = [handle]
    lib.strata_view_create.restype = handle
    lib.strata_view_create.argtypes = [handle, ctypes.c_int, ctypes.c_char_p]
    for name, args in {
        "strata_stack_set_axis": [handle, ctypes.c_int],
        "strata_stack_set_alignment": [handle, ctypes.c_int],
        "strata_stack_set_spacing": [handle, ctypes.c_double],
        "strata_view_add_subview": [handle, handle],
        "strata_button_set_title": [handle, ctypes.c_char_p],
        "strata_view_set_background_color": [handle] + [ctypes.c_double] * 4,
        "strata_stack_add_arranged": [handle, handle],
        "strata_constraint_add": [handle, ctypes.c_char_p],
        "strata_window_layout": [handle],
        "strata_view_frame": [handle, ctypes.POINTER(Rect)],
        "strata_view_presentation_frame": [handle, ctypes.POINTER(Rect)],
        "strata_animation_begin": [handle, ctypes.c_double, ctypes.c_int],
        "strata_view_set_hidden": [handle, ctypes.c_bool],
        "strata_animation_commit": [handle, ctypes.c_void_p, ctypes.c_void_p],
        "strata_window_advance": [handle, ctypes.c_double],
    }.items():
        function = getattr(lib, name)
        function.argtypes = args
        function.restype = ctypes.c_int
    return lib


COMPLETION = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_bool)
STACK, BUTTON = 3, 2
HORIZONTAL, CENTER, EASE_IN_OUT = 0, 3, 3


def main():
    lib = load_library()

    def check(status, what):
        if status != 0:
            sys.exit(f"{what} failed ({status}): {lib.strata_last_error_message().decode()}")

    def frame(view, presentation):
        r = Rect()
        read = lib.strata_view_presentation_frame if presentation else lib.strata_view_frame
        check(read(view, ctypes.byref(r)), "frame")
        return r

    def show(label, view, presentation=False):
        r = frame(view, presentation)
        print(f"  {label:<6} x={r.x:g} y={r.y:g} w={r.width:g} h={r.height:g}")

    window = lib.strata_window_create(375, 667)
    root = lib.strata_window_root_view(window)
    stack = lib.strata_view_create(window, STACK, b"stack")
    check(lib.strata_stack_set_axis(stack, HORIZONTAL), "axis")
    check(lib.strata_stack_set_alignment(stack, CENTER), "alignment")
    check(lib.strata_stack_set_spacing(stack, 10), "spacing")
    check(lib.strata_view_add_subview(root, stack), "add stack")
    titles = ["Red", "Green", "Blue"]
    colours = [(1, 0.23, 0.19), (0.2, 0.78, 0.35), (0, 0.48, 1)]
    buttons = []
    for title, (r, g, b) in zip(titles, colours):
        button = lib.strata_view_create(window, BUTTON, title.encode())
        check(lib.strata_button_set_title(button, title.encode()), "title")
        check(lib.strata_view_set_background_color(button, r, g, b, 1), "colour")
        check(lib.strata_stack_add_arranged(stack, button), "arrange")
        buttons.append(button)
    check(lib.strata_constraint_add(window, b"stack.centerX == root.centerX"), "centerX")
    check(lib.strata_constraint_add(window, b"stack.centerY == root.centerY"), "centerY")
    check(lib.strata_window_layout(window), "layout")

    print("laid out:")
    show("stack", stack)
    for title, button in zip(titles, buttons):
        show(title, button)

    done = []

    @COMPLETION
    def finished(context, complete):
        done.append(complete)
        print(f"completion: hide Green ({'finished' if complete else 'interrupted'})")

    check(lib.strata_animation_begin(window, 0.3, EASE_IN_OUT), "begin")
    check(lib.strata_view_set_hidden(buttons[1], True), "hide")
    check(lib.strata_animation_commit(window, ctypes.cast(finished, ctypes.c_void_p), None), "commit")
    for t in (0.15, 0.3):
        check(lib.strata_window_advance(window, 0.15), "advance")
        print(f"at t = {t:g}{' (on screen)' if t < 0.3 else ''}:")
        show("stack", stack, True)
        for title, button in zip(titles, buttons):
            show(title, button, True)
    lib.strata_window_destroy(window)
    assert done == [True]


if __name__ == "__main__":
    main()
