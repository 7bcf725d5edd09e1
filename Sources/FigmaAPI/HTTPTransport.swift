public import Foundation

/// One GET for an ``HTTPTransport``: the address, the header fields, and the limits the answer must keep.
public struct HTTPRequest: Sendable {
  public var url: URL
  /// Header fields sent besides the transport's own.
  public var headers: [String: String] = [:]
  /// The most body bytes accepted: an answer that announces more (`Content-Length`) or sends more is cut off.
  public var maxBytes: Int
  /// The longest the request may take, from connecting to the body's last byte, in seconds.
  public var timeout: Double
  /// The `User-Agent` to send, if any.
  public var userAgent: String?

  /// A GET of `url` that sends `headers`.
  public init(url: URL, headers: [String: String] = [:], maxBytes: Int, timeout: Double) {
    self.url = url
    self.headers = headers
    self.maxBytes = maxBytes
    self.timeout = timeout
  }
}

/// An answer: its status, its header fields (names in lowercase) and its whole body.
public struct HTTPResponse: Sendable {
  public var status: Int
  public var headers: [String: String]
  public var body: [UInt8]

  /// An answer with `status`, `headers` (names in lowercase) and `body`.
  public init(status: Int, headers: [String: String], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}

/// Why a transport has no answer.
public enum HTTPFailure: Error, Sendable, Equatable {
  /// The body is larger than the request's `maxBytes`: as the answer announced (its `Content-Length`), or as found
  /// while it arrived (nil).
  case tooLarge(announced: Int?)
  /// The whole answer did not arrive within the request's `timeout`.
  case timedOut
  /// The task that waited for the answer was cancelled.
  case cancelled
  /// The server could not be reached, or the connection failed, in a few plain words.
  case unreachable(String)
}

/// Makes one GET and returns the answer, whatever its status; a redirect is an answer too (the caller decides
/// whether to follow it, and with which header fields).
///
/// A transport waits without spinning, holds at most `maxBytes` of a body, and gives up after `timeout` seconds or
/// as soon as the task that waits is cancelled.
public protocol HTTPTransport: Sendable {
  func get(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse
}

/// The transport figsnap uses.
public enum HTTPTransports {
  /// libcurl's easy interface where figsnap links it (Linux) and it initialises, else URLSession: FoundationNetworking
  /// on Linux polls a new connection's socket in a loop while it waits for the answer, which costs a core for as long
  /// as a server takes to answer; libcurl waits in `poll`.
  public static let standard: any HTTPTransport = {
    #if canImport(CCurl)
      if let curl = CurlTransport.load() { return curl }
    #endif
    return URLSessionTransport()
  }()
}
