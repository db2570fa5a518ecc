import StrataDBus

/// D-Bus marshalling: `dbus.message.encode_decode` writes a method return
/// the size of an AT-SPI cache reply (100 accessibles, each a structure
/// of its bus name and path, its parent's, a role, states and two
/// interface names, plus an `a{sv}` of 20 properties) little-endian and
/// decodes it back; `n` is the message's bytes, so `per_item_ns` is
/// nanoseconds a byte.
@MainActor
func dbusBenchmarks() -> [Benchmark] {
    let message = benchmarkDBusMessage()
    let size = (try? message.encoded(serial: 1).count) ?? 0
    return [
        Benchmark("dbus.message.encode_decode", n: size, quick: true) {
            { blackHole(try? DBusMessage(decoding: message.encoded(serial: 1))) }
        },
    ]
}

/// The benchmark's message (deterministic).
func benchmarkDBusMessage() -> DBusMessage {
    let item = DBusType.structure([.structure([.string, .objectPath]), .structure([.string, .objectPath]),
                                   .uint32, .array(.uint32), .array(.string)])
    let items = (0..<100).map { i -> DBusValue in
        .structure([
            .structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/\(i)")]),
            .structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/\(i / 10)")]),
            .uint32(UInt32(i % 90)),
            .array(element: .uint32, [.uint32(0x1_0000 | UInt32(i)), .uint32(0)]),
            .array(element: .string, [.string("org.a11y.atspi.Accessible"), .string("org.a11y.atspi.Component")]),
        ])
    }
    let properties = (0..<20).map { i in
        DBusDictionaryEntry(key: .string("Property\(i)"),
                            value: .variant(i % 2 == 0 ? .int32(Int32(i)) : .string("value \(i)")))
    }
    return DBusMessage(kind: .methodReturn, replySerial: 7, destination: ":1.7",
                       body: [.array(element: item, items), .dictionary(key: .string, value: .variant, properties)])
}
