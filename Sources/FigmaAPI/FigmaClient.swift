public import Diagnostics
public import Foundation
import JSONText

/// What to download: a whole file, or some of its nodes.
public struct FetchRequest: Sendable {
  public var fileKey: String
  public var nodeIDs: [String] = []
  public var depth: Int?
  public var geometryPaths = false
  public var version: String?

  /// A request for file `fileKey`, or for its nodes `nodeIDs` (API form) when there are some.
  public init(fileKey: String, nodeIDs: [String] = []) {
    self.fileKey = fileKey
    self.nodeIDs = nodeIDs
  }

  /// `v1/files/KEY` or `v1/files/KEY/nodes`, a component at a time.
  public var path: [String] { ["v1", "files", fileKey] + (nodeIDs.isEmpty ? [] : ["nodes"]) }

  /// `ids=…`, `depth`, `geometry` and `version`, those that apply.
  public var query: [URLQueryItem] {
    var query: [URLQueryItem] = []
    if !nodeIDs.isEmpty { query.append(URLQueryItem(name: "ids", value: nodeIDs.joined(separator: ","))) }
    if let depth { query.append(URLQueryItem(name: "depth", value: String(depth))) }
    if geometryPaths { query.append(URLQueryItem(name: "geometry", value: "paths")) }
    if let version { query.append(URLQueryItem(name: "version", value: version)) }
    return query
  }
}

/// Talks to the Figma REST API with a personal access token, retrying when rate limited.
///
/// The token goes only to the API base's own scheme, host and port: a redirect within it keeps the token, and one
/// anywhere else is not followed. Every answer's body is capped (``maxDownloadMegabytes``, else ``apiMegabytes`` for
/// the API and ``imageMegabytes`` for an image), every request has ``timeout`` seconds from start to end, and
/// everything the client reports is redacted (``redactor``).
public struct FigmaClient: Sendable {
  public var apiBase: URL
  public var token: String
  public var maxRetries = 5
  /// The longest single wait accepted from `Retry-After`, in seconds.
  public var maxWait: Double = 120
  /// The longest one request may take, from connecting to the body's last byte, in seconds.
  public var timeout = Double(Self.defaultTimeout)
  /// The cap on every answer's body, in MiB; nil for the defaults, ``apiMegabytes`` and ``imageMegabytes``.
  public var maxDownloadMegabytes: Int?
  /// What the retry messages on standard error begin with: the command that asks.
  public var messagePrefix = "figsnap fetch"
  /// Where the retry messages go (a command writes them to standard error); nowhere by default.
  public var notice: @Sendable (String) -> Void = { _ in }
  /// The `User-Agent` the transport sends, when it sends one.
  public var userAgent: String?
  public var transport: any HTTPTransport = HTTPTransports.standard

  /// A client of the API at `apiBase` that sends `token`.
  public init(apiBase: URL, token: String) {
    self.apiBase = apiBase
    self.token = token
  }

  /// The default ``timeout``, in seconds: long enough for an answer as large as ``apiMegabytes`` at 1.8 MB/s.
  public static let defaultTimeout = 300
  /// The default cap on an API answer, in MiB: as large as an input `generate` reads by default (`--max-input-mb`).
  public static let apiMegabytes = 512
  /// The default cap on an image, in MiB: far above Figma's largest render or an image fill's original.
  public static let imageMegabytes = 64
  /// The most redirects one request follows.
  public static let maxRedirects = 5

  /// Why an image could not be downloaded: an answer over the cap stops the whole run, anything else only fails
  /// its asset.
  public enum DownloadError: Error, Sendable {
    case tooLarge(Diagnostic)
    case failed(Diagnostic)
  }

  /// How a failed request is reported: its message, and whether it was an answer over the cap.
  private struct Failure: Error {
    var message: String
    var tooLarge = false
  }

  /// Hides the token, and the API base's user and password, in what the client and its commands print.
  public var redactor: Redactor { Redactor(token: token, apiBase: apiBase) }

  /// Downloads the file or nodes `request` names and returns the body of the API's answer.
  public func fetch(_ request: FetchRequest) async throws(Diagnostic) -> [UInt8] {
    try await get(request.path, query: request.query, fileKey: request.fileKey)
  }

  /// `path` (`["v1", "images", KEY]`) under the API base, each component percent-encoded, with `query` (none when
  /// empty).
  public func apiURL(_ path: [String], query: [URLQueryItem]) -> URL? {
    guard var components = URLComponents(url: apiBase, resolvingAgainstBaseURL: false) else { return nil }
    let base =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    let encoded = path.map { $0.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "" }
    components.percentEncodedPath = base + "/" + encoded.joined(separator: "/")
    components.queryItems = query.isEmpty ? nil : query
    return components.url
  }

  /// The characters a path component keeps as they are (RFC 3986's unreserved ones).
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// GETs `path` under the API base with `query` and returns the body of the API's answer.
  ///
  /// - Parameter fileKey: the file the request reads, named when the API answers 403 or 404.
  public func get(_ path: [String], query: [URLQueryItem], fileKey: String) async throws(Diagnostic) -> [UInt8] {
    let answer = try await answer(path, query: query)
    guard answer.status == 200 else { throw failure(for: answer.status, body: answer.body, fileKey: fileKey) }
    return answer.body
  }

  /// The file's local variables (`GET /v1/files/KEY/variables/local`), or nil where the API refuses them with HTTP 403
  /// (Figma serves variables to full members of Enterprise organisations only) and the reason it gives.
  public func variables(fileKey: String) async throws(Diagnostic) -> (body: [UInt8]?, refusal: String?) {
    let answer = try await answer(["v1", "files", fileKey, "variables", "local"], query: [])
    if answer.status == 403 {
      return (nil, redactor.redact("HTTP 403" + (Self.apiMessage(answer.body).map { ": \($0)" } ?? "")))
    }
    guard answer.status == 200 else { throw failure(for: answer.status, body: answer.body, fileKey: fileKey) }
    return (answer.body, nil)
  }

  /// The API's answer to `path` with `query`, whatever its status.
  private func answer(_ path: [String], query: [URLQueryItem]) async throws(Diagnostic) -> (
    body: [UInt8], status: Int
  ) {
    guard let url = apiURL(path, query: query) else {
      throw failure("cannot form a URL from --api-base '\(apiBase)'")
    }
    let base = redactor.redact(apiBase.absoluteString)
    let limit = maxDownloadMegabytes ?? Self.apiMegabytes
    do throws(Failure) {
      return try await get(url: url, authorized: true, reaching: base, verb: "cannot reach", megabytes: limit)
    } catch {
      throw failure(error.message)
    }
  }

  /// Downloads an image the API named (an absolute URL, usually on another host), retrying as API requests do.
  ///
  /// The token is never sent: an image address is signed by itself, and its host is not Figma's API.
  public func download(_ url: URL) async throws(DownloadError) -> [UInt8] {
    let host = Origin(url)?.description ?? "an image host"
    let limit = maxDownloadMegabytes ?? Self.imageMegabytes
    let verb = "cannot download an image from"
    do throws(Failure) {
      let (body, status) = try await get(url: url, authorized: false, reaching: host, verb: verb, megabytes: limit)
      guard status == 200 else { throw Failure(message: "\(verb) \(host): HTTP \(status)") }
      return body
    } catch {
      let diagnostic = failure(error.message)
      throw error.tooLarge ? .tooLarge(diagnostic) : .failed(diagnostic)
    }
  }

  /// GETs `url`, retrying on 429 (after the `Retry-After` asked) and 5xx (with exponential back-off), and returns
  /// the first answer that is not retried: a success, another status, or the last retryable one.
  ///
  /// - Parameters:
  ///   - authorized: whether to send the token (only to the API's own origin).
  ///   - host: how a failure names the server.
  ///   - verb: how a failure begins (`cannot reach`).
  ///   - megabytes: the cap on the answer's body.
  private func get(
    url: URL, authorized: Bool, reaching host: String, verb: String, megabytes: Int
  ) async throws(Failure) -> (body: [UInt8], status: Int) {
    var attempt = 0
    while true {
      let answer = try await following(url, authorized: authorized, reaching: host, verb: verb, megabytes: megabytes)
      let status = answer.status
      let retryable = status == 429 || (500...599).contains(status)
      guard retryable, attempt < maxRetries else { return (answer.body, status) }
      // A Retry-After that is no finite number of seconds within a day is ignored (back-off applies).
      let retryAfter = answer.headers["retry-after"].flatMap {
        CheckedNumber.finite($0.trimmingCharacters(in: .whitespaces), in: 0...86_400)
      }
      let wait = retryAfter ?? min(pow(2, Double(attempt)), 30)
      guard wait <= maxWait else {
        throw Failure(
          message: "rate limited: Figma asks to wait \(NumberText.format(wait)) s, more than --max-wait "
            + "\(NumberText.format(maxWait)) s; try again later")
      }
      attempt += 1
      let line =
        "\(messagePrefix): HTTP \(status); retrying in \(NumberText.format(wait)) s (attempt \(attempt) of \(maxRetries))"
      notice(redactor.redact(line) + "\n")
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
    }
  }

  /// GETs `url` and follows its redirects (at most ``maxRedirects``): the token only within the API base's origin,
  /// so an authorized request redirected elsewhere fails.
  private func following(
    _ url: URL, authorized: Bool, reaching host: String, verb: String, megabytes: Int
  ) async throws(Failure) -> HTTPResponse {
    let apiOrigin = Origin(apiBase)
    var current = url
    for _ in 0...Self.maxRedirects {
      var request = HTTPRequest(url: current, maxBytes: megabytes << 20, timeout: timeout)
      request.userAgent = userAgent
      if authorized { request.headers["X-Figma-Token"] = token }
      let answer: HTTPResponse
      do throws(HTTPFailure) {
        answer = try await transport.get(request)
      } catch {
        throw report(error, host: host, verb: verb, megabytes: megabytes)
      }
      guard [301, 302, 303, 307, 308].contains(answer.status), let location = answer.headers["location"] else {
        return answer
      }
      guard let next = URL(string: location, relativeTo: current)?.absoluteURL, let origin = Origin(next) else {
        throw Failure(message: "\(verb) \(host): it redirected to an address that is not http(s)")
      }
      if authorized && origin != apiOrigin {
        throw Failure(
          message: "the API at \(host) redirected to \(origin), another host; figsnap sends the token only to "
            + "the --api-base's own scheme, host and port, so it does not follow (is --api-base right?)")
      }
      current = next
    }
    throw Failure(message: "\(verb) \(host): more than \(Self.maxRedirects) redirects")
  }

  /// How `error` of a request to `host` is reported.
  private func report(_ error: HTTPFailure, host: String, verb: String, megabytes: Int) -> Failure {
    let cap = "\(megabytes) MiB (--max-download-mb); nothing was written"
    switch error {
    case .tooLarge(let announced?):
      return Failure(message: "the answer from \(host) announces \(announced) bytes, more than \(cap)", tooLarge: true)
    case .tooLarge(nil):
      return Failure(message: "the answer from \(host) is larger than \(cap)", tooLarge: true)
    case .timedOut:
      return Failure(message: "\(verb) \(host): no complete answer within --timeout \(NumberText.format(timeout)) s")
    case .cancelled:
      return Failure(message: "\(verb) \(host): the request was cancelled")
    case .unreachable(let reason):
      return Failure(message: "\(verb) \(host): \(reason)")
    }
  }

  private func failure(for status: Int, body: [UInt8], fileKey: String) -> Diagnostic {
    let detail = Self.apiMessage(body).map { ": \($0)" } ?? ""
    switch status {
    case 400 where detail.lowercased().contains("too large"):
      return failure("request too large (HTTP 400\(detail)); ask for fewer nodes with --node or a smaller --depth")
    case 403:
      return failure(
        "access denied (HTTP 403\(detail)); check that the token is valid and can read file '\(fileKey)'")
    case 404:
      return failure("file '\(fileKey)' not found (HTTP 404\(detail)); check the file key in the Figma URL")
    case 429:
      return failure("still rate limited after \(maxRetries) retries (HTTP 429); try again later")
    default:
      return failure("the Figma API answered HTTP \(status)\(detail)")
    }
  }

  /// An error about the API, at the API base, redacted.
  private func failure(_ message: String) -> Diagnostic {
    redactor.redact(
      Diagnostic(.error, "figsnap.fetch", "\(message)", at: SourceLocation(file: apiBase.absoluteString)))
  }

  /// The `err` or `message` of a Figma error body.
  public static func apiMessage(_ body: [UInt8]) -> String? {
    guard let document = try? JSONDocument(bytes: body), document.root.kind == .object else { return nil }
    return document.root["err"]?.string ?? document.root["message"]?.string
  }
}
