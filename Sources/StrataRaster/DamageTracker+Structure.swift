import Strata

extension DamageTracker {
    /// What the diff needs of one display list, found in one walk without
    /// measuring anything: each command's scope, each scope's enclosing
    /// scope and end, and the clip box and matrix in effect. A command's
    /// pixel extent is measured only when the command differs
    /// (`extent(of:in:scale:)`).
    struct Structure: Sendable {
        /// Per command: the innermost scope command around it (for a
        /// closing command, the one around the scope it closes), or -1.
        var scopes: [Int] = []
        /// Per command: the scope it lies in when it opened (for a scope,
        /// the scope enclosing it), or -1.
        var parents: [Int] = []
        /// Per command: the index in `states` of the clip box and matrix in
        /// effect where it stands (for a scope, those outside it).
        var frames: [Int32] = []
        /// Per scope command: the index of the command closing it (the
        /// list's length when none does); -1 for the others.
        var ends: [Int] = []
        /// Per command: its case (`DamageTracker.Kind`), so comparing two
        /// commands reads a byte rather than copying each command out.
        var kinds: [UInt8] = []
        /// The clip boxes and matrices in effect, one per scope opened and the root's.
        var states: [(box: PixelRect, matrix: AffineTransform)] = []
        /// The commands walked (kept to know the list again: the next
        /// frame's old list is this frame's new one).
        var commands: [DisplayCommand] = []
        /// The scale and canvas the structure was found for.
        var scale = 0.0, all = PixelRect(x: 0, y: 0, width: 0, height: 0)

        /// Whether this is the structure of `commands` (the same array
        /// storage, so the same commands) at `scale` on `all`.
        func describes(_ commands: [DisplayCommand], scale: Double, all: PixelRect) -> Bool {
            guard self.scale == scale, self.all == all, self.commands.count == commands.count else { return false }
            return self.commands.withUnsafeBufferPointer { a in
                commands.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
        }

        /// Walks `commands`.
        ///
        /// - Complexity: O(commands); no allocation once the arrays have
        ///   grown to the list's length.
        mutating func build(_ commands: [DisplayCommand], all: PixelRect, scale: Double) {
            let n = commands.count
            // The per-command arrays are filled through pointers, taken out
            // of `self` meanwhile (their storage kept from the last walk).
            var scopes = DamageTracker.take(&self.scopes, filledWith: -1, count: n)
            var parents = DamageTracker.take(&self.parents, filledWith: -1, count: n)
            var ends = DamageTracker.take(&self.ends, filledWith: -1, count: n)
            var frames = DamageTracker.take(&self.frames, filledWith: 0, count: n)
            var kinds = DamageTracker.take(&self.kinds, filledWith: 0, count: n)
            states.removeAll(keepingCapacity: true)
            self.commands = commands
            self.scale = scale
            self.all = all
            states.append((all, AffineTransform(scaleX: scale, y: scale)))
            var current = -1
            var frame = 0
            // Per open scope: the frame to restore at its end.
            var saved: [Int] = []
            // Read in place, not copied out of the list command by command.
            commands.withUnsafeBufferPointer { list in
                scopes.withUnsafeMutableBufferPointer { scopes in
                parents.withUnsafeMutableBufferPointer { parents in
                ends.withUnsafeMutableBufferPointer { ends in
                frames.withUnsafeMutableBufferPointer { frames in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    for i in list.indices {
                        parents[i] = current
                        scopes[i] = current
                        frames[i] = Int32(truncatingIfNeeded: frame)
                        var closes = false
                        switch list[i] {
                        case .rect: kinds[i] = Kind.rect
                        case .text: kinds[i] = Kind.text
                        case .image: kinds[i] = Kind.image
                        case .shadow: kinds[i] = Kind.shadow
                        case .gradient: kinds[i] = Kind.gradient
                        case .path: kinds[i] = Kind.path
                        case .pushClip(let rect, _):
                            kinds[i] = Kind.pushClip
                            let outer = states[frame]
                            let clip = DamageTracker.pixelBounds(rect.applying(outer.matrix), grow: 0)
                                .intersection(outer.box)
                            saved.append(frame)
                            states.append((clip, outer.matrix))
                            frame = states.count - 1
                            ends[i] = n
                            current = i
                        case .pushTransform(let t):
                            kinds[i] = Kind.pushTransform
                            let outer = states[frame]
                            saved.append(frame)
                            states.append((outer.box, t.concatenating(outer.matrix)))
                            frame = states.count - 1
                            ends[i] = n
                            current = i
                        case .beginLayer:
                            kinds[i] = Kind.beginLayer
                            saved.append(frame)
                            ends[i] = n
                            current = i
                        case .popClip:
                            kinds[i] = Kind.popClip
                            closes = true
                        case .popTransform:
                            kinds[i] = Kind.popTransform
                            closes = true
                        case .endLayer:
                            kinds[i] = Kind.endLayer
                            closes = true
                        }
                        if closes, current >= 0 {
                            frame = saved.removeLast()
                            ends[current] = i
                            current = parents[current]
                            scopes[i] = current
                        }
                    }
                }
                }
                }
                }
                }
            }
            self.scopes = scopes
            self.parents = parents
            self.ends = ends
            self.frames = frames
            self.kinds = kinds
        }

        /// The pixels command `i` can touch: a drawing command's bounds
        /// moved by the matrix in effect, grown by a pixel for
        /// anti-aliasing and cut to the clips (the clip box when its bounds
        /// are unknown); a clip's rectangle; a transform's or layer's
        /// whole content (its drawing commands, and the rectangles of the
        /// clips directly in it); nothing for a closing command.
        ///
        /// - Complexity: O(1) for a drawing command or clip, O(commands
        ///   in the scope) for a transform or layer.
        func extent(of i: Int) -> PixelRect {
            let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)
            switch commands[i] {
            case .pushClip:
                return states[clipFrame(of: i)].box
            case .pushTransform, .beginLayer:
                var extent = empty
                var j = i + 1
                while j < ends[i] {
                    switch commands[j] {
                    case .pushClip:
                        extent = extent.union(states[clipFrame(of: j)].box)
                        j = ends[j] + 1
                        continue
                    case .pushTransform, .beginLayer, .popClip, .popTransform, .endLayer:
                        break
                    default:
                        extent = extent.union(drawingExtent(of: j))
                    }
                    j += 1
                }
                return extent
            case .popClip, .popTransform, .endLayer:
                return empty
            default:
                return drawingExtent(of: i)
            }
        }

        /// The state a clip opened: the first pushed after the one in effect at it.
        private func clipFrame(of i: Int) -> Int {
            // The states are pushed in command order: the clip's own is the
            // first one pushed after it, which is the frame of the command
            // following it (or, when nothing follows, the last state).
            i + 1 < frames.count ? Int(frames[i + 1]) : states.count - 1
        }

        private func drawingExtent(of i: Int) -> PixelRect {
            let state = states[Int(frames[i])]
            return Raster.bounds(of: commands[i], scale: scale)
                .map { DamageTracker.pixelBounds($0.applying(state.matrix), grow: 1).intersection(state.box) } ?? state.box
        }
    }
}
