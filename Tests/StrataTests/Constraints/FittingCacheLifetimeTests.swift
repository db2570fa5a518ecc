import Strata
import Testing

/// A view's kept fitting system lives as long as the view and no longer:
/// measured views are freed when their last owner lets go. Before, a
/// measured `StackView` held its cache's engine and the engine held the
/// stack among its managed participants — a cycle that leaked both
/// (AddressSanitizer's leak check found it in `FittingSizeStackTests`).
@MainActor
@Suite("Fitting caches: freed with their views")
struct FittingCacheLifetimeTests {
    /// What is measured: a stack at the root, a stack inside a plain view,
    /// and a plain view holding a label by constraints.
    enum Root: CaseIterable { case stack, nestedStack, constrained }

    static func make(_ root: Root) -> (View, [View]) {
        let labels = (0..<3).map { i -> Label in
            let label = Label()
            label.text = String(repeating: "w", count: i + 2)
            return label
        }
        switch root {
        case .stack:
            return (StackView(arrangedSubviews: labels), labels)
        case .nestedStack:
            let stack = StackView(arrangedSubviews: labels)
            return (Self.inset(stack, by: 4), labels + [stack])
        case .constrained:
            return (Self.inset(labels[0], by: 8), [labels[0]])
        }
    }

    /// A new view holding `content` pinned `inset` points inside its four edges.
    static func inset(_ content: View, by inset: Double) -> View {
        let outer = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: inset),
            content.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -inset),
            content.topAnchor.constraint(equalTo: outer.topAnchor, constant: inset),
            content.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -inset),
        ])
        return outer
    }

    @Test(arguments: Root.allCases)
    func aMeasuredViewIsFreedWithItsSubviews(_ root: Root) {
        weak var weakRoot: View?
        var weakSubviews: [() -> View?] = []
        do {
            let (view, subviews) = Self.make(root)
            // Measured twice: the second measurement uses the kept system.
            let first = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            let again = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
            #expect(first == again)
            #expect(first.width > 0 && first.height > 0)
            weakRoot = view
            for s in subviews { weakSubviews.append { [weak s] in s } }
        }
        #expect(weakRoot == nil, "the measured \(root) root was not freed")
        #expect(weakSubviews.allSatisfy { $0() == nil }, "a subview of the measured \(root) was not freed")
    }
}
