/// The solver's records of its constraints, found by the constraint's
/// identity.
///
/// The records sit in one dense array and a dictionary maps each identity
/// to its position, four bytes a bucket. A dictionary of the records
/// themselves would hold a whole record (and its padding) in every bucket,
/// a quarter or more of them empty: at 160,000 constraints (the
/// 20,000-view row) that was 14.7 MB against 9.5 MB here. The array's
/// order is not the constraints' order (a removal moves the last record
/// into the hole); `ConstraintRecord.order` keeps that.
struct ConstraintLog {
    /// The records, in no meaningful order.
    private(set) var values: [ConstraintRecord] = []
    /// The position of each record in `values` (looked up only, never
    /// iterated).
    private var positions: [ObjectIdentifier: Int32] = [:]

    /// The number of records.
    var count: Int { values.count }

    /// The record of the constraint with identity `key`, if any; setting
    /// `nil` removes it.
    /// - Complexity: O(1) on average.
    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        get { positions[key].map { values[Int($0)] } }
        set {
            if let newValue {
                if let p = positions[key] {
                    values[Int(p)] = newValue
                } else {
                    precondition(values.count < Int(Int32.max), "Strata solver: more than 2^31 constraints")
                    positions[key] = Int32(values.count)
                    values.append(newValue)
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Removes and returns the record of `key`, if any.
    /// - Complexity: O(1) on average.
    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> ConstraintRecord? {
        guard let p = positions.removeValue(forKey: key) else { return nil }
        let i = Int(p)
        let record = values[i]
        let last = values.removeLast()
        if i < values.count {
            values[i] = last
            positions[ObjectIdentifier(last.constraint)] = p
        }
        return record
    }

    /// Makes room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}
