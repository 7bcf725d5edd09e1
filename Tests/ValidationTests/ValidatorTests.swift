import Diagnostics
import Foundation
import LayoutIR
import Semantics
import TestSupport
import Testing
import Validation

/// Each check, triggered and not triggered, on small IRs built here.
@Suite struct ValidatorTests {
  /// A 375×812 screen with the given views.
  private func screen(_ views: [ViewSpec]) -> LayoutDocument {
    LayoutDocument(
      source: "test.json", ruleset: "test",
      screens: [
        LayoutScreen(
          node: "1:1", name: "Screen", className: "ScreenView", canvas: Size(width: 375, height: 812),
          safeArea: EdgeInsets(top: 44, bottom: 34), views: views)
      ])
  }

  /// A view at `frame` with `constraints`.
  private func view(
    _ node: String, _ frame: Frame, _ constraints: [Constraint], role: ViewRole = .container, parent: String = "1:1"
  ) -> ViewSpec {
    ViewSpec(
      node: node, name: "view" + node.replacingOccurrences(of: ":", with: ""), role: role, parent: parent,
      frame: frame, constraints: constraints)
  }

  /// leading/top/width/height for `frame` inside the root.
  private func pinned(_ frame: Frame) -> [Constraint] {
    [
      Constraint(.top, .superview(.top), constant: frame.y, origin: "t"),
      Constraint(.leading, .superview(.leading), constant: frame.x, origin: "t"),
      Constraint(.width, .constant, constant: frame.width, origin: "t"),
      Constraint(.height, .constant, constant: frame.height, origin: "t"),
    ]
  }

  private func findings(_ document: LayoutDocument, options: ValidationOptions = ValidationOptions()) -> [Diagnostic] {
    Validator(options: options).validate(document)
  }

  private let box = Frame(x: 16, y: 100, width: 120, height: 48)

  @Test func aFullyConstrainedViewIsClean() {
    verify(findings(screen([view("1:2", box, pinned(box))])).isEmpty)
  }

  @Test func reportsAMissingConstraintAsAmbiguous() {
    let found = findings(screen([view("1:2", box, Array(pinned(box).dropLast()))]))
    verify(
      found.map(\.description),
      equals: [
        "test.json: error: [ambiguous_layout] height is not determined at 375×812 (node 1:2 'view12')"
      ])
  }

  @Test func reportsEqualPriorityTiesAsAmbiguous() {
    var constraints = Array(pinned(box).dropLast())
    constraints.append(
      Constraint(.height, .constant, relation: .greaterThanOrEqual, constant: 40, priority: 500, origin: "a"))
    constraints.append(
      Constraint(.height, .constant, relation: .lessThanOrEqual, constant: 60, priority: 500, origin: "b"))
    verify(findings(screen([view("1:2", box, constraints)])).map(\.ruleID), equals: ["ambiguous_layout"])
  }

  @Test func reportsTwoContradictingHeightsAsAMinimalConflict() {
    var constraints = pinned(box)
    constraints.append(Constraint(.height, .constant, constant: 60, origin: "rulesets/acme/rules/tall.lua:3"))
    let found = findings(screen([view("1:2", box, constraints)]))
    let conflict = found.first { $0.ruleID == "conflicting_constraints" }
    verify(conflict?.message, equals: "2 required constraints cannot all hold at 375×812")
    verify(
      conflict?.notes.map(\.message),
      equals: [
        "view12.height == 48 (from t)", "view12.height == 60 (from rulesets/acme/rules/tall.lua:3)",
      ])
  }

  @Test func reportsEveryConflictNotOnlyTheFirst() {
    let other = Frame(x: 16, y: 200, width: 120, height: 48)
    var first = pinned(box)
    first.append(Constraint(.height, .constant, constant: 60, origin: "a"))
    var second = pinned(other)
    second.append(Constraint(.width, .constant, constant: 100, origin: "b"))
    let found = findings(screen([view("1:2", box, first), view("1:3", other, second)]))
      .filter { $0.ruleID == "conflicting_constraints" }
    verify(found.map(\.node?.id), equals: ["1:2", "1:3"])
    verify(
      found.map { $0.notes.map(\.message) },
      equals: [
        ["view12.height == 48 (from t)", "view12.height == 60 (from a)"],
        ["view13.width == 120 (from t)", "view13.width == 100 (from b)"],
      ])
  }

  @Test func aConflictThroughAnotherViewNamesEveryMemberAndNothingElse() {
    let other = Frame(x: 16, y: 200, width: 120, height: 48)
    var first = Array(pinned(box).dropLast())
    first.append(Constraint(.height, .constant, constant: 40, origin: "a"))
    var second = Array(pinned(other).dropLast())
    second.append(Constraint(.height, .view("1:2", .height), origin: "same"))
    second.append(Constraint(.height, .constant, constant: 50, origin: "b"))
    let found = findings(screen([view("1:2", box, first), view("1:3", other, second)]))
      .filter { $0.ruleID == "conflicting_constraints" }
    verify(found.map(\.message), equals: ["3 required constraints cannot all hold at 375×812"])
    verify(
      found.first?.notes.map(\.message),
      equals: [
        "view12.height == 40 (from a)", "view13.height == 1:2.height (from same)", "view13.height == 50 (from b)",
      ])
  }

  @Test func reportsAConflictThatOnlyAnotherWidthHas() {
    // A fixed width between two pinned edges fits 375 pt (both iPhones of that width) and no other width.
    let wide = Frame(x: 16, y: 100, width: 343, height: 48)
    let constraints = [
      Constraint(.top, .superview(.top), constant: 100, origin: "t"),
      Constraint(.leading, .superview(.leading), constant: 16, origin: "l"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "r"),
      Constraint(.width, .constant, constant: 343, origin: "w"),
      Constraint(.height, .constant, constant: 48, origin: "h"),
    ]
    let found = findings(screen([view("1:2", wide, constraints)])).filter { $0.ruleID == "conflicting_constraints" }
    verify(found.map(\.message), equals: ["3 required constraints cannot all hold at 390×844"])
    verify(found.first?.notes.count, equals: 3)
  }

  @Test func reportsDriftFromTheDesign() {
    var constraints = pinned(box)
    constraints[1].constant = 28
    let found = findings(screen([view("1:2", box, constraints)]))
    verify(found.first?.description.hasPrefix("test.json: error: [design_drift] x is 28, design says 16"), equals: true)
  }

  @Test func reportsAViewThatLeavesItsParentAtAnotherWidth() {
    // 300 pt from the leading edge, 60 wide: it fits every iPhone iOS 16 runs on, not the 320-pt SE iOS 15 still does.
    let wide = Frame(x: 300, y: 100, width: 60, height: 40)
    verify(findings(screen([view("1:2", wide, pinned(wide))])).isEmpty)
    let found = findings(
      screen([view("1:2", wide, pinned(wide))]), options: ValidationOptions(matrix: DeviceMatrix(deploymentMajor: 15)))
    verify(found.map(\.ruleID), equals: ["breaks_at_width"])
    verify(found.first?.severity, equals: .error, "a phone the app runs on")
    verify(
      found.first?.message,
      equals: "leaves its parent (300,100 60×40 outside 0,0 320×568) at 320×568; also at 320×568 RTL")
  }

  @Test func aLayoutGuideOverlapsNothing() {
    // 200 wide, 16 from the trailing edge: clear of the box at 375 pt, over it at 320.
    let space = Frame(x: 159, y: 100, width: 200, height: 48)
    let trailing = [
      Constraint(.top, .superview(.top), constant: space.y, origin: "t"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "t"),
      Constraint(.width, .constant, constant: space.width, origin: "t"),
      Constraint(.height, .constant, constant: space.height, origin: "t"),
    ]
    let options = ValidationOptions(matrix: DeviceMatrix(deploymentMajor: 15))
    let drawn = findings(screen([view("1:2", box, pinned(box)), view("1:3", space, trailing)]), options: options)
    let overlap = "overlaps 'view12', which it does not in the design at 320×568; also at 320×568 RTL"
    verify(drawn.map(\.message), equals: [overlap])
    let guide = view("1:3", space, trailing, role: .layoutGuide)
    verify(findings(screen([view("1:2", box, pinned(box)), guide]), options: options).isEmpty)
  }

  @Test func textsAlignedByABaselineAreSolvedAtTheirBaselinesNotTheirTops() {
    // A 30-pt figure and a 14-pt unit on one baseline: the unit's top lies 15.2 pt below the figure's.
    let figure = Frame(x: 16, y: 100, width: 80, height: 36)
    let unit = Frame(x: 100, y: 115.2, width: 20, height: 17)
    var value = view("1:2", figure, pinned(figure), role: .label)
    value.baselines = TextBaselines(fontSize: 30)
    var kilometres = view(
      "1:3", unit,
      [
        Constraint(.leading, .view("1:2", .trailing), constant: 4, origin: "t"),
        Constraint(.firstBaseline, .view("1:2", .firstBaseline), origin: "t"),
        Constraint(.width, .constant, constant: unit.width, origin: "t"),
        Constraint(.height, .constant, constant: unit.height, origin: "t"),
      ], role: .label)
    kilometres.baselines = TextBaselines(fontSize: 14)
    verify(findings(screen([value, kilometres])).filter { $0.severity == .error }.isEmpty)
    // Without the texts' baselines the constraint is read as their tops' and the unit drifts by the difference.
    kilometres.baselines = nil
    value.baselines = nil
    verify(findings(screen([value, kilometres])).contains { $0.ruleID == "design_drift" })
  }

  @Test func aLabelNarrowerThanItsLineWrapsWhereItMayTakeMoreLinesAndIsSqueezedWhereNot() {
    // A line 360 pt long between 16-pt margins: 343 pt wide on every iPhone the screen is checked at.
    let box = Frame(x: 16, y: 100, width: 343, height: 40)
    var label = view(
      "1:2", box,
      [
        Constraint(.top, .superview(.top), constant: box.y, origin: "t"),
        Constraint(.leading, .superview(.leading), constant: 16, origin: "t"),
        Constraint(.trailing, .superview(.trailing), constant: -16, origin: "t"),
      ], role: .label)
    label.intrinsic = IntrinsicSize(width: 360, height: 40)
    let squeezed = { (label: ViewSpec) in
      self.findings(self.screen([label])).contains { $0.message.contains("is squeezed") }
    }
    verify(squeezed(label), "one line: cut")
    label.properties.numberOfLines = 0
    verify(!squeezed(label), "any number of lines: it wraps")
    label.constraints.append(Constraint(.height, .constant, constant: 40, origin: "t"))
    verify(squeezed(label), "its height held at two lines': cut")
  }

  @Test func aBreakOnAnIPadIsAWarningAndTheMatrixCountsEachDevice() throws {
    // Drawn 800 wide, 600 of it fixed from the leading edge: it leaves the 744-pt iPad mini and fits the others.
    let wide = Frame(x: 150, y: 100, width: 600, height: 40)
    let iPad = LayoutScreen(
      node: "1:1", name: "Wide", className: "WideView", canvas: Size(width: 800, height: 1180),
      safeArea: EdgeInsets(), views: [view("1:2", wide, pinned(wide))])
    let checked = Validator().check(LayoutDocument(source: "test.json", ruleset: "test", screens: [iPad]))
    let found = checked.findings.filter { $0.ruleID == "breaks_at_width" }
    verify(found.map(\.severity), equals: [.warning])
    let report = try required(checked.devices.first)
    verify(report.settings.map(\.label).prefix(2), equals: ["744×1133", "744×1133 RTL"])
    verify(report.breaking.prefix(4), equals: [1, 1, 0, 0])
    verify(report.isPhone.allSatisfy { !$0 })
  }

  @Test func mirrorsLeadingAndTrailingRightToLeft() {
    let trailing = Frame(x: 239, y: 100, width: 120, height: 48)
    let constraints = [
      Constraint(.top, .superview(.top), constant: 100, origin: "t"),
      Constraint(.trailing, .superview(.trailing), constant: -16, origin: "t"),
      Constraint(.width, .constant, constant: 120, origin: "t"),
      Constraint(.height, .constant, constant: 48, origin: "t"),
    ]
    verify(findings(screen([view("1:2", trailing, constraints)])).isEmpty)
  }

  @Test func aStackViewsSpacingAndMarginsAreOnTheGridOrNoted() {
    // The stack places its arranged view by its 13-pt spacing and 6-pt top margin: said of the stack, not the view.
    var stack = view(
      "1:2", Frame(x: 16, y: 100, width: 120, height: 61), pinned(Frame(x: 16, y: 100, width: 120, height: 61)),
      role: .stack)
    stack.flow = FlowLayout(
      axis: .vertical, spacing: 13, padding: EdgeInsets(top: 6, leading: 8, bottom: 7, trailing: 8))
    let arranged = [("1:3", 106.0), ("1:4", 135.0)].map { node, y in
      view(
        node, Frame(x: 24, y: y, width: 104, height: 16),
        [
          Constraint(.top, .superview(.top), constant: y - 100, origin: "t", implicit: true),
          Constraint(.leading, .superview(.leading), constant: 8, origin: "t", implicit: true),
          Constraint(.width, .constant, constant: 104, origin: "t"),
          Constraint(.height, .constant, constant: 16, origin: "t"),
        ], parent: "1:2")
    }
    let notes = findings(screen([stack] + arranged)).filter { $0.ruleID == "spacing_grid" }
    verify(notes.map(\.node?.id), equals: ["1:2"], "\(notes)")
    verify(notes.first?.message.description, equals: "spacing 13, 6, 7 is off the 8-pt grid", "\(notes)")
  }

  @Test func flagsAHardCodedSafeAreaInset() {
    let bottom = Frame(x: 0, y: 667, width: 375, height: 111)
    let constraints = [
      Constraint(.bottom, .superview(.bottom), constant: -34, origin: "t"),
      Constraint(.leading, .superview(.leading), origin: "t"),
      Constraint(.trailing, .superview(.trailing), origin: "t"),
      Constraint(.height, .constant, constant: 111, origin: "t"),
    ]
    let found = findings(screen([view("1:2", bottom, constraints)])).filter { $0.ruleID != "spacing_grid" }
    verify(found.map(\.ruleID), equals: ["hardcoded_safe_area"])
    var fixed = constraints
    fixed[0] = Constraint(.bottom, .safeArea(.bottom), origin: "t")
    verify(findings(screen([view("1:2", bottom, fixed)])).isEmpty)
  }

  @Test func theKeyboardGuideRestsOnTheSafeAreasBottomAndOnlyTheRootsChildrenUseIt() {
    // A scroll view from the top of the screen to the keyboard's top: the safe area's bottom while no keyboard shows.
    let scroll = Frame(x: 0, y: 0, width: 375, height: 778)
    let constraints = [
      Constraint(.top, .superview(.top), origin: "t"),
      Constraint(.bottom, .keyboard(.top), origin: "t"),
      Constraint(.leading, .superview(.leading), origin: "t"),
      Constraint(.trailing, .superview(.trailing), origin: "t"),
    ]
    verify(findings(screen([view("1:2", scroll, constraints)])).isEmpty)
    var wrong = scroll
    wrong.height = 812
    verify(
      findings(screen([view("1:2", wrong, constraints)])).first?.description.hasPrefix(
        "test.json: error: [design_drift] height is 778, design says 812"), equals: true)
    let inner = Frame(x: 0, y: 700, width: 375, height: 78)
    let nested = [
      Constraint(.bottom, .keyboard(.top), origin: "t"), Constraint(.height, .constant, constant: 78, origin: "t"),
      Constraint(.leading, .superview(.leading), origin: "t"),
      Constraint(.trailing, .superview(.trailing), origin: "t"),
    ]
    let messages = findings(screen([view("1:2", scroll, constraints), view("1:3", inner, nested, parent: "1:2")]))
      .filter { $0.ruleID == "invalid_constraint" }.map(\.message)
    verify(messages.contains { $0.hasPrefix("uses the keyboard layout guide below the screen's root") })
  }

  @Test func flagsAMagicMultiplier() {
    var constraints = pinned(box)
    constraints[1] = Constraint(.centerX, .superview(.centerX), multiplier: 0.408, origin: "t")
    verify(findings(screen([view("1:2", box, constraints)])).map(\.ruleID), contains: "magic_multiplier")
  }

  @Test func flagsInvalidTargetsAndMixedDirections() {
    var constraints = pinned(box)
    constraints[1] = Constraint(.leading, .view("9:9", .trailing), constant: 8, origin: "t")
    constraints.append(Constraint(.right, .superview(.right), relation: .lessThanOrEqual, constant: -200, origin: "t"))
    let messages = findings(screen([view("1:2", box, constraints)])).filter { $0.ruleID == "invalid_constraint" }.map(
      \.message)
    verify(messages, contains: "mixes left/right with leading/trailing")
    verify(messages, contains: "targets 9:9, which is not a view of this screen: leading == 9:9.trailing + 8")
  }

  @Test func notesSpacingOffTheGrid() {
    let first = Frame(x: 16, y: 100, width: 100, height: 40)
    let second = Frame(x: 129, y: 100, width: 100, height: 40)
    var following = pinned(second)
    following[1] = Constraint(.leading, .view("1:2", .trailing), constant: 13, origin: "t")
    let found = findings(screen([view("1:2", first, pinned(first)), view("1:3", second, following)]))
    verify(found.map(\.message), equals: ["spacing 13 is off the 8-pt grid"])
    verify(found.first?.severity, equals: .note)
  }

  @Test func aColourTakenFromTheCatalogueByANameNothingDefinesIsAnError() {
    var painted = view("1:2", box, pinned(box))
    painted.properties.backgroundColor = .asset("Gradient/Sunset")
    painted.properties.textColor = .token("Text/Primary")
    var document = screen([painted, view("1:3", box, pinned(box))])
    document.screens[0].rootProperties.backgroundColor = .asset("Surface")
    let found = findings(document).filter { $0.ruleID == "undefined_color" }
    verify(
      found.map(\.message),
      equals: [
        "takes the colour 'Surface' from the asset catalogue by name, which nothing figsnap writes defines: nil at run time unless the app's catalogue has it",
        "takes the colour 'Gradient/Sunset' from the asset catalogue by name, which nothing figsnap writes defines: nil at run time unless the app's catalogue has it",
      ])
    verify(found.allSatisfy { $0.severity == .error })
    verify(found.map(\.node?.id), equals: ["1:1", "1:2"])
  }

  @Test func flagsPinsOnStackArrangedSubviews() {
    var stack = view("1:2", box, pinned(box), role: .stack)
    stack.flow = FlowLayout(axis: .horizontal, spacing: 8, alignment: .center)
    let inner = Frame(x: 16, y: 100, width: 40, height: 48)
    let arranged = view(
      "1:3", inner,
      [
        Constraint(.leading, .superview(.leading), origin: "t", implicit: true),
        Constraint(.top, .superview(.top), origin: "t", implicit: true),
        Constraint(.leading, .superview(.leading), origin: "rule"),
        Constraint(.width, .constant, constant: 40, origin: "t"),
        Constraint(.height, .constant, constant: 48, origin: "t"),
      ], parent: "1:2")
    verify(findings(screen([stack, arranged])).map(\.ruleID), equals: ["stack_edge_pin"])
  }

  @Test func gradesTouchTargetsAndHonoursTheRulesetsSeverities() {
    let small = Frame(x: 16, y: 100, width: 24, height: 24)
    var button = view("1:2", small, pinned(small), role: .button)
    button.accessibility = AccessibilitySpec(label: "Close")
    let document = screen([button])
    verify(
      findings(document).map(\.description),
      equals: [
        "test.json: warning: [touch_target] is 24×24 pt, under 44×44 (node 1:2 'view12')"
      ])
    verify(
      findings(document, options: ValidationOptions(severity: ["touch_target": "error"])).first?.severity,
      equals: .error)
    verify(findings(document, options: ValidationOptions(severity: ["touch_target": "off"])).isEmpty)
    let large = Frame(x: 16, y: 100, width: 44, height: 44)
    button = view("1:2", large, pinned(large), role: .button)
    button.control = .button(ButtonControl(title: "Done"))
    verify(findings(screen([button])).isEmpty)
  }

  @Test func aControlVoiceOverCannotNameIsReported() {
    let frame = Frame(x: 16, y: 100, width: 44, height: 44)
    let icon = view("1:2", frame, pinned(frame), role: .button)
    verify(
      findings(screen([icon])).map(\.description),
      equals: [
        "test.json: warning: [unlabeled_control] has no title or accessibility label; VoiceOver reads it as an unnamed button (node 1:2 'view12')"
      ])
    var field = view("1:2", frame, pinned(frame), role: .textField)
    var email = TextInputControl()
    email.placeholder = "Email"
    field.control = .textField(email)
    verify(findings(screen([field])).isEmpty)
  }

  @Test func aControlInsideOrUnderAnotherIsAnError() {
    let frame = Frame(x: 16, y: 100, width: 200, height: 50)
    var outer = view("1:2", frame, pinned(frame), role: .button)
    outer.accessibility = AccessibilitySpec(label: "Outer")
    let inside = Frame(x: 0, y: 0, width: frame.width, height: frame.height)
    var inner = view("1:3", frame, pinned(inside), role: .button, parent: "1:2")
    inner.accessibility = AccessibilitySpec(label: "Inner")
    verify(findings(screen([outer, inner])).map(\.ruleID), equals: ["nested_control"])
    var sibling = inner
    sibling.parent = outer.parent
    sibling.constraints = pinned(frame)
    let covered = findings(screen([outer, sibling]))
    verify(covered.map(\.message), equals: ["is covered by 'view13', which takes its touches"])
  }

  @Test func everyCheckIsNamedAfterItsFile() {
    let ids = allChecks.map { type(of: $0).id }
    verify(ids, equals: ids.sorted())
    for check in allChecks {
      let typeName = String(describing: type(of: check))
      let snake = typeName.reduce(into: "") { text, character in
        if character.isUppercase && !text.isEmpty { text += "_" }
        text += character.lowercased()
      }
      verify(snake, equals: type(of: check).id)
    }
  }
}
