/// The opaque system colours by their light-mode sRGB bytes: a literal that is one of them is that colour, which
/// follows Dark Mode and the accessibility settings.
public enum SystemColors {
  private static let bytes: [(name: String, red: Int, green: Int, blue: Int)] = [
    ("white", 255, 255, 255), ("black", 0, 0, 0), ("systemBlue", 0, 122, 255), ("systemRed", 255, 59, 48),
    ("systemGreen", 52, 199, 89), ("systemOrange", 255, 149, 0), ("systemYellow", 255, 204, 0),
    ("systemPink", 255, 45, 85), ("systemPurple", 175, 82, 222), ("systemIndigo", 88, 86, 214),
    ("systemTeal", 48, 176, 199), ("systemGray", 142, 142, 147), ("systemGray2", 174, 174, 178),
    ("systemGray3", 199, 199, 204), ("systemGray4", 209, 209, 214), ("systemGray5", 229, 229, 234),
    ("systemGray6", 242, 242, 247),
  ]

  /// The UIKit name of the system colour `red`, `green`, `blue` (0…1) is, within one step per channel; nil for none.
  public static func name(red: Double, green: Double, blue: Double) -> String? {
    let channels = [red, green, blue].map { Int(($0 * 255).rounded()) }
    return bytes.first { color in
      abs(color.red - channels[0]) <= 1 && abs(color.green - channels[1]) <= 1 && abs(color.blue - channels[2]) <= 1
    }?.name
  }
}
