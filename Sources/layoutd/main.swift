// layoutd: the executable. Flags and environment, subcommands, wiring; the work is in the libraries.
import LayoutService

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.first.flatMap { ["compute", "render", "healthcheck", "serve"].contains($0) ? $0 : nil }
if command != nil { arguments.removeFirst() }

if arguments.contains("--help") || arguments.contains("-h") {
    print(Configuration.usage, terminator: "")
    exit(0)
}
if arguments.contains("--version") {
    print("layoutd \(LayoutService.version)")
    exit(0)
}

switch Configuration.parse(arguments: arguments, environment: Configuration.processEnvironment) {
case .failure(let error):
    standardError("layoutd: \(error.message)\n")
    exit(64)
case .success(let configuration):
    switch command {
    case "compute": exit(OneShot.run(.json, configuration: configuration))
    case "render": exit(OneShot.run(.svg, configuration: configuration))
    case "healthcheck":
        exit(HealthCheck.run(port: HealthCheck.port(arguments: arguments, configuration: configuration)))
    default: exit(Serve.run(configuration))
    }
}
