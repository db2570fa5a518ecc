import Strata
import StrataRaster

/// Byte offsets of `StrataCommand`'s fields (the header asserts its size).
enum CommandLayout {
    static let size = 192
    static let kind = 0, rect = 8, cornerRadius = 40, borderWidth = 48, opacity = 56, fontSize = 64
    static let fill = 72, border = 104, textColor = 136, hasFill = 168, text = 176, textLength = 184
}

extension UnsafeMutableRawPointer {
    func put(_ value: Double, _ offset: Int) { storeBytes(of: value, toByteOffset: offset, as: Double.self) }
    func put(_ rect: Rect, _ offset: Int) {
        put(rect.origin.x, offset); put(rect.origin.y, offset + 8)
        put(rect.size.width, offset + 16); put(rect.size.height, offset + 24)
    }
    func put(_ color: Color, _ offset: Int) {
        put(color.red, offset); put(color.green, offset + 8); put(color.blue, offset + 16); put(color.alpha, offset + 24)
    }
}

@c(strata_window_display_list) @MainActor
public func strata_window_display_list(_ window: OpaquePointer?, _ buffer: UnsafeMutableRawPointer?, _ capacity: UInt,
                                       _ count: UnsafeMutablePointer<Int>?) -> Int32 {
    entry("strata_window_display_list") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let count else { throw CFailure(.invalidArgument, "count is NULL") }
        e.window.displayList(into: &e.displayList)
        let commands = e.displayList.commands
        count.pointee = commands.count
        guard UInt(commands.count) <= capacity else {
            throw CFailure(.bufferTooSmall, "the display list has \(commands.count) commands; the buffer holds \(capacity)")
        }
        guard let buffer else {
            if commands.isEmpty { return }
            throw CFailure(.invalidArgument, "buffer is NULL")
        }
        // Text bytes live in one buffer owned by the window until the next call.
        var textBytes = 0
        for case .text(let run) in commands { textBytes += run.text.utf8.count }
        if (e.textStorage?.count ?? -1) < textBytes {
            e.textStorage?.deallocate()
            e.textStorage = .allocate(byteCount: max(textBytes, 64), alignment: 8)
        }
        var textOffset = 0
        for (i, command) in commands.enumerated() {
            let p = buffer + i * CommandLayout.size
            p.initializeMemory(as: UInt8.self, repeating: 0, count: CommandLayout.size)
            switch command {
            case .rect(let r):
                p.storeBytes(of: 0, toByteOffset: CommandLayout.kind, as: Int64.self)
                p.put(r.rect, CommandLayout.rect)
                p.put(r.cornerRadius, CommandLayout.cornerRadius)
                p.put(r.borderWidth, CommandLayout.borderWidth)
                p.put(r.opacity, CommandLayout.opacity)
                if let fill = r.fill {
                    p.put(fill, CommandLayout.fill)
                    p.storeBytes(of: 1, toByteOffset: CommandLayout.hasFill, as: Int64.self)
                }
                p.put(r.borderColor, CommandLayout.border)
            case .pushClip(let rect, let radius):
                p.storeBytes(of: 1, toByteOffset: CommandLayout.kind, as: Int64.self)
                p.put(rect, CommandLayout.rect)
                p.put(radius, CommandLayout.cornerRadius)
            case .popClip:
                p.storeBytes(of: 2, toByteOffset: CommandLayout.kind, as: Int64.self)
            case .text(let run):
                p.storeBytes(of: 3, toByteOffset: CommandLayout.kind, as: Int64.self)
                p.put(Rect(x: run.origin.x, y: run.origin.y, width: 0, height: 0), CommandLayout.rect)
                p.put(run.fontSize, CommandLayout.fontSize)
                p.put(run.opacity, CommandLayout.opacity)
                p.put(run.color, CommandLayout.textColor)
                let storage = e.textStorage!.baseAddress! + textOffset
                let bytes = Array(run.text.utf8)
                bytes.withUnsafeBytes { storage.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                p.storeBytes(of: UnsafeRawPointer(storage), toByteOffset: CommandLayout.text, as: UnsafeRawPointer.self)
                p.storeBytes(of: bytes.count, toByteOffset: CommandLayout.textLength, as: Int.self)
                textOffset += bytes.count
            case .image(let image):
                p.storeBytes(of: 4, toByteOffset: CommandLayout.kind, as: Int64.self)
                p.put(image.destination, CommandLayout.rect)
                p.put(image.opacity, CommandLayout.opacity)
            case .path(let path):
                // rect = bounds; fill = colour; has_fill = 1 fill, 0 stroke;
                // border_width = line width.
                p.storeBytes(of: 11, toByteOffset: CommandLayout.kind, as: Int64.self)
                let bounds = path.bounds
                p.put(bounds.isNull ? .zero : bounds, CommandLayout.rect)
                p.put(path.opacity, CommandLayout.opacity)
                p.put(path.color, CommandLayout.fill)
                if case .stroke(let style) = path.drawing {
                    p.put(style.lineWidth, CommandLayout.borderWidth)
                } else {
                    p.storeBytes(of: 1, toByteOffset: CommandLayout.hasFill, as: Int64.self)
                }
            default:
                putEffect(command, p)
            }
        }
    }
}

@c(strata_window_png) @MainActor
public func strata_window_png(_ window: OpaquePointer?, _ scale: Double, _ buffer: UnsafeMutablePointer<UInt8>?,
                              _ capacity: UInt, _ size: UnsafeMutablePointer<Int>?) -> Int32 {
    entry("strata_window_png") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let size else { throw CFailure(.invalidArgument, "size is NULL") }
        guard scale > 0, scale.isFinite else { throw CFailure(.invalidArgument, "scale must be positive, got \(scale)") }
        e.window.layoutIfNeeded()
        let list = e.window.displayList()
        let raster = Raster(scale: scale)
        do { _ = try raster.canvasSize(for: list) } catch { throw CFailure(.invalidArgument, "\(error)") }
        let png = PNGEncoder().encode(raster.render(list, background: RGBA8(255, 255, 255)))
        size.pointee = png.count
        guard UInt(png.count) <= capacity, let buffer else {
            throw CFailure(.bufferTooSmall, "the PNG has \(png.count) bytes; the buffer holds \(capacity)")
        }
        png.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
    }
}
