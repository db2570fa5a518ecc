/// A failure of the command line itself (exit status 1).
struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// The arguments of one subcommand: positionals, flags and options with
/// values, checked against what the subcommand accepts.
struct CommandLineOptions {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// Flags that were given (`--trace`).
    var flags: [String] = []
    /// Options with their values (`--fps 10`), in order.
    var values: [(name: String, value: String)] = []

    /// Parses `arguments` for `command`, which accepts `flags` and
    /// `options` (names with their dashes).
    init(_ arguments: [String], command: String, flags allowedFlags: [String], options allowedOptions: [String]) throws {
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if allowedFlags.contains(a) {
                flags.append(a)
            } else if allowedOptions.contains(a) {
                guard i + 1 < arguments.count else {
                    throw UsageError(description: "strata \(command): option '\(a)' needs a value")
                }
                values.append((a, arguments[i + 1]))
                i += 1
            } else if a.hasPrefix("-") && a != "-" {
                throw UsageError(description: "strata \(command): unknown option '\(a)' (see 'strata \(command) --help')")
            } else {
                positionals.append(a)
            }
            i += 1
        }
    }

    /// The value of option `name`, if given (the last one wins).
    func value(_ name: String) -> String? {
        values.last { $0.name == name }?.value
    }

    /// A number option, checked to be finite and within `range`.
    func number(_ name: String, command: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw UsageError(description: "strata \(command): \(name) expects a number in \(range.lowerBound)...\(range.upperBound), got '\(text)'")
        }
        return v
    }

    /// Exactly one positional argument: the scene path.
    func scenePath(command: String) throws -> String {
        guard positionals.count == 1 else {
            throw UsageError(description: positionals.isEmpty
                ? "strata \(command): missing SCENE (a scene file path)"
                : "strata \(command): expected one SCENE, got \(positionals.count): \(positionals.joined(separator: " "))")
        }
        return positionals[0]
    }
}
