import LayoutEngine

/// The whole `POST /layout` path in one call: bytes in, status and bytes out.
public enum LayoutAPI {
    /// The media type of a successful response.
    public static let contentType = "application/json"

    /// Decodes `body`, lays it out, and encodes the result; every failure becomes its problem+json answer
    /// (400/413 from decoding, 422 from the engine), never a 500.
    /// - Complexity: O(body bytes + laid-out items + returned attributes).
    public static func respond(
        toBody body: [UInt8], limits: APILimits = APILimits()
    ) -> (status: Int, contentType: String, body: [UInt8]) {
        do throws(APIError) {
            let request = try LayoutRequestDecoder.decode(body, limits: limits)
            return (200, contentType, try layout(request, limits: limits))
        } catch {
            return (error.status, ProblemEncoder.contentType, ProblemEncoder.encode(error))
        }
    }

    /// Lays out a decoded request and encodes the result; engine errors become 422 problems.
    public static func layout(_ request: LayoutRequest, limits: APILimits = APILimits()) throws(APIError) -> [UInt8] {
        do throws(LayoutError) {
            let result = try computeLayout(request.description, elements: request.elements, limits: limits.layoutLimits)
            return LayoutResponseEncoder.encode(result)
        } catch {
            throw APIError(error)
        }
    }
}
