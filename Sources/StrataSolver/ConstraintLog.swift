/// The solver's records of its constraints, found by the constraint's
/// identity.
///
/// The records sit in one dense array and an `IdentityTable` maps each
/// identity to its position. A table of the records themselves would hold
/// a whole record (and its padding) in every slot, half of them empty. The array's
/// order is not the constraints' order (a removal moves the last record
/// into the hole); `ConstraintRecord.order` keeps that.
struct ConstraintLog {
    /// The records, in no meaningful order.
    private(set) var values: [ConstraintRecord] = []
    /// The position of each record in `values` (looked up only, never
    /// iterated).
    private var positions = IdentityTable()

    /// The room the first record makes for the records.
    static let initialCapacity = 16

    /// The number of records.
    var count: Int { values.count }

    /// The record of the constraint with identity `key`, if any; setting
    /// `nil` removes it.
    /// - Complexity: O(1) on average.
    subscript(key: ObjectIdentifier) -> ConstraintRecord? {
        get { positions[key].map { values[$0] } }
        set {
            if let newValue {
                if let p = positions[key] {
                    values[p] = newValue
                } else {
                    positions.insert(key, values.count)
                    // Room for a small system at once (a record is 40 bytes;
                    // doubling from one took eight steps to 100).
                    if values.capacity == 0 { values.reserveCapacity(ConstraintLog.initialCapacity) }
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
        guard let i = positions.removeValue(forKey: key) else { return nil }
        let record = values[i]
        let last = values.removeLast()
        if i < values.count {
            values[i] = last
            positions.insert(ObjectIdentifier(last.constraint), i)
        }
        return record
    }

    /// Makes room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}
