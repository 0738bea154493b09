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
}
