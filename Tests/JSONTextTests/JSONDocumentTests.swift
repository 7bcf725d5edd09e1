import JSONText
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
    #expect(root.keys == ["a", "b", "a2"])
    let items = try #require(root["a"]).elements
    #expect(items.map(\.kind) == [.number, .number, .bool, .null])
    #expect(items[1].double == -25)
    #expect(root["b"]?["c"]?.string == "x")
    #expect(root["a2"]?.bool == false)
    #expect(root["missing"] == nil)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let root = try parse(#"["line\nbreak \"q\" \\ \/ \u00e9 \ud83d\ude00 \u4e2d"]"#).root
    #expect(root.elements.first?.string == "line\nbreak \"q\" \\ / é 😀 中")
  }

  @Test func keepsRawUTF8Strings() throws {
    #expect(try parse(#"{"name": "/局 数量"}"#).root["name"]?.string == "/局 数量")
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", 0.0), ("1.5", 1.5), ("1e3", 1000), ("2.5E-2", 0.025), ("123456789.123", 123_456_789.123),
    ("0.1", 0.1), ("1234567890123456768", 1_234_567_890_123_456_768),
  ])
  func parsesNumbersExactly(text: String, value: Double) throws {
    #expect(try parse(text).root.double == value)
  }

  @Test func skipsAByteOrderMarkAndCountsItInOffsets() throws {
    let document = try JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(document.root["a"]?.double == 1)
    #expect(document.root["a"]?.byteOffset == 9)
  }

  @Test func reportsTruncatedInputWithItsPosition() throws {
    let error = try #require(syntaxError("{\n  \"a\": [1, 2"))
    #expect(error.reason == .unexpectedEnd(inObject: false))
    #expect(error.offset == 14)
    #expect(error.line == 2)
    #expect(error.column == 13)
    #expect(error.description == "line 2, column 13 (byte 14): the input ends inside a value or an array")
  }

  @Test func reportsAMissingColon() throws {
    let error = try #require(syntaxError(#"{"a" 1}"#))
    #expect(error.message == "expected ':', found '1'")
    #expect(error.offset == 5)
  }

  @Test func rejectsATrailingComma() throws {
    #expect(syntaxError(#"{"a": 1,}"#)?.message == "expected a string key, found '}'")
    #expect(syntaxError("[1,]")?.message == "expected a value, found ']'")
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
    #expect(syntaxError(text)?.message == message)
  }

  @Test func boundsNestingWithoutRecursion() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = try #require(syntaxError(deep))
    #expect(error.reason == .tooDeep(limit: 512))
    #expect(error.offset == 512)
    let limited = JSONLimits(maxDepth: 3, maxBytes: 100)
    #expect(syntaxError("[[[1]]]", limits: limited) == nil)
    #expect(syntaxError("[[[[1]]]]", limits: limited)?.reason == .tooDeep(limit: 3))
    #expect(syntaxError(String(repeating: " ", count: 101), limits: limited)?.reason == .tooLarge(limit: 100))
  }

  @Test func findsTheJSONPathOfAnyValue() throws {
    let root = try parse(#"{"document": {"children": [{"id": "1"}, {"id": "2", "odd key": [0, {"x": 5}]}]}}"#).root
    let second = try #require(root["document"]?["children"]?.elements[1])
    #expect(second["id"]?.path == "$.document.children[1].id")
    #expect(second["odd key"]?.elements[1]["x"]?.path == "$.document.children[1]['odd key'][1].x")
    #expect(root.path == "$")
  }
}
