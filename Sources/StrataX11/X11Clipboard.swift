import Dispatch

/// The host's X selections per ICCCM: the text it offers as the owner of
/// `CLIPBOARD` and `PRIMARY`, the transfers it makes to other clients,
/// and the reads it waits for (see `X11Clipboard+Reading`).
///
/// As the owner it answers `SelectionRequest` for `TARGETS`,
/// `UTF8_STRING` and `STRING` (Latin-1, `?` for other characters) and
/// refuses every other target with property None. Text longer than
/// `incrementSize` bytes goes by `INCR`, a piece each time the requestor
/// deletes the property; a transfer whose requestor vanishes (an X error
/// names its window) or stays silent for `transferTimeout` seconds is
/// dropped, so a client that goes away never holds the host.
@MainActor
final class X11Clipboard {
    /// The atoms of the protocol.
    struct Atoms {
        var clipboard: UInt32, targets: UInt32, incr: UInt32, utf8String: UInt32
        /// The property of the host's window that conversions are stored in.
        var property: UInt32
    }

    /// A selection the host owns: its text and when it took it.
    struct Owned {
        var text: String
        var time: UInt32
    }

    /// An `INCR` transfer to another client.
    struct Transfer {
        var requestor: UInt32, property: UInt32, type: UInt32
        var data: [UInt8]
        var offset = 0
        /// When the requestor last deleted the property (uptime, ns).
        var lastActivity: UInt64
    }

    let connection: X11Connection
    let windowID: UInt32
    let atoms: Atoms
    /// The selections owned, by atom.
    private(set) var owned: [UInt32: Owned] = [:]
    /// Incremental transfers under way, oldest first.
    private(set) var transfers: [Transfer] = []
    /// The reads waiting for an answer, the first one asked for.
    var reads: [Read] = []
    /// The largest piece sent or expected in one property (bytes): text
    /// longer than this goes by `INCR`.
    var incrementSize: Int
    /// Seconds a transfer may wait for its requestor, and a read for the
    /// owner, before it is given up.
    var transferTimeout = 5.0, readTimeout = 1.0
    /// Called when a read finished with text (the host redraws).
    var onReadFinished: () -> Void = {}

    init(connection: X11Connection, windowID: UInt32, atoms: Atoms) {
        self.connection = connection
        self.windowID = windowID
        self.atoms = atoms
        // A non-BIG request's limit, less the ChangeProperty header.
        incrementSize = min(65536, 4 * min(connection.setup.maximumRequestLength, 0xffff) - 32)
    }

    /// The monotonic clock in nanoseconds.
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    // MARK: Owning

    /// The text of a selection the host owns, or `nil`.
    func ownedText(_ selection: UInt32) -> String? { owned[selection]?.text }

    /// Owns `selection` with `text` (from the last event's time), or gives
    /// it up when `text` is `nil`.
    func own(_ selection: UInt32, text: String?) {
        let time = connection.lastEventTime
        if let text {
            owned[selection] = Owned(text: text, time: time)
            connection.send(X11Request.setSelectionOwner(windowID, selection: selection, time: time))
        } else if owned.removeValue(forKey: selection) != nil {
            connection.send(X11Request.setSelectionOwner(0, selection: selection, time: time))
        }
        try? connection.flush()
    }

    /// Handles a selection or property event; returns whether it was one.
    @discardableResult
    func handle(_ event: X11Event) -> Bool {
        switch event {
        case .selectionRequest(let time, _, let requestor, let selection, let target, let property):
            answer(time: time, requestor: requestor, selection: selection, target: target, property: property)
        case .selectionClear(let time, _, let selection):
            if let mine = owned[selection], time == 0 || mine.time == 0 || time &- mine.time < 0x8000_0000 {
                owned[selection] = nil
            }
        case .propertyNotify(let window, let atom, _, let deleted) where window != windowID:
            if deleted { continueTransfer(requestor: window, property: atom) }
        case .propertyNotify(let window, let atom, _, let deleted) where window == windowID:
            if !deleted && atom == atoms.property { readNextPiece() }
        case .selectionNotify(_, let requestor, let selection, let target, let property) where requestor == windowID:
            conversionArrived(selection: selection, target: target, property: property)
        default:
            return false
        }
        try? connection.flush()
        return true
    }

    /// Answers a `SelectionRequest`: the targets, the text, or a refusal.
    private func answer(time: UInt32, requestor: UInt32, selection: UInt32, target: UInt32, property: UInt32) {
        // Obsolete clients name no property: the target is the property then.
        let property = property == 0 ? target : property
        var stored: UInt32 = 0
        if let mine = owned[selection], time == 0 || mine.time == 0 || time &- mine.time < 0x8000_0000 {
            if target == atoms.targets {
                let list = [atoms.targets, atoms.utf8String, X11Request.Atom.string]
                connection.send(X11Request.changeProperty(window: requestor, property: property, type: X11Request.Atom.atom,
                                                          format: 32, data: X11Request.cardinals(list)))
                stored = property
            } else if target == atoms.utf8String || target == X11Request.Atom.string {
                let data = target == atoms.utf8String ? Array(mine.text.utf8) : X11Clipboard.latin1(mine.text)
                if data.count > incrementSize {
                    transfers.removeAll { $0.requestor == requestor && $0.property == property }
                    transfers.append(Transfer(requestor: requestor, property: property, type: target, data: data,
                                              lastActivity: X11Clipboard.now))
                    connection.send(X11Request.selectEvents(window: requestor, mask: X11Request.EventMask.propertyChange))
                    connection.send(X11Request.changeProperty(window: requestor, property: property, type: atoms.incr,
                                                              format: 32, data: X11Request.cardinals([UInt32(clamping: data.count)])))
                    scheduleExpiry(after: transferTimeout)
                } else {
                    connection.send(X11Request.changeProperty(window: requestor, property: property, type: target,
                                                              format: 8, data: data))
                }
                stored = property
            }
        }
        connection.send(X11Request.sendEvent(destination: requestor, event: X11Request.selectionNotify(
            time: time, requestor: requestor, selection: selection, target: target, property: stored)))
    }

    /// The requestor deleted the property: the next piece of its transfer,
    /// or the empty piece that ends it.
    private func continueTransfer(requestor: UInt32, property: UInt32) {
        guard let i = transfers.firstIndex(where: { $0.requestor == requestor && $0.property == property }) else { return }
        let t = transfers[i]
        let end = min(t.offset + incrementSize, t.data.count)
        connection.send(X11Request.changeProperty(window: requestor, property: property, type: t.type, format: 8,
                                                  data: Array(t.data[t.offset..<end])))
        if t.offset == end {
            transfers.remove(at: i)
            connection.send(X11Request.selectEvents(window: requestor, mask: 0))
        } else {
            transfers[i].offset = end
            transfers[i].lastActivity = X11Clipboard.now
        }
    }

    /// An X error: a transfer to the window it names is dropped (its
    /// client went away). Returns whether the error was about one.
    func requestorFailed(_ error: X11RequestError) -> Bool {
        let before = transfers.count
        transfers.removeAll { $0.requestor == error.badValue }
        return transfers.count != before
    }

    /// Drops transfers and reads that waited too long.
    func expire() {
        let now = X11Clipboard.now
        let limit = UInt64(transferTimeout * 1e9)
        transfers.removeAll { now &- $0.lastActivity > limit }
        expireReads(now: now)
    }

    /// Asks the main queue to call `expire()` after `seconds` (needs the
    /// main queue to run; a game loop's `runOnce()` calls it too).
    func scheduleExpiry(after seconds: Double) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds + 0.01) { [weak self] in
            MainActor.assumeIsolated { self?.expire() }
        }
    }

    /// `text` in Latin-1 (`STRING`), `?` for characters outside it.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { $0.value <= 0xff ? UInt8($0.value) : UInt8(ascii: "?") }
    }
}
