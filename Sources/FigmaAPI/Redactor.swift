public import Diagnostics
public import Foundation

/// Keeps the token, and the user and password an `--api-base` address may hold, out of everything a command that
/// talks to Figma prints: messages, diagnostics' locations, retry lines and request lines all go through
/// ``redact(_:)-(String)``.
///
/// An address's user and password (`http://user:secret@host`) become `***` wherever an address appears in a text,
/// and every occurrence of a secret, as given or percent-encoded, becomes `***`. A secret shorter than
/// ``shortestSecret`` characters is left as it is: hiding it would garble every word that holds it, and no token
/// is that short.
public struct Redactor: Sendable {
  /// What replaces a secret.
  public static let mask = "***"
  /// The fewest characters a secret must have to be redacted.
  public static let shortestSecret = 4

  /// The texts to hide, longest first (so that a secret inside another is not hidden first).
  private let secrets: [String]

  /// A redactor of `secrets` and of the forms they take percent-encoded.
  public init(secrets: [String]) {
    var forms: Set<String> = []
    for secret in secrets where secret.count >= Self.shortestSecret {
      forms.insert(secret)
      if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.insert(encoded) }
      if let decoded = secret.removingPercentEncoding, decoded.count >= Self.shortestSecret { forms.insert(decoded) }
    }
    self.secrets = forms.sorted { ($0.count, $0) > ($1.count, $1) }
  }

  /// A redactor of `token` and of the user and password in `apiBase`.
  public init(token: String, apiBase: URL) {
    let components = URLComponents(url: apiBase, resolvingAgainstBaseURL: false)
    let parts = [
      components?.user, components?.password, components?.percentEncodedUser, components?.percentEncodedPassword,
    ]
    self.init(secrets: [token] + parts.compactMap { $0 })
  }

  /// `text` with every address's user and password, and every secret, replaced by ``mask``.
  public func redact(_ text: String) -> String {
    var result = Self.withoutUserInfo(text)
    for secret in secrets where result.contains(secret) {
      result = result.replacingOccurrences(of: secret, with: Self.mask)
    }
    return result
  }

  /// `diagnostic` with its message, location and notes redacted.
  public func redact(_ diagnostic: Diagnostic) -> Diagnostic {
    var redacted = diagnostic
    redacted.message = redact(diagnostic.message)
    redacted.location.file = redact(diagnostic.location.file)
    redacted.notes = diagnostic.notes.map { note in
      var copy = note
      copy.message = redact(note.message)
      copy.location?.file = redact(note.location?.file ?? "")
      return copy
    }
    return redacted
  }

  /// `text` with the user information of every address in it (`scheme://user:password@host`) replaced by ``mask``:
  /// what lies between `://` and the last `@` before the address's host ends (at `/`, `?`, `#` or white space).
  private static func withoutUserInfo(_ text: String) -> String {
    guard text.contains("@") else { return text }
    var result = ""
    var rest = Substring(text)
    while let separator = rest.range(of: "://") {
      result += rest[..<separator.upperBound]
      rest = rest[separator.upperBound...]
      let authorityEnd =
        rest.firstIndex { "/?#".contains($0) || $0.isWhitespace } ?? rest.endIndex
      if let at = rest[..<authorityEnd].lastIndex(of: "@") {
        result += mask
        rest = rest[at...]
      }
    }
    return result + rest
  }
}
