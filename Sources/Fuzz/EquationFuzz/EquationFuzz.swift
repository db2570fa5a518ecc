// A libFuzzer target: the constraint equation parser on arbitrary text,
// and the canonical form of what it accepts parsing to the same equation.
// Built only by `Scripts/fuzz` (STRATA_FUZZ=1); see Docs/Reliability.md.
import StrataScene

@_cdecl("LLVMFuzzerTestOneInput")
public func equationFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let equation = try? SceneEquationParser.parse(text) else { return 0 }
    guard let again = try? SceneEquationParser.parse(equation.description), again == equation else {
        fatalError("the canonical form '\(equation.description)' of '\(text)' does not parse back to the same equation")
    }
    return 0
}
