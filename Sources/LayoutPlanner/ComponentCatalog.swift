import Decisions
import FigmaModel
import LayoutIR
import Semantics
import SwiftSource

/// The components the screens use more than once, found before any screen is planned: each becomes one view class,
/// and each of its instances a view of that class.
///
/// An instance counts where it would be a plain view: not inside a list (its rows are the cell), a control or an
/// icon, and not one the rules gave a class of their own (a team's component) or marked `component = false`. A rule's
/// `component = true` makes a class of a component used once, and a name (`component = "SettingsRow"`) names it. A
/// component set's variants are one component. Where the ruleset asks (`options.structural_reuse`), each set of frames
/// drawn alike that no component made (``StructuralTwins``) is one too, and so is each part of a screen too long to
/// read in one file (``ScreenSections``, `options.section_views`).
struct ComponentCatalog {
  /// One component (or component set) and its instances.
  struct Group {
    /// The component's id, or its set's.
    var id: String
    /// The component's or the set's name.
    var name: String
    var isSet: Bool
    /// Its instances, in document order.
    var instances: [RuledNode]
    /// The class its instances are views of.
    var className = ""
    /// Whether its instances are frames drawn alike (``StructuralTwins``) rather than a Figma component's instances.
    var isStructural = false
    /// Whether it is a part of a long screen (``ScreenSections``).
    var isSection = false

    /// The name of a part's one view, its class's (`tripSummaryView` of `TripSummaryView`); nil for other classes.
    var sectionViewName: String? { isSection ? SwiftName.lowerFirst(className) : nil }
  }

  private(set) var groups: [Group] = []
  /// The group of each instance that is a view of its component's class, by node id.
  private(set) var groupOfInstance: [String: Int] = [:]

  /// No components.
  init() {}

  /// The components of `tree`'s screens; their class names avoid `taken` (lowercased) and the SDK's.
  init(tree: RuledTree, nodes: ResolvedNodes, taken: Set<String> = []) {
    var found: [Group] = []
    var index: [String: Int] = [:]
    var forced: Set<String> = []
    var teamClasses: Set<String> = []
    func visit(_ node: RuledNode) {
      if let decided = node.decisions.view?.value.className { teamClasses.insert(decided) }
      let resolved = nodes[node]
      if let component = node.design.component,
        Self.isEligible(node, resolved: resolved, extractsChrome: tree.options.extractsChrome)
      {
        let id = component.setID ?? component.componentID
        if let position = index[id] {
          found[position].instances.append(node)
        } else {
          index[id] = found.count
          let name = component.setName ?? component.name ?? node.design.name
          found.append(Group(id: id, name: name, isSet: component.setID != nil, instances: [node]))
        }
        if node.decisions.view?.value.component == true { forced.insert(id) }
      }
      guard resolved.role != .list, !resolved.absorbsChildren else { return }
      for child in node.children { visit(child) }
    }
    for screen in tree.screens {
      for child in screen.root.children { visit(child) }
    }
    if tree.options.structuralReuse {
      for twins in StructuralTwins(tree: tree, nodes: nodes).sets {
        let id = "alike:" + twins.nodes[0].design.id
        found.append(Group(id: id, name: twins.name, isSet: false, instances: twins.nodes, isStructural: true))
      }
    }
    var names = taken
    for var group in found where group.instances.count > 1 || forced.contains(group.id) {
      // A class the rules name is called so, where the name is free.
      let named = group.instances.lazy.compactMap { $0.decisions.view?.value.componentName }.first.flatMap { name in
        names.contains(name.lowercased()) || teamClasses.contains(name) || SwiftNaming.isReservedTypeName(name)
          ? nil : name
      }
      let name =
        named
        ?? SwiftNaming.screenTypeName(
          SwiftNaming.typeName(for: Self.withoutRepeats(group.name)), viewClasses: teamClasses, screens: names)
      names.insert(name.lowercased())
      group.className = name
      for instance in group.instances { groupOfInstance[instance.design.id] = groups.count }
      groups.append(group)
    }
    // The parts of long screens, each a class used once.
    for section in ScreenSections(tree: tree, nodes: nodes, classViews: Set(groupOfInstance.keys)).sections {
      let name = SwiftNaming.screenTypeName(
        SwiftNaming.typeName(for: ScreenSections.name(of: section)), viewClasses: teamClasses, screens: names)
      names.insert(name.lowercased())
      groupOfInstance[section.design.id] = groups.count
      groups.append(
        Group(
          id: ComponentSpec.sectionPrefix + section.design.id, name: section.design.name, isSet: false,
          instances: [section],
          className: name, isStructural: true, isSection: true))
    }
  }

  /// A component's name without a word that repeats the one before it: "Content/Content Block/Small" →
  /// "Content Block Small".
  private static func withoutRepeats(_ name: String) -> String {
    var words: [String] = []
    for word in NameWords.words(name) where words.last?.lowercased() != word.lowercased() { words.append(word) }
    return words.joined(separator: " ")
  }

  /// The class names of the components, lowercased, for the screens to avoid.
  var classNames: Set<String> { Set(groups.map { $0.className.lowercased() }) }

  /// The group whose class `node` is a view of, if it is one.
  func group(of node: RuledNode) -> Group? { groupOfInstance[node.design.id].map { groups[$0] } }

  /// Whether an instance would be a plain view of its own: one with layers, that no rule gave a class or kept inline.
  ///
  /// A drawn navigation or tab bar is one in view output; where the bars leave the view, it is not.
  private static func isEligible(_ node: RuledNode, resolved: ResolvedNode, extractsChrome: Bool) -> Bool {
    let roles: Set<ViewRole> = extractsChrome ? [.container] : [.container, .navigationBar, .tabBar]
    return node.design.kind == .instance && !node.children.isEmpty && roles.contains(resolved.role)
      && resolved.className == "UIView" && node.decisions.view?.value.component != false
  }
}
