import Diagnostics
import Foundation
import JSONText

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What to download: a whole file, or some of its nodes.
struct FetchRequest: Sendable {
  var fileKey: String
  var nodeIDs: [String] = []
  var depth: Int?
  var geometryPaths = false
  var version: String?

  /// `/v1/files/KEY` or `/v1/files/KEY/nodes?ids=…`, with the query options.
  func url(base: URL) -> URL? {
    let path = nodeIDs.isEmpty ? "v1/files/\(fileKey)" : "v1/files/\(fileKey)/nodes"
    guard var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    else { return nil }
    var query: [URLQueryItem] = []
    if !nodeIDs.isEmpty { query.append(URLQueryItem(name: "ids", value: nodeIDs.joined(separator: ","))) }
    if let depth { query.append(URLQueryItem(name: "depth", value: String(depth))) }
    if geometryPaths { query.append(URLQueryItem(name: "geometry", value: "paths")) }
    if let version { query.append(URLQueryItem(name: "version", value: version)) }
    components.queryItems = query.isEmpty ? nil : query
    return components.url
  }
}

/// Talks to the Figma REST API with a personal access token, retrying when rate limited.
struct FigmaClient: Sendable {
  var apiBase: URL
  var token: String
  var maxRetries = 5
  /// The longest single wait accepted from `Retry-After`, in seconds.
  var maxWait: Double = 120
  var timeout: Double = 60
  /// What the retry messages on standard error begin with: the command that asks.
  var messagePrefix = "figsnap fetch"

  /// Downloads the file or nodes `request` names and returns the body of the API's answer.
  func fetch(_ request: FetchRequest) async throws(Diagnostic) -> [UInt8] {
    try await body(at: request.url(base: apiBase), fileKey: request.fileKey)
  }

  /// `path` (`v1/images/KEY`) under the API base, with `query` (none when empty).
  func apiURL(_ path: String, query: [URLQueryItem]) -> URL? {
    guard var components = URLComponents(url: apiBase.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    else { return nil }
    components.queryItems = query.isEmpty ? nil : query
    return components.url
  }

  /// GETs `path` under the API base with `query` and returns the body of the API's answer.
  ///
  /// - Parameter fileKey: the file the request reads, named when the API answers 403 or 404.
  func get(_ path: String, query: [URLQueryItem], fileKey: String) async throws(Diagnostic) -> [UInt8] {
    try await body(at: apiURL(path, query: query), fileKey: fileKey)
  }

  /// The body of the API's answer to a GET of `url` (nil when the API base could not form one).
  private func body(at url: URL?, fileKey: String) async throws(Diagnostic) -> [UInt8] {
    guard let url else { throw failure("cannot form a URL from --api-base '\(apiBase)'") }
    let (body, status) = try await get(url: url, authorized: true, reaching: apiBase.absoluteString)
    guard status == 200 else { throw failure(for: status, body: body, fileKey: fileKey) }
    return body
  }

  /// Downloads an image the API named (an absolute URL, usually on another host), retrying as API requests do.
  ///
  /// The token is never sent: an image address is signed by itself, and its host is not Figma's API.
  func download(_ url: URL) async throws(Diagnostic) -> [UInt8] {
    let host = url.host.map { "\(url.scheme ?? "https")://\($0)" } ?? url.absoluteString
    let (body, status) = try await get(url: url, authorized: false, reaching: host)
    guard status == 200 else { throw failure("cannot download an image from \(host): HTTP \(status)") }
    return body
  }

  /// GETs `url`, retrying on 429 (after the `Retry-After` asked) and 5xx (with exponential back-off), and returns
  /// the first answer that is not retried: a success, another status, or the last retryable one.
  ///
  /// - Parameters:
  ///   - authorized: whether to send the token (only to the API).
  ///   - host: how a connection failure names the server.
  private func get(
    url: URL, authorized: Bool, reaching host: String
  ) async throws(Diagnostic) -> (body: [UInt8], status: Int) {
    var urlRequest = URLRequest(url: url, timeoutInterval: timeout)
    if authorized { urlRequest.setValue(token, forHTTPHeaderField: "X-Figma-Token") }
    var attempt = 0
    while true {
      let (body, status, retryAfter) = try await send(urlRequest, reaching: host)
      let retryable = status == 429 || (500...599).contains(status)
      guard retryable, attempt < maxRetries else { return (body, status) }
      let wait = retryAfter ?? min(pow(2, Double(attempt)), 30)
      guard wait <= maxWait else {
        throw failure(
          "rate limited: Figma asks to wait \(NumberText.format(wait)) s, more than --max-wait \(NumberText.format(maxWait)) s; try again later"
        )
      }
      attempt += 1
      FileHandle.standardError.write(
        Data(
          "\(messagePrefix): HTTP \(status); retrying in \(NumberText.format(wait)) s (attempt \(attempt) of \(maxRetries))\n"
            .utf8))
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
    }
  }

  private func send(
    _ request: URLRequest, reaching host: String
  ) async throws(Diagnostic) -> ([UInt8], Int, Double?) {
    do {
      let (data, response) = try await URLSession.shared.data(for: request)
      guard let http = response as? HTTPURLResponse else { throw failure("the server did not answer over HTTP") }
      let retryAfter = (http.value(forHTTPHeaderField: "Retry-After")).flatMap {
        // A Retry-After that is no finite number of seconds within a day is ignored (back-off applies).
        CheckedNumber.finite($0.trimmingCharacters(in: .whitespaces), in: 0...86_400)
      }
      return ([UInt8](data), http.statusCode, retryAfter)
    } catch let diagnostic as Diagnostic {
      throw diagnostic
    } catch {
      throw failure("cannot reach \(host): \(Self.reason(error))")
    }
  }

  /// What went wrong on the way to the server, in a few plain words rather than Foundation's localised text.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? URLError else { return "the request failed" }
    switch error.code {
    case .cannotConnectToHost: return "connection refused"
    case .cannotFindHost, .dnsLookupFailed: return "host not found"
    case .timedOut: return "timed out"
    case .notConnectedToInternet, .networkConnectionLost: return "no network connection"
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return "the secure connection failed"
    case .badURL, .unsupportedURL: return "not a valid URL"
    default: return "the request failed (URL error \(error.code.rawValue))"
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

  private func failure(_ message: String) -> Diagnostic {
    Diagnostic(.error, "figsnap.fetch", "\(message)", at: SourceLocation(file: apiBase.absoluteString))
  }

  /// The `err` or `message` of a Figma error body.
  static func apiMessage(_ body: [UInt8]) -> String? {
    guard let document = try? JSONDocument(bytes: body), document.root.kind == .object else { return nil }
    return document.root["err"]?.string ?? document.root["message"]?.string
  }
}
