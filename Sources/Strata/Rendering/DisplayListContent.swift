/// How a kind of view draws content of its own into the display list,
/// above its background and below its subviews (`Window.displayList`).
/// The display list builder knows views only through this protocol:
/// `Label` adopts it in its own folder (`Label+DisplayListContent.swift`),
/// and a new kind of view that draws adopts it without editing the builder.
@MainActor
protocol DisplayListContent: View {
    /// Whether the view shows content now; outline mode
    /// (`outliningUncolouredViews`) leaves such a view without an outline.
    var showsDisplayListContent: Bool { get }

    /// Appends the view's content to `commands`; `topLeft` is the top-left
    /// corner of its frame in window coordinates, `opacity` the product of
    /// the alphas from the root down.
    func appendDisplayListContent(to commands: inout DisplayCommandSink, at topLeft: Point, opacity: Double)

    /// Appends the view's content drawn in `rect`, its frame in window
    /// coordinates (at the size drawn: the presentation size while an
    /// animation runs). The default calls `appendDisplayListContent(to:at:opacity:)`
    /// with the rectangle's top-left corner; views whose content follows
    /// their size (`ImageView`) implement this one.
    func appendDisplayListContent(to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double)
}

extension DisplayListContent {
    func appendDisplayListContent(to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double) {
        appendDisplayListContent(to: &commands, at: rect.origin, opacity: opacity)
    }
}

extension DisplayListContent {
    /// `appendDisplayListContent(to:in:opacity:)` of `view`, which is of
    /// this type: called through the class's cached metatype
    /// (`DisplayListContentTypes`), with no conformance lookup.
    static func appendContent(of view: View, to commands: inout DisplayCommandSink, in rect: Rect, opacity: Double) {
        unsafeDowncast(view, to: Self.self).appendDisplayListContent(to: &commands, in: rect, opacity: opacity)
    }

    /// `showsDisplayListContent` of `view`, which is of this type.
    static func showsContent(of view: View) -> Bool {
        unsafeDowncast(view, to: Self.self).showsDisplayListContent
    }
}

/// Which view classes draw content (adopt `DisplayListContent`), asked
/// once per class: a conformance lookup is a search of the runtime's
/// tables, dearer than the rest of a plain view's visit. The last class
/// asked is answered first (views of one class often follow each other),
/// then `View` itself, then a short list of the classes seen (classes live as long as the
/// program, so the list never goes stale).
@MainActor
struct DisplayListContentTypes {
    /// The cache kept between display lists.
    static var shared = DisplayListContentTypes()
    /// The classes asked about, with their answers (at most `capacity`).
    private var classes: [(id: ObjectIdentifier, type: (any DisplayListContent.Type)?)] = []
    /// The last class asked about and its answer.
    private var lastID: ObjectIdentifier?
    private var lastType: (any DisplayListContent.Type)?
    /// The most classes remembered; more are looked up each time.
    private static let capacity = 64
    /// `View` itself, the most common class, which draws no content:
    /// answered without a search when views of other classes come between.
    private let plainView = ObjectIdentifier(View.self)

    /// The content type of `view`'s class, or nil when it draws no content
    /// of its own.
    /// - Complexity: O(1) for the last class; O(classes seen) otherwise.
    @inline(__always)
    mutating func contentType(of view: View) -> (any DisplayListContent.Type)? {
        let id = ObjectIdentifier(type(of: view))
        if id == lastID { return lastType }
        if id == plainView { return nil }
        return lookUp(view, id)
    }

    private mutating func lookUp(_ view: View, _ id: ObjectIdentifier) -> (any DisplayListContent.Type)? {
        var found: (any DisplayListContent.Type)?? = nil
        for entry in classes where entry.id == id {
            found = .some(entry.type)
            break
        }
        let type: (any DisplayListContent.Type)?
        if let found {
            type = found
        } else {
            type = Swift.type(of: view) as? any DisplayListContent.Type
            if classes.count < Self.capacity { classes.append((id: id, type: type)) }
        }
        lastID = id
        lastType = type
        return type
    }
}
