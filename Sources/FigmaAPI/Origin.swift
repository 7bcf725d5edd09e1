public import Foundation

/// The scheme, host and port of an address: what the token is bound to, and how a message names a server (never with
/// the path, query or user information of the address, which may hold a signature or a secret).
public struct Origin: Hashable, Sendable, CustomStringConvertible {
  public var scheme: String
  public var host: String
  public var port: Int

  /// The origin of `url`; nil when it has no http(s) scheme or no host.
  public init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host?.lowercased(), !host.isEmpty
    else { return nil }
    self.scheme = scheme
    self.host = host
    port = url.port ?? (scheme == "https" ? 443 : 80)
  }

  /// `scheme://host`, with the port when it is not the scheme's own.
  public var description: String {
    let defaultPort = scheme == "https" ? 443 : 80
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "\(scheme)://\(shownHost)" + (port == defaultPort ? "" : ":\(port)")
  }
}
