import Dispatch
import Strata

// The loop and lifecycle: handling events as they come, following the
// window's timeline, and closing.

extension X11Host {
    /// Handles every event waiting on the socket, lays out, and draws
    /// what changed. Never blocks. Returns `false` once the window is
    /// closed or the connection lost.
    ///
    /// Drawing waits on the server (a round trip after each MIT-SHM frame),
    /// and events that arrive meanwhile are read into the connection's
    /// buffer, where the socket no longer announces them. So after drawing
    /// it handles those too, and draws again, up to `maximumRounds` times;
    /// what is still buffered after that is handled on the next turn (the
    /// next call, or at once on the main queue while `start()` runs).
    @discardableResult
    public func runOnce() -> Bool {
        guard isOpen else { return false }
        clipboard.expire()
        do {
            var rounds = 0
            repeat {
                while isOpen, let event = try connection.nextEvent() { handle(event) }
                // One `TranslateCoordinates` round trip for all the
                // `ConfigureNotify` events just handled, not one each.
                if isOpen, loop.originMayHaveMoved {
                    loop.originMayHaveMoved = false
                    followWindowOrigin()
                }
                if isOpen { presentIfNeeded() }
                rounds += 1
            } while isOpen && rounds < X11Host.maximumRounds && connection.hasBufferedEvents
        } catch let error as X11Error {
            finish(error)
        } catch {
            finish(.connectionLost("\(error)"))
        }
        return isOpen
    }

    /// How many times `runOnce()` handles events and draws when drawing
    /// left more events in the buffer (a bound, so a flood of input cannot
    /// hold it forever).
    static let maximumRounds = 4

    /// Whether events wait in the connection's buffer, read during a round
    /// trip: a loop that polls the socket before calling `runOnce()` must
    /// not wait while this is true (the socket will not announce them).
    public var hasPendingEvents: Bool { isOpen && connection.hasBufferedEvents }

    /// While the Dispatch loop runs, events that a drawing's round trip
    /// left in the buffer are handled on the next turn of the main queue:
    /// the read source will not fire for them.
    func handleBufferedEventsSoon() {
        guard loop.isRunning, !loop.bufferedEventsScheduled, hasPendingEvents else { return }
        loop.bufferedEventsScheduled = true
        DispatchQueue.main.async(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.loop.bufferedEventsScheduled = false
                self.runOnce()
            }
        }
    }

    /// Starts handling events as they arrive on the main queue (a Dispatch
    /// read source) and drawing every animation frame of the window's
    /// timeline. The caller keeps the main queue running (`dispatchMain()`,
    /// or an async `main`).
    public func start() {
        guard !loop.isRunning, isOpen else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        // Input is user-interactive: a busy main queue does not hold it back.
        source.setEventHandler(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                do { try self.connection.readAvailable() } catch let error as X11Error {
                    self.finish(error)
                    return
                } catch {}
                self.runOnce()
            }
        }
        source.resume()
        loop.readSource = source
        observeWindow()
        startAccessibility()
        runOnce()
    }

    /// Call after replacing `window.timeline` while the loop runs, so the
    /// host draws the new timeline's frames.
    public func timelineDidChange() {
        if loop.isRunning { observeWindow() }
    }

    /// Follows the window's timeline and layout passes.
    func observeWindow() {
        loop.stopObserving()
        let timeline = window.timeline
        loop.tokens.append(timeline.observeAnimationStarted { [weak self] _ in self?.followAnimations() })
        if !timeline.isIdle { followAnimations() }
        loop.tokens.append(window.observeLayoutPasses { [weak self] in self?.presenter.needsDisplay = true })
    }

    /// Shows the window until the user closes it: starts the loop and
    /// waits. Throws when the connection is lost.
    public func run() async throws {
        start()
        guard isOpen else {
            if let closeError = loop.closeError { throw closeError }
            return
        }
        try await withCheckedThrowingContinuation { continuation in loop.closeContinuation = continuation }
    }

    /// Draws every tick of the window's clock while animations run.
    private func followAnimations() {
        guard loop.tickToken == nil else { return }
        let timeline = window.timeline
        loop.tickToken = timeline.clock.observeTicks { [weak self] _ in
            guard let self else { return }
            self.presenter.needsDisplay = true
            self.presentIfNeeded()
            if self.window.timeline.isIdle {
                self.loop.tickToken?.cancel()
                self.loop.tickToken = nil
            }
        }
    }

    /// Ends the loop: the window is closed, or the connection broke.
    func finish(_ error: X11Error?) {
        guard isOpen else { return }
        loop.isOpen = false
        loop.closeError = error
        loop.readSource?.cancel()
        loop.readSource = nil
        loop.tickToken?.cancel()
        loop.tickToken = nil
        loop.tokens.removeAll()
        stopAccessibility()
        if input.touchIsDown {
            input.touchIsDown = false
            window.touchCancelled(id: 0)
        }
        presenter.pixels.detach(connection: connection)
        connection.close()
        clipboard.cancelReads() // pastes still waiting end with nil
        onClose?(error)
        if let continuation = loop.closeContinuation {
            loop.closeContinuation = nil
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    /// Closes the window and the connection.
    public func close() { finish(nil) }
}
