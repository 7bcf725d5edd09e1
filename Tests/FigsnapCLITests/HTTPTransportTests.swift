import Foundation
import TestSupport
import Testing

@testable import FigmaAPI

/// Issue 27 (3, 12, 13): each transport against the stub's hostile answers.
///
/// libcurl is what figsnap uses on Linux;
/// URLSession is its transport elsewhere, and where libcurl cannot be initialised.
@Suite(.serialized) struct HTTPTransportTests {
  /// The transports this platform has, by name.
  static let transports: [String] = {
    #if canImport(CCurl)
      ["curl", "urlsession"]
    #else
      ["urlsession"]
    #endif
  }()

  private func transport(_ name: String) throws -> any HTTPTransport {
    #if canImport(CCurl)
      if name == "curl" { return try required(CurlTransport.load(), "libcurl could not be loaded") }
    #endif
    return URLSessionTransport()
  }

  /// The answer to a GET of `path` under `base` with the stub's token, or why there is none.
  private func get(
    _ name: String, _ base: String, _ path: String, maxBytes: Int = 1 << 20, timeout: Double = 20
  ) async throws -> Result<HTTPResponse, HTTPFailure> {
    let transport = try transport(name)
    let url = try required(URL(string: base + path))
    let request = HTTPRequest(url: url, headers: ["X-Figma-Token": "test-token"], maxBytes: maxBytes, timeout: timeout)
    do throws(HTTPFailure) {
      return .success(try await transport.get(request))
    } catch {
      return .failure(error)
    }
  }

  @Test(arguments: transports)
  func answersWithTheWholeBody(transport: String) async throws {
    try await StubServer.serving { base in
      let answer = try await get(transport, base, "/v1/files/AbC123").get()
      verify(answer.status, equals: 200)
      verify(answer.headers["content-type"], equals: "application/json")
      verify(Data(answer.body), equals: (try Data(contentsOf: URL(fileURLWithPath: StubServer.recorded))))
    }
  }

  @Test(arguments: transports)
  func stopsABodyThatPassesTheCap(transport: String) async throws {
    try await StubServer.serving { base in
      let outcome = try await get(transport, base, "/v1/files/endless", maxBytes: 1 << 20)
      #expect(throws: HTTPFailure.tooLarge(announced: nil)) { try outcome.get() }
    }
  }

  @Test(arguments: transports)
  func refusesALengthOverTheCap(transport: String) async throws {
    try await StubServer.serving { base in
      let outcome = try await get(transport, base, "/v1/files/announced", maxBytes: 1 << 20)
      #expect(throws: HTTPFailure.tooLarge(announced: 4 << 30)) { try outcome.get() }
    }
  }

  @Test(arguments: transports)
  func givesUpOnATrickleWhenTheTimeIsUp(transport: String) async throws {
    try await StubServer.serving { base in
      let outcome = try await get(transport, base, "/v1/files/trickle", timeout: 1.5)
      #expect(throws: HTTPFailure.timedOut) { try outcome.get() }
    }
  }

  @Test(arguments: transports)
  func returnsARedirectWithoutFollowingIt(transport: String) async throws {
    try await StubServer.serving { base in
      let answer = try await get(transport, base, "/v1/files/redirected").get()
      verify(answer.status, equals: 302)
      verify(answer.headers["location"]?.hasPrefix("http://localhost:"), equals: true)
    }
  }

  @Test(arguments: transports)
  func stopsWhenItsTaskIsCancelled(transport: String) async throws {
    try await StubServer.serving { base in
      let waiting = Task { try await get(transport, base, "/v1/files/trickle", timeout: 30) }
      try await Task.sleep(for: .milliseconds(300))  // most likely mid-transfer by now; before it works as well
      waiting.cancel()
      let outcome = try await waiting.value
      #expect(throws: HTTPFailure.cancelled) { try outcome.get() }
    }
  }
}
