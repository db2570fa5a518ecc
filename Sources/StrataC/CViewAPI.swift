import Strata

/// Writes a rectangle into a C `StrataRect *`.
func write(_ rect: Rect, to out: UnsafeMutableRawPointer?) throws(CFailure) {
    guard let out else { throw CFailure(.invalidArgument, "out is NULL") }
    out.storeBytes(of: rect.origin.x, toByteOffset: 0, as: Double.self)
    out.storeBytes(of: rect.origin.y, toByteOffset: 8, as: Double.self)
    out.storeBytes(of: rect.size.width, toByteOffset: 16, as: Double.self)
    out.storeBytes(of: rect.size.height, toByteOffset: 24, as: Double.self)
}

/// Whether a view of the window already has the identifier `id`: one of
/// the scene's, one in the window's tree, or one made through C.
@MainActor
func viewExists(withID id: String, in e: WindowEntry) -> Bool {
    e.world?.view(id) != nil || e.window.rootView.viewWithIdentifier(id) != nil || e.owned.contains { $0.identifier == id }
}

/// A view entry whose view is `T`, or a wrong-kind failure.
@MainActor
func typedView<T: View>(_ pointer: OpaquePointer?, as type: T.Type, _ kind: String) throws(CFailure) -> (ViewEntry, T) {
    let e = try CRegistry.view(pointer)
    guard let typed = e.view as? T else { throw CFailure(.wrongKind, "the view is not a \(kind)") }
    return (e, typed)
}

@c(strata_view_create) @MainActor
public func strata_view_create(_ window: OpaquePointer?, _ kind: Int32, _ id: UnsafePointer<CChar>?) -> OpaquePointer? {
    handleEntry("strata_view_create") { () throws(CFailure) in
        let e = try CRegistry.window(window)
        let view: View
        switch kind {
        case 0: view = View()
        case 1: view = Label()
        case 2: view = Button(title: "")
        case 3: view = StackView()
        case 4: view = ScrollView()
        case 5: view = TextField()
        case 6: view = TextView()
        case 7: view = ImageView()
        case 8: view = makeCList(in: e)
        case 9: view = ShapeView()
        default: throw CFailure(.invalidArgument, "unknown view kind \(kind)")
        }
        if let id {
            let name = try string(id, "id")
            if name == "root" { throw CFailure(.invalidArgument, "the id 'root' names the root view; choose another id") }
            if viewExists(withID: name, in: e) {
                throw CFailure(.invalidArgument, "a view with id '\(name)' already exists in the window; ids must be unique")
            }
            view.identifier = name
        }
        e.owned.append(view)
        return CRegistry.handle(of: view, in: e)
    }
}

@c(strata_view_release) @MainActor
public func strata_view_release(_ view: OpaquePointer?) -> Int32 {
    entry("strata_view_release") { () throws(CFailure) in
        let e = try CRegistry.view(view)
        CRegistry.release(UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(view!))), e)
    }
}

@c(strata_view_add_subview) @MainActor
public func strata_view_add_subview(_ parent: OpaquePointer?, _ child: OpaquePointer?) -> Int32 {
    entry("strata_view_add_subview") { () throws(CFailure) in
        let p = try CRegistry.view(parent)
        let c = try CRegistry.view(child, in: p.window)
        guard c !== p.window.window.rootView else {
            throw CFailure(.invalidArgument, "the root view cannot be added to another view")
        }
        guard c !== p.view, !p.view.isDescendant(of: c) else {
            throw CFailure(.invalidArgument, "a view cannot be added inside itself")
        }
        try withinDepthLimit(adding: c, to: p.view)
        p.window.change { p.view.addSubview(c) }
    }
}

@c(strata_view_remove_from_superview) @MainActor
public func strata_view_remove_from_superview(_ view: OpaquePointer?) -> Int32 {
    entry("strata_view_remove_from_superview") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        guard v.view !== v.window.window.rootView else { throw CFailure(.invalidArgument, "the root view cannot be removed") }
        if !v.window.owned.contains(where: { $0 === v.view }) { v.window.owned.append(v.view) }   // still owned by the window
        v.window.change { v.view.removeFromSuperview() }
    }
}

@c(strata_view_frame) @MainActor
public func strata_view_frame(_ view: OpaquePointer?, _ out: UnsafeMutableRawPointer?) -> Int32 {
    entry("strata_view_frame") { () throws(CFailure) in try write(try CRegistry.view(view).view.frame, to: out) }
}

@c(strata_view_presentation_frame) @MainActor
public func strata_view_presentation_frame(_ view: OpaquePointer?, _ out: UnsafeMutableRawPointer?) -> Int32 {
    entry("strata_view_presentation_frame") { () throws(CFailure) in
        try write(try CRegistry.view(view).view.presentationFrame, to: out)
    }
}

@c(strata_view_set_frame) @MainActor
public func strata_view_set_frame(_ view: OpaquePointer?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
    entry("strata_view_set_frame") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let r = Rect(x: try finite(x, "x"), y: try finite(y, "y"), width: try finite(width, "width"), height: try finite(height, "height"))
        guard r.size.width >= 0, r.size.height >= 0 else { throw CFailure(.invalidArgument, "the size must not be negative") }
        v.window.change { v.view.frame = r }
    }
}

@c(strata_view_set_hidden) @MainActor
public func strata_view_set_hidden(_ view: OpaquePointer?, _ hidden: Bool) -> Int32 {
    entry("strata_view_set_hidden") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        v.window.change { v.view.isHidden = hidden }
    }
}

@c(strata_view_is_hidden) @MainActor
public func strata_view_is_hidden(_ view: OpaquePointer?, _ out: UnsafeMutablePointer<Bool>?) -> Int32 {
    entry("strata_view_is_hidden") { () throws(CFailure) in try output(out, try CRegistry.view(view).view.isHidden) }
}

@c(strata_view_set_alpha) @MainActor
public func strata_view_set_alpha(_ view: OpaquePointer?, _ alpha: Double) -> Int32 {
    entry("strata_view_set_alpha") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let a = try finite(alpha, "alpha")
        v.window.change { v.view.alpha = a }
    }
}

@c(strata_view_set_background_color) @MainActor
public func strata_view_set_background_color(_ view: OpaquePointer?, _ red: Double, _ green: Double, _ blue: Double,
                                             _ alpha: Double) -> Int32 {
    entry("strata_view_set_background_color") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let c = Color(red: try finite(red, "red"), green: try finite(green, "green"), blue: try finite(blue, "blue"),
                      alpha: try finite(alpha, "alpha"))
        v.window.change { v.view.backgroundColor = c }
    }
}

@c(strata_view_set_intrinsic_size) @MainActor
public func strata_view_set_intrinsic_size(_ view: OpaquePointer?, _ width: Double, _ height: Double) -> Int32 {
    entry("strata_view_set_intrinsic_size") { () throws(CFailure) in
        let v = try CRegistry.view(view)
        let size = Size(width: try finite(width, "width"), height: try finite(height, "height"))
        v.window.change { v.view.customIntrinsicContentSize = size }
    }
}

@c(strata_label_set_text) @MainActor
public func strata_label_set_text(_ label: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_label_set_text") { () throws(CFailure) in
        let (e, l) = try typedView(label, as: Label.self, "label")
        let s = try string(text, "text")
        e.window.change { l.text = s }
    }
}

@c(strata_button_set_title) @MainActor
public func strata_button_set_title(_ button: OpaquePointer?, _ title: UnsafePointer<CChar>?) -> Int32 {
    entry("strata_button_set_title") { () throws(CFailure) in
        let (e, b) = try typedView(button, as: Button.self, "button")
        let s = try string(title, "title")
        e.window.change { b.setTitle(s) }
    }
}

/// Fails unless adding `child` under `parent` keeps every view within
/// `View.maximumDepth` levels (the Swift call would stop the process).
@MainActor
func withinDepthLimit(adding child: View, to parent: View) throws(CFailure) {
    guard child.superview === parent || parent.depthAfterAdding(child) != nil else {
        throw CFailure(.invalidArgument, "the view tree would be more than \(View.maximumDepth) levels deep (the limit)")
    }
}
