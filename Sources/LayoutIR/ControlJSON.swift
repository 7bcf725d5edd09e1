public import JSONText
import Semantics

/// A view's control, accessibility and exposure as named values in a fixed order, for the JSON form and the dump.
public enum ControlJSON {
  /// The control's set fields, as `(name, value)`.
  public static func entries(_ control: ControlSpec) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    func add(_ key: String, _ value: JSONOutput?) { if let value { entries.append((key, value)) } }
    let insets = LayoutJSON.insets
    add("title", control.title.map(JSONOutput.string))
    add("image", control.image.map(JSONOutput.string))
    add("imageTint", control.imageTint.map(StyleJSON.color))
    add("imagePlacement", control.imagePlacement.map { .string($0.rawValue) })
    add("imagePadding", control.imagePadding.map(JSONOutput.number))
    add("buttonStyle", control.buttonStyle.map { .string($0.rawValue) })
    add("contentInsets", control.contentInsets.map(insets))
    add("isSelected", control.isSelected.map(JSONOutput.bool))
    add("placeholder", control.placeholder.map(JSONOutput.string))
    add("placeholderColor", control.placeholderColor.map(StyleJSON.color))
    add("isSecure", control.isSecure.map(JSONOutput.bool))
    add("keyboard", control.keyboard.map { .string($0.rawValue) })
    add("contentType", control.contentType.map { .string($0.rawValue) })
    add("returnKey", control.returnKey.map { .string($0.rawValue) })
    add("autocapitalization", control.autocapitalization.map { .string($0.rawValue) })
    func spacing(_ spacing: ControlSpec.IconSpacing) -> JSONOutput {
      .object([
        "outer": .number(spacing.outer), "width": .number(spacing.width), "height": .number(spacing.height),
        "inner": .number(spacing.inner),
      ])
    }
    add("leadingImage", control.leadingImage.map(JSONOutput.string))
    add("leadingImageSpacing", control.leadingImageSpacing.map(spacing))
    add("trailingImage", control.trailingImage.map(JSONOutput.string))
    add("trailingImageSpacing", control.trailingImageSpacing.map(spacing))
    add("leadingImageTint", control.leadingImageTint.map(StyleJSON.color))
    add("trailingImageTint", control.trailingImageTint.map(StyleJSON.color))
    add("textInsets", control.textInsets.map(insets))
    add("isOn", control.isOn.map(JSONOutput.bool))
    add("value", control.value.map(JSONOutput.number))
    add("tint", control.tint.map(StyleJSON.color))
    add("trackTint", control.trackTint.map(StyleJSON.color))
    if !control.segments.isEmpty { add("segments", .array(control.segments.map(JSONOutput.string))) }
    add("selectedIndex", control.selectedIndex.map { .number(Double($0)) })
    add("count", control.count.map { .number(Double($0)) })
    return entries
  }

  /// The accessibility's set fields.
  public static func entries(_ accessibility: AccessibilitySpec) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    if let label = accessibility.label { entries.append(("label", .string(label))) }
    if accessibility.isHeader { entries.append(("isHeader", .bool(true))) }
    if let element = accessibility.isElement { entries.append(("isElement", .bool(element))) }
    return entries
  }
}
