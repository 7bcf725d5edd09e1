import Decisions
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// What a component's instances say and change, as the parameters of its class, and what each instance passes.
enum ComponentParameters {
  /// What instances say and change: every label's text, and each image view's image and layer's visibility that is
  /// not the same in every instance.
  ///
  /// A view whose text or image is a parameter, on a layer Figma named ("Label", "Vector") or named after its text,
  /// is named for what it is in the class (`titleLabel`, `iconImageView`) rather than for the text one instance
  /// shows.
  ///
  /// - Parameter perVariant: the paths of the labels whose text differs between a set's variants: their parameter is
  ///   optional, the variant's own text by default.
  static func parameters(
    of layout: inout LayoutScreen, template: RuledNode, instances: [RuledNode], perVariant: Set<String> = [],
    assets: inout AssetTable
  ) -> [ComponentParameter] {
    let paths = LayerPath.paths(in: template)
    let own = LayerPath.nodes(in: template)
    let layers = instances.map(LayerPath.nodes)
    var parameters: [ComponentParameter] = []
    // The class's own members are no argument's name, nor is a SwiftUI view's `body`.
    var taken: Set<String> = [
      "variant", "apply", "applyBorderColors", "addSubviews", "makeConstraints", "addDecorations", "body",
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
      // A layer named alike in every instance names the view (frames drawn alike name a copied text for what it says).
      let namedAlike = Set(nodes.compactMap { $0?.design.name }).count <= 1
      let namedLayer =
        namedAlike && !AssetTable.meaningful(layerName).isEmpty && layerName != own[path]?.design.text?.characters
      // Frames drawn alike say the same where a text is drawn in runs of several styles: the class draws it so. A
      // text every one of them says alike ("Status", "Amount") is the class's own, not what an owner passes.
      let alike = !LayerPath.isInstance(template)
      let styledAlike = alike && own[path]?.design.text?.overrideStyles.isEmpty == false
      let saidAlike = alike && Set(nodes.map { $0?.design.text?.characters }).count == 1
      if view.role == .label, let text = view.properties.text, !styledAlike, !saidAlike {
        // Every text of a component is what its instances may say: a parameter, the design's text by default.
        kind = .text
        value = .text(text)
      } else if view.role == .image || view.role == .icon, let image = view.properties.imageName {
        value = .image(image)
        for (instance, node) in zip(instances, nodes) {
          guard let node else { continue }
          values.insert(assets.name(for: node, context: context(of: instance, in: layout)))
        }
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
      // A parameter is named like no member and no view of the class (a view left `label` has no `label` argument).
      func parameterName(_ name: String) -> String {
        var avoided = taken.union(viewNames)
        // A layer named Body says a text: `bodyText`, not `body2`.
        let unique = SwiftName.unique(name == "body" ? "bodyText" : name, in: &avoided)
        taken.insert(unique)
        return unique
      }
      if nodes.contains(where: { $0 == nil }) {
        let name = parameterName("is" + SwiftName.upperFirst(base) + "Hidden")
        parameters.append(ComponentParameter(name: name, kind: .hidden, view: view.node, defaultValue: .flag(false)))
        // What an instance hides, its owner may show later.
        layout.views[index].isExposed = true
      }
      guard let kind else { continue }
      let name: String
      if kind == .text {
        name = parameterName(ReservedNames.isKeyword(base) ? base + "Text" : base)
      } else {
        name = parameterName(
          base.lowercased().hasSuffix("icon") || base.lowercased().hasSuffix("image") ? base : base + "Image")
      }
      var parameter = ComponentParameter(name: name, kind: kind, view: view.node, defaultValue: value)
      parameter.isOptional = kind == .text && perVariant.contains(path)
      parameters.append(parameter)
    }
    return parameters
  }

  /// What `instance` passes: each parameter whose value in it is not the class's own (for an optional text, not its
  /// variant's, `variantTemplate`'s).
  static func arguments(
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
      case .image: value = node.map { .image(assets.name(for: $0, context: context(of: instance, in: layout))) }
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
  static func overrides(of instance: RuledNode, against template: RuledNode, passing: Set<String>)
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

  /// The names around an instance's image, nearest last: its component's, and for a frame drawn alike with others,
  /// its own ("Region" for the icon of the region row).
  private static func context(of instance: RuledNode, in layout: LayoutScreen) -> [String] {
    LayerPath.isInstance(instance) ? [layout.name] : [layout.name, instance.design.name]
  }

  static func text(of node: RuledNode) -> String? {
    node.design.text.map { ViewConfigurator.cased($0.characters, $0.style.textCase) }
  }

  /// `titleLabel` → `title`, `iconImageView` → `icon`, `badgeView` → `badge`.
  static func baseName(of viewName: String) -> String {
    let suffix = ["ImageView", "Label", "Button", "View"].first { viewName.hasSuffix($0) && viewName.count > $0.count }
    return String(viewName.dropLast(suffix?.count ?? 0))
  }

  static func unique(_ name: String, _ taken: inout Set<String>) -> String { SwiftName.unique(name, in: &taken) }

}
