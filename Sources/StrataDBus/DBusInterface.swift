/// An interface an object exports: its methods (with handlers), signals
/// and properties, for `DBusConnection.export(_:at:)`.
///
/// The descriptions also make the `Introspect` XML, and the properties
/// answer `org.freedesktop.DBus.Properties`.
public struct DBusInterface {
    /// The interface name, e.g. `org.a11y.atspi.Accessible`.
    public var name: String
    /// The methods.
    public var methods: [DBusMethod]
    /// The signals the object may emit (for introspection).
    public var signals: [DBusSignalDescription]
    /// The properties.
    public var properties: [DBusProperty]

    /// An interface; `name` must be a valid interface name.
    public init(name: String, methods: [DBusMethod] = [], signals: [DBusSignalDescription] = [],
                properties: [DBusProperty] = []) {
        precondition(DBusNames.isValidInterfaceName(name), "DBusInterface: '\(name)' is not a valid interface name")
        self.name = name
        self.methods = methods
        self.signals = signals
        self.properties = properties
    }
}

/// A method an object answers: its argument and result signatures and the
/// handler that computes the results.
public struct DBusMethod {
    /// The method name.
    public var name: String
    /// The arguments' signature; a call with other arguments gets
    /// `org.freedesktop.DBus.Error.InvalidArgs`.
    public var inputSignature: DBusSignature
    /// The results' signature.
    public var outputSignature: DBusSignature
    /// Computes the results from the call. Throwing `DBusError.remote(name:message:)`
    /// replies with that error; any other error replies `org.freedesktop.DBus.Error.Failed`.
    public var handler: (DBusMessage) throws -> [DBusValue]

    /// A method; the signatures are parsed here (a bad one is a programming error).
    public init(name: String, input: String = "", output: String = "",
                handler: @escaping (DBusMessage) throws -> [DBusValue]) {
        precondition(DBusNames.isValidMemberName(name), "DBusMethod: '\(name)' is not a valid member name")
        guard let input = try? DBusSignature(parsing: input), let output = try? DBusSignature(parsing: output) else {
            preconditionFailure("DBusMethod \(name): invalid signature")
        }
        self.name = name
        inputSignature = input
        outputSignature = output
        self.handler = handler
    }
}

/// A signal an interface declares (for introspection).
public struct DBusSignalDescription: Hashable, Sendable {
    /// The signal name.
    public var name: String
    /// Its arguments' signature.
    public var signature: DBusSignature

    /// A signal; the signature is parsed here (a bad one is a programming error).
    public init(name: String, signature: String = "") {
        precondition(DBusNames.isValidMemberName(name), "DBusSignalDescription: '\(name)' is not a valid member name")
        guard let parsed = try? DBusSignature(parsing: signature) else {
            preconditionFailure("DBusSignalDescription \(name): invalid signature '\(signature)'")
        }
        self.name = name
        self.signature = parsed
    }
}

/// A property read (and optionally written) through
/// `org.freedesktop.DBus.Properties`.
public struct DBusProperty {
    /// The property name.
    public var name: String
    /// Its type; `get` must return a value of it.
    public var type: DBusType
    /// Reads the current value.
    public var get: () -> DBusValue
    /// Writes a value (already checked to be of `type`); `nil`: read-only.
    public var set: ((DBusValue) throws -> Void)?

    /// A property.
    public init(name: String, type: DBusType, get: @escaping () -> DBusValue, set: ((DBusValue) throws -> Void)? = nil) {
        precondition(DBusNames.isValidMemberName(name), "DBusProperty: '\(name)' is not a valid member name")
        self.name = name
        self.type = type
        self.get = get
        self.set = set
    }
}
