import JSONText

/// The numbers options take, each range-checked: a value outside its range is a usage error
/// (exit 2) naming the option and the range, never an overflow further on.
enum NumericOption {
  /// `--max-input-mb`: 1 MiB to 64 GiB.
  static let inputMegabytes = 1...65_536
  /// `--max-retries`.
  static let retries = 0...100
  /// `--max-wait`, in seconds: up to a day.
  static let waitSeconds = 0...86_400
  /// `--timeout`, in seconds: up to a day.
  static let timeoutSeconds = 1...86_400
  /// `fetch --depth`.
  static let depth = 1...1_000
  /// `FIGSNAP_JOBS`: the threads a run uses.
  static let jobs = 1...256
  /// `check --widths`, in points.
  static let width: ClosedRange<Double> = 1...10_000

  /// `text`, the value of `option`, as a whole number within `range`.
  static func whole(_ text: String, _ option: String, in range: ClosedRange<Int>) throws -> Int {
    guard let value = CheckedNumber.whole(text, in: range) else {
      throw UsageError(message: "\(option) takes \(CheckedNumber.describe(range)), not '\(text)'")
    }
    return value
  }
}
