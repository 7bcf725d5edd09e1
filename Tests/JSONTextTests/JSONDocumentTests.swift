import JSONText
import TestSupport
import Testing

@Suite struct JSONDocumentTests {
  private func parse(_ text: String) throws -> JSONDocument { try JSONDocument(bytes: Array(text.utf8)) }

  private func syntaxError(_ text: String, limits: JSONLimits = .standard) -> JSONSyntaxError? {
    do {
      _ = try JSONDocument(bytes: Array(text.utf8), limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsNestedValuesInDocumentOrder() throws {
    let root = try parse(#"{"a": [1, -2.5e1, true, null], "b": {"c": "x"}, "a2": false}"#).root
    verify(root.keys, equals: ["a", "b", "a2"])
    let items = try required(root["a"]).elements
    verify(items.map(\.kind), equals: [.number, .number, .bool, .null])
    verify(items[1].double, equals: -25)
    verify(root["b"]?["c"]?.string, equals: "x")
    verify(root["a2"]?.bool, equals: false)
    verify(root["missing"] == nil)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let root = try parse(#"["line\nbreak \"q\" \\ \/ \u00e9 \ud83d\ude00 \u4e2d"]"#).root
    verify(root.elements.first?.string, equals: "line\nbreak \"q\" \\ / é 😀 中")
  }

  @Test func keepsRawUTF8Strings() throws {
    verify(try parse(#"{"name": "/局 数量"}"#).root["name"]?.string, equals: "/局 数量")
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", 0.0), ("1.5", 1.5), ("1e3", 1000), ("2.5E-2", 0.025), ("123456789.123", 123_456_789.123),
    ("0.1", 0.1), ("1234567890123456768", 1_234_567_890_123_456_768),
  ])
  func parsesNumbersExactly(text: String, value: Double) throws {
    verify(try parse(text).root.double, equals: value)
  }

  @Test func skipsAByteOrderMarkAndCountsItInOffsets() throws {
    let document = try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    verify(document.root["a"]?.double, equals: 1)
    verify(document.root["a"]?.byteOffset, equals: 9)
  }

  @Test func reportsTruncatedInputWithItsPosition() throws {
    let error = try required(syntaxError("{\n  \"a\": [1, 2"))
    verify(error.reason, equals: .unexpectedEnd(inObject: false))
    verify(error.offset, equals: 14)
    verify(error.line, equals: 2)
    verify(error.column, equals: 13)
    verify(error.description, equals: "line 2, column 13 (byte 14): the input ends inside a value or an array")
  }

  @Test func reportsAMissingColon() throws {
    let error = try required(syntaxError(#"{"a" 1}"#))
    verify(error.message, equals: "expected ':', found '1'")
    verify(error.offset, equals: 5)
  }

  @Test func rejectsATrailingComma() throws {
    verify(syntaxError(#"{"a": 1,}"#)?.message, equals: "expected a string key, found '}'")
    verify(syntaxError("[1,]")?.message, equals: "expected a value, found ']'")
  }

  @Test(arguments: [
    ("", "the input is empty"), ("   ", "the input is empty"),
    ("nul", "invalid literal (expected true, false or null)"),
    ("01", "unexpected data after the JSON value"), ("-", "invalid number"), ("1.", "invalid number"),
    (#""abc"#, "unterminated string"), ("\"a\u{01}\"", "unescaped control character in a string"),
    (#""\x""#, "invalid escape sequence in a string"), (#""\u12G4""#, "invalid escape sequence in a string"),
    ("{} {}", "unexpected data after the JSON value"), ("[1 2]", "expected ',' or ']', found '2'"),
  ])
  func rejectsMalformedInput(text: String, message: String) {
    verify(syntaxError(text)?.message, equals: message)
  }

  @Test func boundsNestingWithoutRecursion() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try required(syntaxError(deep))
    verify(error.reason, equals: .tooDeep(limit: 512))
    verify(error.offset, equals: 512)
    let limited = JSONLimits(maxDepth: 3, maxBytes: 100)
    verify(syntaxError("[[[1]]]", limits: limited), equals: nil)
    verify(syntaxError("[[[[1]]]]", limits: limited)?.reason, equals: .tooDeep(limit: 3))
    verify(syntaxError(String(repeating: " ", count: 101), limits: limited)?.reason, equals: .tooLarge(limit: 100))
  }

  @Test func findsTheJSONPathOfAnyValue() throws {
    let root = try parse(#"{"document": {"children": [{"id": "1"}, {"id": "2", "odd key": [0, {"x": 5}]}]}}"#).root
    let second = try required(root["document"]?["children"]?.elements[1])
    verify(second["id"]?.path, equals: "$.document.children[1].id")
    verify(second["odd key"]?.elements[1]["x"]?.path, equals: "$.document.children[1]['odd key'][1].x")
    verify(root.path, equals: "$")
  }
}
