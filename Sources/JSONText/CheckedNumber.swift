/// The one checked way from a `Double` (read from Lua or a JSON number) or a command-line word
/// to a number figsnap computes with: never `Int(double)`, which traps on NaN, infinities and
/// values beyond `Int`'s range.
public enum CheckedNumber {
  /// `value` as an `Int` when it is finite, integral and within `range`; nil otherwise.
  public static func whole(_ value: Double, in range: ClosedRange<Int>) -> Int? {
    guard let whole = Int(exactly: value), range.contains(whole) else { return nil }
    return whole
  }

  /// `text` (decimal digits, optionally signed) as an `Int` within `range`; nil otherwise.
  public static func whole(_ text: String, in range: ClosedRange<Int>) -> Int? {
    guard let whole = Int(text), range.contains(whole) else { return nil }
    return whole
  }

  /// `value` when it is finite and within `range`; nil otherwise.
  public static func finite(_ value: Double, in range: ClosedRange<Double>) -> Double? {
    value.isFinite && range.contains(value) ? value : nil
  }

  /// `text` as a finite number within `range`; nil otherwise (`inf`, `nan` and hex floats included).
  public static func finite(_ text: String, in range: ClosedRange<Double>) -> Double? {
    let isDecimal = !text.isEmpty && text.unicodeScalars.allSatisfy { "0123456789.+-eE".unicodeScalars.contains($0) }
    guard isDecimal, let value = Double(text) else { return nil }
    return finite(value, in: range)
  }

  /// What a whole-number range accepts, for messages: "a whole number from 1 to 64".
  public static func describe(_ range: ClosedRange<Int>) -> String {
    "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  /// What a number range accepts, for messages: "a number from 1 to 10000".
  public static func describe(_ range: ClosedRange<Double>) -> String {
    "a number from \(NumberText.format(range.lowerBound)) to \(NumberText.format(range.upperBound))"
  }
}
