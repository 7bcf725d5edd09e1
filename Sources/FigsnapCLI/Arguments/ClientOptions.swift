import FigmaAPI
import Foundation

/// The options of a command that talks to the Figma API: the token, the API's address, the retry limits and the
/// limits of each request, read and checked as `fetch` reads them.
enum ClientOptions {
  /// The options that take a value.
  static let values = ["--token", "--api-base", "--max-retries", "--max-wait", "--timeout", "--max-download-mb"]

  /// `--max-download-mb`: 1 MiB to 64 GiB.
  static let downloadMegabytes = 1...65_536

  /// The `--help` lines of the options.
  static let help = """
      --token TOKEN       the personal access token (default: $FIGMA_TOKEN)
      --api-base URL      the API's address (default https://api.figma.com); the token is sent
                          to its scheme, host and port only, and a redirect elsewhere is refused
      --max-retries N     retries on 429 and 5xx (default 5)
      --max-wait S        the longest Retry-After accepted, in seconds (default 120)
      --timeout S         the longest one request may take, from connecting to the last byte
                          of the answer, in seconds (default \(FigmaClient.defaultTimeout))
      --max-download-mb N refuse an answer larger than N MiB, announced or received; nothing is
                          written (default \(FigmaClient.apiMegabytes) for the API's answers, \(FigmaClient.imageMegabytes) for an image)
    """

  /// The token from `--token`, else `FIGMA_TOKEN`; a usage error when there is none, or when it holds a character
  /// no token has (a space, a control character), which would change the request it is sent in.
  static func token(_ arguments: ParsedArguments) throws -> String {
    let environment = ProcessInfo.processInfo.environment
    guard let token = arguments.value("--token") ?? environment["FIGMA_TOKEN"], !token.isEmpty else {
      throw UsageError(message: "no token: set FIGMA_TOKEN or pass --token (a Figma personal access token)")
    }
    guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      throw UsageError(message: "the token holds a space or a control character; a Figma token has none")
    }
    return token
  }

  /// A client for the API the arguments name, with their retry limits; its retry messages begin with `prefix`.
  static func client(_ arguments: ParsedArguments, token: String, prefix: String) throws -> FigmaClient {
    let base = arguments.value("--api-base") ?? "https://api.figma.com"
    guard let apiBase = URL(string: base), Origin(apiBase) != nil else {
      throw UsageError(message: "--api-base must be an http(s) URL with a host")
    }
    var client = FigmaClient(apiBase: apiBase, token: token)
    client.messagePrefix = prefix
    // A retry line that cannot be written (standard error closed or full) does not stop the request: the run ends
    // with an error once it is done.
    client.notice = { StandardStreams.write($0, to: .error) }
    client.userAgent = "figsnap/\(CommandLineTool.version)"
    client.maxRetries =
      try arguments.value("--max-retries").map {
        try NumericOption.whole($0, "--max-retries", in: NumericOption.retries)
      }
      ?? client.maxRetries
    client.maxWait =
      try arguments.value("--max-wait").map {
        Double(try NumericOption.whole($0, "--max-wait", in: NumericOption.waitSeconds))
      } ?? client.maxWait
    client.timeout =
      try arguments.value("--timeout").map {
        Double(try NumericOption.whole($0, "--timeout", in: NumericOption.timeoutSeconds))
      } ?? client.timeout
    client.maxDownloadMegabytes = try arguments.value("--max-download-mb").map {
      try NumericOption.whole($0, "--max-download-mb", in: downloadMegabytes)
    }
    return client
  }
}
