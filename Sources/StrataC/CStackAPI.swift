import Strata

/// The view behind `pointer`, a view of the stack's window that may be
/// arranged: not the root view.
@MainActor
func arrangeable(_ pointer: OpaquePointer?, in stack: ViewEntry) throws(CFailure) -> View {
    let v = try CRegistry.view(pointer, in: stack.window)
    guard v !== stack.window.window.rootView else { throw CFailure(.invalidArgument, "the root view cannot be arranged in a stack") }
    return v
}

@c(strata_stack_add_arranged) @MainActor
public func strata_stack_add_arranged(_ stack: OpaquePointer?, _ view: OpaquePointer?) -> Int32 {
    entry("strata_stack_add_arranged") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let v = try arrangeable(view, in: e)
        guard v !== s, !s.isDescendant(of: v) else { throw CFailure(.invalidArgument, "a view cannot be arranged inside itself") }
        try withinDepthLimit(adding: v, to: s)
        e.window.change { s.addArrangedSubview(v) }
    }
}

@c(strata_stack_insert_arranged) @MainActor
public func strata_stack_insert_arranged(_ stack: OpaquePointer?, _ view: OpaquePointer?, _ index: UInt) -> Int32 {
    entry("strata_stack_insert_arranged") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let v = try arrangeable(view, in: e)
        guard v !== s, !s.isDescendant(of: v) else { throw CFailure(.invalidArgument, "a view cannot be arranged inside itself") }
        try withinDepthLimit(adding: v, to: s)
        let limit = s.arrangedSubviews.count - (s.arrangedSubviews.contains { $0 === v } ? 1 : 0)
        guard index <= UInt(limit) else { throw CFailure(.invalidArgument, "index \(index) is out of range 0…\(limit)") }
        e.window.change { s.insertArrangedSubview(v, at: Int(index)) }
    }
}

@c(strata_stack_remove_arranged) @MainActor
public func strata_stack_remove_arranged(_ stack: OpaquePointer?, _ view: OpaquePointer?) -> Int32 {
    entry("strata_stack_remove_arranged") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let v = try CRegistry.view(view, in: e.window)
        e.window.change { s.removeArrangedSubview(v) }
    }
}

@c(strata_stack_set_axis) @MainActor
public func strata_stack_set_axis(_ stack: OpaquePointer?, _ axis: Int32) -> Int32 {
    entry("strata_stack_set_axis") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        guard axis == 0 || axis == 1 else { throw CFailure(.invalidArgument, "unknown axis \(axis)") }
        e.window.change { s.axis = axis == 0 ? .horizontal : .vertical }
    }
}

@c(strata_stack_set_distribution) @MainActor
public func strata_stack_set_distribution(_ stack: OpaquePointer?, _ distribution: Int32) -> Int32 {
    entry("strata_stack_set_distribution") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let all: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        guard all.indices.contains(Int(distribution)) else { throw CFailure(.invalidArgument, "unknown distribution \(distribution)") }
        e.window.change { s.distribution = all[Int(distribution)] }
    }
}

@c(strata_stack_set_alignment) @MainActor
public func strata_stack_set_alignment(_ stack: OpaquePointer?, _ alignment: Int32) -> Int32 {
    entry("strata_stack_set_alignment") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let all: [StackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        guard all.indices.contains(Int(alignment)) else { throw CFailure(.invalidArgument, "unknown alignment \(alignment)") }
        e.window.change { s.alignment = all[Int(alignment)] }
    }
}

@c(strata_stack_set_spacing) @MainActor
public func strata_stack_set_spacing(_ stack: OpaquePointer?, _ spacing: Double) -> Int32 {
    entry("strata_stack_set_spacing") { () throws(CFailure) in
        let (e, s) = try typedView(stack, as: StackView.self, "stack")
        let value = try finite(spacing, "spacing")
        e.window.change { s.spacing = value }
    }
}
