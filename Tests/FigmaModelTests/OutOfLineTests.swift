import FigmaModel
import TestSupport
import Testing

/// Issue 33: a node's rarely set fields are kept out of line, and still behave as values.
@Suite struct OutOfLineTests {
  private func properties() -> NodeProperties { NodeProperties(id: "1:2", name: "Card", kind: .frame) }

  @Test func aCopyChangesAloneAndCompareByValue() {
    var first = properties()
    first.layout.itemSpacing = 12
    var second = first
    second.layout.itemSpacing = 16
    verify(first.layout.itemSpacing == 12 && second.layout.itemSpacing == 16)
    second.layout.itemSpacing = 12
    verify(first == second && first.hashValue == second.hashValue)
  }

  @Test func aDefaultMadeByChangesEqualsTheDefaultLeftAlone() {
    var changed = properties()
    changed.layout.itemSpacing = 8
    changed.layout.itemSpacing = AutoLayout().itemSpacing
    changed.text = nil
    verify(changed == properties() && changed.hashValue == properties().hashValue)
    var withText = properties()
    withText.text = TextContent(characters: "Hello", style: TextStyle())
    verify(withText != properties() && withText.text?.characters == "Hello")
  }
}
