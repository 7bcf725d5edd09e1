import JSONText
import TestSupport
import Testing

@Suite struct JSONOutputTests {
  @Test(arguments: [
    (16.0, "16"), (-16, "-16"), (0.3, "0.3"), (-0.0, "0"), (0.0004, "0"), (-0.0004, "0"), (12.3456, "12.346"),
    (1901.9951, "1901.995"), (1e15, "1000000000000000"), (0.1 + 0.2, "0.3"), (.nan, "nan"), (-.infinity, "-inf"),
  ])
  func formatsNumbersTheOneWay(value: Double, text: String) {
    verify(NumberText.format(value), equals: text)
  }

  @Test func printsObjectsWithSortedKeysAndEscapedStrings() {
    let value = JSONOutput.object([
      "b": .array([.number(1), .null, .bool(true)]),
      "a": .string("quote \" slash / tab \t bell \u{07} 中"),
      "c": .object([:]),
      "d": .array([]),
    ])
    let expected = """
      {
        "a": "quote \\" slash / tab \\t bell \\u0007 中",
        "b": [
          1,
          null,
          true
        ],
        "c": {},
        "d": []
      }

      """
    verify(value.rendered(), equals: expected)
    verify(value.renderedCompact().hasPrefix(#"{"a":"quote \" slash"#))
  }

  @Test func printsNonFiniteNumbersAsNull() {
    verify(JSONOutput.array([.number(.infinity)]).renderedCompact(), equals: "[null]")
  }
}
