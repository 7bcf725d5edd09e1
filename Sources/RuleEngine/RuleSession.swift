import Concurrency
public import Decisions
public import Diagnostics
public import FigmaModel
public import LayoutIR
public import Ruling
import Semantics

/// A ruleset loaded into a live, sandboxed Lua state for one run: it asks the design hooks of every screen, then the
/// `constraints` hook of every planned view.
///
/// Not thread-safe; confined to one task, like the `LuaState` it owns. To rule a file's screens on every core it starts
/// sessions of its own, one per worker thread (see ``rule(_:)``).
public final class RuleSession: RulingSession {
  let sandbox: LuaSandbox
  let loaded: LoadedRuleset
  let caller: HookCaller
  let marshaler: DesignMarshaler
  private let options: LuaReference
  private var statistics = RuleStatistics()
  /// The hook calls made when the module state was last fresh.
  private var freshAtCall = 0

  /// Makes another session of the same ruleset, for a worker thread; nil when there is none to make.
  private let spawn: (@Sendable () -> RuleSession?)?

  init(sandbox: LuaSandbox, loaded: LoadedRuleset, spawn: (@Sendable () -> RuleSession?)? = nil) {
    self.sandbox = sandbox
    self.loaded = loaded
    self.spawn = spawn
    caller = HookCaller(sandbox: sandbox, ruleset: loaded)
    marshaler = DesignMarshaler(state: sandbox.state)
    marshaler.pushOptions(loaded.options)
    options = sandbox.state.makeReference()
  }

  /// Asks every design hook for every screen of `tree`.
  public func rule(_ tree: DesignTree) throws(Diagnostic) -> RuleRun {
    // What loading the ruleset wrote (top-level `print`s) comes first; the workers' own loading is not shown again.
    let loading = JournalMark.start.slice(caller)
    var local = ScreenWorker(session: self)
    let spawn = spawn
    let outcomes = tree.screens.concurrentMap(
      local: &local, workerState: { spawn?().map(ScreenWorker.init) }, { worker, screen in worker.rule(screen) })
    var records: [RuledScreenRecord] = []
    for outcome in outcomes {
      switch outcome {
      case .success(let record): records.append(record)
      case .failure(let error): throw error
      }
    }
    return merged(records, of: tree, after: loading)
  }

  /// The run the screens' records make, as if they had been ruled one after another in this session: each colour and
  /// font is the answer of the first screen that asked it, and only that ask's output is kept.
  private func merged(_ records: [RuledScreenRecord], of tree: DesignTree, after loading: JournalSlice) -> RuleRun {
    var firstAsked: [StyleAsk.Key: Int] = [:]
    for (index, record) in records.enumerated() {
      for ask in record.styles where firstAsked[ask.key] == nil { firstAsked[ask.key] = index }
    }
    var colors: [ColorKey: Decided<ColorValue>] = [:]
    var fonts: [FontKey: Decided<FontValue>] = [:]
    var slices = [loading]
    var statistics = RuleStatistics()
    for (index, record) in records.enumerated() {
      slices.append(record.hooks)
      for ask in record.styles where firstAsked[ask.key] == index {
        slices.append(ask.wrote)
        switch ask.key {
        case .color(let key): colors[key] = ask.color
        case .font(let key): fonts[key] = ask.font
        }
      }
      statistics.add(record.statistics)
    }
    var ruled = RuledTree(
      source: tree.source, ruleset: loaded.name, screens: records.map(\.screen), colors: colors, fonts: fonts,
      options: loaded.typedOptions, uikitSymbols: loaded.uikitSymbols)
    ruled.swiftuiSymbols = loaded.swiftuiSymbols
    self.statistics = statistics
    return RuleRun(
      tree: ruled,
      diagnostics: slices.flatMap(\.diagnostics) + RunJournal.merged(reports: slices.map(\.reports)),
      log: RunJournal.merged(log: slices.map(\.log)), severity: loaded.severity, statistics: statistics)
  }

  /// Gives the next screen the module state a fresh load of the ruleset leaves (see ``RuleFiles``), unless no hook has
  /// run since it had it.
  func startScreen() throws(Diagnostic) {
    guard caller.callCount != freshAtCall else { return }
    try RuleFiles(sandbox: sandbox).rerun(loaded.files)
    freshAtCall = caller.callCount
  }

  /// A ruling of screens by this session.
  func makeRuling() -> ScreenRuling {
    ScreenRuling(caller: caller, marshaler: marshaler, options: options, typedOptions: loaded.typedOptions)
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
    let ruling = makeRuling()
    for (index, screen) in document.screens.enumerated() {
      guard let source = ruled.screens.first(where: { $0.root.design.id == screen.node }) else { continue }
      sandbox.state.limitMemory(toAdditional: loaded.limits.memoryMB << 20)
      defer { sandbox.state.limitMemory(toAdditional: 0) }
      try startScreen()
      var hook = ConstraintHook(
        session: self, screen: screen, ruling: ruling, kept: ViewTree(ruled: source.root),
        device: source.device.device)
      try body(index, &hook)
    }
    return Array(caller.diagnostics[before...]) + Array(sandbox.journal.reports[reportsBefore...])
  }
}
