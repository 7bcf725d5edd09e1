import Decisions
import Diagnostics
import FigmaModel
import Ruling
import Semantics

/// Rules one screen: the skip pass over the design tree, then the decision hooks over the kept
/// tree, then colours and fonts not decided on an earlier screen.
struct ScreenRuling {
  let caller: HookCaller
  let marshaler: DesignMarshaler
  let options: LuaReference
  /// The options as text by dotted key, for the host's own reading (the safe-area overrides).
  let typedOptions: RulesetOptions
  private var askedColors: Set<ColorKey> = []
  private var askedFonts: Set<FontKey> = []

  init(caller: HookCaller, marshaler: DesignMarshaler, options: LuaReference, typedOptions: RulesetOptions) {
    self.caller = caller
    self.marshaler = marshaler
    self.options = options
    self.typedOptions = typedOptions
  }

  mutating func rule(_ screen: DesignScreen) throws(Diagnostic) -> RuledScreenRecord {
    let start = JournalMark(caller)
    let calls = caller.callCount
    _ = caller.takeCosts()
    let designTree = ViewTree(design: screen.root)
    let clock = ContinuousClock()
    let started = clock.now
    var views = marshaler.marshal(designTree)
    caller.sandbox.state.rebaseMemoryLimit()
    var exposing = clock.now - started
    var exposed = views.count
    let device = screen.device.overridden(
      by: typedOptions, width: screen.root.frame.width, height: screen.root.frame.height)
    let context = makeContext(
      root: views[screen.root.id], canvas: screen.root.frame, safeArea: (device.top, device.bottom),
      device: device.device)
    caller.context = context
    defer { caller.sandbox.state.release(context) }
    var skipped: [SkippedNode] = []
    let keptChildren = try keep(designTree, views: views, depth: 1, skipped: &skipped)
    let kept = ViewTree(node: screen.root, frame: screen.root.frame, children: keptChildren)
    if !skipped.isEmpty || countNodes(kept) != countNodes(designTree) {
      marshaler.release(views)
      let again = clock.now
      views = marshaler.marshal(kept)
      caller.sandbox.state.rebaseMemoryLimit()
      exposing += clock.now - again
      exposed += views.count
      if let root = views[screen.root.id] {
        let state = caller.sandbox.state
        state.pushBacking(of: context)
        state.set("screen", .reference(root))
        state.pop()
      }
    }
    defer { marshaler.release(views) }
    let reader = DecisionReader(knownNodes: Set(views.keys))
    let root = try decide(kept, views: views, reader: reader, depth: 0)
    let hooks = start.slice(caller)
    let styles = try decideColorsAndFonts(in: kept)
    var statistics = RuleStatistics()
    statistics.hookCalls = caller.callCount - calls
    statistics.nodesExposed = exposed
    statistics.exposeSeconds = Self.seconds(exposing)
    statistics.hookSeconds = Self.seconds(clock.now - started - exposing)
    statistics.costs = caller.takeCosts()
    return RuledScreenRecord(
      screen: RuledScreen(root: root, page: screen.page, skipped: skipped, device: device), hooks: hooks,
      styles: styles, statistics: statistics)
  }

  // MARK: - Skipping

  private func keep(_ item: ViewTree, views: [String: LuaReference], depth: Int, skipped: inout [SkippedNode])
    throws(Diagnostic) -> [ViewTree]
  {
    var result: [ViewTree] = []
    let parentAbsolute = item.node.absolute
    for child in item.children {
      var answer = SkipAnswer.keep
      let reference = NodeRef(id: child.node.id, name: child.node.name)
      if let view = views[child.node.id],
        let (skip, _, skipOrigin) = try caller.ask(
          .skip, view, node: reference, depth: depth,
          read: { (value, _) throws(ContractViolation) in try DecisionReader(knownNodes: []).skip(value) })
      {
        answer = skip
        if case .skip(let reason) = answer {
          skipped.append(SkippedNode(node: reference, reason: reason, origin: skipOrigin))
        }
      }
      switch answer {
      case .skip: continue
      case .flatten:
        result += try keep(child, views: views, depth: depth, skipped: &skipped).map { grandchild in
          var moved = grandchild
          moved.frame = grandchild.node.absolute.relative(to: parentAbsolute)
          return moved
        }
      case .keep:
        let skippedBefore = skipped.count
        let children = try keep(child, views: views, depth: depth + 1, skipped: &skipped)
        // A frame that draws nothing and held only layers the rules skipped (the margin around a keyboard iOS draws)
        // goes with them: kept, it would be an empty box keeping their room.
        if children.isEmpty, !child.children.isEmpty, skipped.count > skippedBefore,
          child.node.text == nil, !child.node.appearance.paintsItself
        {
          let inner = skipped[skippedBefore]
          let reason = "holds only layers skipped with it (\(inner.reason))"
          skipped.insert(SkippedNode(node: reference, reason: reason, origin: inner.origin), at: skippedBefore)
          continue
        }
        result.append(
          ViewTree(node: child.node, frame: child.node.absolute.relative(to: parentAbsolute), children: children))
      }
    }
    return result
  }

  // MARK: - Deciding

  private func decide(_ item: ViewTree, views: [String: LuaReference], reader: DecisionReader, depth: Int)
    throws(Diagnostic) -> RuledNode
  {
    var decisions = NodeDecisions()
    let node = NodeRef(id: item.node.id, name: item.node.name)
    if let view = views[item.node.id] {
      decisions.view = try ask(.view, view, node, depth) { (value) throws(ContractViolation) in try reader.view(value) }
      // A control, an icon or a picture draws its layers itself: how they are laid out is no question.
      let role = decisions.view.flatMap { $0.value.role ?? $0.value.className.map(ViewRole.init(uikitClass:)) }
      let drawsItsLayers = role.map { $0.absorbsChildren && $0 != .list && $0 != .component } ?? false
      if !item.children.isEmpty && !drawsItsLayers {
        decisions.container = try ask(.container, view, node, depth) { (value) throws(ContractViolation) in
          try reader.container(value)
        }
      }
      if depth > 0 {
        decisions.horizontal = try ask(.horizontal, view, node, depth) { (value) throws(ContractViolation) in
          try reader.edges(value, axis: Edge.horizontal, node: node.id)
        }
        decisions.vertical = try ask(.vertical, view, node, depth) { (value) throws(ContractViolation) in
          try reader.edges(value, axis: Edge.vertical, node: node.id)
        }
        decisions.size = try ask(.size, view, node, depth) { (value) throws(ContractViolation) in try reader.size(value)
        }
      }
    }
    var children: [RuledNode] = []
    for child in item.children { children.append(try decide(child, views: views, reader: reader, depth: depth + 1)) }
    return RuledNode(design: item.node, frame: item.frame, decisions: decisions, children: children)
  }

  private func ask<Value>(
    _ hook: HookName, _ view: LuaReference, _ node: NodeRef, _ depth: Int,
    _ read: (LuaValue) throws(ContractViolation) -> Value
  ) throws(Diagnostic) -> Decided<Value>? {
    let answer = try caller.ask(hook, view, node: node, depth: depth) { (value, _) throws(ContractViolation) in
      try read(value)
    }
    return answer.map { Decided($0.value, by: $0.origin) }
  }

  private mutating func decideColorsAndFonts(in tree: ViewTree) throws(Diagnostic) -> [StyleAsk] {
    var paints: [(ColorKey, Paint)] = []
    func collect(_ paint: Paint, _ usage: ColorKey.Usage) {
      guard paint.visible, paint.kind == .solid else { return }
      let key = ColorKey(paint: paint, usage: usage)
      if !askedColors.contains(key) { paints.append((key, paint)) }
    }
    var texts: [(FontKey, TextContent)] = []
    tree.visit { item in
      let look = item.node.appearance
      let isText = item.node.text != nil
      for paint in look.fills { collect(paint, isText ? .text : .fill) }
      for paint in look.strokes { collect(paint, .stroke) }
      // A shape may be an icon's drawing, which is tinted as foreground: its paints are asked as an icon's too.
      if item.node.kind.isVectorArt || item.node.kind == .ellipse {
        for paint in look.fills + look.strokes { collect(paint, .icon) }
      }
      guard let text = item.node.text else { return }
      // The base style, then each run's own: a run's font and colour are asked like any other. A text style is also
      // asked without its name: its token stands for that font (`TextStyleTokens`).
      let named = text.styleName.map { [(text.style, $0)] } ?? []
      let styles: [(TextStyle, String?)] =
        named + [(text.style, nil)] + text.runs.map { (text.style.applying($0.style), nil) }
      for (style, styleName) in styles {
        let key = FontKey(style: style, styleName: styleName)
        guard !askedFonts.contains(key) else { continue }
        var styled = text
        styled.style = style
        styled.styleName = styleName
        texts.append((key, styled))
      }
      for run in text.runs { for paint in run.style.fills ?? [] { collect(paint, .text) } }
    }
    var asks: [StyleAsk] = []
    for (key, paint) in paints where askedColors.insert(key).inserted && caller.isAsked(.color) {
      let mark = JournalMark(caller)
      marshaler.pushPaint(paint, usage: key.usage.rawValue)
      let view = caller.sandbox.state.makeReference()
      defer { caller.sandbox.state.release(view) }
      let color = try style(.color, view) { (reader, value) throws(ContractViolation) in
        // A solid paint's style and colour variable are the design's colour tokens (`ColorTokens`).
        try reader.color(
          value, symbols: caller.ruleset.uikitSymbols.colors,
          designTokens: paint.kind == .solid ? Set([paint.styleName, paint.colorVariableName].compactMap { $0 }) : [])
      }
      asks.append(StyleAsk(key: .color(key), color: color, wrote: mark.slice(caller)))
    }
    for (key, text) in texts where askedFonts.insert(key).inserted && caller.isAsked(.font) {
      let mark = JournalMark(caller)
      marshaler.pushText(text)
      let view = caller.sandbox.state.makeReference()
      defer { caller.sandbox.state.release(view) }
      let font = try style(.font, view) { (reader, value) throws(ContractViolation) in
        // A text's style is the design's text style token (`TextStyleTokens`).
        try reader.font(
          value, symbols: caller.ruleset.uikitSymbols.fonts, designTokens: Set([text.styleName].compactMap { $0 }))
      }
      asks.append(StyleAsk(key: .font(key), font: font, wrote: mark.slice(caller)))
    }
    return asks
  }

  /// The answer of `hook` about a paint or text, read by `read`.
  private func style<Value>(
    _ hook: HookName, _ view: LuaReference,
    _ read: (DecisionReader, LuaValue) throws(ContractViolation) -> Value
  ) throws(Diagnostic) -> Decided<Value>? {
    let answer = try caller.ask(hook, view, node: nil, depth: 0) { (value, _) throws(ContractViolation) in
      try read(DecisionReader(knownNodes: []), value)
    }
    return answer.map { Decided($0.value, by: $0.origin) }
  }

  // MARK: - Helpers

  /// The `ctx` of a screen: its root, canvas, safe-area insets and device, the options, and
  /// `ctx.report` and `ctx.log`.
  func makeContext(
    root: LuaReference?, canvas: Rect, safeArea: (top: Double, bottom: Double), device: Device?
  ) -> LuaReference {
    let state = caller.sandbox.state
    let journal = caller.sandbox.journal
    state.pushTable(fields: 10)
    if let root { state.set("screen", .reference(root)) }
    state.pushTable(fields: 2)
    state.set("width", .number(canvas.width))
    state.set("height", .number(canvas.height))
    state.seal()
    state.setField("canvas")
    state.pushTable(fields: 2)
    state.set("top", .number(safeArea.top))
    state.set("bottom", .number(safeArea.bottom))
    state.seal()
    state.setField("safe_area")
    if let device {
      state.pushTable(fields: 3)
      state.set("name", .string(device.name))
      state.set("width", .number(device.width))
      state.set("height", .number(device.height))
      state.seal()
      state.setField("device")
    }
    state.set("options", .reference(options))
    state.set("depth", .number(0))
    state.pushHostFunction { call in ContextReport.report(call, journal: journal) }
    state.setField("report")
    state.pushHostFunction { call in
      journal.appendLog(call.arguments.compactMap(DecisionReader.scalarText).joined(separator: "\t"))
      return .values([])
    }
    state.setField("log")
    state.seal()
    return state.makeReference()
  }

  private func countNodes(_ tree: ViewTree) -> Int { tree.children.reduce(1) { $0 + countNodes($1) } }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}

/// `ctx.report(severity, message)`: a finding of the rule under way, about its node.
enum ContextReport {
  static func report(_ call: HostCall, journal: RunJournal) -> HostReturn {
    let arguments = call.arguments
    guard arguments.count >= 2, case .string(let level) = arguments[0], case .string(let message) = arguments[1] else {
      return .failure("ctx.report(severity, message) takes two strings")
    }
    guard let severity = Diagnostic.Severity(rawValue: level) else {
      return .failure("ctx.report: severity must be \"error\", \"warning\" or \"note\", not \"\(level)\"")
    }
    guard let current = journal.current else { return .values([]) }
    var location = current.rule.origin(of: current.hook).location
    if let position = call.callerPosition { location = SourceLocation(file: position.file, line: position.line) }
    journal.appendReport(
      Diagnostic(
        severity, current.rule.id, "\(message)", at: location, node: current.node,
        scope: "hook \(current.hook.rawValue)"))
    return .values([])
  }
}
