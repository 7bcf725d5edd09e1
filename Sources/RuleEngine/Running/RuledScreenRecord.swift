import Decisions
import Diagnostics
import FigmaModel
import Ruling
import Semantics

/// One screen as a worker ruled it: the ruled screen and what its hooks wrote, the colour and font asks apart, so
/// that screens ruled in parallel merge into the run a sequential one makes.
struct RuledScreenRecord: Sendable {
  var screen: RuledScreen
  /// What the design hooks (`skip` to `size`) wrote.
  var hooks: JournalSlice
  /// The colour and font keys the worker asked on this screen (those it had not asked before), in order.
  var styles: [StyleAsk]
  /// The screen's share of the run's statistics.
  var statistics: RuleStatistics
}

/// One colour or font asked, with the answer and what the ask wrote.
struct StyleAsk: Sendable {
  enum Key: Hashable, Sendable {
    case color(ColorKey)
    case font(FontKey)
  }

  var key: Key
  var color: Decided<ColorValue>?
  var font: Decided<FontValue>?
  var wrote: JournalSlice
}

/// The log lines, `ctx.report` findings and script errors of a stretch of a run.
struct JournalSlice: Sendable {
  var log: [String] = []
  var reports: [Diagnostic] = []
  var diagnostics: [Diagnostic] = []
}

/// Where a run's journal and its caller's diagnostics stand, to take the slice written since.
struct JournalMark {
  let log: Int
  let reports: Int
  let diagnostics: Int

  /// The start of the run.
  static let start = JournalMark(log: 0, reports: 0, diagnostics: 0)

  private init(log: Int, reports: Int, diagnostics: Int) {
    self.log = log
    self.reports = reports
    self.diagnostics = diagnostics
  }

  init(_ caller: HookCaller) {
    log = caller.sandbox.journal.log.count
    reports = caller.sandbox.journal.reports.count
    diagnostics = caller.diagnostics.count
  }

  /// What was written since the mark.
  func slice(_ caller: HookCaller) -> JournalSlice {
    JournalSlice(
      log: Array(caller.sandbox.journal.log[log...]), reports: Array(caller.sandbox.journal.reports[reports...]),
      diagnostics: Array(caller.diagnostics[diagnostics...]))
  }
}

/// A session ruling screens one after another, on one thread: its `ScreenRuling` remembers the colours and fonts the
/// worker has asked.
struct ScreenWorker {
  let session: RuleSession
  var ruling: ScreenRuling

  init(session: RuleSession) {
    self.session = session
    ruling = session.makeRuling()
  }

  /// The screen ruled, or the error that ends the run.
  mutating func rule(_ screen: DesignScreen) -> Result<RuledScreenRecord, Diagnostic> {
    let state = session.sandbox.state
    state.limitMemory(toAdditional: session.loaded.limits.memoryMB << 20)
    defer { state.limitMemory(toAdditional: 0) }
    do throws(Diagnostic) {
      try session.startScreen()
      var record = try ruling.rule(screen)
      record.statistics.luaPeakMemoryBytes = state.peakMemoryUsed
      return .success(record)
    } catch {
      return .failure(error)
    }
  }
}
