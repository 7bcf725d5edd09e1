import FigmaModel
import Foundation
import JSONText
import LayoutIR
import Pipeline
import Semantics
import SwiftSource
import TestSupport
import Testing

/// Every image the generated code shows is one asset of the manifest, two different images never share a name, and
/// an icon is one image view: over the examples, the default ruleset's cases and the shared fixtures.
struct AssetTests {
  static var inputs: [String] { ExampleCase.allInputs }

  @Test(arguments: inputs)
  func everyImageTheCodeShowsIsOneAssetOfTheManifest(input: String) throws {
    let run = try PipelineCache.run(input)
    let layout = try required(run.layout)
    let document = layout.document
    let code = SwiftStatements.unbroken(run.files.map(\.contents).joined())
    let manifest = try JSONDocument(bytes: Array(Converter().assetManifest(layout).contents.utf8)).root
    let listed = Set((manifest["assets"]?.elements ?? []).compactMap { $0["name"]?.string })
    verify(listed, equals: Set(document.assets.map(\.name)))
    verify(listed.count, equals: document.assets.count, "one entry per name")
    // The system's selection mark a checkbox shows is iOS's, drawn for no layer of the design: no asset.
    let system: Set = [ButtonControl.SelectionMark.on, ButtonControl.SelectionMark.off]
    let shown = Self.matches(of: #"UIImage\((?:named|systemName): "([^"]*)""#, in: code).subtracting(system)
    verify(shown.subtracting(listed).isEmpty, "not in the manifest: \(shown.subtracting(listed).sorted())")
    for asset in document.assets where asset.kind == .symbol {
      verify(code, contains: "UIImage(systemName: \"\(asset.name)\"", "\(asset.name) is an SF Symbol")
    }
    for asset in document.assets where asset.kind != .symbol {
      verify(
        asset.name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } && asset.name.count <= 40,
        "\(asset.name) is a clean asset name")
    }
  }

  @Test(arguments: inputs)
  func differentImagesNeverShareANameAndIconsHaveNoSubviews(input: String) throws {
    let (tree, layout) = try ExampleCase.layout(of: input)
    var nodes: [String: DesignNode] = [:]
    for screen in tree.screens { screen.root.forEachNode { nodes[$0.id] = $0 } }
    // An SF Symbol stands for what icons mean, however each is drawn.
    for asset in layout.document.assets where asset.nodes.count > 1 && asset.kind != .symbol {
      let shown = asset.nodes.compactMap { nodes[$0] }
      let looks = Set(shown.map(Self.look))
      verify(looks.count, equals: 1, "'\(asset.name)' names \(looks.count) different images: \(asset.nodes.prefix(4))")
    }
    // An image view that is not a picture draws its whole subtree: no view inside it.
    for screen in layout.document.layouts {
      let art = Set(
        screen.views.filter { view in
          (view.role == .image || view.role == .icon)
            && !(nodes[view.node]?.appearance.fills.contains { $0.visible && $0.kind == .image } ?? false)
        }.map(\.node))
      for view in screen.views {
        verify(art, lacks: view.parent, "\(view.name) is a view inside the image \(view.parent)")
      }
    }
  }

  /// What tells two images apart, independently of how figsnap keys them: an image fill's reference; an instance's
  /// component; else the kinds, names, sizes, paths and paints of the subtree, and for art Figma named ("Vector")
  /// without paths, the node itself unless it is the same layer of a component.
  private static func look(_ node: DesignNode) -> String {
    if let reference = node.appearance.fills.last(where: { $0.visible && $0.kind == .image })?.imageRef {
      return "image " + reference
    }
    if node.kind == .instance, let component = node.component { return "component " + component.componentID }
    var parts: [String] = []
    var hasPaths = false
    func visit(_ part: DesignNode) {
      guard part.visible else { return }
      hasPaths = hasPaths || !part.appearance.geometryPaths.isEmpty
      let size = "\(Int(part.absolute.width.rounded()))x\(Int(part.absolute.height.rounded()))"
      parts.append("\(part.kind) \(size) \(part.appearance.geometryPaths)")
      part.children.forEach(visit)
    }
    visit(node)
    let generic = ["vector", "icon", "frame", "group", "image", ""].contains(
      node.name.lowercased().filter { $0.isLetter })
    if !hasPaths, generic {
      let layer = node.id.hasPrefix("I") ? node.id.split(separator: ";").last.map(String.init) : nil
      return "layer " + (layer ?? node.id)
    }
    return (hasPaths ? "" : node.name.lowercased() + " ") + parts.joined(separator: "; ")
  }

  private static func matches(of pattern: String, in text: String) -> Set<String> {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      expression.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }
}
