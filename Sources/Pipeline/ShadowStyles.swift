import Diagnostics
import LayoutIR
import SwiftSource

/// The effect styles a planned design casts shadows with, each named once for both targets.
enum ShadowStyles {
  /// Declares in `document` the styles its views cast, each with the shadows of the first view that casts it, sorted
  /// by name; a view that casts a style with other shadows (an override in the design) keeps its own, and a warning
  /// names the style.
  static func declare(in document: inout LayoutDocument) -> [Diagnostic] {
    var first: [String: (shadows: [ShadowSpec], node: String)] = [:]
    var differing: [String: Set<String>] = [:]
    forEachDecoration(in: &document) { node, decoration in
      guard let name = decoration.shadowStyle else { return }
      let shadows = decoration.shadows.map(Self.value)
      guard let known = first[name] else {
        first[name] = (shadows, node)
        return
      }
      if known.shadows != shadows {
        differing[name, default: []].insert(node)
        decoration.shadowStyle = nil
      }
    }
    var taken: Set<String> = []
    var modifiers: Set<String> = []
    var diagnostics: [Diagnostic] = []
    document.shadowStyles = first.keys.sorted().compactMap { name in
      guard let known = first[name] else { return nil }
      // `shadow` would overload SwiftUI's own modifier.
      var member = SwiftName.unique(TokenNames.member(for: name, prefix: "shadow") { $0 == "shadow" }, in: &taken)
      // Two styles whose modifiers meet (`Drop` and `Drop Shadow`) keep them apart.
      while !modifiers.insert(ShadowStyleSpec(name: name, member: member, shadows: []).modifier).inserted {
        member = SwiftName.unique(member, in: &taken)
      }
      if let nodes = differing[name] {
        let listed = nodes.sorted().prefix(3).joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .warning, "figma.styles",
            "effect style '\(name)' is cast with other shadows by \(nodes.count) layer(s) (\(listed)): its token is the first's, and those layers keep their own",
            at: SourceLocation(file: document.source), node: NodeRef(id: known.node, name: name)))
      }
      return ShadowStyleSpec(name: name, member: member, shadows: known.shadows)
    }
    return diagnostics
  }

  /// Calls `body` with the node and decoration of every layout's root and views, cells included, in the order the
  /// layouts are checked.
  private static func forEachDecoration(
    in document: inout LayoutDocument, _ body: (String, inout Decoration) -> Void
  ) {
    document.updateLayouts { layout in
      body(layout.node, &layout.rootProperties.decoration)
      for index in layout.views.indices {
        body(layout.views[index].node, &layout.views[index].properties.decoration)
      }
    }
  }

  /// A shadow as the style holds it: what it casts, not where (its content or its outline).
  private static func value(_ shadow: ShadowSpec) -> ShadowSpec {
    var value = shadow
    value.followsContent = false
    return value
  }
}
