import Strata

/// What an image handle stands for: an `Image` and the references the
/// caller holds (one from the call that made it; `strata_image_release`
/// gives it up and the handle ends). Views that show the image keep their
/// own copy of it, so releasing the handle after `strata_view_set_image`
/// is safe.
@MainActor
final class ImageEntry {
    let image: Image
    var references = 1
    init(image: Image) { self.image = image }
}

/// Byte offsets of `StrataImageCommand`'s fields (the header asserts its size).
enum ImageCommandLayout {
    static let size = 176
    static let id = 0, generation = 8, pixels = 16, pixelWidth = 24, pixelHeight = 32, destination = 40
    static let source = 72, tint = 104, hasTint = 136, opacity = 144, filter = 152, tileWidth = 160, tileHeight = 168
}

@MainActor
extension CRegistry {
    static let imageTag: UInt = 0x3
    static var images = HandleTable<ImageEntry>(tag: imageTag)

    static func image(_ pointer: OpaquePointer?) throws(CFailure) -> ImageEntry {
        guard let pointer else { throw CFailure(.nullHandle, "the image handle is NULL") }
        let handle = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))
        guard let entry = images[handle] else {
            throw CFailure(.invalidHandle, "not a live image handle (released, or never an image)")
        }
        return entry
    }
}

@c(strata_image_create_rgba) @MainActor
public func strata_image_create_rgba(_ width: Int32, _ height: Int32, _ pixels: UnsafePointer<UInt8>?, _ stride: UInt,
                                     _ scale: Double) -> OpaquePointer? {
    handleEntry("strata_image_create_rgba") { () throws(CFailure) in
        guard width >= 0, height >= 0 else { throw CFailure(.invalidArgument, "the size \(width)x\(height) is negative") }
        let w = Int(width), h = Int(height)
        guard w <= Image.maximumSideLength, h <= Image.maximumSideLength else {
            let (side, length) = w > Image.maximumSideLength ? ("width", w) : ("height", h)
            throw CFailure(.invalidArgument, "\(w)x\(h) pixels: the \(side) \(length) is more than "
                            + "the \(Image.maximumSideLength) an image side may have (Image.maximumSideLength)")
        }
        guard w * h <= Image.maximumPixelCount else {
            throw CFailure(.invalidArgument, "\(w)x\(h) pixels is more than the \(Image.maximumPixelCount) an image may have")
        }
        guard stride >= UInt(4 * w) else {
            throw CFailure(.invalidArgument, "stride \(stride) is less than 4 × width (\(4 * w) bytes)")
        }
        guard scale.isFinite, scale > 0 else { throw CFailure(.invalidArgument, "scale must be positive and finite, got \(scale)") }
        var rgba = [UInt8](repeating: 0, count: 4 * w * h)
        if w > 0 && h > 0 {
            guard let pixels else { throw CFailure(.invalidArgument, "pixels is NULL") }
            rgba.withUnsafeMutableBufferPointer { out in
                for y in 0..<h {
                    (out.baseAddress! + 4 * w * y).update(from: pixels + Int(stride) * y, count: 4 * w)
                }
            }
        }
        let image = Image(width: w, height: h, rgba: rgba, scale: scale)
        return CRegistry.pointer(CRegistry.images.insert(ImageEntry(image: image)))
    }
}

@c(strata_image_load_png) @MainActor
public func strata_image_load_png(_ path: UnsafePointer<CChar>?, _ image: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    entry("strata_image_load_png") { () throws(CFailure) in
        let name = try string(path, "path")
        guard let image else { throw CFailure(.invalidArgument, "image is NULL") }
        image.pointee = nil
        do throws(ImageError) {
            let loaded = try Image.load(path: name)
            image.pointee = CRegistry.pointer(CRegistry.images.insert(ImageEntry(image: loaded)))
        } catch {
            let unreadable = error.chunk == nil && error.message.hasPrefix("cannot read")
            throw CFailure(unreadable ? .ioError : .invalidArgument, unreadable ? error.message : "\(name): \(error)")
        }
    }
}

@c(strata_image_release) @MainActor
public func strata_image_release(_ image: OpaquePointer?) -> Int32 {
    entry("strata_image_release") { () throws(CFailure) in
        let e = try CRegistry.image(image)
        e.references -= 1
        if e.references == 0 { CRegistry.images.remove(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(image!)))) }
    }
}

@c(strata_image_size) @MainActor
public func strata_image_size(_ image: OpaquePointer?, _ width: UnsafeMutablePointer<Int32>?,
                              _ height: UnsafeMutablePointer<Int32>?, _ id: UnsafeMutablePointer<UInt64>?) -> Int32 {
    entry("strata_image_size") { () throws(CFailure) in
        let e = try CRegistry.image(image)
        width?.pointee = Int32(e.image.pixelWidth)
        height?.pointee = Int32(e.image.pixelHeight)
        id?.pointee = e.image.identity.id
    }
}

@c(strata_view_set_image) @MainActor
public func strata_view_set_image(_ view: OpaquePointer?, _ image: OpaquePointer?) -> Int32 {
    entry("strata_view_set_image") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        var picture: Image? = nil
        if let image { picture = try CRegistry.image(image).image }
        if let imageView = v.view as? ImageView {
            v.window.change { imageView.image = picture }
        } else if let button = v.view as? Button {
            v.window.change { button.image = picture }
        } else {
            throw CFailure(.wrongKind, "the view is not an image view or a button")
        }
    }
}

@c(strata_window_display_list_image) @MainActor
public func strata_window_display_list_image(_ window: OpaquePointer?, _ index: UInt,
                                             _ out: UnsafeMutableRawPointer?) -> Int32 {
    entry("strata_window_display_list_image") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        guard let out else { throw CFailure(.invalidArgument, "out is NULL") }
        let commands = e.displayList.commands
        guard index < UInt(commands.count) else {
            throw CFailure(.notFound, "the last display list has \(commands.count) commands; there is no command \(index)")
        }
        guard case .image(let c) = commands[Int(index)] else {
            throw CFailure(.wrongKind, "command \(index) is not an image command")
        }
        out.initializeMemory(as: UInt8.self, repeating: 0, count: ImageCommandLayout.size)
        out.storeBytes(of: c.identity.id, toByteOffset: ImageCommandLayout.id, as: UInt64.self)
        out.storeBytes(of: c.identity.generation, toByteOffset: ImageCommandLayout.generation, as: UInt64.self)
        // The pixels stay where they are while the window's display list
        // holds the image (until the next display-list call).
        let base = c.image.rgba.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        out.storeBytes(of: base, toByteOffset: ImageCommandLayout.pixels, as: UnsafeRawPointer?.self)
        out.storeBytes(of: Int64(c.image.pixelWidth), toByteOffset: ImageCommandLayout.pixelWidth, as: Int64.self)
        out.storeBytes(of: Int64(c.image.pixelHeight), toByteOffset: ImageCommandLayout.pixelHeight, as: Int64.self)
        out.put(c.destination, ImageCommandLayout.destination)
        out.put(c.source, ImageCommandLayout.source)
        if let tint = c.tint {
            out.put(tint, ImageCommandLayout.tint)
            out.storeBytes(of: 1, toByteOffset: ImageCommandLayout.hasTint, as: Int64.self)
        }
        out.put(c.opacity, ImageCommandLayout.opacity)
        out.storeBytes(of: c.filter == .nearest ? 1 : 0, toByteOffset: ImageCommandLayout.filter, as: Int64.self)
        out.put(c.tileSize?.width ?? 0, ImageCommandLayout.tileWidth)
        out.put(c.tileSize?.height ?? 0, ImageCommandLayout.tileHeight)
    }
}
