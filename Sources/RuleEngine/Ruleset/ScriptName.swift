/// A rule id or a module name: a name, never a path, though figsnap finds the file by it
/// (`rules/<id>.lua`, `lib/<name>.lua`, dots as folders).
enum ScriptName {
  /// Whether `name` is one: ASCII letters, digits, `_`, `-` and `.`, and no `..`.
  static func isValid(_ name: String) -> Bool {
    !name.isEmpty && !name.contains("..") && name.unicodeScalars.allSatisfy(allowed.contains)
  }

  /// What a name may hold, as the end of a sentence.
  static let allowedText = "letters, digits, '_', '-' and '.'"

  private static let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.".unicodeScalars)
}
