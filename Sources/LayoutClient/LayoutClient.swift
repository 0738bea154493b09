import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Calls a layoutd service over HTTP: `POST /layout` with a `LayoutRequest`, answered by a `LayoutResponse`.
///
/// ```swift
/// let client = LayoutClient(baseURL: URL(string: "http://layoutd:8080")!)
/// let response = try await client.layout(
///     LayoutRequest(
///         collectionView: CollectionView(size: Size(width: 375, height: 667)),
///         layout: .flow(Layout.Flow(itemSize: Size(width: 100, height: 100))),
///         sections: [.uniform(count: 30)]))
/// for attributes in response.attributes { print(attributes.indexPath, attributes.frame) }
/// ```
public struct LayoutClient: Sendable {
    /// The service's root, e.g. `http://127.0.0.1:8080`; paths are appended to it.
    public let baseURL: URL
    /// The session requests go through.
    public let session: URLSession

    /// A client of the service at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// Computes a layout: the attributes of the elements `request.elements` selects, and the content size.
    public func layout(_ request: LayoutRequest) async throws(LayoutClientError) -> LayoutResponse {
        let (status, contentType, body) = try await post(request, accept: "application/json")
        guard status == 200, contentType?.hasPrefix("application/json") == true else {
            throw Self.failure(status: status, contentType: contentType, body: body)
        }
        do {
            return try JSONDecoder().decode(LayoutResponse.self, from: body)
        } catch {
            throw .unexpectedResponse(status: status, contentType: contentType, body: body)
        }
    }

    /// The SVG picture of the layout at the request's content offset (`Accept: image/svg+xml`).
    public func svg(_ request: LayoutRequest) async throws(LayoutClientError) -> String {
        let (status, contentType, body) = try await post(request, accept: "image/svg+xml")
        guard status == 200, contentType?.hasPrefix("image/svg+xml") == true else {
            throw Self.failure(status: status, contentType: contentType, body: body)
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// The request body exactly as `layout(_:)` sends it: compact JSON, keys sorted, nil fields left out.
    public static func encode(_ request: LayoutRequest) throws(LayoutClientError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(request)
        } catch {
            throw .invalidRequest(String(describing: error))
        }
    }

    func post(_ request: LayoutRequest, accept: String) async throws(LayoutClientError) -> (Int, String?, Data) {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent("layout"))
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.setValue(accept, forHTTPHeaderField: "Accept")
        urlRequest.httpBody = try Self.encode(request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw .transport(error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .unexpectedResponse(status: 0, contentType: nil, body: data)
        }
        return (http.statusCode, http.value(forHTTPHeaderField: "Content-Type"), data)
    }

    /// A problem when the body is `application/problem+json`, else an unexpected response.
    static func failure(status: Int, contentType: String?, body: Data) -> LayoutClientError {
        if contentType?.hasPrefix("application/problem+json") == true,
            let problem = try? JSONDecoder().decode(ProblemDetails.self, from: body)
        {
            return .problem(problem)
        }
        return .unexpectedResponse(status: status, contentType: contentType, body: body)
    }
}
