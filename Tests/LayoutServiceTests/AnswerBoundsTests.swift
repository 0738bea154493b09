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

    /// The 50-cell column of `AnswerSizeTests` is 4,936 bytes (counted there by hand).
    @Test("--max-answer-bytes sets the answer size: 4,936 bytes are answered, 4,935 refused at /elements")
    func answerBytesFlag() throws {
        let request = #"""
            {"collectionView": {"size": {"width": 375, "height": 100}},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 10}, "minimumLineSpacing": 0},
             "sections": [{"itemCount": 50}], "elements": "all"}
            """#
        let fits = try Executable.run(["compute", "--max-answer-bytes", "4936"], input: Data(request.utf8))
        #expect(fits.status == 0)
        #expect(fits.output.count == 4_936 + 1)  // and a newline
        let over = try Executable.run(["compute", "--max-answer-bytes=4935"], input: Data(request.utf8))
        #expect(over.status == 2)
        let problem = try JSONSerialization.jsonObject(with: over.output) as? [String: Any]
        #expect(problem?["status"] as? Int == 422)
        #expect(over.error.contains("larger than the limit of 4935 bytes"))
    }
}
