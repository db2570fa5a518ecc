/// An event from the compositor, decoded for the interfaces the host
/// uses. Coordinates are in surface units; fixed-point values are
/// `Double`s.
public enum WaylandEvent: Sendable, Equatable {
    /// `wl_display.error`: a fatal error about object `object`.
    case error(object: UInt32, code: UInt32, message: String)
    /// `wl_display.delete_id`: the id may be used again.
    case deleteID(UInt32)
    /// `wl_registry.global`.
    case global(name: UInt32, interface: String, version: UInt32)
    /// `wl_registry.global_remove`.
    case globalRemove(name: UInt32)
    /// `wl_callback.done` of callback `callback`.
    case done(callback: UInt32, data: UInt32)
    /// `wl_shm.format`: a pixel format the compositor accepts.
    case shmFormat(UInt32)
    /// `wl_buffer.release`: the compositor no longer reads `buffer`.
    case release(buffer: UInt32)
    /// `xdg_wm_base.ping`: answer with `pong(serial)`.
    case ping(serial: UInt32)
    /// `xdg_surface.configure`: acknowledge, then draw.
    case configure(serial: UInt32)
    /// `xdg_toplevel.configure`: the size the compositor asks for (0: the
    /// client chooses) and the states (1 maximised, 2 fullscreen,
    /// 3 resizing, 4 activated, …).
    case toplevelConfigure(width: Int32, height: Int32, states: [UInt32])
    /// `xdg_toplevel.close`: the user asked to close the window.
    case close
    /// `wl_seat.capabilities` (1 pointer, 2 keyboard, 4 touch).
    case capabilities(UInt32)
    /// `wl_pointer.enter` on `surface` at (x, y).
    case pointerEnter(serial: UInt32, surface: UInt32, x: Double, y: Double)
    /// `wl_pointer.leave`.
    case pointerLeave(serial: UInt32, surface: UInt32)
    /// `wl_pointer.motion` to (x, y).
    case pointerMotion(time: UInt32, x: Double, y: Double)
    /// `wl_pointer.button` (Linux button code, e.g. 0x110 left; state 1
    /// pressed).
    case pointerButton(serial: UInt32, time: UInt32, button: UInt32, state: UInt32)
    /// `wl_pointer.axis` (axis 0 vertical, 1 horizontal), in surface units.
    case pointerAxis(time: UInt32, axis: UInt32, value: Double)
    /// `wl_pointer.frame`: the end of a group of pointer events.
    case pointerFrame
    /// `wl_pointer.axis_discrete`: whole wheel clicks (seat versions 5–7).
    case pointerAxisDiscrete(axis: UInt32, discrete: Int32)
    /// `wl_pointer.axis_value120`: wheel clicks in 120ths.
    case pointerAxisValue120(axis: UInt32, value: Int32)
    /// `wl_keyboard.keymap`: the keymap's format (1 XKB v1), its file
    /// descriptor (the receiver closes it) and size.
    case keymap(format: UInt32, fd: Int32, size: UInt32)
    /// `wl_keyboard.enter`: focus on `surface`.
    case keyboardEnter(serial: UInt32, surface: UInt32)
    /// `wl_keyboard.leave`: focus lost.
    case keyboardLeave(serial: UInt32, surface: UInt32)
    /// `wl_keyboard.key` (evdev key code; state 1 pressed).
    case key(serial: UInt32, time: UInt32, key: UInt32, state: UInt32)
    /// `wl_keyboard.modifiers`.
    case modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32)
    /// `wl_keyboard.repeat_info` (keys per second; delay in ms).
    case repeatInfo(rate: Int32, delay: Int32)
    /// `wl_data_device.data_offer` or the primary-selection device's: a
    /// new offer object `offer` (its mime types follow).
    case dataOffer(device: UInt32, offer: UInt32)
    /// `wl_data_offer.offer` or the primary-selection offer's: one mime
    /// type `offer` has.
    case offerMimeType(offer: UInt32, mimeType: String)
    /// `wl_data_device.selection` or the primary-selection device's: the
    /// offer now on the selection (0: none).
    case selection(device: UInt32, offer: UInt32)
    /// `wl_data_device.enter` (drag and drop, not used): the offer dragged in (0: none).
    case dragEnter(offer: UInt32)
    /// `wl_data_source.send` or the primary-selection source's: write the
    /// text as `mimeType` to `fd` and close it (the receiver closes it).
    case sourceSend(source: UInt32, mimeType: String, fd: Int32)
    /// `wl_data_source.cancelled` or the primary-selection source's:
    /// another client took the selection.
    case sourceCancelled(source: UInt32)
    /// `zxdg_toplevel_decoration_v1.configure`: who draws the decorations
    /// (1 the client, 2 the compositor).
    case decorationMode(mode: UInt32)
    /// `wl_touch.down`: finger `id` touched `surface` at (x, y).
    case touchDown(serial: UInt32, time: UInt32, surface: UInt32, id: Int32, x: Double, y: Double)
    /// `wl_touch.up`: finger `id` lifted.
    case touchUp(serial: UInt32, time: UInt32, id: Int32)
    /// `wl_touch.motion`: finger `id` moved to (x, y).
    case touchMotion(time: UInt32, id: Int32, x: Double, y: Double)
    /// `wl_touch.frame`: the end of a group of touch events.
    case touchFrame
    /// `wl_touch.cancel`: the compositor took the touches (a gesture).
    case touchCancel
    /// `zwp_text_input_v3.enter`: text input focus on `surface`.
    case textInputEnter(surface: UInt32)
    /// `zwp_text_input_v3.leave`: text input focus lost.
    case textInputLeave(surface: UInt32)
    /// `zwp_text_input_v3.preedit_string`: the composition (empty: none),
    /// with the cursor's UTF-8 byte offsets in it (-1: hidden).
    case preeditString(text: String, cursorBegin: Int32, cursorEnd: Int32)
    /// `zwp_text_input_v3.commit_string`: text to insert.
    case commitString(text: String)
    /// `zwp_text_input_v3.delete_surrounding_text`: UTF-8 bytes to delete
    /// before and after the cursor.
    case deleteSurroundingText(before: UInt32, after: UInt32)
    /// `zwp_text_input_v3.done`: apply the events since the last one.
    case textInputDone(serial: UInt32)
    /// `wp_fractional_scale_v1.preferred_scale`: the scale in 120ths.
    case preferredScale(UInt32)
    /// `wl_output.scale`: the output's integer scale (applied at its `done`).
    case outputScale(output: UInt32, factor: Int32)
    /// `wl_output.done`: the output's changes since the last `done` apply.
    case outputDone(output: UInt32)
    /// `wl_surface.enter`: part of the surface is now on `output`.
    case surfaceEnter(output: UInt32)
    /// `wl_surface.leave`: no part of the surface is on `output` any more.
    case surfaceLeave(output: UInt32)
    /// An event this client does not use (decoded only as far as its
    /// interface and opcode).
    case other(interface: WaylandInterface, opcode: UInt16)

    /// Decodes an event of `interface` sent by object `object`. `takeFD`
    /// hands out the next file descriptor received (for `keymap`); `nil`
    /// when none came, which is a protocol violation.
    ///
    /// Bounded: reads only `body`, throws `protocolViolation` on a short
    /// or malformed body, never traps.
    public static func decode(interface: WaylandInterface, object: UInt32, opcode: UInt16, body: [UInt8],
                              takeFD: () -> Int32?) throws -> WaylandEvent {
        var r = WaylandArgumentReader(body)
        switch (interface, opcode) {
        case (.display, 0): return .error(object: try r.uint(), code: try r.uint(), message: try r.string())
        case (.display, 1): return .deleteID(try r.uint())
        case (.registry, 0): return .global(name: try r.uint(), interface: try r.string(), version: try r.uint())
        case (.registry, 1): return .globalRemove(name: try r.uint())
        case (.callback, 0): return .done(callback: object, data: try r.uint())
        case (.shm, 0): return .shmFormat(try r.uint())
        case (.buffer, 0): return .release(buffer: object)
        case (.wmBase, 0): return .ping(serial: try r.uint())
        case (.xdgSurface, 0): return .configure(serial: try r.uint())
        case (.toplevel, 0):
            let w = try r.int(), h = try r.int()
            let raw = try r.array()
            let states = stride(from: 0, to: raw.count - raw.count % 4, by: 4).map { WaylandArguments.word(raw, $0) }
            return .toplevelConfigure(width: w, height: h, states: states)
        case (.toplevel, 1): return .close
        case (.seat, 0): return .capabilities(try r.uint())
        case (.pointer, 0):
            return .pointerEnter(serial: try r.uint(), surface: try r.uint(), x: try r.fixed(), y: try r.fixed())
        case (.pointer, 1): return .pointerLeave(serial: try r.uint(), surface: try r.uint())
        case (.pointer, 2): return .pointerMotion(time: try r.uint(), x: try r.fixed(), y: try r.fixed())
        case (.pointer, 3):
            return .pointerButton(serial: try r.uint(), time: try r.uint(), button: try r.uint(), state: try r.uint())
        case (.pointer, 4): return .pointerAxis(time: try r.uint(), axis: try r.uint(), value: try r.fixed())
        case (.pointer, 5): return .pointerFrame
        case (.pointer, 8): return .pointerAxisDiscrete(axis: try r.uint(), discrete: try r.int())
        case (.pointer, 9): return .pointerAxisValue120(axis: try r.uint(), value: try r.int())
        case (.keyboard, 0):
            let format = try r.uint()
            guard let fd = takeFD() else { throw WaylandError.protocolViolation("wl_keyboard.keymap without its fd") }
            guard let size = try? r.uint() else {
                _ = WaylandSocket.close(fd)
                throw WaylandError.protocolViolation("message too short")
            }
            return .keymap(format: format, fd: fd, size: size)
        case (.keyboard, 1):
            let serial = try r.uint(), surface = try r.uint()
            _ = try r.array() // keys already down: not replayed
            return .keyboardEnter(serial: serial, surface: surface)
        case (.keyboard, 2): return .keyboardLeave(serial: try r.uint(), surface: try r.uint())
        case (.keyboard, 3): return .key(serial: try r.uint(), time: try r.uint(), key: try r.uint(), state: try r.uint())
        case (.keyboard, 4):
            _ = try r.uint() // serial
            return .modifiers(depressed: try r.uint(), latched: try r.uint(), locked: try r.uint(), group: try r.uint())
        case (.keyboard, 5): return .repeatInfo(rate: try r.int(), delay: try r.int())
        case (.dataDevice, 0), (.primarySelectionDevice, 0): return .dataOffer(device: object, offer: try r.uint())
        case (.dataOffer, 0), (.primarySelectionOffer, 0): return .offerMimeType(offer: object, mimeType: try r.string())
        case (.dataDevice, 1):
            _ = try r.uint() // serial
            _ = try r.uint() // surface
            _ = try r.fixed()
            _ = try r.fixed()
            return .dragEnter(offer: try r.uint())
        case (.dataDevice, 5), (.primarySelectionDevice, 1): return .selection(device: object, offer: try r.uint())
        case (.dataSource, 1), (.primarySelectionSource, 0):
            let mimeType = try r.string()
            guard let fd = takeFD() else { throw WaylandError.protocolViolation("a selection's send without its fd") }
            return .sourceSend(source: object, mimeType: mimeType, fd: fd)
        case (.dataSource, 2), (.primarySelectionSource, 1): return .sourceCancelled(source: object)
        case (.toplevelDecoration, 0): return .decorationMode(mode: try r.uint())
        case (.touch, 0):
            return .touchDown(serial: try r.uint(), time: try r.uint(), surface: try r.uint(), id: try r.int(),
                              x: try r.fixed(), y: try r.fixed())
        case (.touch, 1): return .touchUp(serial: try r.uint(), time: try r.uint(), id: try r.int())
        case (.touch, 2): return .touchMotion(time: try r.uint(), id: try r.int(), x: try r.fixed(), y: try r.fixed())
        case (.touch, 3): return .touchFrame
        case (.touch, 4): return .touchCancel
        case (.textInput, 0): return .textInputEnter(surface: try r.uint())
        case (.textInput, 1): return .textInputLeave(surface: try r.uint())
        case (.textInput, 2):
            return .preeditString(text: try r.string(), cursorBegin: try r.int(), cursorEnd: try r.int())
        case (.textInput, 3): return .commitString(text: try r.string())
        case (.textInput, 4): return .deleteSurroundingText(before: try r.uint(), after: try r.uint())
        case (.textInput, 5): return .textInputDone(serial: try r.uint())
        case (.fractionalScale, 0): return .preferredScale(try r.uint())
        case (.output, 2): return .outputDone(output: object)
        case (.output, 3): return .outputScale(output: object, factor: try r.int())
        case (.surface, 0): return .surfaceEnter(output: try r.uint())
        case (.surface, 1): return .surfaceLeave(output: try r.uint())
        default: return .other(interface: interface, opcode: opcode)
        }
    }
}
