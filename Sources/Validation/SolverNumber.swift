import JSONText

/// Numbers in validation messages, through `NumberText`.
enum SolverNumber {
  static func text(_ value: Double) -> String { NumberText.format(value) }
}
