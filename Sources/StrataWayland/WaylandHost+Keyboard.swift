import Glibc
import Strata
import StrataKeysyms

// Keys: the keymap from the compositor's descriptor, keysyms through it,
// text through the shared composer, and repeat on the window's clock.

extension WaylandHost {
    /// Reads and parses the keymap the compositor sent (closing its
    /// descriptor); a keymap that is not XKB v1, too large or unreadable
    /// leaves the previous one.
    func readKeymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { WaylandSocket.close(fd) }
        guard format == 1, Int(size) <= WaylandKeymap.maximumSize, size > 0 else { return }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + offset, $0.count - offset, off_t(offset)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            offset += n
        }
        let text = bytes.prefix(offset).prefix { $0 != 0 }
        if let keymap = try? WaylandKeymap(text: Array(text)) { keyboard.keymap = keymap }
    }

    /// The modifiers in effect (depressed | latched | locked, XKB's real
    /// modifiers: Shift 0x1, Lock 0x2, Control 0x4, Mod1 0x8, Mod4 0x40 —
    /// the bits of an X11 key state).
    public var modifierState: UInt32 { keyboard.modifiers }

    /// The keysym of evdev key `key` with the current modifiers and group.
    public func keysym(key: UInt32) -> UInt32 {
        keyboard.keymap?.keysym(keycode: key &+ 8, modifiers: keyboard.modifiers, group: keyboard.group) ?? 0
    }

    /// A key pressed or released: `keyDown(_:)`/`keyUp(_:)`, then the text
    /// it types (`insertText(_:)`), and repeat while it is held.
    func handleKey(_ key: UInt32, pressed: Bool) {
        let symbol = keysym(key: key)
        if pressed {
            deliverPress(symbol)
            startRepeat(key, keysym: symbol)
        } else {
            if let k = KeysymKeys.key(keysym: symbol, state: keyboard.modifiers) { window.keyUp(k) }
            if keyboard.repeatingKey == key { keyboard.stopRepeat() }
        }
    }

    /// The press itself (also each repeat).
    private func deliverPress(_ symbol: UInt32) {
        let state = keyboard.modifiers
        if let k = KeysymKeys.key(keysym: symbol, state: state) { window.keyDown(k) }
        if let text = keyboard.composer.text(keysym: symbol, state: state, level3Mask: keyboard.keymap?.level3Mask ?? 0) {
            window.insertText(text)
        }
    }

    /// Repeats `key` on the window's clock: after `repeat_info`'s delay,
    /// at its rate, until it is released or focus leaves. Modifier keys
    /// and dead keys do not repeat.
    private func startRepeat(_ key: UInt32, keysym symbol: UInt32) {
        keyboard.stopRepeat()
        guard keyboard.repeatRate > 0, symbol != 0, !Keysyms.isModifier(symbol),
              DeadKeys.accents[symbol] == nil else { return }
        let clock = window.timeline.clock
        keyboard.repeatingKey = key
        keyboard.repeatStart = clock.now
        keyboard.repeatsSent = 0
        keyboard.repeatToken = clock.observeTicks { [weak self] now in
            guard let self, self.keyboard.repeatingKey == key else { return }
            let due = self.keyboard.repeatsDue(after: now - self.keyboard.repeatStart)
            guard due > self.keyboard.repeatsSent else { return }
            while self.keyboard.repeatsSent < due {
                self.keyboard.repeatsSent += 1
                self.deliverPress(symbol)
            }
            self.presenter.needsDisplay = true
            self.presentIfNeeded()
        }
    }
}
