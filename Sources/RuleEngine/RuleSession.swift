public import Decisions
public import Diagnostics
public import FigmaModel
public import LayoutIR
public import Ruling

/// A ruleset loaded into a live, sandboxed Lua state for one run: it asks the design hooks of every screen, then the
/// `constraints` hook of every planned view.
///
/// Not thread-safe; confined to one task, like the `LuaState` it owns.
public final class RuleSession: RulingSession {
  let sandbox: LuaSandbox
  let loaded: LoadedRuleset
  let caller: HookCaller
  let marshaler: DesignMarshaler
  private let options: LuaReference
  private var statistics = RuleStatistics()

  init(sandbox: LuaSandbox, loaded: LoadedRuleset) {
    self.sandbox = sandbox
    self.loaded = loaded
    caller = HookCaller(sandbox: sandbox, ruleset: loaded)
    marshaler = DesignMarshaler(state: sandbox.state)
    marshaler.pushOptions(loaded.options)
    options = sandbox.state.makeReference()
  }

  /// Asks every design hook for every screen of `tree`.
  public func rule(_ tree: DesignTree) throws(Diagnostic) -> RuleRun {
    let state = sandbox.state
    var ruling = ScreenRuling(
      caller: caller, marshaler: marshaler, options: options, typedOptions: loaded.typedOptions)
    var screens: [RuledScreen] = []
    for screen in tree.screens {
      state.limitMemory(toAdditional: loaded.limits.memoryMB << 20)
      screens.append(try ruling.rule(screen))
      state.limitMemory(toAdditional: 0)
    }
    let ruled = RuledTree(
      source: tree.source, ruleset: loaded.name, screens: screens, colors: ruling.colors, fonts: ruling.fonts,
      options: loaded.typedOptions, uikitSymbols: loaded.uikitSymbols)
    statistics = ruling.statistics
    statistics.hookCalls = caller.callCount
    statistics.luaPeakMemoryBytes = state.peakMemoryUsed
    return RuleRun(
      tree: ruled, diagnostics: caller.diagnostics + sandbox.journal.reports, log: sandbox.journal.log,
      severity: loaded.severity, statistics: statistics)
  }

  /// Lets the `constraints` hook replace the constraints of each planned view; the host checks every entry and fills in
  /// its origin.
  ///
  /// Returns the refined document and what the hook found.
  public func refine(_ document: LayoutDocument, from ruled: RuledTree) throws(Diagnostic) -> (
    document: LayoutDocument, diagnostics: [Diagnostic]
  ) {
    guard caller.isAsked(.constraints) else { return (document, []) }
    var refined = document
    let found = try eachScreen(of: document, from: ruled) { (index, hook) throws(Diagnostic) in
      refined.screens[index] = try hook.refine(kept: hook.kept)
    }
    return (refined, found)
  }

  /// Whether any rule has a `check` hook (which needs the layout solved).
  public var checksViews: Bool { caller.isAsked(.check) }

  /// Asks the `check` hook of every view, given its solved frame at the design size (by node
  /// id); returns what the hooks reported.
  public func check(_ document: LayoutDocument, from ruled: RuledTree, solved: [String: Frame]) throws(Diagnostic)
    -> [Diagnostic]
  {
    guard caller.isAsked(.check) else { return [] }
    return try eachScreen(of: document, from: ruled) { (_, hook) throws(Diagnostic) in
      try hook.check(kept: hook.kept, solved: solved)
    }
  }

  /// Runs `body` for each planned screen with its kept tree exposed, under the memory limit;
  /// returns the diagnostics and reports the hooks made meanwhile.
  private func eachScreen(
    of document: LayoutDocument, from ruled: RuledTree, _ body: (Int, inout ConstraintHook) throws(Diagnostic) -> Void
  ) throws(Diagnostic) -> [Diagnostic] {
    let before = caller.diagnostics.count
    let reportsBefore = sandbox.journal.reports.count
    let ruling = ScreenRuling(
      caller: caller, marshaler: marshaler, options: options, typedOptions: loaded.typedOptions)
    for (index, screen) in document.screens.enumerated() {
      guard let source = ruled.screens.first(where: { $0.root.design.id == screen.node }) else { continue }
      sandbox.state.limitMemory(toAdditional: loaded.limits.memoryMB << 20)
      defer { sandbox.state.limitMemory(toAdditional: 0) }
      var hook = ConstraintHook(
        session: self, screen: screen, ruling: ruling, kept: ViewTree(ruled: source.root),
        device: source.device.device)
      try body(index, &hook)
    }
    return Array(caller.diagnostics[before...]) + Array(sandbox.journal.reports[reportsBefore...])
  }
}
