#if canImport(CCurl)
  import CCurl
  import Foundation

  /// Makes a GET with libcurl's easy interface, on a thread of its own that waits for the network in `poll`: no busy
  /// waiting, however slowly a server answers.
  ///
  /// `CURLOPT_TIMEOUT_MS` bounds the whole request, the body is counted into a ``ResponseBody`` as it arrives,
  /// redirects are not followed, and a cancelled task stops its transfer within a second (libcurl calls the progress
  /// callback at least that often).
  struct CurlTransport: HTTPTransport {
    /// The bundle of certificate authorities to name (`CURLOPT_CAINFO`), when libcurl was built without one of its
    /// own: the first of the usual places that holds one, as FoundationNetworking chooses it.
    let caBundle: String?

    /// The transport, once libcurl is initialised; nil when it cannot be.
    static func load() -> CurlTransport? { loaded }

    /// libcurl initialised, the first time a transport is asked for, and where its certificates are.
    private static let loaded: CurlTransport? = {
      guard figsnap_curl_global_init() == CURLE_OK else { return nil }
      // A libcurl built with a bundle of its own says where it is.
      let easy = curl_easy_init()
      let known = easy.map { figsnap_curl_built_in_ca_bundle($0) != nil } ?? false
      curl_easy_cleanup(easy)
      return CurlTransport(caBundle: known ? nil : caBundles.first { FileManager.default.fileExists(atPath: $0) })
    }()

    /// Where Linux distributions keep the bundle of certificate authorities.
    private static let caBundles = [
      "/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt", "/usr/share/ssl/certs/ca-bundle.crt",
      "/usr/local/share/certs/ca-root-nss.crt", "/etc/ssl/cert.pem",
    ]

    func get(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
      let transfer = CurlTransfer(request: request, caBundle: caBundle)
      let result = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          Thread { continuation.resume(returning: transfer.perform()) }.start()
        }
      } onCancel: {
        transfer.cancel()
      }
      return try result.get()
    }
  }
#endif
