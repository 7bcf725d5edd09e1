import Diagnostics
import JSONText
import LayoutIR
import SwiftUILayout

/// The generated SwiftUI of one layout, laid out by the model of SwiftUI's layout at the design's size and compared
/// with the design's frames, as `design_drift` compares the solved constraints.
struct ScreenModel {
  let layout: LayoutScreen
  let root: SwiftUIView
  let kind: BodyBuilder.RootKind

  /// How far a view may land from its design frame, in points.
  static let tolerance = 0.5

  /// A finding per view the model puts elsewhere than the design, and one for what the model does not lay out.
  func drift(source: String) -> [Diagnostic] {
    let safe = kind == .screen ? layout.safeArea : EdgeInsets()
    let result = LayoutModel.layout(Self.node(root), canvas: layout.canvas, safeArea: safe)
    var found: [Diagnostic] = []
    let location = SourceLocation(file: source)
    for view in layout.views {
      guard let placed = result.frames[view.node] else { continue }
      let design = view.frame
      let offsets = [
        placed.x - design.x, placed.y - design.y, placed.width - design.width, placed.height - design.height,
      ]
      guard let worst = offsets.map(abs).max(), worst > Self.tolerance else { continue }
      let message =
        "SwiftUI lays '\(view.name)' out at \(Self.describe(placed)), the design at \(Self.describe(design)) "
        + "(\(NumberText.format(Self.rounded(worst))) pt off)"
      found.append(
        Diagnostic(
          .warning, "swiftui.layout_drift", "\(message)", at: location, node: NodeRef(id: view.node, name: view.name)))
    }
    if !result.unmodelled.isEmpty {
      let message =
        "the SwiftUI layout model does not lay out \(result.unmodelled.count) view(s) of '\(layout.name)': "
        + result.unmodelled.prefix(3).joined(separator: "; ")
      found.append(
        Diagnostic(
          .note, "swiftui.unmodelled", "\(message)", at: location, node: NodeRef(id: layout.node, name: layout.name)))
    }
    return found
  }

  private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

  private static func describe(_ frame: Frame) -> String {
    let number = { NumberText.format(rounded($0)) }
    return "[\(number(frame.x)),\(number(frame.y)) \(number(frame.width))×\(number(frame.height))]"
  }

  /// The view as the model's input: its own layout, wrapped in the modifiers that change it, tagged with its node
  /// after the modifiers that make its box.
  static func node(_ view: SwiftUIView) -> LayoutNode {
    var node: LayoutNode
    let children = (view.content ?? []).map(Self.node)
    switch view.layout {
    case .leaf(let ideal, let flexibleWidth, let flexibleHeight, let shrinks):
      node = .leaf(
        id: nil, ideal: ideal, flexibleWidth: flexibleWidth, flexibleHeight: flexibleHeight, shrinks: shrinks)
    case .spacer(let minLength): node = .spacer(minLength: minLength)
    case .stack(let axis, let alignment, let spacing):
      node = .stack(axis: modelAxis(axis), alignment: modelAlignment(alignment), spacing: spacing, children: children)
    case .zstack(let alignment): node = .zstack(alignment: modelAlignment(alignment), children: children)
    case .scroll(let axis):
      node = .scroll(axis: modelAxis(axis), child: children.first ?? .zstack(alignment: .center, children: []))
    case .grid(let columns, let spacing, let lineSpacing):
      node = .grid(columns: columns, spacing: spacing, lineSpacing: lineSpacing, children: children)
    case .transparent:
      node =
        children.count == 1
        ? children[0] : .unmodelled(id: view.node, reason: view.expression, size: .zero)
    case .unmodelled(let reason, let size):
      node = .unmodelled(id: view.node, reason: reason, size: size)
    }
    for (index, modifier) in view.modifiers.enumerated() {
      if index == view.boxModifiers, let id = view.node { node = .tagged(id: id, child: node) }
      switch modifier {
      case .call, .closure: break
      case .frame(let width, let height, let alignment, _):
        node = .fixedFrame(width: width, height: height, alignment: modelAlignment(alignment), child: node)
      case .minHeight(let height, let alignment, _):
        node = .flexibleFrame(
          minWidth: nil, maxWidth: nil, minHeight: height, maxHeight: nil, alignment: modelAlignment(alignment),
          child: node)
      case .fill(let width, let height, let alignment):
        node = .flexibleFrame(
          minWidth: nil, maxWidth: width ? .infinity : nil, minHeight: nil, maxHeight: height ? .infinity : nil,
          alignment: modelAlignment(alignment), child: node)
      case .padding(let insets, _):
        node = .padding(insets, child: node)
      case .offset(let x, let y): node = .offset(x: x, y: y, child: node)
      case .fixedSize(let horizontal, let vertical):
        node = .fixedSize(horizontal: horizontal, vertical: vertical, child: node)
      case .ignoresSafeArea(let top, let bottom, _): node = .ignoresSafeArea(top: top, bottom: bottom, child: node)
      }
    }
    if view.boxModifiers == view.modifiers.count, let id = view.node { node = .tagged(id: id, child: node) }
    return node
  }

  private static func modelAxis(_ axis: FlowLayout.Axis) -> ModelAxis { axis == .vertical ? .vertical : .horizontal }

  private static func modelAlignment(_ alignment: SwiftUIView.Alignment1D) -> ModelAlignment1D {
    switch alignment {
    case .start: .start
    case .center: .center
    case .end: .end
    }
  }

  private static func modelAlignment(_ alignment: SwiftUIView.Alignment2D) -> ModelAlignment {
    ModelAlignment(horizontal: modelAlignment(alignment.horizontal), vertical: modelAlignment(alignment.vertical))
  }
}
