import Diagnostics
import Foundation
import LayoutIR

/// A fresh Lua state made into the ruleset sandbox: safe libraries only, sorted `pairs`,
/// `math.random` seeded with 0, `require` confined to the chain's `lib/` folders, the `snap`
/// module, and sealed globals.
final class LuaSandbox {
  let state: LuaState
  let journal: RunJournal
  private(set) var sortedPairs: LuaReference?
  /// `extend_snap(key, value)`: adds a frozen field to the frozen `snap` module.
  private(set) var extendSnap: LuaReference?

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
    state.pushTable()
    state.pushHostFunction { call in
      guard case .string(let name) = call.arguments.first ?? .nothing else { return .values([.nothing]) }
      return Self.libraryChunk(named: name, in: journal)
    }
    state.setField("load_lib")
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
    let snapChunk = try state.load(try BundledLua.source(.snap), name: "figsnap")
    guard let log = state.reference(toField: "log", of: host),
      let swiftString = state.reference(toField: "swift_string", of: host)
    else { return }
    let snap = try state.callKeepingResult(snapChunk, [.reference(log), .reference(swiftString)])
    state.setGlobal("snap", to: snap)
    if let seal = state.reference(toField: "seal_globals", of: tables) { _ = try state.call(seal) }
  }

  /// Runs the file at `path` (shown as `shown`) and returns its result as data.
  func evaluate(file path: String, shownAs shown: String) throws(Diagnostic) -> LuaValue {
    let reference = try evaluateKeeping(file: path, shownAs: shown)
    defer { state.release(reference) }
    return state.value(of: reference)
  }

  /// Runs the file at `path` and keeps its result in Lua.
  func evaluateKeeping(file path: String, shownAs shown: String) throws(Diagnostic) -> LuaReference {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic(.error, "ruleset.load", "cannot read the file", at: SourceLocation(file: shown))
    }
    do {
      let chunk = try state.load(String(decoding: data, as: UTF8.self), name: shown)
      state.startCall(instructions: RuleLimits.standard.instructionsPerHook)
      return try state.callKeepingResult(chunk)
    } catch {
      throw Self.diagnostic(error, ruleID: "ruleset.load", fallback: SourceLocation(file: shown))
    }
  }

  /// A diagnostic for a Lua failure, placed at the real frame that raised it.
  ///
  /// The message's own `file:line:` is used only when it names a frame of the traceback (so
  /// `error("rules/other.lua:3: boom", 0)` cannot fake one) and is not figsnap's own chunk; else
  /// the location is the traceback's first frame in a ruleset file, else `fallback`. The text is
  /// sanitised: control characters from Lua never reach a terminal.
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
      } else if frames.isEmpty || frames.contains(place) {
        location = place
        message = position.text
      }
    }
    let notes = failure.traceback.prefix(8).map { Diagnostic.Note(TerminalText.sanitized("called from \($0)")) }
    return Diagnostic(
      .error, ruleID, "\(TerminalText.sanitized(message))", at: location, node: node, scope: scope,
      notes: Array(notes))
  }

  private static func libraryChunk(named name: String, in journal: RunJournal) -> HostReturn {
    let valid = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || "_.-".contains($0) }
    guard valid, !name.contains("..") else {
      return .values([.nothing, .string("module name '\(name)' may hold only letters, digits, '_', '-' and '.'")])
    }
    let relative = name.replacingOccurrences(of: ".", with: "/") + ".lua"
    for folder in journal.libraryFolders {
      guard let data = FileManager.default.contents(atPath: folder.path + "/" + relative) else { continue }
      if case .failure(.outside) = ConfinedPath.resolve(relative, inside: folder.path) {
        return .values([.nothing, .string("module '\(name)' \(ConfinedPath.Refusal.outside.reason)")])
      }
      return .chunk(source: String(decoding: data, as: UTF8.self), name: folder.shown + "/" + relative)
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
