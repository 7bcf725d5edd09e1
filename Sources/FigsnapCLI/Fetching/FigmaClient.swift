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

  func fetch(_ request: FetchRequest) async throws(Diagnostic) -> [UInt8] {
    guard let url = request.url(base: apiBase) else { throw failure("cannot form a URL from --api-base '\(apiBase)'") }
    var urlRequest = URLRequest(url: url, timeoutInterval: timeout)
    urlRequest.setValue(token, forHTTPHeaderField: "X-Figma-Token")
    var attempt = 0
    while true {
      let (body, status, retryAfter) = try await send(urlRequest)
      if status == 200 { return body }
      let retryable = status == 429 || (500...599).contains(status)
      guard retryable, attempt < maxRetries else { throw failure(for: status, body: body, request: request) }
      let wait = retryAfter ?? min(pow(2, Double(attempt)), 30)
      guard wait <= maxWait else {
        throw failure(
          "rate limited: Figma asks to wait \(NumberText.format(wait)) s, more than --max-wait \(NumberText.format(maxWait)) s; try again later"
        )
      }
      attempt += 1
      FileHandle.standardError.write(
        Data(
          "figsnap fetch: HTTP \(status); retrying in \(NumberText.format(wait)) s (attempt \(attempt) of \(maxRetries))\n"
            .utf8))
      try? await Task.sleep(nanoseconds: UInt64(wait * 1_000_000_000))
    }
  }

  private func send(_ request: URLRequest) async throws(Diagnostic) -> ([UInt8], Int, Double?) {
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
      throw failure("cannot reach \(apiBase.absoluteString): \(Self.reason(error))")
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

  private func failure(for status: Int, body: [UInt8], request: FetchRequest) -> Diagnostic {
    let detail = Self.apiMessage(body).map { ": \($0)" } ?? ""
    switch status {
    case 400 where detail.lowercased().contains("too large"):
      return failure("request too large (HTTP 400\(detail)); ask for fewer nodes with --node or a smaller --depth")
    case 403:
      return failure(
        "access denied (HTTP 403\(detail)); check that the token is valid and can read file '\(request.fileKey)'")
    case 404:
      return failure("file '\(request.fileKey)' not found (HTTP 404\(detail)); check the file key in the Figma URL")
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
