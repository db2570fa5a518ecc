import Dispatch

/// The Dispatch option of the event-loop hook: a read source on the
/// socket runs `processIncoming()`, a write source drains queued bytes
/// while the bus is slow to take them, and call timeouts are checked on
/// the same queue. No source ever waits on the socket.
extension DBusConnection {
    /// The sources while Dispatch drives the connection.
    final class DispatchState {
        let queue: DispatchQueue
        let read: DispatchSourceRead
        /// Fires at the earliest call deadline (and once at the start).
        let timer: DispatchSourceTimer
        var write: DispatchSourceWrite?

        init(queue: DispatchQueue, read: DispatchSourceRead, timer: DispatchSourceTimer) {
            self.queue = queue
            self.read = read
            self.timer = timer
        }
    }

    /// Has Dispatch sources on `queue` handle the socket from now on:
    /// handlers, replies and signal callbacks run on `queue` (the main
    /// queue is fine: nothing there waits for the bus). When the
    /// connection breaks, `onDisconnect` runs once.
    ///
    /// Call it on `queue` (or before anything else uses the connection).
    public func startDispatching(on queue: DispatchQueue) {
        precondition(dispatch == nil, "DBusConnection.startDispatching: already started")
        precondition(!closed, "DBusConnection.startDispatching: the connection is closed")
        let read = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: queue)
        read.setEventHandler { [weak self] in
            guard let self, !self.closed else { return }
            try? self.processIncoming()   // a broken connection reports through onDisconnect
        }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in
            guard let self, !self.closed else { return }
            try? self.handleBuffered()
            self.expireCalls()
            if let left = self.millisecondsUntilTimeout { self.scheduleTimeoutCheck(after: left) }
        }
        dispatch = DispatchState(queue: queue, read: read, timer: timer)
        // The first firing handles messages a blocking call read before this.
        timer.schedule(deadline: .now())
        read.resume()
        timer.resume()
        dispatchWriteInterestChanged()
    }

    /// Cancels the Dispatch sources (the connection stays open).
    public func stopDispatching() {
        guard let state = dispatch else { return }
        dispatch = nil
        state.read.cancel()
        state.timer.cancel()
        state.write?.cancel()
        state.write = nil
    }

    /// Creates or cancels the write source as bytes wait or not.
    func dispatchWriteInterestChanged() {
        guard let state = dispatch else { return }
        if wantsWrite, state.write == nil {
            let write = DispatchSource.makeWriteSource(fileDescriptor: fileDescriptor, queue: state.queue)
            write.setEventHandler { [weak self] in
                guard let self, !self.closed else { return }
                try? self.flush()
            }
            state.write = write
            write.resume()
        } else if !wantsWrite, let write = state.write {
            state.write = nil
            write.cancel()
        }
    }

    /// While Dispatch drives the connection, checks call deadlines at the
    /// earliest of them (`milliseconds` is the new call's timeout).
    func scheduleTimeoutCheck(after milliseconds: Int) {
        guard let state = dispatch else { return }
        let earliest = min(milliseconds, millisecondsUntilTimeout ?? milliseconds)
        state.timer.schedule(deadline: .now() + .milliseconds(max(0, earliest) + 1))
    }
}
