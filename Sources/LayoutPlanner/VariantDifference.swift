import Decisions
import LayoutIR
import Semantics

/// What differs between the layouts of a component set's variants, when they can be one class: the same layers (by
/// ``LayerPath``) with the same classes, roles and constraints, whose properties differ only in what a variant can
/// set (``VariantProperty/Key``).
enum VariantDifference {
  /// The differing properties (views by their node in the first layout) and each variant's values of them; nil when
  /// the variants are laid out differently.
  ///
  /// - Parameters:
  ///   - excluding: views whose image and visibility instances set (parameters), not variants; a text a variant sets
  ///     is the variant's, which an instance's argument replaces.
  ///   - buttons: whether a button may differ as a whole (its title, image, colours, font: a configuration a
  ///     variant sets, from iOS 15).
  static func properties(
    of layouts: [LayoutScreen], templates: [RuledNode], excluding parameterViews: Set<String>, buttons: Bool
  ) -> (properties: [VariantProperty], values: [[VariantValue]])? {
    let paths = templates.map(LayerPath.paths)
    let shapes = layouts.indices.map { shape(of: layouts[$0], paths: paths[$0], buttons: buttons) }
    guard let first = shapes.first ?? nil, shapes.allSatisfy({ $0?.views == first.views }) else { return nil }
    // Per variant, the properties of each view (the root first) in the first layout's order.
    let properties = layouts.indices.map { index in
      [layouts[index].rootProperties] + (shapes[index]?.properties ?? [])
    }
    let views = [layouts[0].node] + first.nodes
    let roles = [ViewRole.container] + layouts[0].views.map(\.role)
    var differing: [VariantProperty] = []
    var values: [[VariantValue]] = layouts.map { _ in [] }
    for (position, view) in views.enumerated() {
      // A button that differs is set whole: its configuration.
      if position > 0, let specs = Self.buttons(at: position - 1, in: layouts, shapes: shapes, enabled: buttons) {
        differing.append(VariantProperty(view: view, key: .button))
        for index in specs.indices { values[index].append(.view(specs[index])) }
        continue
      }
      let set = properties.map { $0[position] }
      // Everything a variant cannot set must be the same.
      guard Set(set.map(blanked)).count == 1 else { return nil }
      for key in VariantProperty.Key.allCases where key != .button {
        if parameterViews.contains(view), [.image, .isHidden].contains(key) { continue }
        let each = set.map { value(of: key, in: $0) }
        guard Set(each).count > 1 else { continue }
        guard settable(key, on: roles[position]) else { return nil }
        differing.append(VariantProperty(view: view, key: key))
        for index in each.indices { values[index].append(each[index]) }
      }
    }
    return (differing, values)
  }

  /// A layout's views by layer path, with what must be alike in every variant, and their properties.
  private struct Shape {
    /// Per view: its path, parent's path, class, role, constraints (targets by path), content size, stack and
    /// control, which a variant cannot change.
    var views: [String]
    /// The views' nodes.
    var nodes: [String]
    var properties: [ViewProperties]
  }

  /// Each variant's view at `index` (in the shapes' order), when it is a button whose configuration differs between
  /// them; nil when it is no button or is the same in every variant.
  private static func buttons(at index: Int, in layouts: [LayoutScreen], shapes: [Shape?], enabled: Bool)
    -> [ViewSpec]?
  {
    guard enabled else { return nil }
    var specs: [ViewSpec] = []
    for (layout, shape) in zip(layouts, shapes) {
      guard let node = shape?.nodes[index], let view = layout.views.first(where: { $0.node == node }),
        isConfiguredButton(view)
      else { return nil }
      specs.append(view)
    }
    let looks = Set(specs.map { [String(describing: $0.properties), String(describing: $0.control)] })
    return looks.count > 1 ? specs : nil
  }

  private static func isConfiguredButton(_ view: ViewSpec) -> Bool {
    view.role == .button && view.uikitClass == "UIButton" && view.uikit?.initializer == nil
  }

  private static func shape(of layout: LayoutScreen, paths: [String: String], buttons: Bool) -> Shape? {
    var shape = Shape(views: [], nodes: [], properties: [])
    func path(_ id: String) -> String? { id == layout.node ? "" : paths[id] }
    for view in layout.views {
      guard let own = path(view.node), let parent = path(view.parent), view.list == nil else { return nil }
      let constraints = view.constraints.map { constraint -> String in
        var target = ""
        switch constraint.target {
        case .view(let id, let attribute): target = "view(\(path(id) ?? id)).\(attribute.rawValue)"
        default: target = "\(constraint.target)"
        }
        return [
          constraint.attribute.rawValue, constraint.relation.rawValue, target, "\(constraint.multiplier)",
          "\(constraint.constant)", "\(constraint.priority)",
        ].joined(separator: " ")
      }
      // A button a variant configures may show another title at another size.
      let whole = buttons && isConfiguredButton(view)
      let content = whole ? "" : "\(String(describing: view.intrinsic)) \(String(describing: view.control))"
      let described =
        [own, parent, view.uikitClass, view.role.rawValue] + constraints + [
          "\(String(describing: view.role == .stack ? view.flow : nil)) \(content)"
        ]
      shape.views.append(described.joined(separator: "|"))
      shape.nodes.append(view.node)
      shape.properties.append(view.properties)
    }
    return shape
  }

  /// Whether a variant can set `key` on a view with `role`: a label's text and font, an image view's image and tint,
  /// and anyone's background, border, corners, opacity and visibility (a control's only its opacity and visibility).
  private static func settable(_ key: VariantProperty.Key, on role: ViewRole) -> Bool {
    switch key {
    case .alpha, .isHidden: true
    case .textColor, .text, .font: role == .label
    case .tintColor, .image: role == .image || role == .icon
    case .backgroundColor, .borderColor, .borderWidth, .cornerRadius: !role.isControl && role != .list
    case .button: role == .button
    }
  }

  /// The properties without what a variant may set.
  private static func blanked(_ properties: ViewProperties) -> ViewProperties {
    var blank = properties
    blank.backgroundColor = nil
    blank.textColor = nil
    blank.tintColor = nil
    blank.text = nil
    blank.font = nil
    blank.borderColor = nil
    blank.borderWidth = nil
    blank.cornerRadius = nil
    blank.alpha = nil
    blank.isHidden = nil
    blank.imageName = nil
    return blank
  }

  private static func value(of key: VariantProperty.Key, in properties: ViewProperties) -> VariantValue {
    let value: VariantValue? =
      switch key {
      case .backgroundColor: properties.backgroundColor.map(VariantValue.color)
      case .textColor: properties.textColor.map(VariantValue.color)
      case .tintColor: properties.tintColor.map(VariantValue.color)
      case .text: properties.text.map(VariantValue.text)
      case .font: properties.font.map(VariantValue.font)
      case .borderColor: properties.borderColor.map(VariantValue.color)
      case .borderWidth: properties.borderWidth.map(VariantValue.number)
      case .cornerRadius: properties.cornerRadius.map(VariantValue.number)
      case .alpha: properties.alpha.map(VariantValue.number)
      case .isHidden: properties.isHidden == true ? .flag(true) : nil
      case .image: properties.imageName.map(VariantValue.image)
      case .button: nil
      }
    return value ?? .none
  }
}
