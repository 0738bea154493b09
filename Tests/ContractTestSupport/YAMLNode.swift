// A reader for the shapes of openapi.yaml the contract tests need (the decoder's names in LayoutAPITests, the
// client's coding keys in LayoutClientTests), and the repository's openapi.yaml read with it.
import Foundation

/// openapi.yaml at the repository's root (the nearest folder above this file holding `Package.swift`).
public enum OpenAPIDocument {
    public static let root: YAMLNode = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/",
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        {
            folder.deleteLastPathComponent()
        }
        let text = (try? String(contentsOf: folder.appendingPathComponent("openapi.yaml"), encoding: .utf8)) ?? ""
        return YAMLNode(document: text)
    }()

    /// `components.schemas.<name>`.
    public static func schema(_ name: String) -> YAMLNode? {
        root.child("components")?.child("schemas")?.child(name)
    }

    /// The values a string schema allows, at `path`: a schema's name, then keys (or sequence indices) inside it;
    /// its `enum`, its `const`, or a discriminator's `mapping` keys. Nil when the path or the values are not there.
    public static func values(at path: [String]) -> [String]? {
        guard let first = path.first, var node = schema(first) else { return nil }
        for key in path.dropFirst() {
            guard let next = Int(key).map({ node.item($0) }) ?? node.child(key) else { return nil }
            node = next
        }
        if let list = node.child("enum")?.flowList { return list }
        if let constant = node.child("const")?.scalar { return [constant] }
        return node.child("mapping")?.blockKeys
    }
}

/// A block of YAML lines by indentation: `key: value` and `key:` with a more indented block under it. Flow values
/// (`[a, b]`, `{…}`) are kept as text; block scalars (`|`) are children nobody reads; sequences (`- …`) are
/// skipped as keys. Enough for openapi.yaml's components, not a YAML parser.
public struct YAMLNode: Sendable {
    /// The text after `key:` on the key's line (empty when the value is the block below).
    public let value: String
    /// The lines under the key, more indented than it: (indentation, text without it).
    public let lines: [(indent: Int, text: String)]

    public init(document: String) {
        value = ""
        lines = document.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            let text = line.drop { $0 == " " }
            guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
            return (line.count - text.count, String(text))
        }
    }

    private init(value: String, lines: [(indent: Int, text: String)]) {
        self.value = value
        self.lines = lines
    }

    /// The members directly in this block: each with its inline value and its own block.
    public var entries: [(key: String, node: YAMLNode)] {
        guard let indent = lines.first?.indent else { return [] }
        var result: [(String, YAMLNode)] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            var end = i + 1
            while end < lines.count && lines[end].indent > indent { end += 1 }
            if line.indent == indent, !line.text.hasPrefix("- "), let colon = line.text.firstIndex(of: ":") {
                let key = String(line.text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
                let rest = line.text[line.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                result.append((key, YAMLNode(value: rest, lines: Array(lines[(i + 1)..<end]))))
            }
            i = end
        }
        return result
    }

    public func child(_ key: String) -> YAMLNode? { entries.first { $0.key == key }?.node }

    /// Item `index` of a block sequence (`- key: value` and the lines under it), as a mapping.
    public func item(_ index: Int) -> YAMLNode? {
        guard let indent = lines.first?.indent else { return nil }
        var items: [[(indent: Int, text: String)]] = []
        for line in lines {
            if line.indent == indent && line.text.hasPrefix("- ") {
                items.append([(indent + 2, String(line.text.dropFirst(2)))])
            } else if line.indent > indent && !items.isEmpty {
                items[items.count - 1].append(line)
            }
        }
        return index < items.count ? YAMLNode(value: "", lines: items[index]) : nil
    }

    /// The keys of a block mapping; nil when the value is written inline (`{…}`), which this reader cannot list.
    public var blockKeys: [String]? { value.isEmpty ? entries.map(\.key) : nil }

    /// The value as a flow sequence `[a, "b"]`, unquoted.
    public var flowList: [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        return value.dropFirst().dropLast().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
    }

    /// The value as one scalar, unquoted.
    public var scalar: String? {
        value.isEmpty ? nil : value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }

    /// The schemas this block refers to (`#/components/schemas/Name`), in order of appearance.
    public var references: [String] {
        let marker = "#/components/schemas/"
        var result: [String] = []
        for text in [value] + lines.map(\.text) {
            var rest = Substring(text)
            while let range = rest.range(of: marker) {
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                if !result.contains(String(name)) { result.append(String(name)) }
                rest = rest[range.upperBound...]
            }
        }
        return result
    }
}
