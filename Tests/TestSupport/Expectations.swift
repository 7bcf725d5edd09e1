public import Testing

// `verify` and `required` check what `#expect` and `#require` check, as plain functions.
//
// Swift Testing's macros expand each check into code that captures every operand, and the compiler type-checks that
// expansion at every call: tens of milliseconds a call in a debug build, over a minute of CPU for this package's two
// thousand checks (swiftlang/swift-testing#167). A function is type-checked once. A failure is recorded at the
// caller's line with the check's comment; `verify(_:equals:)` shows both values and `verify(_:contains:)` what is
// missing; `#expect(throws:)` stays a macro.

/// Records an issue at the caller's line when `condition` is false.
public func verify(
  _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  if !condition { Issue.record(comment() ?? "expectation failed", sourceLocation: sourceLocation) }
}

/// Records an issue at the caller's line, showing both values, when `value` is not `expected`.
public func verify<Value: Equatable>(
  _ value: Value, equals expected: Value, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard value != expected else { return }
  record("\(shortened(value)) is not \(shortened(expected))", comment(), at: sourceLocation)
}

/// Records an issue at the caller's line, naming what is missing, when `text` does not contain `part`.
public func verify(
  _ text: some StringProtocol, contains part: some StringProtocol, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !text.contains(part) else { return }
  record("\(shortened(String(part))) is not in \(shortened(String(text)))", comment(), at: sourceLocation)
}

/// Records an issue at the caller's line, naming what is there, when `text` contains `part`.
public func verify(
  _ text: some StringProtocol, lacks part: some StringProtocol, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard text.contains(part) else { return }
  record("\(shortened(String(part))) is in \(shortened(String(text)))", comment(), at: sourceLocation)
}

/// Records an issue at the caller's line, naming what is missing, when `elements` do not include `element`.
public func verify<Elements: Sequence>(
  _ elements: Elements, contains element: Elements.Element, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
  guard !elements.contains(element) else { return }
  record("\(shortened(element)) is not in \(shortened(Array(elements)))", comment(), at: sourceLocation)
}

/// Records an issue at the caller's line, naming what is there, when `elements` include `element`.
public func verify<Elements: Sequence>(
  _ elements: Elements, lacks element: Elements.Element, _ comment: @autoclosure () -> Comment? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) where Elements.Element: Equatable {
  guard elements.contains(element) else { return }
  record("\(shortened(element)) is in \(shortened(Array(elements)))", comment(), at: sourceLocation)
}

/// Records `shown` at `sourceLocation`, after the check's comment when it has one.
private func record(_ shown: String, _ comment: Comment?, at sourceLocation: SourceLocation) {
  Issue.record(Comment(rawValue: comment.map { "\($0.rawValue): \(shown)" } ?? shown), sourceLocation: sourceLocation)
}

/// A value as a failure shows it: its first 300 characters (a whole generated file or SARIF log would bury the
/// message).
private func shortened(_ value: some Any) -> String {
  let described = String(reflecting: value)
  return described.count <= 300 ? described : described.prefix(300) + "… (\(described.count) characters)"
}

/// Records an issue at the caller's line and ends the test when `condition` is false.
public func required(
  _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  guard condition else { throw RequirementFailure(comment() ?? "requirement failed", at: sourceLocation) }
}

/// `value` unwrapped; when it is nil, records an issue at the caller's line and ends the test.
public func required<Value>(
  _ value: Value?, _ comment: @autoclosure () -> Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Value {
  guard let value else { throw RequirementFailure(comment() ?? "required value is nil", at: sourceLocation) }
  return value
}

/// A requirement that did not hold: recorded where it was checked, then thrown to end the test (which records it once
/// more, at the test).
public struct RequirementFailure: Error, CustomStringConvertible {
  public let description: String

  init(_ comment: Comment, at sourceLocation: SourceLocation) {
    description = "requirement at \(sourceLocation.fileName):\(sourceLocation.line) did not hold: \(comment.rawValue)"
    Issue.record(comment, sourceLocation: sourceLocation)
  }
}
