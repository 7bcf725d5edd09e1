#if canImport(CCurl)
  import CCurl
  import Foundation
  import Synchronization

  /// One GET through libcurl, for ``CurlTransport``: the easy handle's options, and the state its callbacks fill.
  ///
  /// The state is touched only by the thread that runs ``perform()``, where libcurl calls the callbacks, except the
  /// cancellation flag, which is atomic.
  final class CurlTransfer: @unchecked Sendable {
    private let request: HTTPRequest
    /// The bundle of certificate authorities to name, if any (see ``CurlTransport/caBundle``).
    private let caBundle: String?
    private var body: ResponseBody
    private var status = 0
    private var headers: [String: String] = [:]
    private let cancelled = Atomic<Bool>(false)

    init(request: HTTPRequest, caBundle: String?) {
      self.request = request
      self.caBundle = caBundle
      body = ResponseBody(maxBytes: request.maxBytes)
    }

    /// Stops the transfer at libcurl's next callback.
    func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// Makes the request, waiting until it is done, and returns the answer or why there is none.
    func perform() -> Result<HTTPResponse, HTTPFailure> {
      guard let easy = curl_easy_init() else { return .failure(.unreachable("libcurl could not start a request")) }
      defer { curl_easy_cleanup(easy) }
      var fields: UnsafeMutablePointer<curl_slist>?
      for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
        fields = curl_slist_append(fields, "\(name): \(value)")
      }
      defer { curl_slist_free_all(fields) }
      let context = Unmanaged.passUnretained(self).toOpaque()
      // libcurl copies the strings it is given.
      _ = figsnap_curl_set_string(easy, CURLOPT_URL, request.url.absoluteString)
      _ = figsnap_curl_allow_http_only(easy)
      if let userAgent = request.userAgent { _ = figsnap_curl_set_string(easy, CURLOPT_USERAGENT, userAgent) }
      _ = figsnap_curl_set_string(easy, CURLOPT_ACCEPT_ENCODING, "")
      if let caBundle { _ = figsnap_curl_set_string(easy, CURLOPT_CAINFO, caBundle) }
      _ = figsnap_curl_set_list(easy, CURLOPT_HTTPHEADER, fields)
      _ = figsnap_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
      _ = figsnap_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
      _ = figsnap_curl_set_long(easy, CURLOPT_TIMEOUT_MS, Int((request.timeout * 1000).rounded(.up)))
      _ = figsnap_curl_set_write_callback(easy, Self.onBody, context)
      _ = figsnap_curl_set_header_callback(easy, Self.onHeader, context)
      _ = figsnap_curl_set_xferinfo_callback(easy, Self.onProgress, context)
      return result(of: curl_easy_perform(easy))
    }

    /// The answer, or why there is none, after libcurl finished with `code`.
    private func result(of code: CURLcode) -> Result<HTTPResponse, HTTPFailure> {
      if let refusal = body.refusal { return .failure(refusal) }
      if code == CURLE_OK { return .success(HTTPResponse(status: status, headers: headers, body: body.bytes)) }
      if cancelled.load(ordering: .relaxed) { return .failure(.cancelled) }
      if code == CURLE_OPERATION_TIMEDOUT { return .failure(.timedOut) }
      return .failure(.unreachable(Self.reason(code)))
    }

    /// Keeps a chunk of the body; false stops the transfer (cancelled, or over the cap).
    private func received(_ chunk: UnsafeRawBufferPointer) -> Bool {
      !cancelled.load(ordering: .relaxed) && body.append(chunk)
    }

    /// Notes a line of the header: a status line starts an answer's fields afresh (an interim `100 Continue`, a
    /// proxy's), a field is kept by its lowercase name; false stops the transfer (a length over the cap).
    private func received(headerLine: String) -> Bool {
      let line = headerLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.hasPrefix("HTTP/") {
        status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        headers = [:]
        return true
      }
      guard let colon = line.firstIndex(of: ":") else { return true }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = value
      guard name == "content-length", let length = Int(value) else { return true }
      return body.announce(length)
    }

    /// The transfer a callback's context names.
    private static func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer? {
      context.map { Unmanaged<CurlTransfer>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let onBody: curl_write_callback = { data, size, count, context in
      guard let transfer = transfer(context), let data else { return 0 }
      let chunk = UnsafeRawBufferPointer(start: data, count: size * count)
      return transfer.received(chunk) ? size * count : 0
    }

    private static let onHeader: curl_write_callback = { data, size, count, context in
      guard let transfer = transfer(context), let data else { return 0 }
      let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
      return transfer.received(headerLine: line) ? size * count : 0
    }

    private static let onProgress: curl_xferinfo_callback = { context, _, _, _, _ in
      transfer(context)?.cancelled.load(ordering: .relaxed) == false ? 0 : 1
    }

    /// What a `CURLcode` means, in a few plain words (by its number in `curl/curl.h`).
    private static func reason(_ code: CURLcode) -> String {
      switch code.rawValue {
      case 1, 3: "not a valid URL"
      case 5: "proxy not found"
      case 6: "host not found"
      case 7: "cannot connect to the server"
      case 18: "the answer was cut short"
      case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98: "the secure connection failed"
      case 52: "the server closed the connection without answering"
      case 55, 56: "the connection was lost"
      case 61: "the answer's content encoding is broken"
      default: "the request failed (curl error \(code.rawValue))"
      }
    }
  }
#endif
