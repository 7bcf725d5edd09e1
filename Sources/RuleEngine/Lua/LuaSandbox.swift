import Diagnostics
import Foundation
import LayoutIR
import SwiftSource

/// A fresh Lua state made into the ruleset sandbox: safe libraries only, sorted `pairs`,
/// `math.random` seeded with 0, `require` confined to the chain's `lib/` folders, the `snap`
/// module, and sealed globals.
final class LuaSandbox {
  let state: LuaState
  let journal: RunJournal
  private(set) var sortedPairs: LuaReference?
  /// `extend_snap(key, value)`: adds a frozen field to the frozen `snap` module.
  private(set) var extendSnap: LuaReference?
  /// `fresh_modules()`: forgets the loaded modules and seeds `math.random` with 0 again.
  private var freshModulesFunction: LuaReference?
  /// The limits Lua code runs under: the command line's (or the defaults) while the manifests
  /// load, then the chain's.
  private(set) var limits = RuleLimits.standard

  init(journal: RunJournal) throws(Diagnostic) {
    self.journal = journal
    do {
      state = try LuaState()
      try installPrelude()
    } catch {
      throw Diagnostic(.error, "lua.sandbox", "\(error.message)", at: SourceLocation(file: "figsnap"))
    }
  }

  private func installPrelude() throws(LuaFailure) {
    let journal = self.journal
    let watchdog = state.watchdog
    state.pushTable()
    state.pushHostFunction { call in
      guard case .string(let name) = call.arguments.first ?? .nothing else { return .values([.nothing]) }
      return Self.libraryChunk(named: name, in: journal)
    }
    state.setField("load_lib")
    // `module_running(file)` and `module_done()`: the prelude's `require` names the module whose chunk runs, for the
    // watchdog, and closes that name however the chunk ends.
    state.pushHostFunction { call in
      watchdog.enterModule(SourceLocation(file: call.arguments.first?.string ?? ""))
      return .values([])
    }
    state.setField("module_running")
    state.pushHostFunction { _ in
      watchdog.leaveModule()
      return .values([])
    }
    state.setField("module_done")
    state.pushHostFunction { call in
      journal.appendLog(call.arguments.map(Self.logText).joined(separator: "\t"))
      return .values([])
    }
    state.setField("log")
    state.pushHostFunction { call in
      guard call.arguments.count == 1, case .string(let text) = call.arguments[0] else {
        let found = call.arguments.first.map(DecisionReader.describe) ?? "nothing"
        return .failure("snap.swift.string expects one string, got \(found)")
      }
      return .values([.string(SwiftLiteral.string(text))])
    }
    state.setField("swift_string")
    let host = state.makeReference()
    let prelude = try state.load(try BundledLua.source(.sandboxPrelude), name: "figsnap")
    let tables = try state.callKeepingResult(prelude, [.reference(host)])
    state.readOnly = SealingTables(
      backing: state.reference(toField: "backing", of: tables),
      metatable: state.reference(toField: "sealed", of: tables),
      nodeIDs: state.reference(toField: "nodeids", of: tables))
    sortedPairs = state.reference(toField: "sorted_pairs", of: tables)
    extendSnap = state.reference(toField: "extend_snap", of: tables)
    freshModulesFunction = state.reference(toField: "fresh_modules", of: tables)
    let snapChunk = try state.load(try BundledLua.source(.snap), name: "figsnap")
    guard let log = state.reference(toField: "log", of: host),
      let swiftString = state.reference(toField: "swift_string", of: host)
    else { return }
    let snap = try state.callKeepingResult(snapChunk, [.reference(log), .reference(swiftString)])
    state.setGlobal("snap", to: snap)
    if let seal = state.reference(toField: "seal_globals", of: tables) { _ = try state.call(seal) }
  }

  /// Starts the budgets of `limits`: the run's instructions, its wall-clock deadline and the
  /// watchdog that enforces it where the instruction hook cannot.
  func start(_ limits: RuleLimits) {
    self.limits = limits
    state.startRun(instructions: limits.instructionsPerRun, seconds: limits.seconds)
  }

  /// Forgets the modules `require` loaded and seeds `math.random` with 0 again.
  func freshModules() throws(Diagnostic) {
    guard let freshModulesFunction else { return }
    state.startCall(instructions: limits.instructionsPerHook)
    do {
      _ = try state.call(freshModulesFunction)
    } catch {
      throw Self.diagnostic(limits.explained(error), ruleID: "lua.sandbox", fallback: SourceLocation(file: "figsnap"))
    }
  }

  /// Runs the file `relative` of the ruleset `folder` (shown as `shown`) and returns its result as data.
  func evaluate(_ relative: String, in folder: String, shownAs shown: String) throws(Diagnostic) -> LuaValue {
    let reference = try evaluateKeeping(relative, in: folder, shownAs: shown)
    defer { state.release(reference) }
    return state.value(of: reference)
  }

  /// Runs the file `relative` of the ruleset `folder` and keeps its result in Lua.
  func evaluateKeeping(_ relative: String, in folder: String, shownAs shown: String) throws(Diagnostic)
    -> LuaReference
  {
    let chunk = try compile(relative, in: folder, shownAs: shown)
    defer { state.release(chunk) }
    return try run(chunk, shownAs: shown)
  }

  /// Compiles the file `relative` of the ruleset `folder`, shown as `shown`.
  ///
  /// A path that leaves the folder (through `..` or a symbolic link, of the file or of a folder on
  /// its way) is refused unread.
  func compile(_ relative: String, in folder: String, shownAs shown: String) throws(Diagnostic) -> LuaReference {
    let location = SourceLocation(file: shown)
    let path: String
    switch ConfinedPath.resolve(relative, inside: folder) {
    case .success(let resolved): path = resolved
    case .failure(.unreadable): throw Diagnostic(.error, "ruleset.load", "cannot read the file", at: location)
    case .failure(let refusal):
      throw Diagnostic(.error, "ruleset.load", "\(TerminalText.sanitized(relative)) \(refusal.reason)", at: location)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic(.error, "ruleset.load", "cannot read the file", at: location)
    }
    do {
      return try state.load(String(decoding: data, as: UTF8.self), name: shown)
    } catch {
      throw Self.diagnostic(error, ruleID: "ruleset.load", fallback: location)
    }
  }

  /// Runs a compiled file of the ruleset, shown as `shown`, and keeps its result: under the
  /// instruction budget of a call, the run's deadline and the watchdog, which names the file.
  func run(_ chunk: LuaReference, shownAs shown: String) throws(Diagnostic) -> LuaReference {
    let location = SourceLocation(file: shown)
    state.watchdog.describe(Watchdog.Call(rule: "ruleset.load", location: location))
    state.startCall(instructions: limits.instructionsPerHook)
    do {
      return try state.callKeepingResult(chunk)
    } catch {
      throw Self.diagnostic(limits.explained(error), ruleID: "ruleset.load", fallback: location)
    }
  }

  /// A diagnostic for a Lua failure, placed at the real frame that raised it.
  ///
  /// The message's own `file:line:` is used only when it names a frame of the traceback (so
  /// `error("rules/other.lua:3: boom", 0)` cannot fake one) and is not figsnap's own chunk; else
  /// the location is the traceback's first frame in a ruleset file, else `fallback`. A tripped
  /// limit's `file:line:` (the instruction hook writes it where the limit trips) needs only name a
  /// file of the traceback: inside a `pcall` or an `xpcall` handler the frame that tripped is gone
  /// when the guarded `pcall` passes the error on. The text is sanitised: control characters from
  /// Lua never reach a terminal.
  static func diagnostic(
    _ failure: LuaFailure, ruleID: String, fallback: SourceLocation, node: NodeRef? = nil, scope: String? = nil
  ) -> Diagnostic {
    let frames = failure.traceback.compactMap(LuaTraceback.location(ofFrame:))
    var location = frames.first ?? fallback
    var message = failure.message
    if let position = failure.position {
      let place = SourceLocation(file: position.file, line: position.line)
      if position.file == LuaTraceback.internalChunk {
        message = position.text
      } else if frames.isEmpty || frames.contains(place)
        || (failure.limit != nil && frames.contains { $0.file == place.file })
      {
        location = place
        message = position.text
      }
    }
    let notes = failure.traceback.prefix(8).map { Diagnostic.Note(TerminalText.sanitized("called from \($0)")) }
    return Diagnostic(
      .error, ruleID, "\(TerminalText.sanitized(message))", at: location, node: node, scope: scope,
      notes: Array(notes))
  }

  /// The chunk of module `name`: the first `lib/<name>.lua` of the chain (dots are folders), confined
  /// to its ruleset's folder, so that neither the file nor a folder on its way (`lib/` itself) may
  /// be a symbolic link out of it.
  private static func libraryChunk(named name: String, in journal: RunJournal) -> HostReturn {
    guard ScriptName.isValid(name) else {
      return .values([.nothing, .string("module name '\(name)' may hold only \(ScriptName.allowedText)")])
    }
    let relative = name.replacingOccurrences(of: ".", with: "/") + ".lua"
    for folder in journal.libraryFolders {
      switch ConfinedPath.resolve("lib/" + relative, inside: folder.ruleset) {
      case .success(let path):
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        return .chunk(source: String(decoding: data, as: UTF8.self), name: folder.shown + "/" + relative)
      case .failure(.unreadable):
        continue
      case .failure(let refusal):
        return .values([.nothing, .string("module '\(name)' \(refusal.reason)")])
      }
    }
    let searched = journal.libraryFolders.map(\.shown).joined(separator: ", ")
    return .values([
      .nothing, .string("module '\(name)' not found in \(searched.isEmpty ? "any lib/ folder" : searched)"),
    ])
  }

  private static func logText(_ value: LuaValue) -> String {
    switch value {
    case .string(let text): text
    case .number(let number): LuaNumberFormat.text(number)
    case .boolean(let flag): flag ? "true" : "false"
    case .nothing: "nil"
    case .node(let id): "node \(id)"
    default: value.typeName
    }
  }
}

/// Numbers as Lua prints them for logs: integers without a fraction.
enum LuaNumberFormat {
  static func text(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
  }
}
