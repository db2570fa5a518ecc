
/// The shaping plans one face compiled, kept for the next run with the same
/// script, language, direction and features (HarfBuzz's shape-plan cache):
/// compiling a plan reads the face's script, language and feature lists and
/// sorts the requests, which cost as much as shaping a short run.
///
/// Shared by every thread that shapes with the face (under a lock); holds
/// at most `capacity` plans, the oldest dropped first. It holds plain
/// values (no reference back to the face).
final class ShapingPlanCache: Sendable {
    /// What a plan depends on besides the face.
    struct Key: Equatable, Sendable {
        var script: String?
        var language: String?
        var rightToLeft: Bool
        var features: [FontFeature]
    }

    /// A compiled plan and the shaper it was compiled for.
    struct Entry: Sendable {
        var key: Key
        var kind: ShaperKind
        var plan: ShapingPlan
    }

    /// The most plans one face keeps.
    static let capacity = 16

    private let entries = Locked<[Entry]>([])

    /// The number of plans held.
    var count: Int { entries.withLock { $0.count } }

    /// The plan for `key`, compiled by `compile` the first time (outside the lock).
    ///
    /// - Complexity: O(`capacity`) comparisons of keys, plus `compile` on a miss.
    func plan(for key: Key, compile: () -> (ShaperKind, ShapingPlan)) -> (ShaperKind, ShapingPlan) {
        if let hit = entries.withLock({ list in list.first { $0.key == key } }) { return (hit.kind, hit.plan) }
        let (kind, plan) = compile()
        entries.withLock { list in
            guard !list.contains(where: { $0.key == key }) else { return }
            if list.count >= Self.capacity { list.removeFirst() }
            list.append(Entry(key: key, kind: kind, plan: plan))
        }
        return (kind, plan)
    }
}
