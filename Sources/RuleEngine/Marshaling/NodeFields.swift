import FigmaModel
import JSONText

/// Writes one node's fields into its (unsealed) table on top of the stack, with the names of
/// the ruleset API (`frame`, `layout.sizing`, `text.font_size`…); nested tables are sealed.
struct NodeFields {
  let state: LuaState
  let empty: LuaReference

  func write(_ item: ViewTree, absolute: Rect) {
    let node = item.node
    state.set("id", .string(node.id))
    state.set("name", .string(node.name))
    state.set("type", .string(node.kind.figmaType))
    state.set("visible", .boolean(node.visible))
    state.set("opacity", .number(node.opacity))
    if node.rotation != 0 { state.set("rotation", .number(node.rotation)) }
    writeRect(item.frame, key: "frame")
    writeRect(absolute, key: "absolute")
    writeTable("constraints") {
      state.set("horizontal", .string(node.constraints.horizontal.rawValue))
      state.set("vertical", .string(node.constraints.vertical.rawValue))
    }
    writeLayout(node)
    writeAppearance(node.appearance)
    if let text = node.text {
      pushText(text)
      state.setField("text")
    }
    if let component = node.component { writeComponent(component) }
    if !node.boundVariables.isEmpty {
      writeTable("bound_variables") {
        for binding in node.boundVariables { state.set(binding.field, .string(binding.id)) }
      }
    }
    if node.preserveRatio { state.set("preserve_ratio", .boolean(true)) }
    if node.hasExportSettings { state.set("exportable", .boolean(true)) }
    if node.isBoxPath { state.set("is_box", .boolean(true)) }
    if node.scrollBehavior != .scrolls { state.set("scroll_behavior", .string(node.scrollBehavior.rawValue)) }
    if let transform = node.transform {
      state.set("transform", .string(transform.isSkewed ? "skewed" : "mirrored"))
    }
    if AlikeSiblings.isSeparator(node, hasChildren: !item.children.isEmpty) { state.set("separator", .boolean(true)) }
    writeRepeats(item)
  }

  /// `repeats`: the runs of children drawn alike (``AlikeSiblings``), each `{ first, last, rows }` by 1-based index
  /// into `children`; empty when no two children are alike.
  private func writeRepeats(_ item: ViewTree) {
    let runs = item.children.count < 2 ? [] : AlikeSiblings.runs(in: item.children)
    guard !runs.isEmpty else { return state.set("repeats", .reference(empty)) }
    writeTable("repeats", array: runs.count) {
      for (position, run) in runs.enumerated() {
        state.pushTable(array: 0, fields: 3)
        state.set("first", .number(Double(run.first + 1)))
        state.set("last", .number(Double(run.last + 1)))
        writeTable("rows", array: run.rows.count) {
          for (index, row) in run.rows.enumerated() {
            state.push(.number(Double(row + 1)))
            state.setIndex(index + 1)
          }
        }
        state.seal()
        state.setIndex(position + 1)
      }
    }
  }

  private func writeLayout(_ node: DesignNode) {
    let layout = node.layout
    let item = node.item
    writeTable("layout") {
      state.set("mode", .string(layout.mode.rawValue))
      state.set("spacing", .number(layout.itemSpacing))
      writeTable("padding") {
        state.set("top", .number(layout.padding.top))
        state.set("left", .number(layout.padding.left))
        state.set("bottom", .number(layout.padding.bottom))
        state.set("right", .number(layout.padding.right))
      }
      state.set("main_align", .string(layout.primaryAlign.rawValue))
      state.set("cross_align", .string(layout.counterAlign.rawValue))
      state.set("wrap", .boolean(layout.wraps))
      state.set("counter_spacing", .number(layout.counterAxisSpacing))
      state.set("overflow", .string(layout.overflow.rawValue))
      writeTable("sizing") {
        state.set("horizontal", .string(node.sizing.horizontal.rawValue))
        state.set("vertical", .string(node.sizing.vertical.rawValue))
      }
      state.set("positioning", .string(item.positioning.rawValue))
      state.set("grow", .number(item.grow))
      state.set("align", .string(item.align.rawValue))
      for (key, value) in [
        ("min_width", item.minWidth), ("max_width", item.maxWidth), ("min_height", item.minHeight),
        ("max_height", item.maxHeight),
      ] {
        if let value { state.set(key, .number(value)) }
      }
    }
  }

  private func writeAppearance(_ look: Appearance) {
    writePaints(look.fills, key: "fills")
    writePaints(look.strokes, key: "strokes")
    state.set("stroke_weight", .number(look.strokeWeight))
    state.set("stroke_align", .string(look.strokeAlign.rawValue))
    state.set("corner_radius", .number(look.cornerRadius))
    if let radii = look.cornerRadii {
      writeTable("corner_radii", array: radii.count) {
        for (position, radius) in radii.enumerated() {
          state.push(.number(radius))
          state.setIndex(position + 1)
        }
      }
    }
    state.set("clips", .boolean(look.clipsContent))
    if look.isMask { state.set("is_mask", .boolean(true)) }
    guard !look.effects.isEmpty else { return state.set("effects", .reference(empty)) }
    writeTable("effects", array: look.effects.count) {
      for (position, effect) in look.effects.enumerated() {
        state.pushTable(fields: 8)
        state.set("type", .string(effect.type.rawValue))
        state.set("visible", .boolean(effect.visible))
        state.set("radius", .number(effect.radius))
        state.set("spread", .number(effect.spread))
        state.set("offset_x", .number(effect.offsetX))
        state.set("offset_y", .number(effect.offsetY))
        if let color = effect.color {
          state.set("hex", .string(color.hex))
          state.set("alpha", .number(NumberText.rounded(color.alpha)))
        }
        state.seal()
        state.setIndex(position + 1)
      }
    }
  }

  private func writePaints(_ paints: [Paint], key: String) {
    guard !paints.isEmpty else { return state.set(key, .reference(empty)) }
    writeTable(key, array: paints.count) {
      for (position, paint) in paints.enumerated() {
        pushPaint(paint)
        state.setIndex(position + 1)
      }
    }
  }

  func pushPaint(_ paint: Paint, usage: String? = nil) {
    state.pushTable(fields: 8)
    if let usage { state.set("usage", .string(usage)) }
    state.set("type", .string(paint.kind.rawValue))
    state.set("visible", .boolean(paint.visible))
    state.set("opacity", .number(paint.opacity))
    if let color = paint.color {
      state.set("hex", .string(color.hex))
      state.set("alpha", .number(NumberText.rounded(paint.alpha)))
    }
    if let style = paint.styleName { state.set("style_name", .string(style)) }
    if let image = paint.imageRef { state.set("image_ref", .string(image)) }
    if let mode = paint.scaleMode { state.set("scale_mode", .string(mode.rawValue)) }
    if let variable = paint.colorVariable { state.set("variable", .string(variable)) }
    if let name = paint.colorVariableName { state.set("variable_name", .string(name)) }
    state.seal()
  }

  func pushText(_ text: TextContent) {
    let style = text.style
    state.pushTable(fields: 16)
    state.set("characters", .string(text.characters))
    state.set("font_family", .string(style.fontFamily))
    if let postScript = style.fontPostScriptName { state.set("font_postscript", .string(postScript)) }
    if let fontStyle = style.fontStyle { state.set("font_style", .string(fontStyle)) }
    state.set("font_size", .number(style.fontSize))
    state.set("font_weight", .number(style.fontWeight))
    state.set("italic", .boolean(style.italic))
    if let lineHeight = style.lineHeightPx { state.set("line_height", .number(lineHeight)) }
    state.set("letter_spacing", .number(style.letterSpacing))
    state.set("align", .string(style.alignHorizontal.rawValue))
    state.set("align_vertical", .string(style.alignVertical.rawValue))
    state.set("auto_resize", .string(style.autoResize.rawValue))
    state.set("truncation", .string(style.truncation.rawValue))
    if let maxLines = style.maxLines { state.set("max_lines", .number(Double(maxLines))) }
    state.set("text_case", .string(style.textCase.rawValue))
    state.set("decoration", .string(style.textDecoration.rawValue))
    if let name = text.styleName { state.set("style_name", .string(name)) }
    state.seal()
  }

  private func writeComponent(_ component: ComponentRef) {
    writeTable("component") {
      state.set("id", .string(component.componentID))
      if let name = component.name { state.set("name", .string(name)) }
      if let description = component.description { state.set("description", .string(description)) }
      if let set = component.setName { state.set("set_name", .string(set)) }
      state.set("remote", .boolean(component.isRemote))
      writeTable("properties") {
        for property in component.properties { state.set(property.name, .string(property.value)) }
      }
    }
  }

  private func writeRect(_ rect: Rect, key: String) {
    writeTable(key) {
      state.set("x", .number(rect.x))
      state.set("y", .number(rect.y))
      state.set("width", .number(rect.width))
      state.set("height", .number(rect.height))
    }
  }

  private func writeTable(_ key: String, array: Int = 0, _ body: () -> Void) {
    state.pushTable(array: array, fields: array == 0 ? 8 : 0)
    body()
    state.seal()
    state.setField(key)
  }
}
