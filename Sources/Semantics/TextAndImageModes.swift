/// How text lines up horizontally.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case natural, left, center, right, justified
}

/// How an image fills its view.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center
}
