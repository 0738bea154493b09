import Foundation
import HTTPServer
import LayoutService
import Testing

/// What the service's own problems quote of a request is bounded, so a long header cannot grow an answer.
@Suite("the service's answers stay small whatever a request's headers hold")
struct AnswerBoundsTests {
    let service = LayoutService()

    /// 64 characters are quoted as they are; 65 are cut to 64 and marked with `…`.
    @Test("a 415 quotes at most 64 characters of the Content-Type")
    func quotedContentType() {
        let exact = "text/" + String(repeating: "p", count: 59)
        let short = ServiceSupport.json(service.handle(ServiceSupport.post("{}", contentType: exact)))
        #expect(short["detail"] as? String == "the body must be application/json (charset utf-8), not \(exact)")
        let long = "text/" + String(repeating: "p", count: 10_000)
        let response = service.handle(ServiceSupport.post("{}", contentType: long))
        #expect(response.status == 415)
        #expect(
            ServiceSupport.json(response)["detail"] as? String
                == "the body must be application/json (charset utf-8), not \(long.prefix(64))…")
        #expect(response.body.count < 1_000)
    }
}
