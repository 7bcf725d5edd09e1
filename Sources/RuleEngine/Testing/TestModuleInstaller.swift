import Diagnostics
import FigmaModel
import Foundation

/// Installs `snap.test` in a sandbox: the chain's rules as data, its options, and the `fixture`
/// host function that loads a design into read-only node tables.
struct TestModuleInstaller {
  let sandbox: LuaSandbox
  let loaded: LoadedRuleset
  let folder: String

  func install() throws(Diagnostic) -> LuaReference {
    let state = sandbox.state
    let marshaler = DesignMarshaler(state: state)
    state.pushTable()
    let folder = self.folder
    state.pushHostFunction { call in Self.fixture(call, folder: folder, marshaler: marshaler) }
    state.setField("fixture")
    let host = state.makeReference()
    state.pushTable(array: loaded.rules.count)
    for (position, rule) in loaded.rules.enumerated() {
      state.pushTable(fields: 2)
      state.set("id", .string(rule.id))
      state.pushTable(fields: rule.hooks.count)
      for (hook, entry) in rule.hooks.sorted(by: { $0.key < $1.key }) {
        state.set(hook.rawValue, .reference(entry.function))
      }
      state.setField("hooks")
      state.setIndex(position + 1)
    }
    let rules = state.makeReference()
    marshaler.pushOptions(loaded.options)
    let options = state.makeReference()
    do {
      let chunk = try state.load(try BundledLua.source(.snapTest), name: "figsnap")
      let module = try state.callKeepingResult(chunk, [.reference(host), .reference(rules), .reference(options)])
      if let extend = sandbox.extendSnap { _ = try state.call(extend, [.string("test"), .reference(module)]) }
      return module
    } catch {
      throw Diagnostic(.error, "lua.sandbox", "\(error.message)", at: SourceLocation(file: "figsnap"))
    }
  }

  /// `fixture(path, screen)`: the screen (the first, or the one named) of a Figma JSON file.
  private static func fixture(_ call: HostCall, folder: String, marshaler: DesignMarshaler) -> HostReturn {
    guard case .string(let path) = call.arguments.first ?? .nothing else {
      return .failure("snap.test.fixture(path) needs a path relative to the ruleset folder")
    }
    let file: String
    switch ConfinedPath.resolve(path, inside: folder) {
    case .success(let resolved): file = resolved
    case .failure(.unreadable): return .failure("cannot read fixture '\(TerminalText.sanitized(path))'")
    case .failure(let refusal):
      return .failure("snap.test.fixture: path '\(TerminalText.sanitized(path))' \(refusal.reason)")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return .failure("cannot read fixture '\(TerminalText.sanitized(path))'")
    }
    let tree: DesignTree
    do {
      let (file, _) = try FigmaDecoder(source: path).decode([UInt8](data))
      tree = try Normalizer(source: path).normalize(file).tree
    } catch {
      return .failure("fixture '\(path)': \(error.message)")
    }
    let wanted = call.arguments.count > 1 ? call.arguments[1].string : nil
    guard let screen = tree.screens.first(where: { wanted == nil || $0.root.name == wanted }) else {
      return .failure("fixture '\(path)' has no screen\(wanted.map { " named '\($0)'" } ?? "")")
    }
    func ids(_ index: Int) -> Set<String> {
      guard call.arguments.count > index, case .table(let list) = call.arguments[index] else { return [] }
      return Set(
        list.array.compactMap { value -> String? in
          if case .node(let id) = value { return id }
          return value.string
        })
    }
    let viewTree = ViewTree(design: screen.root).kept(skipping: ids(2), flattening: ids(3))
    let views = marshaler.marshal(viewTree)
    defer { marshaler.release(views) }
    var order: [String] = []
    viewTree.visit { order.append($0.node.id) }
    let state = marshaler.state
    state.pushTable(fields: 4)
    if let root = views[screen.root.id] { state.set("root", .reference(root)) }
    state.pushTable(fields: 2)
    state.set("width", .number(screen.root.frame.width))
    state.set("height", .number(screen.root.frame.height))
    state.setField("canvas")
    state.pushTable(fields: 2)
    state.set("top", .number(screen.device.top))
    state.set("bottom", .number(screen.device.bottom))
    state.setField("safe_area")
    state.pushTable(array: order.count)
    for (position, id) in order.enumerated() {
      if let view = views[id] {
        state.push(.reference(view))
        state.setIndex(position + 1)
      }
    }
    state.setField("nodes")
    return .built(state.makeReference())
  }
}
