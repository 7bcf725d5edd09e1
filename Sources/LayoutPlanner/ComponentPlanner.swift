import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics

/// Plans each component of the catalog as a view class: its layout from its fullest instance, the parameters its
/// instances pass (a text, a hidden layer, an image that differs), and for a set, its variants as the cases of one
/// enum; then what each instance passes.
///
/// A set's variants are one class when they are laid out alike (the same layers, classes and constraints) and differ
/// only in colours, fonts, texts, borders, corners, opacity, visibility or images; otherwise each variant is a class
/// of its own, and a note says why.
struct ComponentPlanner {
  let tree: RuledTree

  /// The class of each component, and what each instance passes, by its node id.
  struct Planned {
    var layouts: [LayoutScreen] = []
    var uses: [String: ComponentUse] = [:]
    /// What an instance changes that its class cannot show, by its node id.
    var todos: [String: [Approximation]] = [:]
    var diagnostics: [Diagnostic] = []
  }

  /// Plans every component of `configurator`'s catalog; class names avoid `taken` (lowercased), which grows.
  func plan(configurator: inout ViewConfigurator, taken: inout Set<String>) -> Planned {
    var planned = Planned()
    for group in configurator.components.groups {
      plan(group, configurator: &configurator, taken: &taken, into: &planned)
    }
    return planned
  }

  private func plan(
    _ group: ComponentCatalog.Group, configurator: inout ViewConfigurator, taken: inout Set<String>,
    into planned: inout Planned
  ) {
    // One template per variant (a plain component is its one variant): its fullest instance, the first of those.
    var variantIDs: [String] = []
    var instancesOf: [String: [RuledNode]] = [:]
    for instance in group.instances {
      let id = instance.design.component?.componentID ?? group.id
      if instancesOf[id] == nil { variantIDs.append(id) }
      instancesOf[id, default: []].append(instance)
    }
    let templates = variantIDs.compactMap { id in (instancesOf[id] ?? []).max { Self.count($0) < Self.count($1) } }
    guard !templates.isEmpty else { return }
    var layouts: [LayoutScreen] = []
    for template in templates {
      let (layout, found) = self.layout(of: template, group: group, configurator: &configurator)
      layouts.append(layout)
      planned.diagnostics += found
    }
    let perVariant = Self.textsDifferingBetween(templates)
    let parameters = Self.parameters(
      of: &layouts[0], template: templates[0], instances: group.instances, perVariant: perVariant,
      assets: &configurator.assets)
    let variantNames = Self.caseNames(templates.map { $0.design.component?.name ?? $0.design.name })
    var classes: [(layout: LayoutScreen, variants: [Int], template: RuledNode)] = []
    if group.isSet, layouts.count > 1 {
      let differing = VariantDifference.properties(
        of: layouts, templates: templates, excluding: Set(parameters.filter { $0.kind != .text }.map(\.view)),
        buttons: tree.options.deploymentMajor >= 15)
      if let differing {
        var spec = Self.spec(group, parameters: parameters)
        spec.variantProperties = differing.properties
        spec.variants = layouts.indices.map { index in
          ComponentVariant(
            name: variantNames[index], figmaName: templates[index].design.component?.name ?? "",
            values: differing.values[index])
        }
        var layout = layouts[0]
        layout.component = spec
        classes = [(layout, Array(layouts.indices), templates[0])]
      } else {
        planned.diagnostics.append(
          Diagnostic(
            .note, "component_variants",
            "the variants of '\(group.name)' are laid out differently: each is a class of its own",
            at: SourceLocation(file: tree.source), node: NodeRef(id: templates[0].design.id, name: group.name)))
        for index in layouts.indices {
          var layout = layouts[index]
          let stem = group.className.hasSuffix("View") ? String(group.className.dropLast(4)) : group.className
          let name = SwiftNaming.screenTypeName(
            stem + SwiftNaming.capitalized(variantNames[index]) + "View", viewClasses: [], screens: taken)
          taken.insert(name.lowercased())
          layout.className = name
          let ownInstances = instancesOf[variantIDs[index]] ?? []
          let own = Self.parameters(
            of: &layout, template: templates[index], instances: ownInstances, assets: &configurator.assets)
          layout.component = Self.spec(group, parameters: own)
          classes.append((layout, [index], templates[index]))
        }
      }
    } else {
      var layout = layouts[0]
      layout.component = Self.spec(group, parameters: parameters)
      classes = [(layout, [0], templates[0])]
    }
    for (layout, variants, template) in classes {
      guard var spec = layout.component else { continue }
      var sized = layout
      for variant in variants {
        for instance in instancesOf[variantIDs[variant]] ?? [] {
          let size = Size(width: instance.design.absolute.width, height: instance.design.absolute.height)
          if !spec.instanceSizes.contains(size) { spec.instanceSizes.append(size) }
          planned.uses[instance.design.id] = ComponentUse(
            className: layout.className, variant: spec.variants.isEmpty ? nil : variantNames[variant],
            arguments: Self.arguments(
              of: instance, for: spec.parameters, template: template, variantTemplate: templates[variant],
              layout: layout, assets: &configurator.assets))
          // An image an instance swaps is its argument, not an override (a text's characters are not compared).
          let passed = Set(
            spec.parameters.filter { $0.kind == .image }.compactMap { LayerPath.paths(in: template)[$0.view] })
          let changed = Self.overrides(of: instance, against: templates[variant], passing: passed)
          if !changed.isEmpty {
            let layers = changed.map { $0.isEmpty ? "itself" : "'\($0)'" }.joined(separator: ", ")
            planned.todos[instance.design.id] = [
              Approximation(
                .approximated, "component_override",
                "this instance of '\(group.name)' changes the fills, strokes, corners, opacity or text style of "
                  + "\(layers); it is drawn as the component")
            ]
          }
        }
      }
      sized.component = spec
      planned.layouts.append(sized)
    }
  }

  /// The layout of a component's class, planned from one of its instances as a card is: no device, no safe area.
  private func layout(of template: RuledNode, group: ComponentCatalog.Group, configurator: inout ViewConfigurator)
    -> (LayoutScreen, [Diagnostic])
  {
    // Its layout is in its own coordinates, from its top-left corner.
    var root = ListPlanner.rebased(template, by: template.design.absolute)
    root.frame.x = 0
    root.frame.y = 0
    let screen = RuledScreen(root: root, page: nil, skipped: [], device: DeviceMatch(device: nil, exact: false))
    var planner = ScreenPlanner(tree: tree, screen: screen, configurator: configurator)
    let result = planner.plan()
    configurator = result.configurator
    var layout = result.screen
    layout.name = group.name
    layout.className = group.className
    return (layout, result.diagnostics)
  }

  private static func spec(_ group: ComponentCatalog.Group, parameters: [ComponentParameter]) -> ComponentSpec {
    ComponentSpec(componentID: group.id, name: group.name, parameters: parameters)
  }

  private static func count(_ node: RuledNode) -> Int { node.children.reduce(1) { $0 + count($1) } }

  /// The paths of the texts of the first template that read differently in another (a variant's label).
  private static func textsDifferingBetween(_ templates: [RuledNode]) -> Set<String> {
    guard templates.count > 1 else { return [] }
    let layers = templates.map(LayerPath.nodes)
    return Set(
      layers[0].keys.filter { path in
        guard layers[0][path]?.design.text != nil else { return false }
        return Set(layers.map { $0[path].flatMap(Self.text) }).count > 1
      })
  }

  // MARK: - Parameters

  /// What instances say and change: every label's text, and each image view's image and layer's visibility that is
  /// not the same in every instance.
  ///
  /// A view whose text or image is a parameter, on a layer Figma named ("Label", "Vector") or named after its text,
  /// is named for what it is in the class (`titleLabel`, `iconImageView`) rather than for the text one instance
  /// shows.
  ///
  /// - Parameter perVariant: the paths of the labels whose text differs between a set's variants: their parameter is
  ///   optional, the variant's own text by default.
  private static func parameters(
    of layout: inout LayoutScreen, template: RuledNode, instances: [RuledNode], perVariant: Set<String> = [],
    assets: inout AssetTable
  ) -> [ComponentParameter] {
    let paths = LayerPath.paths(in: template)
    let own = LayerPath.nodes(in: template)
    let layers = instances.map(LayerPath.nodes)
    var parameters: [ComponentParameter] = []
    // The class's own members are no argument's name.
    var taken: Set<String> = [
      "variant", "apply", "applyBorderColors", "addSubviews", "makeConstraints", "addDecorations",
    ]
    var viewNames = Set(layout.views.map(\.name))
    for index in layout.views.indices {
      let view = layout.views[index]
      guard let path = paths[view.node], !path.isEmpty else { continue }
      let nodes = layers.map { $0[path] }
      let kind: ComponentParameter.Kind?
      var value = ComponentValue.flag(false)
      var values: Set<String> = []
      let layerName = own[path]?.design.name ?? ""
      let namedLayer = !AssetTable.meaningful(layerName).isEmpty && layerName != own[path]?.design.text?.characters
      if view.role == .label, let text = view.properties.text {
        // Every text of a component is what its instances may say: a parameter, the design's text by default.
        kind = .text
        value = .text(text)
      } else if view.role == .image || view.role == .icon, let image = view.properties.imageName {
        value = .image(image)
        for node in nodes.compactMap({ $0 }) { values.insert(assets.name(for: node, context: [layout.name])) }
        values.insert(image)
        kind = values.count > 1 ? .image : nil
      } else {
        kind = nil
      }
      if let kind, !namedLayer {
        let stems =
          kind == .text
          ? ["title", "subtitle", "detail", "caption", "footnote", "note"] : ["icon", "image", "picture"]
        let suffix = kind == .text ? "Label" : "ImageView"
        // The view's own name is free to keep.
        viewNames.remove(view.name)
        if let stem = stems.first(where: { !viewNames.contains($0 + suffix) && !taken.contains($0) }) {
          layout.views[index].name = stem + suffix
        }
        viewNames.insert(layout.views[index].name)
      }
      let base = baseName(of: layout.views[index].name)
      if nodes.contains(where: { $0 == nil }) {
        let name = unique("is" + SwiftNaming.capitalized(base) + "Hidden", &taken)
        parameters.append(ComponentParameter(name: name, kind: .hidden, view: view.node, defaultValue: .flag(false)))
        // What an instance hides, its owner may show later.
        layout.views[index].isExposed = true
      }
      guard let kind else { continue }
      let name: String
      if kind == .text {
        name = unique(ReservedNames.isKeyword(base) ? base + "Text" : base, &taken)
      } else {
        name = unique(
          base.lowercased().hasSuffix("icon") || base.lowercased().hasSuffix("image") ? base : base + "Image", &taken)
      }
      var parameter = ComponentParameter(name: name, kind: kind, view: view.node, defaultValue: value)
      parameter.isOptional = kind == .text && perVariant.contains(path)
      parameters.append(parameter)
    }
    return parameters
  }

  /// What `instance` passes: each parameter whose value in it is not the class's own (for an optional text, not its
  /// variant's, `variantTemplate`'s).
  private static func arguments(
    of instance: RuledNode, for parameters: [ComponentParameter], template: RuledNode, variantTemplate: RuledNode,
    layout: LayoutScreen, assets: inout AssetTable
  ) -> [ComponentArgument] {
    let paths = LayerPath.paths(in: template)
    let layers = LayerPath.nodes(in: instance)
    let variantLayers = LayerPath.nodes(in: variantTemplate)
    var arguments: [ComponentArgument] = []
    for parameter in parameters {
      let node = paths[parameter.view].flatMap { layers[$0] }
      let value: ComponentValue?
      switch parameter.kind {
      case .hidden: value = .flag(node == nil)
      case .text: value = node.flatMap(Self.text).map(ComponentValue.text)
      case .image: value = node.map { .image(assets.name(for: $0, context: [layout.name])) }
      }
      let original =
        parameter.isOptional
        ? paths[parameter.view].flatMap { variantLayers[$0] }.flatMap(Self.text).map(ComponentValue.text)
        : parameter.defaultValue
      if let value, value != original {
        arguments.append(ComponentArgument(name: parameter.name, value: value))
      }
    }
    return arguments
  }

  /// The layers whose look (fills, strokes, corners, opacity, text style) an instance changes from its template's:
  /// overrides no parameter passes (`passing`: the paths of the layers parameters set, and everything below them).
  private static func overrides(of instance: RuledNode, against template: RuledNode, passing: Set<String>)
    -> [String]
  {
    guard instance.design.id != template.design.id else { return [] }
    let own = LayerPath.nodes(in: template)
    var changed: [String] = []
    for (path, node) in LayerPath.nodes(in: instance).sorted(by: { $0.key < $1.key }) {
      if passing.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
      guard let original = own[path]?.design else { continue }
      let design = node.design
      let look = (design.appearance.fills, design.appearance.strokes, design.appearance.cornerRadius, design.opacity)
      let originalLook = (
        original.appearance.fills, original.appearance.strokes, original.appearance.cornerRadius, original.opacity
      )
      if look != originalLook || design.text?.style != original.text?.style {
        changed.append(path.isEmpty ? "" : design.name)
      }
    }
    return changed
  }

  private static func text(of node: RuledNode) -> String? {
    node.design.text.map { ViewConfigurator.cased($0.characters, $0.style.textCase) }
  }

  /// `titleLabel` → `title`, `iconImageView` → `icon`, `badgeView` → `badge`.
  private static func baseName(of viewName: String) -> String {
    let suffix = ["ImageView", "Label", "Button", "View"].first { viewName.hasSuffix($0) && viewName.count > $0.count }
    return String(viewName.dropLast(suffix?.count ?? 0))
  }

  private static func unique(_ name: String, _ taken: inout Set<String>) -> String {
    var candidate = name
    var number = 2
    while taken.contains(candidate) {
      candidate = name + String(number)
      number += 1
    }
    taken.insert(candidate)
    return candidate
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// The enum case of each variant: the values of its properties that differ between variants (`State=Success,
  /// Size=Large` → `success` where only the state differs), as Swift identifiers, unique.
  static func caseNames(_ names: [String]) -> [String] {
    let properties = names.map { name in
      name.split(separator: ",").map { part -> (String, String) in
        let pair = part.split(separator: "=", maxSplits: 1).map { trimmed(String($0)) }
        return pair.count == 2 ? (pair[0], pair[1]) : ("", pair.first ?? "")
      }
    }
    let keys = Set(properties.flatMap { $0.map(\.0) })
    let differing = keys.filter { key in Set(properties.map { $0.first { $0.0 == key }?.1 ?? "" }).count > 1 }
    var taken: Set<String> = []
    return properties.enumerated().map { index, pairs in
      let words = pairs.filter { differing.contains($0.0) || differing.isEmpty }.flatMap { NameWords.words($0.1) }
      var name =
        words.isEmpty
        ? "variant\(index + 1)"
        : words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : SwiftNaming.capitalized($0.element) }
          .joined()
      if name.first?.isNumber ?? true || ReservedNames.contains(name, in: .view) { name = "variant" + name }
      return unique(name, &taken)
    }
  }
}
