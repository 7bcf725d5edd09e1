import FigmaModel

/// Builds the read-only Lua views of design nodes: one table per node, shared by every hook, so
/// `node.parent.children[node.index] == node`.
struct DesignMarshaler {
  let state: LuaState
  private let empty: LuaReference

  init(state: LuaState) {
    self.state = state
    state.pushTable()
    state.seal()
    empty = state.makeReference()
  }

  /// Builds views for every node of `tree`, returning them by node id.
  func marshal(_ tree: ViewTree) -> [String: LuaReference] {
    var views: [String: LuaReference] = [:]
    tree.visit { item in
      state.pushTable()
      state.seal(nodeID: item.node.id)
      views[item.node.id] = state.makeReference()
    }
    fill(tree, parent: nil, index: 1, siblings: [], views: views)
    return views
  }

  private func fill(
    _ item: ViewTree, parent: LuaReference?, index: Int, siblings: [LuaReference], views: [String: LuaReference]
  ) {
    guard let view = views[item.node.id] else { return }
    let children = item.children.compactMap { views[$0.node.id] }
    state.pushBacking(of: view)
    NodeFields(state: state, empty: empty).write(item, absolute: item.node.absolute)
    if let parent {
      state.push(.reference(parent))
      state.setField("parent")
      if index > 1 { state.set("prev", .reference(siblings[index - 2])) }
      if index < siblings.count { state.set("next", .reference(siblings[index])) }
    }
    state.set("index", .number(Double(index)))
    writeList(children.map { LuaArgument.reference($0) }, key: "children")
    state.pop()
    for (position, child) in item.children.enumerated() {
      fill(child, parent: view, index: position + 1, siblings: children, views: views)
    }
  }

  private func writeList(_ items: [LuaArgument], key: String) {
    guard !items.isEmpty else { return state.set(key, .reference(empty)) }
    state.pushTable(array: items.count)
    for (position, item) in items.enumerated() {
      state.push(item)
      state.setIndex(position + 1)
    }
    state.seal()
    state.setField(key)
  }

  /// Releases the views of a screen once its hooks have run.
  func release(_ views: [String: LuaReference]) {
    for reference in views.values { state.release(reference) }
  }

  /// Pushes a sealed view of a paint, as the `color` hook and `node.fills` show it.
  func pushPaint(_ paint: Paint, usage: String) {
    NodeFields(state: state, empty: empty).pushPaint(paint, usage: usage)
  }

  /// Pushes a sealed view of a text, as the `font` hook and `node.text` show it.
  func pushText(_ text: TextContent) { NodeFields(state: state, empty: empty).pushText(text) }

  /// Pushes a sealed, recursive copy of an options table.
  func pushOptions(_ table: LuaTable) {
    state.pushTable(array: table.array.count, fields: table.fields.count)
    for key in table.fields.keys.sorted() {
      pushOption(table.fields[key] ?? .nothing)
      state.setField(key)
    }
    for (position, item) in table.array.enumerated() {
      pushOption(item)
      state.setIndex(position + 1)
    }
    state.seal()
  }

  private func pushOption(_ value: LuaValue) {
    switch value {
    case .table(let nested): pushOptions(nested)
    case .string(let text): state.push(.string(text))
    case .number(let number): state.push(.number(number))
    case .boolean(let flag): state.push(.boolean(flag))
    default: state.push(.nothing)
    }
  }
}
