public import HTTPServer
import LayoutAPI

/// The version of the wire contract, on the wire: every answer says which one the server speaks
/// (`Layout-Contract: 5`), and a `POST /layout` may say which one it needs.
///
/// Contracts add to each other and keep earlier requests valid, so a request naming this version or an earlier one
/// is served as it would be without the header; one naming a later version is refused with a 406 naming the
/// server's (a client then knows the server is too old, rather than reading a 400 for a field it does not know as its
/// own mistake); a value that is not a version (a whole number from 1, in decimal digits) is a 400.
public enum ContractVersion {
    /// The header's name, on requests and answers.
    public static let name = "Layout-Contract"
    /// The version this server speaks.
    public static let current = LayoutAPI.contract
    /// The answer header, made once.
    static let header = (name: name, value: String(current))

    /// What a request's `Layout-Contract` asks.
    enum Need: Equatable {
        /// No header, or a version this server speaks.
        case served
        /// A later version than this server's (saturated at `Int.max` for a longer number).
        case later(Int)
        /// Not a version.
        case malformed
    }

    /// What `value` (the header's value, `nil` when absent) needs of this server. Spaces around the number are
    /// allowed (HTTP trims them anyway); a sign, a fraction, a list, an empty value or 0 are not versions.
    static func need(_ value: String?) -> Need {
        guard let value else { return .served }
        let digits = value.trimmingSpaces.utf8
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return .malformed }
        var version = 0
        for digit in digits {
            let (times, overflow) = version.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(digit &- 0x30))
            version = overflow || carry ? Int.max : sum
        }
        guard version >= 1 else { return .malformed }
        return version <= current ? .served : .later(version)
    }

    /// The 406 for a request needing `version`, later than this server's.
    static func unsupported(_ version: Int) -> APIError {
        let needed = version == Int.max ? "a later one" : "contract \(version)"
        let detail = "this server speaks layout contract \(current); the request needs \(needed)"
        return APIError(.unsupportedContract, detail: detail, errors: [(pointer: "", detail: detail)])
    }

    /// The 400 for a `Layout-Contract` that is not a version; the detail quotes at most
    /// `Problems.maxQuotedLength` characters of it.
    static func malformed(_ value: String) -> APIError {
        let detail =
            "the \(name) header must be a contract version, a whole number from 1 (this server speaks "
            + "\(current)), not \"\(Problems.quoted(value))\""
        return APIError(.malformedRequest, detail: detail, errors: [(pointer: "", detail: detail)])
    }
}
