import Foundation
import HTTPServer
import LayoutService

/// Builds requests for the handler tests, which call the service directly with no sockets.
enum ServiceSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func post(
        _ body: String, path: String = "/layout", contentType: String? = "application/json",
        accept: String? = nil
    ) -> HTTPRequest {
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append((name: "content-type", value: contentType)) }
        if let accept { headers.append((name: "accept", value: accept)) }
        return HTTPRequest(method: "POST", path: path, query: nil, headers: headers, body: Array(body.utf8))
    }

    static func get(_ path: String, method: String = "GET") -> HTTPRequest {
        HTTPRequest(method: method, path: path, query: nil, headers: [], body: [])
    }

    /// The response body parsed with Foundation, as an independent reader of our bytes.
    static func json(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
    }

    /// The first error pointer of a problem response.
    static func pointer(_ response: HTTPResponse) -> String? {
        ((json(response)["errors"] as? [[String: Any]])?.first?["pointer"]) as? String
    }

    /// The attributes of a layout response, keyed "s.i" for cells and "header s"/"footer s" for supplementaries.
    static func attributes(_ response: HTTPResponse) -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for attribute in json(response)["attributes"] as? [[String: Any]] ?? [] {
            let indexPath = attribute["indexPath"] as? [Int] ?? []
            let key: String
            if let kind = attribute["kind"] as? String {
                key = "\(kind) \(indexPath[0])"
            } else {
                key = "\(indexPath[0]).\(indexPath[1])"
            }
            result[key] = attribute
        }
        return result
    }

    static func frame(_ attribute: [String: Any]?) -> [Double] {
        guard let frame = attribute?["frame"] as? [String: Any] else { return [] }
        return ["x", "y", "width", "height"].map { (frame[$0] as? NSNumber)?.doubleValue ?? .nan }
    }

    static func example(_ name: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
    }

    /// The names of the files under `Examples/`, sorted.
    static func exampleNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    /// `json` written otherwise with the same meaning: every object's members in reverse order and white space
    /// (spaces, newlines, tabs) around every token; strings and numbers exactly as written. JSON objects are
    /// unordered, so a reader that depended on member order or layout would answer it differently.
    static func respelled(_ json: String) -> String {
        let bytes = Array(json.utf8)
        var at = 0
        func skipSpace() {
            while at < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[at]) { at += 1 }
        }
        func take(_ end: Int) -> String {
            defer { at = end }
            return String(decoding: bytes[at..<end], as: UTF8.self)
        }
        func value() -> String {
            skipSpace()
            switch bytes[at] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let object = bytes[at] == UInt8(ascii: "{")
                at += 1
                var members: [String] = []
                skipSpace()
                while bytes[at] != UInt8(ascii: object ? "}" : "]") {
                    var member = value()
                    if object {
                        skipSpace()
                        at += 1  // the colon
                        member += " \t:\n " + value()
                    }
                    members.append(member)
                    skipSpace()
                    if bytes[at] == UInt8(ascii: ",") { at += 1 }
                    skipSpace()
                }
                at += 1
                let written = object ? members.reversed() : members
                return (object ? "{\n  " : "[ ") + written.joined(separator: " ,\n\t") + (object ? "\n}" : " ]")
            case UInt8(ascii: "\""):
                var end = at + 1
                while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                return take(end + 1)
            default:
                var end = at
                while end < bytes.count, !" \n\r\t,]}".utf8.contains(bytes[end]) { end += 1 }
                return take(end)
            }
        }
        return value()
    }
}
