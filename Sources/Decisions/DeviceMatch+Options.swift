public import FigmaModel

extension DeviceMatch {
  /// The match with the ruleset's `safe_area` entry for a canvas of `width` × `height`, if it has one.
  public func overridden(by options: RulesetOptions, width: Double, height: Double) -> DeviceMatch {
    guard let entry = options.safeAreas[DeviceCatalog.key(width: width, height: height)] else {
      return self
    }
    var match = self
    match.top = entry.top
    match.bottom = entry.bottom
    match.overridden = true
    return match
  }
}
