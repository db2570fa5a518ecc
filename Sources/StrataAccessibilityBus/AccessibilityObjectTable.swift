import Strata

/// The views published on the bus and their object paths: an id is given
/// the first time a view is named in a reply (a child, a parent, an event's
/// source), so a window of thousands of elements costs nothing until read.
@MainActor
final class AccessibilityObjectTable {
    /// The prefix of every element's path; the application is `…/root`.
    static let prefix = "/org/a11y/atspi/accessible/"
    /// The application object's path.
    static let rootPath = "/org/a11y/atspi/accessible/root"
    /// The path AT-SPI uses for no object.
    static let nullPath = "/org/a11y/atspi/null"

    /// A weak reference to a published view.
    private struct Entry {
        weak var view: View?
        let path: String
    }

    private var ids: [ObjectIdentifier: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var nextID = 1

    /// How many views were given a path (for the benchmark and tests).
    var count: Int { entries.count }

    /// The path of `view`, given an id on first use.
    /// - Complexity: O(1) amortized.
    func path(for view: View) -> String {
        let key = ObjectIdentifier(view)
        if let id = ids[key], let entry = entries[id], entry.view === view { return entry.path }
        let id = nextID
        nextID += 1
        ids[key] = id
        let path = Self.prefix + String(id)
        entries[id] = Entry(view: view, path: path)
        return path
    }

    /// The live view at `path`, if the path names one.
    func view(at path: String) -> View? {
        guard path.hasPrefix(Self.prefix) else { return nil }
        let digits = path.utf8.dropFirst(Self.prefix.utf8.count)
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let id = Int(Substring(digits)) else { return nil }
        return entries[id]?.view
    }
}
