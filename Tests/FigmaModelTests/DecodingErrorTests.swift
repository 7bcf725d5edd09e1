import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

@Suite struct DecodingErrorTests {
  @Test func namesTheJSONPathAndPositionOfAWrongType() throws {
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 10, 10), extra: #""opacity": "half""#)])
    let error = try #require(FigmaJSON.failure(json))
    #expect(error.ruleID == "figma.decode")
    #expect(
      error.message.hasPrefix("expected a number, found a string at $.document.children[0].children[0].opacity (byte "))
    #expect(error.location.line == 1)
    #expect(error.description.hasPrefix("test.json:1:"))
  }

  @Test func reportsInvalidJSONWithLineAndColumn() throws {
    let error = try #require(FigmaJSON.failure("{\n  \"document\": {\"id\": \"0:0\",, }\n}"))
    #expect(error.ruleID == "figma.json")
    #expect(
      error.description
        == "test.json:2:28: error: [figma.json] invalid JSON: expected a string key, found ',' (byte 29)")
  }

  @Test func rejectsAbsurdNumbers() throws {
    let huge = FigmaJSON.file([FigmaJSON.node("1:2", box: (1e300, 0, 10, 10))])
    #expect(
      try #require(FigmaJSON.failure(huge)).message.hasPrefix("number 1e+300 is out of range (±10000000) at $.document")
    )
    let negative = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, -5, 10))])
    #expect(
      try #require(FigmaJSON.failure(negative)).message.hasPrefix(
        "negative size -5.0 at $.document.children[0].children[0].absoluteBoundingBox.width"))
    let overflow = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 10, 10), extra: #""itemSpacing": 1e999"#)])
    #expect(try #require(FigmaJSON.failure(overflow)).message.hasPrefix("number 1e999 is out of range"))
  }

  @Test func explainsJSONThatIsNotAFigmaResponse() throws {
    let error = try #require(FigmaJSON.failure(#"{"foo": 1, "bar": [2]}"#))
    #expect(
      error.message.hasPrefix(
        "expected a Figma response (an object with 'document', 'nodes', or a node's 'id' and 'type'); found an object with keys 'foo', 'bar'"
      ))
    let array = try #require(FigmaJSON.failure("[1, 2]"))
    #expect(array.message.hasPrefix("expected a Figma response"))
    #expect(array.message.contains("found an array"))
  }

  @Test func recognisesASavedAPIErrorResponse() throws {
    let error = try #require(FigmaJSON.failure(#"{"status": 403, "err": "Invalid token"}"#))
    #expect(error.message.hasPrefix("this is a Figma API error response (status 403: Invalid token), not a design"))
  }

  @Test func boundsNodeNestingWithoutOverflowingTheStack() throws {
    var json = FigmaJSON.node("9:0", box: (0, 0, 1, 1))
    for level in 0..<300 {
      json = FigmaJSON.node("9:\(level + 1)", box: (0, 0, 1, 1), children: [json])
    }
    let error = try #require(FigmaJSON.failure(json))
    #expect(error.message.hasPrefix("nodes nested deeper than 200 levels at $.children[0].children[0]"))
    #expect(error.message.contains("…"))
  }

  @Test func warnsAboutUnknownEnumValuesAndKeepsTheDefault() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node(
        "1:2", box: (0, 0, 10, 10),
        extra: #""layoutMode": "DIAGONAL", "constraints": {"horizontal": "SIDEWAYS", "vertical": "TOP"}"#)
    ])
    let result = try FigmaJSON.load(json)
    let root = try #require(result.tree.screens.first?.root)
    #expect(root.layout.mode == .none)
    #expect(root.constraints.horizontal == .left)
    let messages = result.diagnostics.map(\.message)
    #expect(
      messages.contains {
        $0.hasPrefix(
          "unknown value 'DIAGONAL' (expected one of NONE, HORIZONTAL, VERTICAL, GRID); using NONE at $.document")
      })
    #expect(result.diagnostics.allSatisfy { $0.severity != .error })
  }

  @Test func keepsUnknownNodeTypesWithANote() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node("1:2", box: (0, 0, 100, 100), children: [FigmaJSON.node("1:3", "WASHI_TAPE", box: (10, 10, 5, 5))])
    ])
    let result = try FigmaJSON.load(json)
    let child = try #require(result.tree.screens.first?.root.children.first)
    #expect(child.kind == .unknown("WASHI_TAPE"))
    #expect(
      result.diagnostics.contains {
        $0.message == "unknown node type 'WASHI_TAPE' kept as an opaque box" && $0.node?.id == "1:3"
      })
  }
}
