public import FigmaModel
import JSONText

extension ColorKey {
  /// The key of a solid paint used as `usage`: its colour (black when it has none), its effective alpha rounded to
  /// 1/1000, its style and its colour variable.
  ///
  /// The rules are asked with this key and the planner looks their answer up with it, so both build it here.
  public init(paint: Paint, usage: Usage) {
    self.init(
      hex: paint.color?.hex ?? "#000000", alpha: NumberText.rounded(paint.alpha), styleName: paint.styleName,
      variableName: paint.colorVariableName, usage: usage)
  }
}

extension FontKey {
  /// The key of a text style, with the name of the Figma text style it comes from (nil for a run's own style).
  ///
  /// The rules are asked with this key and the planner looks their answer up with it, so both build it here.
  public init(style: TextStyle, styleName: String?) {
    self.init(
      family: style.fontFamily, postScriptName: style.fontPostScriptName, size: style.fontSize,
      weight: style.fontWeight, italic: style.italic, styleName: styleName)
  }
}
