import Foundation
import LayoutIR
import Pipeline
import TestSupport
import Testing

/// A component used more than once is one class of its own, its instances made with what they change; a component
/// set is one class with a variant enum; a ruleset keeps a component inline or makes a class of one used once.
@Suite struct ComponentTests {
  private static let input = "rulesets/default/tests/components/input.json"

  /// The hand-made fixture, changed by `edit` (its JSON as Foundation objects).
  private func fixture(_ edit: (inout [String: Any]) -> Void = { _ in }) throws -> [UInt8] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Paths.package(Self.input)))
    var object = try required(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&object)
    return [UInt8](try JSONSerialization.data(withJSONObject: object))
  }

  /// The screen's children in the fixture, changed by `edit`.
  private func editingScreen(_ edit: @escaping (inout [[String: Any]]) -> Void) -> (inout [String: Any]) -> Void {
    { object in
      guard var document = object["document"] as? [String: Any], var pages = document["children"] as? [[String: Any]],
        var screens = pages[0]["children"] as? [[String: Any]],
        var children = screens[0]["children"] as? [[String: Any]]
      else { return }
      edit(&children)
      screens[0]["children"] = children
      pages[0]["children"] = screens
      document["children"] = pages
      object["document"] = document
    }
  }

  /// A ruleset that extends the default one with one rule, `rule`'s Lua.
  private func ruleset(_ rule: String) throws -> String {
    let folder = NSTemporaryDirectory() + "figsnap-components-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder + "/rules", withIntermediateDirectories: true)
    try """
    return { name = "team", api = 1, extends = "default", description = "A team.", rules = { "classes" } }

    """.write(toFile: folder + "/ruleset.lua", atomically: true, encoding: .utf8)
    try rule.write(toFile: folder + "/rules/classes.lua", atomically: true, encoding: .utf8)
    return folder
  }

  /// Type-checks the files of one run together, as the module they are part of.
  private func typeCheck(_ files: [GeneratedFile]) throws -> String? {
    let folder = NSTemporaryDirectory() + "figsnap-components-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in files { try file.contents.write(toFile: folder + "/" + file.name, atomically: true, encoding: .utf8) }
    return try SwiftTypeChecker.problems(inFiles: files.map { folder + "/" + $0.name })
  }

  @Test func aComponentUsedThreeTimesAndASetOfThreeVariantsAreOneClassEach() throws {
    let outputs = try ExampleCase.run(bytes: try fixture(), source: Self.input)
    verify(
      outputs.files.map(\.name),
      equals: [
        "OrderStatusView.swift", "InfoRowView.swift", "StatusTagView.swift", "ColorTokens.swift",
        "FigsnapSupport.swift",
      ])
    let screen = try required(outputs.files.first?.contents)
    let row = try required(outputs.files.first { $0.name == "InfoRowView.swift" }?.contents)
    let tag = try required(outputs.files.first { $0.name == "StatusTagView.swift" }?.contents)
    verify(row, contains: "class InfoRowView: UIView {")
    verify(
      row,
      contains:
        #"convenience init(title: String = "Customer", value: String = "Jane Appleseed", isBadgeHidden: Bool = false)"#)
    verify(row, contains: "titleLabel.text = title")
    verify(screen, contains: "let infoRowView = InfoRowView()")
    verify(screen, contains: #"let shippingInfoRowView = InfoRowView(title: "Shipping", value: "Express")"#)
    verify(
      screen, contains: #"let totalInfoRowView = InfoRowView(title: "Total", value: "$42.00", isBadgeHidden: true)"#)
    // The rows' layers are the class's, not the screen's.
    verify(screen, lacks: "valueLabel")
    verify(tag, contains: "enum Variant: CaseIterable {")
    for variant in ["paid", "pending", "failed"] { verify(tag, contains: "  case \(variant)\n") }
    verify(tag, contains: "case .pending:\n      backgroundColor = UIColor(red: 1, green: 0.94, blue: 0.8, alpha: 1)")
    // Each variant shows its own text; an instance passes one only to change it.
    verify(tag, contains: #"titleLabel.text = "Failed""#)
    verify(tag, contains: "convenience init(variant: Variant = .paid, title: String? = nil)")
    verify(screen, contains: "let failedStatusTagView = StatusTagView(variant: .failed)\n")
    verify(try typeCheck(outputs.files), equals: nil)
    // The component's layout is checked at its own size and its instances'.
    verify(outputs.diagnostics, lacks: "error", "\(outputs.diagnostics)")
  }

  @Test func anInstanceThatChangesItsVariantsTextPassesIt() throws {
    // A second failed tag, below the first, that reads "Declined".
    let bytes = try fixture(
      editingScreen { children in
        guard var copy = children.first(where: { $0["id"] as? String == "30:9" }),
          var layers = copy["children"] as? [[String: Any]], var box = copy["absoluteBoundingBox"] as? [String: Any],
          var labelBox = layers[0]["absoluteBoundingBox"] as? [String: Any]
        else { return }
        copy["id"] = "30:10"
        box["y"] = 589
        labelBox["y"] = 594
        copy["absoluteBoundingBox"] = box
        layers[0]["id"] = "I30:10;20:31"
        layers[0]["characters"] = "Declined"
        layers[0]["absoluteBoundingBox"] = labelBox
        copy["children"] = layers
        children.append(copy)
      })
    let outputs = try ExampleCase.run(bytes: bytes, source: Self.input)
    let screen = try required(outputs.files.first?.contents)
    verify(screen, contains: #"StatusTagView(variant: .failed, title: "Declined")"#)
    verify(screen, contains: "StatusTagView(variant: .pending)\n")
  }

  @Test func aButtonThatDiffersBetweenVariantsIsConfiguredByTheVariant() throws {
    // Each tag holds a button whose title and colour its variant sets.
    let titles = ["30:7": ("Receipt", 0.1), "30:8": ("Remind", 0.6), "30:9": ("Retry", 0.7)]
    let bytes = try fixture(
      editingScreen { children in
        for index in children.indices {
          guard let id = children[index]["id"] as? String, let (title, red) = titles[id],
            var layers = children[index]["children"] as? [[String: Any]],
            let box = children[index]["absoluteBoundingBox"] as? [String: Any], let x = box["x"] as? Double
          else { continue }
          let frame: [String: Any] = ["x": x, "y": 600, "width": 88, "height": 44]
          let text: [String: Any] = [
            "id": "I\(id);21:2", "name": "Title", "type": "TEXT", "characters": title,
            "absoluteBoundingBox": ["x": x + 16, "y": 612, "width": 56, "height": 20],
            "style": ["fontFamily": "SF Pro", "fontWeight": 600, "fontSize": 15, "textAutoResize": "WIDTH_AND_HEIGHT"],
            "fills": [["type": "SOLID", "color": ["r": red, "g": 0.2, "b": 0.2, "a": 1]]],
          ]
          layers.append([
            "id": "I\(id);21:1", "name": "Action Button", "type": "FRAME", "absoluteBoundingBox": frame,
            "fills": [], "children": [text],
          ])
          children[index]["children"] = layers
          var tall = box
          tall["height"] = 96
          children[index]["absoluteBoundingBox"] = tall
        }
      })
    let outputs = try ExampleCase.run(bytes: bytes, source: Self.input)
    let tag = try required(outputs.files.first { $0.name == "StatusTagView.swift" }?.contents)
    verify(tag, contains: "case .pending:")
    verify(tag, contains: "actionButton.configuration = {\n        var configuration = UIButton.Configuration.plain()")
    verify(tag, contains: #"configuration.title = "Remind""#)
    verify(try typeCheck(outputs.files), equals: nil)
  }

  @Test func anInstanceThatHugsItsContentIsShownAtItsDesignSize() throws {
    let bytes = try fixture(
      editingScreen { children in
        for index in children.indices where children[index]["name"] as? String == "Status Tag" {
          let hugging: [String: Any] = [
            "layoutMode": "HORIZONTAL", "primaryAxisSizingMode": "AUTO", "counterAxisSizingMode": "AUTO",
            "paddingLeft": 12, "paddingRight": 12, "paddingTop": 5, "paddingBottom": 5,
            "primaryAxisAlignItems": "CENTER", "counterAxisAlignItems": "CENTER",
          ]
          children[index].merge(hugging) { _, new in new }
        }
      })
    let outputs = try ExampleCase.run(bytes: bytes, source: Self.input)
    verify(outputs.diagnostics, lacks: "ambiguous_layout", "\(outputs.diagnostics)")
    let screen = try required(outputs.files.first?.contents)
    verify(screen, contains: "make.width.equalTo(88)\n      make.height.equalTo(28)")
  }

  /// A ruleset whose `view` hook answers `component = component` for the instances of 'Info Row'.
  private func infoRowRuleset(component: Bool) throws -> String {
    try ruleset(
      """
      return {
        summary = "info rows are classes or drawn inline as the test asks",
        view = function(node)
          if node.component and node.component.name == "Info Row" then return { component = \(component) } end
        end,
      }

      """)
  }

  @Test func aRulesetKeepsAComponentInline() throws {
    let folder = try infoRowRuleset(component: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let outputs = try ExampleCase.run(bytes: try fixture(), source: Self.input, ruleset: folder)
    verify(
      outputs.files.map(\.name),
      equals: [
        "OrderStatusView.swift", "StatusTagView.swift", "ColorTokens.swift", "FigsnapSupport.swift",
      ])
    let screen = try required(outputs.files.first?.contents)
    verify(screen, contains: #"label.text = "Jane Appleseed""#)
    verify(try typeCheck(outputs.files), equals: nil)
  }

  @Test func aRulesetMakesAClassOfAComponentUsedOnce() throws {
    let bytes = try fixture(
      editingScreen { children in children.removeAll { ["30:4", "30:5"].contains($0["id"] as? String) } })
    let inline = try ExampleCase.run(bytes: bytes, source: Self.input)
    verify(inline.files.map(\.name), lacks: "InfoRowView.swift", "used once: inline")
    let folder = try infoRowRuleset(component: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let forced = try ExampleCase.run(bytes: bytes, source: Self.input, ruleset: folder)
    verify(forced.files.map(\.name), contains: "InfoRowView.swift")
    verify(forced.files.first?.contents.contains("let infoRowView = InfoRowView()"), equals: true)
  }

  @Test func variantsLaidOutDifferentlyAreAClassEach() throws {
    // The pending tag's label sits 20 pt lower: its constraints differ.
    let bytes = try fixture(
      editingScreen { children in
        guard let index = children.firstIndex(where: { $0["id"] as? String == "30:8" }),
          var layers = children[index]["children"] as? [[String: Any]],
          var box = layers[0]["absoluteBoundingBox"]
            as? [String: Any]
        else { return }
        box["x"] = 130
        layers[0]["absoluteBoundingBox"] = box
        children[index]["children"] = layers
      })
    let outputs = try ExampleCase.run(bytes: bytes, source: Self.input)
    verify(
      outputs.files.map(\.name),
      equals: [
        "OrderStatusView.swift", "InfoRowView.swift", "StatusTagPaidView.swift", "StatusTagPendingView.swift",
        "StatusTagFailedView.swift", "FigsnapSupport.swift",
      ])
    verify(outputs.diagnostics, contains: "[component_variants] the variants of 'Status Tag' are laid out differently")
    verify(try typeCheck(outputs.files), equals: nil)
  }

  @Test func anInstanceThatChangesItsLookIsReported() throws {
    let bytes = try fixture(
      editingScreen { children in
        guard let index = children.firstIndex(where: { $0["id"] as? String == "30:5" }) else { return }
        children[index]["fills"] = [["type": "SOLID", "color": ["r": 1, "g": 0.9, "b": 0.9, "a": 1]]]
      })
    let outputs = try ExampleCase.run(bytes: bytes, source: Self.input)
    verify(
      outputs.diagnostics,
      contains:
        "note: [approximated.component_override] this instance of 'Info Row' changes the fills, strokes, corners, opacity or text style of itself; it is drawn as the component (node 30:5 'totalInfoRowView')",
      "\(outputs.diagnostics)")
    verify(
      outputs.files.first?.contents.contains("// TODO: this instance of 'Info Row' changes the fills"), equals: true)
  }
}
