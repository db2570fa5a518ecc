import Strata

/// The fingers down on the host's surface (`wl_touch`), each with its
/// compositor id and last position in points.
struct WaylandTouchState {
    /// One finger.
    struct Finger: Equatable {
        /// The compositor's id for it.
        var id: Int32
        /// Where it last was, in points.
        var point: Point
    }
    /// The fingers down, oldest first (at most `WaylandInput.maximumFingers`).
    var fingers: [Finger] = []
}

extension WaylandInput {
    /// The most fingers followed at once; more are ignored.
    public static let maximumFingers = 10

    /// The Strata touch id of the compositor's finger `id`: `id + 1`, since
    /// touch 0 is the pointer's left button.
    public static func touchID(finger id: Int32) -> Int { Int(id) + 1 }
}

// The touchscreen: each `wl_touch` finger is a Strata touch (id
// `WaylandInput.touchID(finger:)`), down, moved and lifted as it is, with
// the pointer's touch 0 left alone; `cancel` cancels them all.

extension WaylandHost {
    /// Gets the seat's touch device when it has one (and forgets it, with
    /// its fingers, when it goes).
    func bindTouch(_ caps: UInt32) {
        guard let seat = globals.seat else { return }
        if caps & 4 != 0, touchID == nil {
            let id = connection.newID(.touch, version: seat.version)
            connection.send(seat.id, WaylandOpcode.seatGetTouch, WaylandHost.idArgument(id))
            touchID = id
        } else if caps & 4 == 0, touchID != nil {
            touchID = nil
            cancelFingers()
        }
    }

    /// Routes a `wl_touch` event; `false` when `event` is not one that
    /// changed anything.
    func routeTouch(_ event: WaylandEvent) -> Bool {
        let points = pointsPerSurfaceUnit
        switch event {
        case .touchDown(_, _, let target, let id, let x, let y):
            guard target == surface else { return false }
            let point = Point(x: x * points, y: y * points)
            guard point.x.isFinite, point.y.isFinite else { return false }
            if let i = touches.fingers.firstIndex(where: { $0.id == id }) {
                touches.fingers.remove(at: i)
                window.touchCancelled(id: WaylandInput.touchID(finger: id))
            }
            guard touches.fingers.count < WaylandInput.maximumFingers else { return false }
            touches.fingers.append(WaylandTouchState.Finger(id: id, point: point))
            window.touchDown(at: point, id: WaylandInput.touchID(finger: id))
        case .touchMotion(_, let id, let x, let y):
            guard let i = touches.fingers.firstIndex(where: { $0.id == id }) else { return false }
            let point = Point(x: x * points, y: y * points)
            guard point.x.isFinite, point.y.isFinite else { return false }
            touches.fingers[i].point = point
            window.touchMoved(to: point, id: WaylandInput.touchID(finger: id))
        case .touchUp(_, _, let id):
            guard let i = touches.fingers.firstIndex(where: { $0.id == id }) else { return false }
            let finger = touches.fingers.remove(at: i)
            window.touchUp(at: finger.point, id: WaylandInput.touchID(finger: id))
            offerSelection()
        case .touchCancel:
            guard !touches.fingers.isEmpty else { return false }
            cancelFingers()
        default:
            return false
        }
        return true
    }

    /// Cancels every finger down.
    func cancelFingers() {
        let fingers = touches.fingers
        touches.fingers = []
        for finger in fingers { window.touchCancelled(id: WaylandInput.touchID(finger: finger.id)) }
    }
}
