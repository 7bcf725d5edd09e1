import Decisions
import Diagnostics
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

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
    // Frames drawn alike have the same layers: the one saying the most is laid out, so that the others fit.
    let fullness = { (node: RuledNode) in (Self.count(node), group.isStructural ? Self.characters(in: node) : 0) }
    let templates = variantIDs.compactMap { id in (instancesOf[id] ?? []).max { fullness($0) < fullness($1) } }
    guard !templates.isEmpty else { return }
    var layouts: [LayoutScreen] = []
    for template in templates {
      let (layout, found) = self.layout(of: template, group: group, configurator: &configurator)
      layouts.append(layout)
      planned.diagnostics += found
    }
    let perVariant = Self.textsDifferingBetween(templates)
    let parameters = ComponentParameters.parameters(
      of: &layouts[0], template: templates[0], instances: group.instances, perVariant: perVariant,
      assets: &configurator.assets)
    let variantNames = VariantCaseNames.names(templates.map { $0.design.component?.name ?? $0.design.name })
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
            stem + SwiftName.upperFirst(variantNames[index]) + "View", viewClasses: [], screens: taken)
          taken.insert(name.lowercased())
          layout.className = name
          let ownInstances = instancesOf[variantIDs[index]] ?? []
          let own = ComponentParameters.parameters(
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
            arguments: ComponentParameters.arguments(
              of: instance, for: spec.parameters, template: template, variantTemplate: templates[variant],
              layout: layout, assets: &configurator.assets))
          // An image an instance swaps is its argument, not an override (a text's characters are not compared).
          let passed = Set(
            spec.parameters.filter { $0.kind == .image }.compactMap { LayerPath.paths(in: template)[$0.view] })
          let changed = ComponentParameters.overrides(of: instance, against: templates[variant], passing: passed)
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

  private static func characters(in node: RuledNode) -> Int {
    node.children.reduce(node.design.text?.characters.count ?? 0) { $0 + characters(in: $1) }
  }

  /// The paths of the texts of the first template that read differently in another (a variant's label).
  private static func textsDifferingBetween(_ templates: [RuledNode]) -> Set<String> {
    guard templates.count > 1 else { return [] }
    let layers = templates.map(LayerPath.nodes)
    return Set(
      layers[0].keys.filter { path in
        guard layers[0][path]?.design.text != nil else { return false }
        return Set(layers.map { $0[path].flatMap(ComponentParameters.text) }).count > 1
      })
  }
}
