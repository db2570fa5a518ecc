/// What arrives on the socket: reading without waiting, framing the
/// stream into messages (a malformed one skipped and reported), and
/// routing each to its pending call, its signal handlers or its exported
/// object; call deadlines; the end of the connection on a transport error.
extension DBusConnection {
    /// Writes queued bytes, reads what the socket holds now (at most 1 MiB
    /// a turn, so a flood cannot hold the caller), handles every complete
    /// message, and fails pending calls past their deadline. Never waits.
    ///
    /// - Throws: `DBusError.connectionLost` when the bus closed the socket
    ///   or broke the framing (pending calls fail with it too).
    public func processIncoming() throws {
        guard !closed else { throw DBusError.connectionLost("the connection is closed") }
        try flush()
        do {
            if inputStart > 0 && inputStart >= input.count / 2 {
                input.removeFirst(inputStart)
                inputStart = 0
            }
            _ = try DBusSocket.readSome(fileDescriptor, into: &input, chunk: &chunk, budget: 1 << 20)
        } catch let error as DBusError {
            try handleBuffered()
            fail(error)
            throw error
        }
        try handleBuffered()
        expireCalls()
    }

    /// Handles the complete messages in the input buffer.
    func handleBuffered() throws {
        while !closed {
            let message: DBusMessage
            do {
                guard let next = try nextBufferedMessage() else { return }
                message = next
            } catch let error as DBusError {
                if closed { throw error }   // the framing broke: the connection ended
                onMalformedMessage?(error)
                continue
            }
            handle(message)
        }
    }

    /// The next whole message of the input buffer, removed from it: `nil`
    /// when it is incomplete; throws the message's error (it is skipped).
    func nextBufferedMessage() throws -> DBusMessage? {
        let available = input[inputStart...]
        let length: Int
        do {
            guard let l = try DBusMessage.frameLength(available) else { return nil }
            length = l
        } catch let error as DBusError {
            let lost = DBusError.connectionLost("unframeable data from the bus: \(error)")
            fail(lost)
            throw lost
        }
        guard available.count >= length else { return nil }
        let bytes = Array(input[inputStart..<(inputStart + length)])
        inputStart += length
        if inputStart == input.count {
            input.removeAll(keepingCapacity: input.capacity <= 1 << 20)
            inputStart = 0
        }
        return try DBusMessage(decoding: bytes)
    }

    /// Routes one message: a reply to its pending call, a signal to the
    /// matching handlers, a call to the exported object.
    func handle(_ message: DBusMessage) {
        switch message.kind {
        case .methodReturn, .error:
            if let serial = message.replySerial, let pending = pendingCalls.removeValue(forKey: serial) {
                if let error = message.remoteError {
                    pending.reply(.failure(error))
                } else {
                    pending.reply(.success(message))
                }
            } else {
                onUnhandledMessage?(message)
            }
        case .signal:
            let handlers = matchHandlers.filter { $0.rule.matches(message) }
            if handlers.isEmpty { onUnhandledMessage?(message) }
            for h in handlers { h.handler(message) }
        case .methodCall:
            handleCall(message)
        }
    }

    /// Fails the calls whose deadline passed, oldest serial first.
    func expireCalls() {
        let now = DBusSocket.now()
        for serial in pendingCalls.keys.sorted() {
            guard let pending = pendingCalls[serial], pending.deadline <= now else { continue }
            pendingCalls[serial] = nil
            pending.reply(.failure(.timedOut))
        }
    }

    /// Fails every pending call with `error`, in serial order.
    func failPendingCalls(_ error: DBusError) {
        let calls = pendingCalls.sorted { $0.key < $1.key }
        pendingCalls.removeAll()
        for (_, pending) in calls { pending.reply(.failure(error)) }
    }

    /// Ends the connection after a transport error.
    func fail(_ error: DBusError) {
        guard !closed else { return }
        let wasDispatching = dispatch != nil
        failPendingCalls(error)
        close()
        if wasDispatching { onDisconnect?(error) }
    }
}
