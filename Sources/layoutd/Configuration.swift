import HTTPServer
import LayoutAPI
import LayoutService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Everything the executable is told through flags and environment variables (flags win).
struct Configuration {
    var server = HTTPServerConfiguration(workingMemory: LayoutService.workingMemory)
    var limits = APILimits()
    var logLevel = LogLevel.info
    /// Seconds to wait for in-flight requests after SIGTERM before stopping anyway.
    var drainTimeout = 25.0
    /// The admin listener's port as given (`--admin-port`), `nil` for the default (`adminListenPort`).
    var adminPort: Int?
    /// Which web pages of other origins may read the answers (`--cors-origins`; none by default).
    var crossOrigin = CrossOriginPolicy.none

    /// One setting: its flag, its environment variable, what it is, its default as `--help` shows it, and how it
    /// applies a value.
    struct Option: Sendable {
        let flag: String
        let environment: String
        let help: String
        /// The default as it follows "default" in `--help` (" 8080", ": number of CPUs"), read from `defaults`, so
        /// each default is written once, where the setting lives.
        let shown: String
        let apply: @Sendable (inout Configuration, String) -> String?  // an error message, or nil
    }

    /// The settings before any flag or variable: where `--help` reads every default.
    static let defaults = Configuration()

    static let options: [Option] =
        [
            Option(
                flag: "--host", environment: "LAYOUTD_HOST", help: "address to listen on",
                shown: " \(defaults.server.host); :: for IPv6"
            ) {
                $0.server.host = $1
                return nil
            },
            Option(
                flag: "--port", environment: "LAYOUTD_PORT", help: "TCP port, 0 for any free port",
                shown: " \(defaults.server.port)"
            ) {
                integer($1, in: 0...65535) { c, v in c.server.port = v }(&$0)
            },
            Option(
                flag: "--threads", environment: "LAYOUTD_THREADS", help: "I/O threads reading and sending",
                shown: ": number of CPUs"
            ) {
                integer($1, in: 1...1024) { c, v in c.server.threads = v }(&$0)
            },
            Option(
                flag: "--max-body-bytes", environment: "LAYOUTD_MAX_BODY_BYTES",
                help: "largest request body, 413 beyond",
                shown: " \(defaults.server.maxBodyBytes)"
            ) {
                integer($1, in: 1...(1 << 31)) { c, v in c.server.maxBodyBytes = v }(&$0)
            },
            Option(
                flag: "--max-items", environment: "LAYOUTD_MAX_ITEMS", help: "explicit items per request, 413 beyond",
                shown: " \(defaults.limits.maxItems)"
            ) {
                integer($1, in: 1...100_000_000) { c, v in c.limits.maxItems = v }(&$0)
            },
            Option(
                flag: "--max-sections", environment: "LAYOUTD_MAX_SECTIONS", help: "sections per request, 413 beyond",
                shown: " \(defaults.limits.maxSections)"
            ) {
                integer($1, in: 1...10_000_000) { c, v in c.limits.maxSections = v }(&$0)
            },
            Option(
                flag: "--max-attributes", environment: "LAYOUTD_MAX_ATTRIBUTES",
                help: "attributes per response, 422 beyond",
                shown: " \(defaults.limits.maxAttributes)"
            ) {
                integer($1, in: 1...100_000_000) { c, v in c.limits.maxAttributes = v }(&$0)
            },
            Option(
                flag: "--connection-timeout", environment: "LAYOUTD_CONNECTION_TIMEOUT",
                help: "seconds of inactivity inside a request before its connection is closed",
                shown: " \(defaults.server.connectionTimeout)"
            ) {
                integer($1, in: 1...86_400) { c, v in c.server.connectionTimeout = v }(&$0)
            },
            Option(
                flag: "--connection-limit", environment: "LAYOUTD_CONNECTION_LIMIT",
                help: "open connections at once; more are refused",
                shown: " \(defaults.server.connectionLimit)"
            ) {
                integer($1, in: 1...1_000_000) { c, v in c.server.connectionLimit = v }(&$0)
            },
            Option(
                flag: "--drain-timeout", environment: "LAYOUTD_DRAIN_TIMEOUT",
                help: "seconds to finish in-flight requests after SIGTERM",
                shown: " \(Int(defaults.drainTimeout))"
            ) {
                integer($1, in: 0...3600) { c, v in c.drainTimeout = Double(v) }(&$0)
            },
            Option(
                flag: "--log-level", environment: "LAYOUTD_LOG_LEVEL", help: "access log: off, error, warn, info",
                shown: " \(defaults.logLevel.rawValue)"
            ) {
                guard let level = LogLevel(rawValue: $1) else { return "must be one of off, error, warn, info" }
                $0.logLevel = level
                return nil
            },
        ] + answerOptions + admissionOptions + [crossOriginOption]

    /// Web pages of other origins (CORS; docs/operations.md, "Calls from web pages").
    static let crossOriginOption = Option(
        flag: "--cors-origins", environment: "LAYOUTD_CORS_ORIGINS",
        help: "origins whose web pages may call the service, comma-separated (https://app.example.com), or *",
        shown: defaults.crossOrigin.isEnabled ? " set" : " none"
    ) {
        switch CrossOriginPolicy.parse($1) {
        case .success(let policy):
            $0.crossOrigin = policy
            return nil
        case .failure(let error): return error.message
        }
    }

    /// Admission, deadlines, per-client connections and the admin listener: what keeps one client from starving
    /// the others.
    static let admissionOptions: [Option] = [
        Option(
            flag: "--workers", environment: "LAYOUTD_WORKERS", help: "threads computing /layout requests",
            shown: ": number of CPUs"
        ) {
            integer($1, in: 1...1024) { c, v in c.server.workers = v }(&$0)
        },
        Option(
            flag: "--queue-depth", environment: "LAYOUTD_QUEUE_DEPTH",
            help: "/layout requests waiting for a worker; 503 beyond",
            shown: " \(defaults.server.queueDepth)"
        ) {
            integer($1, in: 1...1_000_000) { c, v in c.server.queueDepth = v }(&$0)
        },
        Option(
            flag: "--inline-body-bytes", environment: "LAYOUTD_INLINE_BODY_BYTES",
            help: "largest /layout body an I/O thread answers itself while a worker is idle",
            shown: " \(defaults.server.inlineBodyBytes); 0 none"
        ) {
            integer($1, in: 0...(1 << 20)) { c, v in c.server.inlineBodyBytes = v }(&$0)
        },
        Option(
            flag: "--max-bytes-in-flight", environment: "LAYOUTD_MAX_BYTES_IN_FLIGHT",
            help: "request bodies held, working memory of requests computing and answers not yet sent, server-wide; "
                + "503 beyond",
            shown: " \(defaults.server.maxBytesInFlight)"
        ) {
            integer($1, in: 1...(1 << 40)) { c, v in c.server.maxBytesInFlight = v }(&$0)
        },
        Option(
            flag: "--keep-alive-timeout", environment: "LAYOUTD_KEEP_ALIVE_TIMEOUT",
            help: "seconds to wait for the next request line, from opening or the last answer",
            shown: " \(defaults.server.keepAliveTimeout); 0 none"
        ) {
            integer($1, in: 0...86_400) { c, v in c.server.keepAliveTimeout = v }(&$0)
        },
        Option(
            flag: "--head-timeout", environment: "LAYOUTD_HEAD_TIMEOUT",
            help: "seconds for the whole head, from opening or the last answer",
            shown: " \(defaults.server.headTimeout); 0 none"
        ) {
            integer($1, in: 0...86_400) { c, v in c.server.headTimeout = v }(&$0)
        },
        Option(
            flag: "--request-timeout", environment: "LAYOUTD_REQUEST_TIMEOUT",
            help: "seconds for the head and the whole body, from opening or the last answer",
            shown: " \(defaults.server.requestTimeout); 0 none"
        ) {
            integer($1, in: 0...86_400) { c, v in c.server.requestTimeout = v }(&$0)
        },
        Option(
            flag: "--per-client-connections", environment: "LAYOUTD_PER_CLIENT_CONNECTIONS",
            help: "connections per client address (IPv6 per /64); 0 none, behind a proxy",
            shown: " \(defaults.server.perClientConnectionLimit)"
        ) {
            integer($1, in: 0...1_000_000) { c, v in c.server.perClientConnectionLimit = v }(&$0)
        },
        Option(
            flag: "--admin-port", environment: "LAYOUTD_ADMIN_PORT",
            help: "port of /healthz, /readyz and /metrics alone",
            shown: " \(defaults.adminListenPort); a free one when --port is 0"
        ) {
            integer($1, in: 0...65535) { c, v in c.adminPort = v }(&$0)
        },
    ]

    /// The admin listener's port without `--admin-port`, unless the main port is 0.
    static let defaultAdminPort = 8081

    /// The admin listener's port: `--admin-port`; without it `defaultAdminPort`, or any free port when the main port
    /// is 0 too (so that servers started on free ports, as tests start them, do not contend for it).
    var adminListenPort: Int {
        adminPort ?? (server.port == 0 ? 0 : Self.defaultAdminPort)
    }

    /// The admin listener's settings: the main listener's address, deadlines and codings, one I/O thread and one
    /// worker, a few connections with no per-client limit (its clients are probes and scrapers) and small bodies.
    var adminServer: HTTPServerConfiguration {
        var admin = server
        admin.port = adminListenPort
        admin.threads = 1
        admin.workers = 1
        admin.queueDepth = 8
        admin.maxBodyBytes = 64 << 10
        admin.maxBytesInFlight = 1 << 20
        admin.workingMemory = .none
        admin.connectionLimit = 64
        admin.perClientConnectionLimit = 0
        return admin
    }

    static func integer(
        _ text: String, in range: ClosedRange<Int>, _ set: @escaping @Sendable (inout Configuration, Int) -> Void
    ) -> @Sendable (inout Configuration) -> String? {
        { configuration in
            guard let value = Int(text), range.contains(value) else {
                return "must be an integer in \(range.lowerBound)...\(range.upperBound)"
            }
            set(&configuration, value)
            return nil
        }
    }

    /// Reads the environment, then the flags; returns an error message for a bad value or unknown flag.
    static func parse(arguments: [String], environment: [String: String]) -> Result<Configuration, ParseError> {
        var configuration = Configuration()
        for option in options {
            if let value = environment[option.environment] {
                if let problem = option.apply(&configuration, value) {
                    return .failure(ParseError(message: "\(option.environment)=\(value): \(problem)"))
                }
            }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            var flag = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.flag == flag }) else {
                return .failure(ParseError(message: "unknown option \(argument); see --help"))
            }
            if value == nil {
                index += 1
                guard index < arguments.count else {
                    return .failure(ParseError(message: "\(flag) needs a value; see --help"))
                }
                value = arguments[index]
            }
            if let problem = option.apply(&configuration, value!) {
                return .failure(ParseError(message: "\(flag) \(value!): \(problem)"))
            }
            index += 1
        }
        return .success(configuration)
    }

    struct ParseError: Error {
        let message: String
    }

    static var usage: String {
        var text = """
            layoutd \(LayoutService.version): UICollectionViewLayout families as an HTTP service.

            Usage:
              layoutd [options]                 serve POST /layout (and /healthz, /readyz, /metrics, /openapi.yaml, /)
              layoutd compute [options] < request.json    print the JSON response for one request
              layoutd render [options] < request.json     print the SVG picture of one request
              layoutd healthcheck [--admin-port N]        exit 0 when the local server answers GET /healthz on its
                                                          admin port (--admin-port, else the PID 1 server's, else
                                                          LAYOUTD_ADMIN_PORT or \(defaultAdminPort)); --port N probes port N instead
              layoutd --help | --version

            Options (each also read from its environment variable; flags win):

            """
        for option in options {
            let left = "  \(option.flag) N".padding(to: 29)
            text += "\(left)\(option.environment.padding(to: 32))\(option.help) (default\(option.shown))\n"
        }
        return text
    }

    /// The process environment as a dictionary.
    static var processEnvironment: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}

extension Configuration {
    /// The bounds on what one answer may hold beyond its attributes, so no answer's size or work is unbounded.
    static let answerOptions: [Option] = [
        Option(
            flag: "--max-answer-bytes", environment: "LAYOUTD_MAX_ANSWER_BYTES",
            help: "largest answer body in bytes, 422 beyond",
            shown: " \(defaults.limits.maxAnswerBytes)"
        ) {
            integer($1, in: 1024...(1 << 36)) { c, v in c.limits.maxAnswerBytes = v }(&$0)
        },
        Option(
            flag: "--max-svg-elements", environment: "LAYOUTD_MAX_SVG_ELEMENTS",
            help: "elements one SVG picture draws, 422 beyond",
            shown: " \(defaults.limits.maxSVGElements)"
        ) {
            integer($1, in: 1...10_000_000) { c, v in c.limits.maxSVGElements = v }(&$0)
        },
    ]
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
