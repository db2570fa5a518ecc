import Testing
import Strata

@Suite("Solver determinism")
struct SolverDeterminismTests {
    /// A degenerate system (many optima) built in a fixed order.
    func build(_ padding: Int) throws -> (Solver, [Variable]) {
        var garbage: [Variable] = []
        for _ in 0..<padding { garbage.append(Variable("pad")) }  // shifts object addresses
        let s = Solver()
        let v = (0..<12).map { Variable("v\($0)") }
        for i in 0..<11 { try s.addConstraint(v[i] + v[i + 1] >= 10) }
        for i in 0..<12 { try s.addConstraint((v[i] == Double(i)).withPriority(i % 2 == 0 ? 250 : 251)) }
        try s.addConstraint(v.dropFirst().reduce(Expression(v[0])) { $0 + $1 } == 100)
        try s.addEditVariable(v[3], priority: 500)
        s.suggestValue(v[3], 7)
        withExtendedLifetime(garbage) {}
        return (s, v)
    }

    @Test func sameCallsGiveBitIdenticalValues() throws {
        let (a, va) = try build(0)
        let (b, vb) = try build(37)
        for i in va.indices {
            #expect(a.value(of: va[i]).bitPattern == b.value(of: vb[i]).bitPattern)
        }
    }

    @Test func tiesFollowCreationOrder() throws {
        // x + y == 10 alone: the newest symbol becomes basic (least fill-in,
        // newest on ties), the older one stays parametric at 0.
        let s = Solver(), x = Variable("x"), y = Variable("y")
        try s.addConstraint(x + y == 10)
        #expect(s.value(of: x) == 0 && s.value(of: y) == 10)
        let t = Solver()
        try t.addConstraint(y + x == 10)
        #expect(t.value(of: y) == 0 && t.value(of: x) == 10)
    }

    @Test func rebuildAfterRemovalIsDeterministic() throws {
        let (a, va) = try build(0)
        let (b, vb) = try build(5)
        let extraA = va[0] == 20, extraB = vb[0] == 20
        try a.addConstraint(extraA)
        try b.addConstraint(extraB)
        try a.removeConstraint(extraA)
        try b.removeConstraint(extraB)
        for i in va.indices {
            #expect(a.value(of: va[i]).bitPattern == b.value(of: vb[i]).bitPattern)
        }
    }
}
