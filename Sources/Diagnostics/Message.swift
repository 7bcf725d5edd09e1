import JSONText

extension Diagnostic {
  /// A diagnostic's text.
  ///
  /// Interpolated numbers go through `NumberText`, so messages never print `16.0` or binary noise.
  public struct Message: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The finished text.
    public var text: String

    /// Creates a message from plain text.
    public init(stringLiteral value: String) { text = value }

    /// Creates a message from an interpolation.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message, formatting numbers with `NumberText`.
    public struct Interpolation: StringInterpolationProtocol {
      var text = ""

      public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + interpolationCount * 8)
      }

      public mutating func appendLiteral(_ literal: String) { text += literal }

      public mutating func appendInterpolation(_ value: Double) { text += NumberText.format(value) }

      public mutating func appendInterpolation(_ value: Int) { text += String(value) }

      public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
        text += value.description
      }
    }
  }
}
