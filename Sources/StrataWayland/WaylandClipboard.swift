import Glibc

/// Which of a seat's two selections.
public enum WaylandSelection: Sendable, Equatable {
    /// `wl_data_device`'s selection: what copy and paste use.
    case clipboard
    /// `zwp_primary_selection_v1`: the selected text, pasted with the middle button.
    case primary
}

/// A host's two selections: the text it offers (a data source serving
/// every reader through a pipe) and the offers other clients make (read
/// through a pipe), for `WaylandPasteboard`.
///
/// Without the compositor's manager for a selection, that selection is
/// kept inside the process (a `LocalPasteboard`'s behaviour).
@MainActor
final class WaylandClipboard {
    /// One selection's objects and state.
    struct Device {
        /// The manager global (`nil`: the compositor has none).
        var manager: UInt32?
        /// The seat's device, once made.
        var id: UInt32?
        /// The text this client offers (it owns the selection), or keeps
        /// locally without a manager.
        var owned: String?
        /// The source serving `owned`.
        var source: UInt32?
        /// The offer now on the selection (0: none), and its mime types.
        var offer: UInt32 = 0
    }

    /// The mime types offered, best first; a read takes the first the offer has.
    static let textTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain"]
    /// The largest text read from another client (64 MiB); more is refused.
    static let maximumReadBytes = 64 << 20
    /// How long a read waits for more bytes before giving up, in seconds.
    static let readTimeout = 5.0
    /// The most offers kept with their mime types (older offers beyond it are dropped).
    static let maximumOffers = 64
    /// The most mime types kept per offer.
    static let maximumMimeTypes = 64

    let connection: WaylandConnection
    /// Clipboard then primary.
    private(set) var devices = [Device(), Device()]
    /// Mime types of the live offers, in the order they came.
    private var offers: [(id: UInt32, mimeTypes: [String])] = []
    /// Sources made and not yet destroyed.
    private var liveSources: [UInt32] = []
    /// Reads under way.
    var reads: [WaylandSelectionRead] = []
    /// The serial of the last input event (a selection is set with it).
    var serial: UInt32 = 0
    /// Called (on the main queue) when a read has bytes or timed out,
    /// while the host's Dispatch loop runs; `nil` otherwise (the host's
    /// `runOnce()` pumps reads).
    var wake: (() -> Void)?

    init(connection: WaylandConnection, globals: WaylandGlobals) {
        self.connection = connection
        devices[0].manager = globals.dataDeviceManager?.id
        devices[1].manager = globals.primarySelectionManager?.id
    }

    private static func index(_ selection: WaylandSelection) -> Int { selection == .clipboard ? 0 : 1 }

    /// Makes the seat's devices (once the seat is bound).
    func attach(seat: UInt32) {
        for (i, interface) in [WaylandInterface.dataDevice, .primarySelectionDevice].enumerated() {
            guard let manager = devices[i].manager, devices[i].id == nil,
                  let version = connection.object(manager)?.version else { continue }
            let id = connection.newID(interface, version: version)
            var args = WaylandArguments()
            args.uint(id)
            args.uint(seat)
            connection.send(manager, WaylandOpcode.managerGetDevice, args)
            devices[i].id = id
        }
    }

    // MARK: Owning

    /// The text this client offers on `selection` (`nil` when another
    /// client owns it).
    func ownedText(_ selection: WaylandSelection) -> String? { devices[Self.index(selection)].owned }

    /// Offers `text` on `selection` (a new source with the text mime
    /// types), or gives the selection up for `nil`.
    func own(_ selection: WaylandSelection, text: String?) {
        let i = Self.index(selection)
        devices[i].owned = text
        guard devices[i].manager != nil, let device = devices[i].id else { return }
        let old = devices[i].source
        devices[i].source = nil
        var source: UInt32 = 0
        if text != nil, let manager = devices[i].manager, let version = connection.object(manager)?.version {
            source = connection.newID(i == 0 ? .dataSource : .primarySelectionSource, version: version)
            connection.send(manager, WaylandOpcode.managerCreateSource, WaylandHost.idArgument(source))
            for type in Self.textTypes {
                connection.send(source, i == 0 ? WaylandOpcode.dataSourceOffer : WaylandOpcode.primarySourceOffer,
                                WaylandHost.stringArgument(type))
            }
            devices[i].source = source
            liveSources.append(source)
        }
        var args = WaylandArguments()
        args.uint(source)
        args.uint(serial)
        connection.send(device, i == 0 ? WaylandOpcode.dataDeviceSetSelection : WaylandOpcode.primaryDeviceSetSelection, args)
        if let old { destroySource(old) }
        try? connection.flush()
    }

    private func destroySource(_ source: UInt32) {
        guard let k = liveSources.firstIndex(of: source) else { return }
        liveSources.remove(at: k)
        let isData = connection.object(source)?.interface == .dataSource
        connection.send(source, isData ? WaylandOpcode.dataSourceDestroy : WaylandOpcode.primarySourceDestroy)
    }

    /// Handles a clipboard event; `false` when it is none of its own.
    func handle(_ event: WaylandEvent) -> Bool {
        switch event {
        case .dataOffer(_, let offer):
            offers.append((offer, []))
            if offers.count > Self.maximumOffers, let stale = offers.first(where: { id in
                !devices.contains { $0.offer == id.id }
            }) { destroyOffer(stale.id) }
        case .offerMimeType(let offer, let type):
            if let k = offers.firstIndex(where: { $0.id == offer }), offers[k].mimeTypes.count < Self.maximumMimeTypes {
                offers[k].mimeTypes.append(type)
            }
        case .selection(let device, let offer):
            guard let i = devices.firstIndex(where: { $0.id == device }) else { return true }
            let old = devices[i].offer
            devices[i].offer = offers.contains { $0.id == offer } ? offer : 0
            if old != 0, old != devices[i].offer { destroyOffer(old) }
        case .dragEnter(let offer):
            if offer != 0, !devices.contains(where: { $0.offer == offer }) { destroyOffer(offer) }
        case .sourceSend(let source, _, let fd):
            guard let i = devices.firstIndex(where: { $0.source == source && source != 0 }), let text = devices[i].owned else {
                WaylandSocket.close(fd)
                return true
            }
            WaylandSelectionWrite.start(fd: fd, bytes: Array(text.utf8))
        case .sourceCancelled(let source):
            if let i = devices.firstIndex(where: { $0.source == source && source != 0 }) {
                devices[i].source = nil
                devices[i].owned = nil
            }
            destroySource(source)
            try? connection.flush()
        default:
            return false
        }
        return true
    }

    private func destroyOffer(_ offer: UInt32) {
        guard let known = connection.object(offer) else { return }
        offers.removeAll { $0.id == offer }
        connection.send(offer, known.interface == .dataOffer ? WaylandOpcode.dataOfferDestroy : WaylandOpcode.primaryOfferDestroy)
        connection.forgetServerObject(offer)
        try? connection.flush()
    }

    // MARK: Reading

    /// Reads `selection`'s text: this client's own at once, else the
    /// offer's best text type through a pipe (answered by `pump()`), else
    /// `nil` at once.
    func read(_ selection: WaylandSelection, completion: @escaping (String?) -> Void) {
        let i = Self.index(selection)
        if let owned = devices[i].owned { return completion(owned) }
        let offer = devices[i].offer
        guard offer != 0, let known = connection.object(offer),
              let types = offers.first(where: { $0.id == offer })?.mimeTypes,
              let type = Self.textTypes.first(where: types.contains) else { return completion(nil) }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return completion(nil) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        var args = WaylandArguments()
        args.string(type)
        connection.send(offer, known.interface == .dataOffer ? WaylandOpcode.dataOfferReceive : WaylandOpcode.primaryOfferReceive,
                        args, fds: [ends[1]])
        WaylandSocket.close(ends[1]) // the connection sends its own duplicate
        do { try connection.flush() } catch {
            WaylandSocket.close(ends[0])
            return completion(nil)
        }
        let read = WaylandSelectionRead(fd: ends[0], completion: completion)
        reads.append(read)
        if let wake { read.watch(wake: wake) }
    }

    /// Moves every read along (non-blocking) and answers those finished.
    /// - Returns: whether any answered.
    @discardableResult
    func pump() -> Bool {
        guard !reads.isEmpty else { return false }
        var finished: [WaylandSelectionRead] = []
        reads.removeAll { read in
            guard read.pump() else { return false }
            finished.append(read)
            return true
        }
        for read in finished { read.answer() }
        return !finished.isEmpty
    }

    /// Ends every read (`nil` answers) and forgets the sources: the connection is gone.
    func close() {
        let pending = reads
        reads.removeAll()
        for read in pending { read.cancel() }
        for i in devices.indices { devices[i].source = nil }
    }
}
