/// The one way figsnap prints a number: rounded to 1/1000, no trailing `.0`, −0 as 0.
///
/// `16`, `-16`, `0.3`, `12.346`. Never `"\(double)"`, whose output varies with the value's
/// binary representation.
public enum NumberText {
  /// Formats `value`; non-finite values print as `nan`, `inf` or `-inf`.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let scaled = (value * 1000).rounded()
    guard abs(scaled) < 9e18 else { return String(describing: value.rounded()) }
    let thousandths = Int64(scaled)
    if thousandths == 0 { return "0" }
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = thousandths.magnitude
    let whole = magnitude / 1000
    let fraction = magnitude % 1000
    if fraction == 0 { return sign + String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return sign + String(whole) + "." + digits
  }

  /// `value` rounded to 1/1000, as the printed text would read it back.
  public static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    let result = (value * 1000).rounded() / 1000
    return result == 0 ? 0 : result
  }
}
