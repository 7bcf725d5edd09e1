import Diagnostics
import FigmaModel
import Pipeline
import TestSupport
import Testing

@Suite struct DecodingErrorTests {
  @Test func namesTheJSONPathAndPositionOfAStructuralWrongType() throws {
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 10, 10), extra: #""children": "none""#)])
    let error = try required(FigmaJSON.failure(json))
    verify(error.ruleID, equals: "figma.decode")
    verify(
      error.message.hasPrefix(
        "expected an array, found a string at $.document.children[0].children[0].children (byte "))
    verify(error.location.line, equals: 1)
    verify(error.description.hasPrefix("test.json:1:"))
  }

  /// A file PowerShell saved cut off at a depth holds its deeper layers as text ("@{id=…}"): they are left out, and a
  /// warning (not a note) says what happened and how to save the file whole.
  @Test func aNodeSavedAsTextIsAWarningThatTheFileWasCutOff() throws {
    let cut = #""@{id=1:4; name=Title; type=TEXT; characters=Hello}""#
    let json = FigmaJSON.file([
      FigmaJSON.node(
        "1:2", box: (0, 0, 390, 844), children: [cut, cut, FigmaJSON.node("1:3", "RECTANGLE", box: (0, 0, 10, 10))])
    ])
    let loaded = try FigmaJSON.load(json)
    verify(loaded.tree.screens.first?.root.children.map(\.id), equals: ["1:3"])
    let warning = try required(
      loaded.diagnostics.first { $0.message.hasPrefix("'children' holds a node saved as text") })
    verify(warning.severity, equals: .warning)
    verify(warning.message.description, contains: "save it again with -Depth 100) (2 times)", "\(warning.message)")
  }

  /// A child a tool saved as something other than a node (a string, a number id, no type) is left out with a note;
  /// the file and the child's siblings still load.
  @Test func leavesOutAChildThatIsNoNode() throws {
    let good = FigmaJSON.node("1:3", "RECTANGLE", box: (0, 0, 10, 10))
    let children = [#""1:4""#, #"{"id": 7, "type": "FRAME"}"#, #"{"id": "1:5", "name": "x"}"#, "[]", good]
    let json = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 390, 844), children: children)])
    let loaded = try FigmaJSON.load(json)
    verify(loaded.tree.screens.first?.root.children.map(\.id), equals: ["1:3"])
    let messages = loaded.diagnostics.map(\.message)
    verify(
      messages.contains {
        $0.hasPrefix("'children' holds a string at $.document.children[0].children[0].children[0]")
          && $0.hasSuffix("left out: it is no node")
      }, "\(messages)")
    verify(
      messages.contains {
        $0.hasPrefix("'children' holds an object without a string 'id' and 'type' at $.document.children[0]")
          && $0.hasSuffix("(2 times)")
      }, "\(messages)")
    verify(messages.contains { $0.hasPrefix("'children' holds an array at ") })
    let nullDocument = try required(FigmaJSON.failure(#"{"name": "x", "document": null}"#))
    verify(nullDocument.message.hasPrefix("expected an object, found null at $.document (byte "))
  }

  @Test func reportsInvalidJSONWithLineAndColumn() throws {
    let error = try required(FigmaJSON.failure("{\n  \"document\": {\"id\": \"0:0\",, }\n}"))
    verify(error.ruleID, equals: "figma.json")
    verify(
      error.description,
      equals: "test.json:2:28: error: [figma.json] invalid JSON: expected a string key, found ',' (byte 29)")
  }

  @Test func notesAbsurdNumbersInsteadOfRejectingTheFile() throws {
    let huge = FigmaJSON.file([FigmaJSON.node("1:2", box: (1e300, 0, 10, 10))])
    verify(
      try FigmaJSON.load(huge).diagnostics.map(\.message).contains {
        $0.hasPrefix("'absoluteBoundingBox' is not a usable rectangle at $.document") && $0.contains("('x' is 1e+300)")
      })
    let negative = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, -5, 10))])
    verify(
      try FigmaJSON.load(negative).diagnostics.map(\.message).contains(
        "'absoluteBoundingBox' is not a usable rectangle at $.document.children[0].children[0].absoluteBoundingBox "
          + "('width' is -5.0); treated as absent"))
    let overflow = FigmaJSON.file([FigmaJSON.node("1:2", box: (0, 0, 10, 10), extra: #""itemSpacing": 1e999"#)])
    verify(
      try FigmaJSON.load(overflow).diagnostics.map(\.message).contains {
        $0.hasPrefix("'itemSpacing' is out of range (±10000000) at $.document")
      })
  }

  @Test func explainsJSONThatIsNotAFigmaResponse() throws {
    let error = try required(FigmaJSON.failure(#"{"foo": 1, "bar": [2]}"#))
    verify(
      error.message.hasPrefix(
        "expected a Figma response (an object with 'document', 'nodes', or a node's 'id' and 'type'); found an object with keys 'foo', 'bar'"
      ))
    let array = try required(FigmaJSON.failure("[1, 2]"))
    verify(array.message.hasPrefix("expected a Figma response"))
    verify(array.message, contains: "found an array")
  }

  @Test func recognisesASavedAPIErrorResponse() throws {
    let error = try required(FigmaJSON.failure(#"{"status": 403, "err": "Invalid token"}"#))
    verify(error.message.hasPrefix("this is a Figma API error response (status 403: Invalid token), not a design"))
  }

  @Test func boundsNodeNestingWithoutOverflowingTheStack() throws {
    var json = FigmaJSON.node("9:0", box: (0, 0, 1, 1))
    for level in 0..<300 {
      json = FigmaJSON.node("9:\(level + 1)", box: (0, 0, 1, 1), children: [json])
    }
    let error = try required(FigmaJSON.failure(json))
    verify(error.message.hasPrefix("nodes nested deeper than 200 levels at $.children[0].children[0]"))
    verify(error.message, contains: "…")
  }

  @Test func notesUnknownEnumValuesAndKeepsThem() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node(
        "1:2", box: (0, 0, 10, 10),
        extra: #""layoutMode": "DIAGONAL", "constraints": {"horizontal": "SIDEWAYS", "vertical": "TOP"}"#)
    ])
    let result = try FigmaJSON.load(json)
    let root = try required(result.tree.screens.first?.root)
    verify(root.layout.mode, equals: .unknown("DIAGONAL"))
    verify(root.constraints.horizontal, equals: .unknown("SIDEWAYS"))
    let messages = result.diagnostics.map(\.message)
    verify(
      messages.contains {
        $0.hasPrefix("'layoutMode' has a value figsnap does not know at")
          && $0.hasSuffix("('DIAGONAL'); kept as written")
      })
    verify(
      messages.contains {
        $0.hasPrefix("'constraints.horizontal' has a value figsnap does not know at")
          && $0.hasSuffix("('SIDEWAYS'); kept as written")
      })
    verify(result.diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func keepsUnknownNodeTypesWithANote() throws {
    let json = FigmaJSON.file([
      FigmaJSON.node("1:2", box: (0, 0, 100, 100), children: [FigmaJSON.node("1:3", "WASHI_TAPE", box: (10, 10, 5, 5))])
    ])
    let result = try FigmaJSON.load(json)
    let child = try required(result.tree.screens.first?.root.children.first)
    verify(child.kind, equals: .unknown("WASHI_TAPE"))
    verify(
      result.diagnostics.contains {
        $0.message == "unknown node type 'WASHI_TAPE' kept as an opaque box" && $0.node?.id == "1:3"
      })
  }
}
