/// Reading another client's selection: `ConvertSelection` to
/// `UTF8_STRING` (then `STRING` when refused) into the host window's
/// property, `SelectionNotify`, `GetProperty` with delete, and `INCR`
/// pieces announced by `PropertyNotify`. One read is asked for at a time;
/// each ends with the text, or `nil` when refused or after `readTimeout`
/// seconds without an answer (a piece of an `INCR` transfer counts as one).
extension X11Clipboard {
    /// A read waiting for its answer.
    struct Read {
        var selection: UInt32
        var target: UInt32
        var completions: [(String?) -> Void]
        /// When it gives up (uptime, ns); `nil` until it is asked for.
        var deadline: UInt64?
        /// The pieces of an `INCR` transfer so far (`nil`: not one).
        var pieces: [UInt8]?
    }

    /// Reads `selection`'s text and calls `completion` once with it (at
    /// once when the host owns it).
    func read(_ selection: UInt32, completion: @escaping (String?) -> Void) {
        if let mine = owned[selection] {
            completion(mine.text)
            return
        }
        if let i = reads.firstIndex(where: { $0.selection == selection }) {
            reads[i].completions.append(completion)
            return
        }
        reads.append(Read(selection: selection, target: atoms.utf8String, completions: [completion]))
        ask()
    }

    /// Asks the owner of the first read's selection for it, unless that
    /// is already asked.
    private func ask() {
        guard !reads.isEmpty, reads[0].deadline == nil else { return }
        reads[0].deadline = X11Clipboard.now + UInt64(readTimeout * 1e9)
        connection.send(X11Request.deleteProperty(window: windowID, property: atoms.property))
        connection.send(X11Request.convertSelection(requestor: windowID, selection: reads[0].selection,
                                                    target: reads[0].target, property: atoms.property,
                                                    time: connection.lastEventTime))
        try? connection.flush()
        scheduleExpiry(after: readTimeout)
    }

    /// The owner answered the conversion (`SelectionNotify`).
    func conversionArrived(selection: UInt32, target: UInt32, property: UInt32) {
        guard let read = reads.first, read.selection == selection, read.target == target, read.pieces == nil else { return }
        guard property != 0 else {
            if target == atoms.utf8String {
                reads[0].target = X11Request.Atom.string // refused: ask for Latin-1
                reads[0].deadline = nil
                ask()
            } else {
                finishRead(nil)
            }
            return
        }
        guard let (type, data) = readProperty(), type != 0 else { return finishRead(nil) }
        if type == atoms.incr {
            // The property is deleted: the owner sends the pieces now.
            reads[0].pieces = []
            reads[0].deadline = X11Clipboard.now + UInt64(readTimeout * 1e9)
            scheduleExpiry(after: readTimeout)
        } else {
            finishRead(decode(data, type: type))
        }
    }

    /// A new piece of an `INCR` transfer is in the property; an empty one
    /// ends it.
    func readNextPiece() {
        guard let count = reads.first?.pieces?.count else { return }
        guard let (type, data) = readProperty(), count + data.count <= X11Clipboard.maximumReadSize else {
            return finishRead(nil)
        }
        if data.isEmpty {
            finishRead(decode(reads[0].pieces ?? [], type: type))
        } else {
            reads[0].pieces?.append(contentsOf: data)
            reads[0].deadline = X11Clipboard.now + UInt64(readTimeout * 1e9)
            scheduleExpiry(after: readTimeout)
        }
    }

    /// The type and bytes of the host window's property, deleted once
    /// read (several `GetProperty`s when it is long); `nil` when the
    /// connection fails.
    private func readProperty() -> (UInt32, [UInt8])? {
        var bytes: [UInt8] = [], offset: UInt32 = 0, type: UInt32 = 0
        while true {
            guard let reply = try? connection.roundTrip(X11Request.getProperty(
                window: windowID, property: atoms.property, delete: true, offset: offset, length: 0x4000)) else { return nil }
            let r = X11Reader(reply)
            let format = Int(r.u8(1)), after = r.u32(12), units = Int(r.u32(16))
            type = r.u32(8)
            let count = units * max(format, 8) / 8
            guard r.has(32, count), bytes.count + count <= X11Clipboard.maximumReadSize else { return nil }
            bytes += reply[32..<32 + count]
            guard after > 0, count > 0 else { return (type, bytes) }
            offset += UInt32(count / 4)
        }
    }

    /// Text from property bytes: Latin-1 for `STRING`, else UTF-8.
    private func decode(_ bytes: [UInt8], type: UInt32) -> String {
        if type == X11Request.Atom.string {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Ends the first read and asks for the next.
    func finishRead(_ text: String?) {
        guard !reads.isEmpty else { return }
        let read = reads.removeFirst()
        for completion in read.completions { completion(text) }
        if text != nil { onReadFinished() }
        ask()
    }

    /// Ends every read with `nil` (the host closes).
    func cancelReads() {
        let waiting = reads
        reads.removeAll()
        for read in waiting { for completion in read.completions { completion(nil) } }
    }

    /// The most bytes one read takes (an `INCR` transfer that grows past
    /// it ends with `nil`).
    static let maximumReadSize = 256 << 20

    /// Ends the first read with `nil` when its deadline passed.
    func expireReads(now: UInt64) {
        while let deadline = reads.first?.deadline, now >= deadline { finishRead(nil) }
    }
}
