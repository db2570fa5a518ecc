/// The `org.freedesktop.DBus.Introspectable` XML of an exported path: its
/// interfaces (with the standard ones) and its child nodes.
extension DBusConnection {
    /// The introspection document of `path`.
    ///
    /// - Complexity: O(p) in the number of exported paths, plus the
    ///   interfaces' sizes.
    public func introspectionXML(path: String) -> String {
        var xml = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
        xml += " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
        let interfaces = interfaces(at: path)
        if !interfaces.isEmpty {
            xml += "  <interface name=\"\(Self.introspectable)\">\n    <method name=\"Introspect\">\n"
            xml += "      <arg name=\"xml_data\" type=\"s\" direction=\"out\"/>\n    </method>\n  </interface>\n"
            xml += "  <interface name=\"\(Self.peer)\">\n    <method name=\"Ping\"/>\n  </interface>\n"
            xml += "  <interface name=\"\(Self.properties)\">\n"
            xml += "    <method name=\"Get\">\n      <arg type=\"s\" direction=\"in\"/>\n      <arg type=\"s\" direction=\"in\"/>\n"
            xml += "      <arg type=\"v\" direction=\"out\"/>\n    </method>\n"
            xml += "    <method name=\"GetAll\">\n      <arg type=\"s\" direction=\"in\"/>\n      <arg type=\"a{sv}\" direction=\"out\"/>\n    </method>\n"
            xml += "    <method name=\"Set\">\n      <arg type=\"s\" direction=\"in\"/>\n      <arg type=\"s\" direction=\"in\"/>\n"
            xml += "      <arg type=\"v\" direction=\"in\"/>\n    </method>\n"
            xml += "    <signal name=\"PropertiesChanged\">\n      <arg type=\"s\"/>\n      <arg type=\"a{sv}\"/>\n      <arg type=\"as\"/>\n    </signal>\n  </interface>\n"
        }
        for name in interfaces.keys.sorted() {
            guard let interface = interfaces[name] else { continue }
            xml += "  <interface name=\"\(name)\">\n"
            for method in interface.methods {
                xml += "    <method name=\"\(method.name)\">\n"
                for type in method.inputSignature.types { xml += "      <arg type=\"\(type)\" direction=\"in\"/>\n" }
                for type in method.outputSignature.types { xml += "      <arg type=\"\(type)\" direction=\"out\"/>\n" }
                xml += "    </method>\n"
            }
            for signal in interface.signals {
                xml += "    <signal name=\"\(signal.name)\">\n"
                for type in signal.signature.types { xml += "      <arg type=\"\(type)\"/>\n" }
                xml += "    </signal>\n"
            }
            for property in interface.properties {
                let access = property.set == nil ? "read" : "readwrite"
                xml += "    <property name=\"\(property.name)\" type=\"\(property.type)\" access=\"\(access)\"/>\n"
            }
            xml += "  </interface>\n"
        }
        for child in childNodes(of: path) { xml += "  <node name=\"\(child)\"/>\n" }
        return xml + "</node>\n"
    }

    /// The names of the nodes one level below `path` that lead to exported
    /// objects, sorted and without repeats.
    func childNodes(of path: String) -> [String] {
        let prefix = path == "/" ? "/" : path + "/"
        var children: [String] = []
        for exported in objects.keys.sorted() where exported.hasPrefix(prefix) && exported != path {
            let rest = exported.dropFirst(prefix.count)
            let child = String(rest.prefix { $0 != "/" })
            if children.last != child { children.append(child) }
        }
        return children
    }
}
