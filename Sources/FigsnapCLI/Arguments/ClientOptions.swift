import FigmaAPI
import Foundation

/// The options of a command that talks to the Figma API: the token, the API's address, the retry limits and the
/// limits of each request, as given; checked when the token or the client is asked for, as `fetch` reads them.
struct ClientOptions: Sendable {
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

  /// The options' values, by name.
  var given: [String: String] = [:]

  init(_ arguments: ParsedArguments) {
    for option in Self.values { given[option] = arguments.value(option) }
  }

  /// `--token`, as given.
  var tokenOption: String? { given["--token"] }

  /// The token from `--token`, else `FIGMA_TOKEN`; a usage error when there is none, or when it holds a character
  /// no token has (a space, a control character), which would change the request it is sent in.
  func token() throws -> String {
    let environment = ProcessInfo.processInfo.environment
    guard let token = tokenOption ?? environment["FIGMA_TOKEN"], !token.isEmpty else {
      throw UsageError(message: "no token: set FIGMA_TOKEN or pass --token (a Figma personal access token)")
    }
    guard token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      throw UsageError(message: "the token holds a space or a control character; a Figma token has none")
    }
    return token
  }

  /// A client for the API the arguments name, with their retry limits; its retry messages begin with `prefix`.
  func client(token: String, prefix: String) throws -> FigmaClient {
    let base = given["--api-base"] ?? "https://api.figma.com"
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
      try given["--max-retries"].map {
        try NumericOption.whole($0, "--max-retries", in: NumericOption.retries)
      }
      ?? client.maxRetries
    client.maxWait =
      try given["--max-wait"].map {
        Double(try NumericOption.whole($0, "--max-wait", in: NumericOption.waitSeconds))
      } ?? client.maxWait
    client.timeout =
      try given["--timeout"].map {
        Double(try NumericOption.whole($0, "--timeout", in: NumericOption.timeoutSeconds))
      } ?? client.timeout
    client.maxDownloadMegabytes = try given["--max-download-mb"].map {
      try NumericOption.whole($0, "--max-download-mb", in: Self.downloadMegabytes)
    }
    return client
  }
}
