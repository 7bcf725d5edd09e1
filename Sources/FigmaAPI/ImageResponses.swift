public import Diagnostics
public import Foundation
import JSONText

/// Reads the image addresses out of the Figma API's answers to ``ImageRequests``.
public enum ImageResponses {
  /// The address of each node a render answer (`{"err": null, "images": {"1:2": "https://…", "3:4": null}}`)
  /// names; a node Figma could not render (null) is left out.
  ///
  /// - Parameter source: the request's address, where a malformed answer is reported.
  public static func renders(_ body: [UInt8], source: String) throws(Diagnostic) -> [String: URL] {
    let root = try object(body, source: source)
    if let message = root["err"]?.string {
      throw Diagnostic(.error, "figsnap.assets", "Figma could not render the images: \(message)", at: location(source))
    }
    guard let images = root["images"], images.kind == .object else {
      throw Diagnostic(
        .error, "figsnap.assets", "the answer has no 'images' object; is --api-base the Figma API?",
        at: location(source))
    }
    return addresses(in: images)
  }

  /// The address of each image fill an image fills answer
  /// (`{"error": false, "status": 200, "meta": {"images": {"<imageRef>": "https://…"}}}`) names.
  public static func imageFills(_ body: [UInt8], source: String) throws(Diagnostic) -> [String: URL] {
    let root = try object(body, source: source)
    if root["error"]?.bool == true {
      let detail = (root["message"]?.string ?? root["err"]?.string).map { ": \($0)" } ?? ""
      throw Diagnostic(
        .error, "figsnap.assets", "Figma could not list the file's image fills\(detail)", at: location(source))
    }
    guard let images = root["meta"]?["images"], images.kind == .object else {
      throw Diagnostic(
        .error, "figsnap.assets", "the answer has no 'meta.images' object; is --api-base the Figma API?",
        at: location(source))
    }
    return addresses(in: images)
  }

  /// The members of `images` whose value is an absolute http(s) address.
  private static func addresses(in images: JSONValue) -> [String: URL] {
    var found: [String: URL] = [:]
    images.forEachMember { key, value in
      guard let text = value.string, let url = URL(string: text), url.scheme == "https" || url.scheme == "http"
      else { return }
      found[key] = url
    }
    return found
  }

  /// The answer as a JSON object.
  private static func object(_ body: [UInt8], source: String) throws(Diagnostic) -> JSONValue {
    guard let document = try? JSONDocument(bytes: body), document.root.kind == .object else {
      throw Diagnostic(
        .error, "figsnap.assets", "the answer is not a JSON object; is --api-base the Figma API?", at: location(source))
    }
    return document.root
  }

  private static func location(_ source: String) -> SourceLocation { SourceLocation(file: source) }
}
