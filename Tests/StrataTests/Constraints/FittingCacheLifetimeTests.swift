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
            let outer = View()
            let stack = StackView(arrangedSubviews: labels)
            stack.translatesAutoresizingMaskIntoConstraints = false
            outer.addSubview(stack)
            LayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 4),
                stack.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -4),
                stack.topAnchor.constraint(equalTo: outer.topAnchor, constant: 4),
                stack.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -4),
            ])
            return (outer, labels + [stack])
        case .constrained:
            let outer = View()
            let label = labels[0]
            label.translatesAutoresizingMaskIntoConstraints = false
            outer.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: outer.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -8),
            ])
            return (outer, [label])
        }
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
