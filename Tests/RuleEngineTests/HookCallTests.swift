import Decisions
import Diagnostics
import FigmaModel
import Pipeline
import RuleEngine
import Ruling
import TestSupport
import Testing

/// How hooks are consulted, what they see, and how their answers are checked.
@Suite struct HookCallTests {
  private let fixture: RulesetFixture

  init() throws { fixture = try RulesetFixture() }

  private func run(_ rules: [(id: String, source: String)], manifest: String = "") throws -> RuleRun {
    try fixture.write("acme", rules: rules, manifest: manifest)
    return try fixture.runner("acme").run(on: RuleDesigns.row)
  }

  @Test func errorsReadInTheDocumentedForm() throws {
    let source = """
      return {
        id = "follow_previous",
        summary = "items in a row follow the previous item",
        horizontal = function(node, ctx)
          if node.name == "Search Icon" then return { leading = node.next.prev.next.prev.next } end
        end,
      }

      """
    let run = try run([("follow_previous", source)])
    let error = try required(run.diagnostics.first)
    verify(
      error.description,
      equals:
        "rulesets/acme/rules/follow_previous.lua:5: error: [follow_previous] attempt to index a nil value (field 'next') (hook horizontal, node 12:7 'Search Icon')"
    )
  }

  @Test func theFirstNonNilAnswerWinsAndNilDefers() throws {
    let silent = ("silent", "return { summary = \"defers\", container = function() return nil end }\n")
    let first = ("first", "return { summary = \"answers\", container = function() return \"free\" end }\n")
    let second = ("second", "return { summary = \"too late\", container = function() return \"stack\" end }\n")
    let root = try required(try run([silent, first, second]).tree.screens.first?.root)
    verify(root.decisions.container?.value, equals: .free)
    verify(root.decisions.container?.origin.ruleID, equals: "first")
    verify(
      root.decisions.container?.origin.location, equals: SourceLocation(file: "rulesets/acme/rules/first.lua", line: 1))
  }

  @Test func skipAndFlattenShapeTheKeptTree() throws {
    let source = """
      return {
        summary = "drop the status bar, keep the rest",
        skip = function(node)
          if node.name == "Status Bar" then return "drawn by iOS" end
          if node.name == "Label" then return false end
        end,
      }

      """
    let screen = try required(try run([("skipper", source)]).tree.screens.first)
    verify(screen.root.children.map(\.design.id), equals: ["12:5", "12:6", "12:7"])
    verify(screen.skipped.map(\.reason), equals: ["drawn by iOS"])
    verify(screen.skipped.first?.node, equals: NodeRef(id: "12:2", name: "Status Bar"))
  }

  @Test func aFrameThatDrawsNothingAndHeldOnlySkippedLayersGoesWithThem() throws {
    let source = """
      return {
        summary = "iOS draws the keyboard",
        skip = function(node) if node.name == "Keys" then return "keyboard" end end,
      }

      """
    let keys = FigmaJSON.node("2:2", name: "Keys", box: (0, 560, 375, 252))
    let margin = FigmaJSON.node("2:1", name: "Keypad Margin", box: (0, 540, 375, 272), children: [keys])
    let painted = FigmaJSON.node("3:2", name: "Keys", box: (16, 400, 40, 20))
    let card = FigmaJSON.node(
      "3:1", name: "Card", box: (16, 380, 343, 60),
      extra: #""fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]"#, children: [painted])
    let screen = FigmaJSON.node("1:1", name: "Verify", box: (0, 0, 375, 812), children: [card, margin])
    try fixture.write("acme", rules: [("keyboard", source)])
    let design = try FigmaJSON.load(FigmaJSON.file([screen])).tree
    let ruled = try required(try fixture.runner("acme").run(on: design).tree.screens.first)
    // The card draws a fill: it stays, empty. The margin drew nothing but the keys: it goes, listed before them.
    verify(ruled.root.children.map(\.design.id), equals: ["3:1"])
    verify(ruled.skipped.map(\.node.id), equals: ["3:2", "2:1", "2:2"])
    verify(ruled.skipped.dropFirst().first?.reason, equals: "holds only layers skipped with it (keyboard)")
  }

  @Test func bindsEdgesToSiblingsByDefaultFacingEdge() throws {
    let source = """
      return {
        summary = "follow the previous item",
        horizontal = function(node)
          if node.prev then return { leading = node.prev } end
          return { leading = "superview" }
        end,
        vertical = function(node)
          if node.prev then return { centerY = node.prev, top = { to = "safeArea", edge = "top" } } end
        end,
      }

      """
    let root = try required(try run([("follow", source)]).tree.screens.first?.root)
    let icon = try required(root.find(id: "12:7"))
    verify(
      icon.decisions.horizontal?.value,
      equals: [EdgeBinding(edge: .leading, target: .node(id: "12:6", edge: .trailing))])
    verify(
      icon.decisions.vertical?.value,
      equals: [
        EdgeBinding(edge: .top, target: .safeArea(.top)),
        EdgeBinding(edge: .centerY, target: .node(id: "12:6", edge: .centerY)),
      ])
    verify(
      root.find(id: "12:2")?.decisions.horizontal?.value,
      equals: [EdgeBinding(edge: .leading, target: .superview(.leading))])
  }

  @Test func checksAnswersAgainstEachHooksContract() throws {
    let source = """
      return {
        summary = "wrong answers",
        container = function() return "grid" end,
        horizontal = function(node) return { leadng = "superview" } end,
        size = function(node) return { width = "huge" } end,
        view = function(node) return { class = "UI Label" } end,
      }

      """
    let messages = try run([("wrong", source)]).diagnostics.map(\.message)
    verify(messages, contains: "hook 'container' returned \"grid\"; expected \"chain\", \"stack\", \"free\" or nil")
    verify(messages.contains { $0.hasPrefix("hook 'horizontal' unknown key 'leadng' (did you mean 'leading'?)") })
    verify(
      messages, contains: "hook 'size' width = \"huge\"; expected \"fixed\", \"intrinsic\", \"fill\" or a number ≥ 0")
    verify(messages, contains: "hook 'view' view.class = \"UI Label\" is not valid")
  }

  @Test func rejectsATargetThatWasSkipped() throws {
    let skip = (
      "skip", "return { summary = \"s\", skip = function(node) if node.name == \"Label\" then return true end end }\n"
    )
    let bind = (
      "bind",
      "return { summary = \"b\", horizontal = function(node, ctx) if node.name == \"/局\" then return { leading = ctx.screen.children[1] } end end }\n"
    )
    let diagnostics = try run([skip, bind]).diagnostics
    verify(diagnostics.isEmpty)
    let itself = ("me", "return { summary = \"m\", horizontal = function(node) return { leading = node } end }\n")
    verify(
      try run([itself]).diagnostics.first?.message, equals: "hook 'horizontal' a view cannot be constrained to itself")
  }

  @Test func nodesAreSharedReadOnlyTablesWithTheirRelations() throws {
    let source = """
      return {
        summary = "checks what a node looks like",
        view = function(node, ctx)
          if node.parent == nil then return nil end
          assert(node.parent.children[node.index] == node, "identity")
          assert(ctx.screen == node.parent, "screen")
          assert(node.frame.x == node.absolute.x, "frame")
          assert(ctx.canvas.width == 375, "canvas")
          assert(ctx.options.grid == 4 and ctx.options.deployment_target == "16.0", "options merged")
          local keys = {}
          for key in pairs(node.frame) do keys[#keys + 1] = key end
          assert(table.concat(keys, ",") == "height,width,x,y", "sorted pairs")
          if node.prev then assert(node.prev.next == node, "siblings") end
          return { name = node.type == "TEXT" and "label" .. node.index or nil, props = { width = node.frame.width } }
        end,
      }

      """
    let run = try run([("look", source)], manifest: "  extends = \"default\",\n  options = { grid = 4 },\n")
    verify(run.diagnostics.isEmpty, "\(run.diagnostics)")
    let root = try required(run.tree.screens.first?.root)
    verify(root.find(id: "12:6")?.decisions.view?.value.name, equals: "label2")
    verify(
      root.find(id: "12:7")?.decisions.view?.value.properties,
      equals: [ViewDecision.Property(key: "width", value: "16")])
    verify(run.tree.options.grid, equals: 4)
    verify(run.tree.options.deploymentTarget, equals: "16.0", "the default ruleset's, merged under the child's")
    verify(run.tree.options.scrollsTallScreens)
  }

  @Test func reportsAndLogsThroughContext() throws {
    let source = """
      return {
        summary = "talks",
        view = function(node, ctx)
          ctx.log("visiting", node.id)
          print("printed", 1.5)
          if node.name == "Search Icon" then ctx.report("warning", "icon is small") end
        end,
      }

      """
    let run = try run([("talk", source)])
    verify(run.log.first, equals: "visiting\t12:1")
    verify(run.log, contains: "printed\t1.5")
    let report = try required(run.diagnostics.first)
    verify(
      report.description,
      equals: "rulesets/acme/rules/talk.lua:6: warning: [talk] icon is small (hook view, node 12:7 'Search Icon')")
  }

  @Test func usesTheSnapHelpers() throws {
    let source = """
      return {
        summary = "geometry",
        view = function(node)
          if node.name ~= "Search Icon" then return nil end
          local gap = snap.geom.gap_x(node.prev, node)
          local row = snap.geom.same_row(node.prev, node)
          local near = snap.color.nearest("#0A84FF", { blue = "#007AFF", red = "#FF3B30" })
          return { props = { gap = gap, row = row, near = near, len = snap.text.len("/局"), sub = snap.swift.string(snap.text.sub("数量单位", 2, 3)) } }
        end,
      }

      """
    let root = try required(try run([("geo", source)]).tree.screens.first?.root)
    let properties = root.find(id: "12:7")?.decisions.view?.value.properties.map { "\($0.key)=\($0.value)" }
    verify(properties, equals: ["gap=4", "len=2", "near=blue", "row=true", "sub=\"量单\""])
  }
}
