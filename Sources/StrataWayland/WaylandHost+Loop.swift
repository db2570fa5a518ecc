import Dispatch
import Strata

// The loop and lifecycle: handling events as they come, following the
// window's timeline, and closing.

extension WaylandHost {
    /// Handles every event waiting on the socket, lays out, and draws
    /// what changed. Never blocks. Returns `false` once the window is
    /// closed or the connection lost.
    @discardableResult
    public func runOnce() -> Bool {
        guard isOpen else { return false }
        do {
            var rounds = 0
            repeat {
                while isOpen, let (object, event) = try connection.nextEvent() { handle(event, from: object) }
                if isOpen && clipboard.pump() { presenter.needsDisplay = true }
                if isOpen { presentIfNeeded() }
                rounds += 1
            } while isOpen && rounds < WaylandHost.maximumRounds && connection.hasBufferedEvents
        } catch let error as WaylandError {
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

    /// Whether events wait in the connection's buffer: a loop that polls
    /// the socket before calling `runOnce()` must not wait while this is
    /// true (the socket will not announce them).
    public var hasPendingEvents: Bool { isOpen && connection.hasBufferedEvents }

    /// While the Dispatch loop runs, events left in the buffer are handled
    /// on the next turn of the main queue.
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
    /// timeline. The caller keeps the main queue running.
    public func start() {
        guard !loop.isRunning, isOpen else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        source.setEventHandler(qos: .userInteractive, flags: .enforceQoS) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                do { try self.connection.readAvailable() } catch let error as WaylandError {
                    self.finish(error)
                    return
                } catch {}
                self.runOnce()
            }
        }
        source.resume()
        loop.readSource = source
        clipboard.wake = { [weak self] in self?.runOnce() }
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

    /// Draws every tick of the window's clock while animations run (each
    /// frame still waits for the compositor's frame callback).
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
    func finish(_ error: WaylandError?) {
        guard isOpen else { return }
        loop.isOpen = false
        loop.closeError = error
        loop.readSource?.cancel()
        loop.readSource = nil
        loop.stopObserving()
        stopAccessibility()
        keyboard.stopRepeat()
        if input.touchIsDown {
            input.touchIsDown = false
            window.touchCancelled(id: 0)
        }
        clipboard.close()
        connection.close()
        presenter.buffers = nil
        onClose?(error)
        if let continuation = loop.closeContinuation {
            loop.closeContinuation = nil
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        }
    }

    /// Closes the window and the connection.
    public func close() { finish(nil) }
}
