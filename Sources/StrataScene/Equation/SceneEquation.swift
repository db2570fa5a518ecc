import Strata

/// One side of a scene equation that names a view's attribute: `item.attribute`.
public struct SceneAnchor: Sendable, Hashable, CustomStringConvertible {
    /// The view id (`root` for the window's root view).
    public var item: String
    /// The attribute.
    public var attribute: SceneAttribute

    /// Creates an anchor.
    public init(item: String, attribute: SceneAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `item.attribute` with the attribute's canonical spelling.
    public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A parsed constraint equation:
/// `first RELATION [second * multiplier] + constant @priority`.
///
/// `description` is the canonical form (used to match `deactivate`
/// equations): single spaces, `==` for `=`, canonical attribute spelling,
/// `* m` only when `m ≠ 1`, `+ c`/`- c` only when `c ≠ 0` (a constant-only
/// right side is always written), `@p` only when `p ≠ 1000`.
public struct SceneEquation: Sendable, Hashable, CustomStringConvertible {
    /// The left side.
    public var first: SceneAnchor
    /// The relation.
    public var relation: SceneRelation
    /// The right side's anchor; `nil` when the right side is a constant alone.
    public var second: SceneAnchor?
    /// The multiplier of `second` (1 when absent; `/ d` gives `1/d`).
    public var multiplier: Double
    /// The constant added to the right side (subtracted when written `- c`).
    public var constant: Double
    /// The priority, 1…1000.
    public var priority: Double
    /// The text as written.
    public var source: String
    /// The offset of the first item in `source`, in Unicode scalars.
    public var firstOffset: Int
    /// The offset of the second item in `source`, in Unicode scalars, if any.
    public var secondOffset: Int?
    /// The size classes in which the constraint is active (`nil`: always).
    public var when: SizeClassCondition? = nil

    /// Creates an equation; `source` defaults to the canonical form.
    public init(first: SceneAnchor, relation: SceneRelation, second: SceneAnchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                source: String? = nil, firstOffset: Int = 0, secondOffset: Int? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.source = ""
        self.firstOffset = firstOffset
        self.secondOffset = secondOffset
        self.source = source ?? description
    }

    /// The view ids named, left side first.
    public var items: [String] {
        second.map { [first.item, $0.item] } ?? [first.item]
    }

    /// The canonical form, e.g. `a.leading == root.leadingMargin + 8 @750`.
    public var description: String {
        var text = "\(first) \(relation.rawValue)"
        if let second {
            text += " \(second)"
            if multiplier != 1 { text += " * \(JSONWriter.format(multiplier))" }
            if constant > 0 { text += " + \(JSONWriter.format(constant))" }
            if constant < 0 { text += " - \(JSONWriter.format(-constant))" }
        } else {
            text += " \(JSONWriter.format(constant))"
        }
        if priority != 1000 { text += " @\(JSONWriter.format(priority))" }
        return text
    }

    /// Equality of meaning: same canonical form (ignores `source` and offsets).
    public static func == (lhs: SceneEquation, rhs: SceneEquation) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the canonical form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}

/// An error in an equation's text: a message and the offset (in Unicode scalars) it
/// points at.
public struct SceneEquationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// The equation's text.
    public var source: String
    /// The offset in `source` (in Unicode scalars) the caret points at.
    public var offset: Int

    /// Creates an error.
    public init(message: String, source: String, offset: Int) {
        self.message = message
        self.source = source
        self.offset = offset
    }

    /// The message, then the equation indented by two spaces, then a caret
    /// under the offending character.
    public var description: String {
        SceneEquationError.caret(message, source: source, offset: offset)
    }

    /// Formats `message` with `source` and a caret under `offset`.
    public static func caret(_ message: String, source: String, offset: Int) -> String {
        let shown = source.replacingTabs()
        return "\(message)\n  \(shown)\n  \(String(repeating: " ", count: offset))^"
    }
}

extension String {
    func replacingTabs() -> String {
        String(map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
