import Foundation

/// The options of a command that talks to the Figma API: the token, the API's address and the retry limits, read
/// and checked as `fetch` reads them.
enum ClientOptions {
  /// The options that take a value.
  static let values = ["--token", "--api-base", "--max-retries", "--max-wait", "--timeout"]

  /// The `--help` lines of the options.
  static let help = """
      --token TOKEN       the personal access token (default: $FIGMA_TOKEN)
      --api-base URL      the API's address (default https://api.figma.com)
      --max-retries N     retries on 429 and 5xx (default 5)
      --max-wait S        the longest Retry-After accepted, in seconds (default 120)
      --timeout S         per-request timeout in seconds (default 60)
    """

  /// The token from `--token`, else `FIGMA_TOKEN`; a usage error when there is none.
  static func token(_ arguments: ParsedArguments) throws -> String {
    let environment = ProcessInfo.processInfo.environment
    guard let token = arguments.value("--token") ?? environment["FIGMA_TOKEN"], !token.isEmpty else {
      throw UsageError(message: "no token: set FIGMA_TOKEN or pass --token (a Figma personal access token)")
    }
    return token
  }

  /// A client for the API the arguments name, with their retry limits; its retry messages begin with `prefix`.
  static func client(_ arguments: ParsedArguments, token: String, prefix: String) throws -> FigmaClient {
    let base = arguments.value("--api-base") ?? "https://api.figma.com"
    guard let apiBase = URL(string: base), apiBase.scheme == "https" || apiBase.scheme == "http" else {
      throw UsageError(message: "--api-base must be an http(s) URL")
    }
    var client = FigmaClient(apiBase: apiBase, token: token)
    client.messagePrefix = prefix
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
    return client
  }
}
