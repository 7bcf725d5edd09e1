import Concurrency
public import Diagnostics
public import LayoutIR

/// What the validator checks beyond the design size, and how the ruleset grades findings.
public struct ValidationOptions: Sendable, Hashable {
  /// The other sizes checked, each left to right and right to left, when they are given (`check --widths`); nil
  /// checks each screen at the devices of ``matrix`` it is drawn for.
  public var sizes: [Size]?
  /// The devices the app runs on.
  public var matrix: DeviceMatrix
  /// Safe-area insets by canvas (`"390x844"`), for the other sizes.
  public var safeAreas: [String: EdgeInsets]
  /// Check id → `error`, `warning`, `note` or `off`.
  public var severity: [String: String]
  /// The spacing grid in points (0 turns the check off).
  public var grid: Double

  /// Creates options.
  public init(
    sizes: [Size]? = nil, matrix: DeviceMatrix = DeviceMatrix(deploymentMajor: 16),
    safeAreas: [String: EdgeInsets] = [:], severity: [String: String] = [:], grid: Double = 8
  ) {
    self.sizes = sizes
    self.matrix = matrix
    self.safeAreas = safeAreas
    self.severity = severity
    self.grid = grid
  }

  /// Every size some screen may be checked at.
  public var checkedSizes: [Size] { sizes ?? matrix.all }

  /// The other sizes a screen drawn at `canvas` is checked at.
  func sizes(for canvas: Size) -> [Size] { sizes ?? matrix.sizes(for: canvas) }
}

/// Solves every screen of the IR, at its design size and at other sizes in both reading
/// directions, and runs every check on the result.
public struct Validator: Sendable {
  public var options: ValidationOptions
  public var checks: [any ValidationCheck]

  /// Creates a validator with every check.
  public init(options: ValidationOptions = ValidationOptions(), checks: [any ValidationCheck] = allChecks) {
    self.options = options
    self.checks = checks
  }

  /// Every layout of `document` solved at its design size and at the other sizes and directions, and checked there;
  /// `solved` is the document already solved at its design size, when the caller has it.
  ///
  /// A component's class is checked at the sizes its instances take on the screens at every size checked, not only at
  /// the design's: the screens are checked first.
  public func check(_ document: LayoutDocument, solved: SolvedDocument? = nil) -> CheckedDocument {
    let layouts = document.layouts
    /// `screen` solved at its design size and the others, with `sizes` its instances take for a component, and checked.
    @Sendable func solvedAndChecked(_ screen: LayoutScreen, sizes: [Size]) -> Checked {
      let (design, system) =
        solved.flatMap { solved in
          solved.screens[screen.node].flatMap { solve in solved.systems[screen.node].map { (solve, $0) } }
        } ?? ScreenSolve.design(screen)
      let input = CheckInput(
        screen: screen, source: document.source, design: design,
        others: ScreenSolve.others(otherSettings(for: screen, instanceSizes: sizes), from: system), options: options)
      let solutions = ([input.design] + input.others).map { SolvedSetting(setting: $0.setting, frames: $0.frames) }
      return (findings: checks.flatMap { $0.check(input) }, solutions: solutions, devices: DeviceReport(input))
    }
    let screens = layouts.indices.filter { layouts[$0].component == nil }
    let components = layouts.indices.filter { layouts[$0].component != nil }
    var checked = [Checked?](repeating: nil, count: layouts.count)
    for (index, result) in zip(screens, screens.concurrentMap { solvedAndChecked(layouts[$0], sizes: []) }) {
      checked[index] = result
    }
    // The sizes each class's instances take on the screens, everywhere they were solved.
    var sizes: [String: Set<Size>] = [:]
    let rounded = { (value: Double) in (value * 1000).rounded() / 1000 }
    for index in screens {
      for view in layouts[index].views {
        guard let className = view.component?.className else { continue }
        for solution in checked[index]?.solutions ?? [] {
          guard let frame = solution.frames[view.node] else { continue }
          sizes[className, default: []].insert(Size(width: rounded(frame.width), height: rounded(frame.height)))
        }
      }
    }
    let instanceSizes = sizes
    let checkedComponents = components.concurrentMap { index in
      // A screen drawn for a desktop squeezes what it holds far below anything a phone does to a phone's design (to
      // nothing, or less): the instance, a box to the screen's solver, gives way where its class's content would not.
      let canvas = layouts[index].canvas
      let taken = (instanceSizes[layouts[index].className] ?? []).filter { size in
        size.width >= Self.narrowest * canvas.width && size.height >= Self.narrowest * canvas.height
      }
      let own = solvedAndChecked(layouts[index], sizes: [])
      guard !taken.isEmpty else { return own }
      // What breaks only at the sizes its instances take on other phones breaks there, as a screen's layout does
      // at another width: a warning, whatever the check.
      var checked = solvedAndChecked(layouts[index], sizes: Array(taken))
      let found = Set(own.findings.map { [$0.ruleID, $0.node?.id ?? ""] })
      checked.findings = checked.findings.map { finding in
        guard !found.contains([finding.ruleID, finding.node?.id ?? ""]), finding.severity > .warning else {
          return finding
        }
        var breaks = finding
        breaks.severity = .warning
        breaks.ruleID = BreaksAtWidth.id
        breaks.message = "at a size its instances take on another phone: " + finding.message
        return breaks
      }
      return checked
    }
    for (index, result) in zip(components, checkedComponents) { checked[index] = result }
    return collect(document, checked: checked.compactMap { $0 })
  }

  /// The narrowest a phone makes a design drawn for another phone: 320 pt against 430 (iPhone SE 1st generation
  /// against 16 Pro Max).
  static let narrowest = 0.74

  /// What one layout's check found, the solutions it made, and its report on the devices.
  private typealias Checked = (findings: [Diagnostic], solutions: [SolvedSetting], devices: DeviceReport?)

  private func collect(_ document: LayoutDocument, checked: [Checked]) -> CheckedDocument {
    var solutions: [String: [SolvedSetting]] = [:]
    for (screen, layout) in zip(document.layouts, checked) where solutions[screen.node] == nil {
      solutions[screen.node] = layout.solutions
    }
    return CheckedDocument(
      findings: grade(checked.flatMap(\.findings)), solutions: solutions, devices: checked.compactMap(\.devices))
  }

  /// The findings on every screen, graded by the ruleset's severities; `solved` is the document already solved at its
  /// design size, when the caller has it.
  public func validate(_ document: LayoutDocument, solved: SolvedDocument? = nil) -> [Diagnostic] {
    check(document, solved: solved).findings
  }

  /// Every finding about `document`, graded and sorted: the diagnostics of the stages before it
  /// (`earlier`), the planner's own, and the checks'.
  public func findings(_ document: LayoutDocument, after earlier: [Diagnostic] = [], solved: SolvedDocument? = nil)
    -> [Diagnostic]
  {
    grade(earlier + document.diagnostics + validate(document, solved: solved))
  }

  /// `diagnostics` with the ruleset's severities applied (`off` drops them), sorted.
  public func grade(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.compactMap(graded).sorted()
  }

  /// The solved frames of a screen at its design size, by node id.
  public func solvedFrames(_ screen: LayoutScreen) -> [String: Frame] {
    ScreenSolve.solve(screen, in: SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea)).frames
  }

  /// The solved frames of a screen at another size (the safe area of that size's device from the
  /// options), by node id.
  public func solvedFrames(_ screen: LayoutScreen, at size: Size, rightToLeft: Bool = false) -> [String: Frame] {
    let key = "\(SolverNumber.text(size.width))x\(SolverNumber.text(size.height))"
    return solvedFrames(
      screen, in: SolveSetting(canvas: size, safeArea: options.safeAreas[key] ?? EdgeInsets(), rightToLeft: rightToLeft)
    )
  }

  /// The solved frames of a screen in `setting`, solved from scratch, by node id.
  public func solvedFrames(_ screen: LayoutScreen, in setting: SolveSetting) -> [String: Frame] {
    ScreenSolve.solve(screen, in: setting).frames
  }

  private func otherSettings(for screen: LayoutScreen, instanceSizes: [Size] = []) -> [SolveSetting] {
    if let component = screen.component {
      // A component is as large as each of its instances, in the design and on the screens at the sizes checked.
      let sizes = Set(component.instanceSizes + instanceSizes).filter { $0 != screen.canvas }.sorted {
        ($0.width, $0.height) < ($1.width, $1.height)
      }
      return sizes.flatMap { size in
        [false, true].map { SolveSetting(canvas: size, safeArea: EdgeInsets(), rightToLeft: $0) }
      } + [SolveSetting(canvas: screen.canvas, safeArea: EdgeInsets(), rightToLeft: true)]
    }
    if screen.isCell {
      // A cell is as wide as its list and as tall as its row: as wide as a phone, for a list drawn on one.
      let widths = Set(options.sizes(for: screen.canvas).map(\.width)).sorted()
      return widths.flatMap { width in
        [false, true].map {
          SolveSetting(
            canvas: Size(width: width, height: screen.canvas.height), safeArea: EdgeInsets(), rightToLeft: $0)
        }
      } + [SolveSetting(canvas: screen.canvas, safeArea: EdgeInsets(), rightToLeft: true)]
    }
    return options.sizes(for: screen.canvas).flatMap { size -> [SolveSetting] in
      let key = "\(SolverNumber.text(size.width))x\(SolverNumber.text(size.height))"
      let insets = options.safeAreas[key] ?? EdgeInsets()
      return [false, true].map { SolveSetting(canvas: size, safeArea: insets, rightToLeft: $0) }
    } + [SolveSetting(canvas: screen.canvas, safeArea: screen.safeArea, rightToLeft: true)]
  }

  /// The finding at the severity the ruleset gives its id, or the id's family (`untranslated` for
  /// `untranslated.layer_blur`); nil when the ruleset turns it off.
  private func graded(_ finding: Diagnostic) -> Diagnostic? {
    let family = finding.ruleID.split(separator: ".").first.map(String.init) ?? finding.ruleID
    guard let level = options.severity[finding.ruleID] ?? options.severity[family] else { return finding }
    guard let severity = Diagnostic.Severity(rawValue: level) else { return nil }
    var graded = finding
    graded.severity = severity
    return graded
  }
}

/// A document solved and checked: the graded findings of the checks, and each layout's frames in every setting they
/// looked at.
public struct CheckedDocument: Sendable {
  /// The checks' findings, graded by the ruleset's severities and sorted.
  public var findings: [Diagnostic]
  /// Each layout's solutions by its node id: at its design size first, then at each other size and direction, in the
  /// order the checks read them.
  public var solutions: [String: [SolvedSetting]]
  /// How each screen (not its cells or components) fares at each device, in the document's order.
  public var devices: [DeviceReport]
}

/// How many views of a screen break at each size and direction it is checked at besides its design's
/// (``LayoutBreaks``).
public struct DeviceReport: Sendable, Hashable {
  /// The screen's node id and name.
  public var screen: String
  public var name: String
  /// The settings checked, in order.
  public var settings: [SolveSetting]
  /// How many views break in each of `settings`; nil where its required constraints conflict (no layout to judge).
  public var breaking: [Int?]
  /// Whether a break there is an error (a phone, for a screen drawn for one), for each of `settings`.
  public var isPhone: [Bool]

  /// The report of a checked screen; nil for a cell or a component.
  init?(_ input: CheckInput) {
    guard !input.screen.isCell, input.screen.component == nil else { return nil }
    screen = input.screen.node
    name = input.screen.name
    settings = input.others.map(\.setting)
    var views = Array(repeating: Set<Int>(), count: settings.count)
    for found in input.breaks { views[found.setting].insert(found.view) }
    breaking = zip(input.others, views).map { solve, views in solve.rejected.isEmpty ? views.count : nil }
    isPhone = settings.map(input.isPhone)
  }
}

/// A layout's frames, solved in one setting.
public struct SolvedSetting: Sendable {
  public var setting: SolveSetting
  /// The solved frame of every view, by node id.
  public var frames: [String: Frame]
}
