import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Makes a GET with URLSession: the transport on macOS, and on Linux where libcurl cannot be initialised.
///
/// Each request has an ephemeral session of its own whose delegate counts the body into a ``ResponseBody``, refuses
/// every redirect (the answer comes back to the caller) and cancels the task when the time is up, the cap is passed
/// or the waiting task is cancelled. (FoundationNetworking on Linux keeps polling a new connection's socket while it
/// waits for an answer, so there a slow server costs a core until the time is up; ``CurlTransport`` does not.)
struct URLSessionTransport: HTTPTransport {
  func get(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    let exchange = URLSessionExchange(request)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in exchange.start(continuation) }
    } onCancel: {
      exchange.stop(.cancelled)
    }
    return try result.get()
  }
}

/// One GET through URLSession: the session's delegate, and what it has received.
final class URLSessionExchange: NSObject, URLSessionDataDelegate, Sendable {
  private struct State {
    var body: ResponseBody
    var response: HTTPURLResponse?
    /// Why the exchange was stopped, once it was.
    var failure: HTTPFailure?
    var task: URLSessionDataTask?
    var continuation: CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>?
  }

  private let request: HTTPRequest
  private let state: Mutex<State>

  init(_ request: HTTPRequest) {
    self.request = request
    state = Mutex(State(body: ResponseBody(maxBytes: request.maxBytes)))
  }

  /// Starts the request; `continuation` gets the answer, or why there is none.
  func start(_ continuation: CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = request.timeout
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.dataTask(with: urlRequest)
    let stopped = state.withLock { state -> HTTPFailure? in
      state.task = task
      state.continuation = continuation
      return state.failure
    }
    if let stopped {
      state.withLock { $0.continuation = nil }
      continuation.resume(returning: .failure(stopped))
      session.invalidateAndCancel()
      return
    }
    task.resume()
    session.finishTasksAndInvalidate()
    DispatchQueue.global().asyncAfter(deadline: .now() + request.timeout) { [weak self] in self?.stop(.timedOut) }
  }

  /// Stops the request for `failure` (the first reason given wins).
  func stop(_ failure: HTTPFailure) {
    let task = state.withLock { state -> URLSessionDataTask? in
      guard state.failure == nil else { return nil }
      state.failure = failure
      return state.task
    }
    task?.cancel()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = state.withLock { state in
      state.response = response as? HTTPURLResponse
      let length = response.expectedContentLength
      return length < 0 || state.body.announce(Int(length))
    }
    if !allowed { stop(state.withLock { $0.body.refusal } ?? .tooLarge(announced: nil)) }
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let refusal = state.withLock { state in state.body.append(data) ? nil : state.body.refusal }
    if let refusal { stop(refusal) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    completionHandler(nil)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    let (continuation, result) = state.withLock { state in
      defer { state.continuation = nil }
      return (state.continuation, Self.result(state, error: error))
    }
    continuation?.resume(returning: result)
  }

  /// The answer, or why there is none, once the task completed with `error`.
  private static func result(_ state: State, error: (any Error)?) -> Result<HTTPResponse, HTTPFailure> {
    if let failure = state.failure { return .failure(failure) }
    if let error { return .failure(reason(error)) }
    guard let response = state.response else { return .failure(.unreachable("the server did not answer over HTTP")) }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
    }
    return .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body.bytes))
  }

  /// What went wrong on the way to the server, in a few plain words rather than Foundation's localised text.
  private static func reason(_ error: any Error) -> HTTPFailure {
    guard let error = error as? URLError else { return .unreachable("the request failed") }
    switch error.code {
    case .timedOut: return .timedOut
    case .cannotConnectToHost: return .unreachable("cannot connect to the server")
    case .cannotFindHost, .dnsLookupFailed: return .unreachable("host not found")
    case .notConnectedToInternet: return .unreachable("no network connection")
    case .networkConnectionLost: return .unreachable("the connection was lost")
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .unreachable("the secure connection failed")
    case .badURL, .unsupportedURL: return .unreachable("not a valid URL")
    default: return .unreachable("the request failed (URL error \(error.code.rawValue))")
    }
  }
}
