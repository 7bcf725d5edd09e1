import Diagnostics
public import JSONText
import Semantics

/// The IR's public JSON form (`figsnap ir --json`), exactly as `docs/IR-JSON.md` specifies: sorted keys, numbers
/// rounded to 1/1000, optional fields left out where they are at their defaults.
///
/// Version 2 gave views a `role` and made colours, fonts, text alignment and content mode values instead of Swift
/// expressions; version 4 left UIKit's classes, its stacks and the planner's Swift to the UIKit target: a view's
/// `uikit` (a team's own class, initialiser and properties) is the only Swift left, and only that target reads it.
public enum LayoutJSON {
  /// The document as a JSON value.
  public static func json(_ document: LayoutDocument) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "version": .number(Double(document.version)),
      "source": .string(document.source),
      "ruleset": .string(document.ruleset),
      "screens": .array(document.screens.map(screen)),
      "diagnostics": .array(document.diagnostics.sorted().map(DiagnosticPrinter.jsonValue)),
    ]
    if !document.assets.isEmpty { object["assets"] = .array(document.assets.map(AssetManifest.entry)) }
    if !document.components.isEmpty { object["components"] = .array(document.components.map(screen)) }
    if !document.palette.isEmpty {
      object["palette"] = .array(
        document.palette.map { entry in
          .object([
            "symbol": .string(entry.symbol), "color": StyleJSON.color(entry.color.value),
            "uses": .number(Double(entry.uses)),
          ])
        })
    }
    if !document.shadowStyles.isEmpty {
      object["shadowStyles"] = .array(
        document.shadowStyles.map { style in
          .object([
            "name": .string(style.name), "member": .string(style.member),
            "shadows": .array(style.shadows.map(DecorationJSON.shadow)),
          ])
        })
    }
    if !document.fontPalette.isEmpty {
      object["fontPalette"] = .array(
        document.fontPalette.map { entry in
          .object([
            "symbol": .string(entry.symbol), "font": StyleJSON.font(entry.font), "uses": .number(Double(entry.uses)),
          ])
        })
    }
    return .object(object)
  }

  private static func screen(_ screen: LayoutScreen) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "node": .string(screen.node),
      "name": .string(screen.name),
      "className": .string(screen.className),
      "canvas": .object(["width": .number(screen.canvas.width), "height": .number(screen.canvas.height)]),
      "safeArea": insets(screen.safeArea),
      "views": .array(screen.views.map(view)),
      "skipped": .array(
        screen.skipped.map {
          .object(["node": .string($0.node), "name": .string($0.name), "reason": .string($0.reason)])
        }),
    ]
    if let chrome = screen.chrome {
      object["chrome"] = .object(Dictionary(uniqueKeysWithValues: ChromeJSON.entries(chrome)))
    }
    let root = ViewPropertyList.entries(screen.rootProperties)
    if !root.isEmpty { object["rootProperties"] = .object(Dictionary(uniqueKeysWithValues: root)) }
    if let flow = screen.rootFlow { object["rootFlow"] = FlowJSON.json(flow) }
    if !screen.rootTodos.isEmpty { object["rootTodos"] = .array(screen.rootTodos.map(DecorationJSON.approximation)) }
    if let component = screen.component {
      object["component"] = .object(Dictionary(uniqueKeysWithValues: ComponentJSON.entries(component)))
    }
    return .object(object)
  }

  private static func view(_ view: ViewSpec) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "node": .string(view.node),
      "name": .string(view.name),
      "role": .string(view.role.rawValue),
      "parent": .string(view.parent),
      "frame": .object([
        "x": .number(view.frame.x), "y": .number(view.frame.y), "width": .number(view.frame.width),
        "height": .number(view.frame.height),
      ]),
      "intrinsic": view.intrinsic.map { .object(["width": number($0.width), "height": number($0.height)]) } ?? .null,
      "constraints": .array(view.constraints.map(constraint)),
    ]
    if let baselines = view.baselines {
      object["baselines"] = .object(["first": .number(baselines.first), "last": .number(baselines.last)])
    }
    if let priorities = view.contentPriorities {
      object["contentPriorities"] = .object([
        "hugging": .object([
          "horizontal": .number(priorities.huggingHorizontal), "vertical": .number(priorities.huggingVertical),
        ]),
        "compression": .object([
          "horizontal": .number(priorities.compressionHorizontal), "vertical": .number(priorities.compressionVertical),
        ]),
      ])
    }
    if let flow = view.flow { object["flow"] = FlowJSON.json(flow) }
    if let item = view.item { object["item"] = FlowJSON.json(item) }
    if let uikit = view.uikit { object["uikit"] = Self.uikit(uikit) }
    let properties = ViewPropertyList.entries(view.properties)
    if !properties.isEmpty { object["properties"] = .object(Dictionary(uniqueKeysWithValues: properties)) }
    if let control = view.control {
      object["control"] = .object(Dictionary(uniqueKeysWithValues: ControlJSON.entries(control)))
    }
    if let accessibility = view.accessibility {
      object["accessibility"] = .object(Dictionary(uniqueKeysWithValues: ControlJSON.entries(accessibility)))
    }
    if view.isExposed { object["exposed"] = .bool(true) }
    if let use = view.component {
      object["component"] = .object(Dictionary(uniqueKeysWithValues: ComponentJSON.entries(use)))
    }
    if let list = view.list {
      var fields = Dictionary(uniqueKeysWithValues: ChromeJSON.entries(list))
      fields["cell"] = screen(list.cell)
      object["list"] = .object(fields)
    }
    if !view.todos.isEmpty { object["todos"] = .array(view.todos.map(DecorationJSON.approximation)) }
    return .object(object)
  }

  /// A view's UIKit-only part: `class`, `initializer` and `properties` (by property path), each where it is set.
  public static func uikit(_ uikit: UIKitCustomization) -> JSONOutput {
    var object: [String: JSONOutput] = [:]
    if let className = uikit.className { object["class"] = .string(className) }
    if let initializer = uikit.initializer { object["initializer"] = .string(initializer) }
    if !uikit.properties.isEmpty { object["properties"] = .object(uikit.properties.mapValues(JSONOutput.string)) }
    return .object(object)
  }

  /// One constraint as JSON.
  public static func constraint(_ constraint: Constraint) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "attribute": .string(constraint.attribute.rawValue),
      "relation": .string(constraint.relation.rawValue),
      "target": target(constraint.target),
      "multiplier": .number(constraint.multiplier),
      "constant": .number(constraint.constant),
      "priority": .number(constraint.priority),
      "origin": .string(constraint.origin),
    ]
    if constraint.implicit { object["implicit"] = .bool(true) }
    if let token = constraint.token { object["token"] = .string(token) }
    return .object(object)
  }

  private static func target(_ target: Constraint.Target) -> JSONOutput {
    switch target {
    case .constant: .null
    case .superview(let attribute): .object(["item": .string("superview"), "attribute": .string(attribute.rawValue)])
    case .safeArea(let attribute): .object(["item": .string("safeArea"), "attribute": .string(attribute.rawValue)])
    case .view(let id, let attribute): .object(["item": .string(id), "attribute": .string(attribute.rawValue)])
    case .scrollGuide(let guide, let attribute):
      .object(["item": .string(guide.rawValue), "attribute": .string(attribute.rawValue)])
    case .keyboard(let attribute):
      .object(["item": .string("keyboardLayoutGuide"), "attribute": .string(attribute.rawValue)])
    }
  }

  /// `{"top", "leading", "bottom", "trailing"}`.
  public static func insets(_ insets: EdgeInsets) -> JSONOutput {
    .object([
      "top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
      "trailing": .number(insets.trailing),
    ])
  }

  private static func number(_ value: Double?) -> JSONOutput { value.map(JSONOutput.number) ?? .null }
}

/// A view's properties as named values, in a fixed order, for the JSON form and the dump.
public enum ViewPropertyList {
  /// The properties that are set, as `(name, value)`.
  public static func entries(_ properties: ViewProperties) -> [(String, JSONOutput)] {
    var entries: [(String, JSONOutput)] = []
    func add(_ key: String, _ value: JSONOutput?) { if let value { entries.append((key, value)) } }
    add("text", properties.text.map(JSONOutput.string))
    add("font", properties.font.map(StyleJSON.font))
    add("textColor", properties.textColor.map(StyleJSON.color))
    add("textAlignment", properties.textAlignment.map { .string($0.rawValue) })
    add("numberOfLines", properties.numberOfLines.map { .number(Double($0)) })
    add("lineHeight", properties.lineHeight.map(JSONOutput.number))
    add("lineHeightToken", properties.lineHeightToken.map(JSONOutput.string))
    if !properties.textAttributes.isEmpty {
      add("textAttributes", DecorationJSON.textAttributes(properties.textAttributes))
    }
    add("backgroundColor", properties.backgroundColor.map(StyleJSON.color))
    add("cornerRadius", properties.cornerRadius.map(JSONOutput.number))
    add("cornerRadiusToken", properties.cornerRadiusToken.map(JSONOutput.string))
    add("borderWidth", properties.borderWidth.map(JSONOutput.number))
    add("borderColor", properties.borderColor.map(StyleJSON.color))
    add("alpha", properties.alpha.map(JSONOutput.number))
    add("clipsToBounds", properties.clipsToBounds.map(JSONOutput.bool))
    add("imageName", properties.imageName.map(JSONOutput.string))
    add("contentMode", properties.contentMode.map { .string($0.rawValue) })
    add("tintColor", properties.tintColor.map(StyleJSON.color))
    add(
      "symbolConfiguration",
      properties.symbolConfiguration.map {
        .object(["pointSize": .number($0.pointSize), "weight": .string($0.weight.rawValue)])
      })
    add("isHidden", properties.isHidden.map(JSONOutput.bool))
    if !properties.decoration.isEmpty { add("decoration", DecorationJSON.decoration(properties.decoration)) }
    add("scrollsContent", properties.scrollsContent.map(JSONOutput.bool))
    add("adjustsContentInsets", properties.adjustsContentInsets.map(JSONOutput.bool))
    add("dismissesKeyboardInteractively", properties.dismissesKeyboardInteractively.map(JSONOutput.bool))
    add("keepsLightAppearance", properties.keepsLightAppearance.map(JSONOutput.bool))
    return entries
  }
}
