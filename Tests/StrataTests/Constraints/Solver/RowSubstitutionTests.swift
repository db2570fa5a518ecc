import Testing
@testable import Strata
@testable import StrataSolver

/// `Row.substitute` merges a short row into a narrow window of a long one;
/// it must give exactly what removing the symbol and adding the scaled row
/// over the whole row gives, and report the same insertions and removals.
@Suite("Row substitution")
struct RowSubstitutionTests {
    /// A row over every other symbol of 0 ..< 2·length.
    static func longRow(_ length: Int) -> Row {
        var row = Row(constant: 3)
        for i in 0..<length { row.cells.append(RowCell(symbol: 2 * i, coefficient: Double(i % 7) - 3.5)) }
        return row
    }

    @Test(arguments: [1, 2, 3, 4])
    func windowMergeEqualsFullMerge(seed: UInt64) {
        var g = TestRandom(seed: seed)
        for _ in 0..<300 {
            var row = Self.longRow(400)
            let symbol = row.cells[g.int(0..<400)].symbol
            // A short row near `symbol`: some symbols the long row has (one
            // of them cancelling exactly), some it lacks.
            var other = Row(constant: 1.25)
            var picks = Set<Int>()
            for _ in 0..<g.int(1..<5) { picks.insert(max(0, symbol + g.int(-6..<7))) }
            picks.remove(symbol)
            let k = row.coefficient(of: symbol)
            for s in picks.sorted() {
                let existing = row.coefficient(of: s)
                let cancels = existing != 0 && k != 0 && g.int(0..<3) == 0
                other.cells.append(RowCell(symbol: s, coefficient: cancels ? -existing / k : Double(g.int(1..<9)) / 4))
            }
            var expected = row
            var expectedEvents: [String] = []
            var scratch: [RowCell] = []
            expected.remove(symbol)
            expected.add(other, times: k, scratch: &scratch,
                         inserted: { expectedEvents.append("+\($0)") }, removed: { expectedEvents.append("-\($0)") })
            var events: [String] = []
            row.substitute(symbol, with: other, scratch: &scratch,
                           inserted: { events.append("+\($0)") }, removed: { events.append("-\($0)") })
            #expect(row.constant == expected.constant)
            #expect(row.cells.map(\.symbol) == expected.cells.map(\.symbol))
            #expect(row.cells.map(\.coefficient) == expected.cells.map(\.coefficient))
            #expect(events == expectedEvents)
        }
    }

    /// A merge buffer grown by a long merge is not handed to a short row
    /// (one such buffer per pivot made memory quadratic in a wide stack).
    @Test func shortRowDoesNotKeepALongMergeBuffer() {
        var scratch: [RowCell] = []
        var long = Self.longRow(5000)
        var other = Row()
        other.cells = [RowCell(symbol: 1, coefficient: 1)]
        long.add(Self.longRow(5000), times: 0.5, scratch: &scratch, inserted: { _ in }, removed: { _ in })
        #expect(scratch.capacity >= 5000)
        var short = Row()
        short.cells = [RowCell(symbol: 3, coefficient: 1)]
        short.add(other, times: 2, scratch: &scratch, inserted: { _ in }, removed: { _ in })
        #expect(short.cells.count == 2)
        #expect(short.cells.capacity < 64)
    }
}
