public import JSONText
import Semantics

/// A view's control, accessibility and exposure as named values in a fixed order, for the JSON form and the dump.
public enum ControlJSON {
  /// The control's set fields, as `(name, value)`; its kind is the view's role.
  public static func entries(_ control: ControlSpec) -> [(String, JSONOutput)] {
    switch control {
    case .button(let button): entries(button)
    case .textField(let input), .textView(let input): entries(input)
    case .toggle(let toggle):
      fields { add in
        add("isOn", toggle.isOn.map(JSONOutput.bool))
        add("tint", toggle.tint.map(StyleJSON.color))
      }
    case .slider(let track), .progress(let track):
      fields { add in
        add("value", track.value.map(JSONOutput.number))
        add("tint", track.tint.map(StyleJSON.color))
        add("trackTint", track.trackTint.map(StyleJSON.color))
      }
    case .segmentedControl(let segmented):
      fields { add in
        add("tint", segmented.tint.map(StyleJSON.color))
        if !segmented.segments.isEmpty { add("segments", .array(segmented.segments.map(JSONOutput.string))) }
        add("selectedIndex", segmented.selectedIndex.map { .number(Double($0)) })
      }
    case .pageControl(let pages):
      fields { add in
        add("tint", pages.tint.map(StyleJSON.color))
        add("trackTint", pages.trackTint.map(StyleJSON.color))
        add("selectedIndex", pages.selectedIndex.map { .number(Double($0)) })
        add("count", pages.count.map { .number(Double($0)) })
      }
    }
  }

  private static func entries(_ button: ButtonControl) -> [(String, JSONOutput)] {
    fields { add in
      add("title", button.title.map(JSONOutput.string))
      add("image", button.image.map(JSONOutput.string))
      add("imageTint", button.imageTint.map(StyleJSON.color))
      add("imagePlacement", button.imagePlacement.map { .string($0.rawValue) })
      add("imagePadding", button.imagePadding.map(JSONOutput.number))
      add("buttonStyle", button.buttonStyle.map { .string($0.rawValue) })
      add("contentInsets", button.contentInsets.map(LayoutJSON.insets))
      add("isSelected", button.isSelected.map(JSONOutput.bool))
    }
  }

  private static func entries(_ input: TextInputControl) -> [(String, JSONOutput)] {
    func spacing(_ spacing: TextInputControl.IconSpacing) -> JSONOutput {
      .object([
        "outer": .number(spacing.outer), "width": .number(spacing.width), "height": .number(spacing.height),
        "inner": .number(spacing.inner),
      ])
    }
    return fields { add in
      add("placeholder", input.placeholder.map(JSONOutput.string))
      add("placeholderColor", input.placeholderColor.map(StyleJSON.color))
      add("isSecure", input.isSecure.map(JSONOutput.bool))
      add("keyboard", input.keyboard.map { .string($0.rawValue) })
      add("contentType", input.contentType.map { .string($0.rawValue) })
      add("returnKey", input.returnKey.map { .string($0.rawValue) })
      add("autocapitalization", input.autocapitalization.map { .string($0.rawValue) })
      add("leadingImage", input.leadingImage.map(JSONOutput.string))
      add("leadingImageSpacing", input.leadingImageSpacing.map(spacing))
      add("trailingImage", input.trailingImage.map(JSONOutput.string))
      add("trailingImageSpacing", input.trailingImageSpacing.map(spacing))
      add("leadingImageTint", input.leadingImageTint.map(StyleJSON.color))
      add("trailingImageTint", input.trailingImageTint.map(StyleJSON.color))
      add("textInsets", input.textInsets.map(LayoutJSON.insets))
    }
  }

  /// The fields `build` adds, in its order, leaving out those that are nil.
  private static func fields(_ build: ((String, JSONOutput?) -> Void) -> Void) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    build { key, value in if let value { entries.append((key, value)) } }
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
