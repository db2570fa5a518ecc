import Glibc
import Testing
@testable import StrataWayland

@Suite("Wayland event decoding")
struct EventDecodingTests {
    static func args(_ build: (inout WaylandArguments) -> Void) -> [UInt8] {
        var a = WaylandArguments()
        build(&a)
        return a.bytes
    }

    static var cases: [(WaylandInterface, UInt16, [UInt8], WaylandEvent)] {
        [
            (.display, 0, args { $0.uint(5); $0.uint(2); $0.string("bad size") }, .error(object: 5, code: 2, message: "bad size")),
            (.display, 1, args { $0.uint(9) }, .deleteID(9)),
            (.registry, 0, args { $0.uint(3); $0.string("wl_seat"); $0.uint(7) }, .global(name: 3, interface: "wl_seat", version: 7)),
            (.registry, 1, args { $0.uint(3) }, .globalRemove(name: 3)),
            (.callback, 0, args { $0.uint(1234) }, .done(callback: 40, data: 1234)),
            (.shm, 0, args { $0.uint(1) }, .shmFormat(1)),
            (.buffer, 0, [], .release(buffer: 40)),
            (.wmBase, 0, args { $0.uint(77) }, .ping(serial: 77)),
            (.xdgSurface, 0, args { $0.uint(78) }, .configure(serial: 78)),
            (.toplevel, 0, args { $0.int(800); $0.int(600); $0.array([4, 0, 0, 0, 1, 0, 0, 0]) },
             .toplevelConfigure(width: 800, height: 600, states: [4, 1])),
            (.toplevel, 0, args { $0.int(0); $0.int(0); $0.array([4, 0, 0]) }, .toplevelConfigure(width: 0, height: 0, states: [])),
            (.toplevel, 1, [], .close),
            (.toplevel, 3, args { $0.array([]) }, .other(interface: .toplevel, opcode: 3)),
            (.seat, 0, args { $0.uint(3) }, .capabilities(3)),
            (.pointer, 0, args { $0.uint(1); $0.uint(9); $0.fixed(10.5); $0.fixed(-2.25) }, .pointerEnter(serial: 1, surface: 9, x: 10.5, y: -2.25)),
            (.pointer, 2, args { $0.uint(5); $0.fixed(3); $0.fixed(4) }, .pointerMotion(time: 5, x: 3, y: 4)),
            (.pointer, 3, args { $0.uint(2); $0.uint(5); $0.uint(0x110); $0.uint(1) }, .pointerButton(serial: 2, time: 5, button: 0x110, state: 1)),
            (.pointer, 4, args { $0.uint(5); $0.uint(0); $0.fixed(15) }, .pointerAxis(time: 5, axis: 0, value: 15)),
            (.pointer, 5, [], .pointerFrame),
            (.pointer, 8, args { $0.uint(1); $0.int(-1) }, .pointerAxisDiscrete(axis: 1, discrete: -1)),
            (.pointer, 9, args { $0.uint(0); $0.int(240) }, .pointerAxisValue120(axis: 0, value: 240)),
            (.keyboard, 1, args { $0.uint(4); $0.uint(9); $0.array([30, 0, 0, 0]) }, .keyboardEnter(serial: 4, surface: 9)),
            (.keyboard, 2, args { $0.uint(4); $0.uint(9) }, .keyboardLeave(serial: 4, surface: 9)),
            (.keyboard, 3, args { $0.uint(4); $0.uint(8); $0.uint(30); $0.uint(1) }, .key(serial: 4, time: 8, key: 30, state: 1)),
            (.keyboard, 4, args { $0.uint(4); $0.uint(1); $0.uint(0); $0.uint(2); $0.uint(0) },
             .modifiers(depressed: 1, latched: 0, locked: 2, group: 0)),
            (.keyboard, 5, args { $0.int(25); $0.int(600) }, .repeatInfo(rate: 25, delay: 600)),
        ]
    }

    @Test func everyEventDecodesToItsFields() throws {
        for (interface, opcode, body, expected) in Self.cases {
            let event = try WaylandEvent.decode(interface: interface, object: 40, opcode: opcode, body: body) { nil }
            #expect(event == expected, "\(interface) \(opcode)")
        }
    }

    /// Every prefix of every event's body shorter than the whole is refused
    /// with a protocol violation, never read past.
    @Test func truncatedBodiesAreRefused() {
        for (interface, opcode, body, _) in Self.cases where !body.isEmpty {
            for length in stride(from: 0, to: body.count, by: 4) {
                if case .other = (try? WaylandEvent.decode(interface: interface, object: 40, opcode: opcode,
                                                           body: Array(body.prefix(length))) { nil }) ?? .close {
                    continue
                }
                #expect(throws: WaylandError.self, "\(interface) \(opcode) at \(length)") {
                    try WaylandEvent.decode(interface: interface, object: 40, opcode: opcode, body: Array(body.prefix(length))) { nil }
                }
            }
        }
    }

    @Test func theKeymapTakesItsDescriptor() throws {
        let body = Self.args { $0.uint(1); $0.uint(4096) }
        let fd = dup(2)
        let event = try WaylandEvent.decode(interface: .keyboard, object: 40, opcode: 0, body: body) { fd }
        #expect(event == .keymap(format: 1, fd: fd, size: 4096))
        close(fd)
        #expect(throws: WaylandError.protocolViolation("wl_keyboard.keymap without its fd")) {
            try WaylandEvent.decode(interface: .keyboard, object: 40, opcode: 0, body: body) { nil }
        }
    }
}
