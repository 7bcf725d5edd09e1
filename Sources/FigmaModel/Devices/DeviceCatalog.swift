import JSONText

/// An iOS device a screen can be designed for: its portrait size in points and the safe-area
/// insets iOS gives it there (status bar or sensor housing on top, home indicator below).
public struct Device: Sendable, Hashable {
  public var name: String
  public var width: Double
  public var height: Double
  public var top: Double
  public var bottom: Double

  /// Creates a device.
  public init(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) {
    self.name = name
    self.width = width
    self.height = height
    self.top = top
    self.bottom = bottom
  }

  /// How far the system keyboard reaches up from the screen's bottom, with its suggestions bar, in portrait.
  ///
  /// 260 pt on a phone with a Home button, 336 pt with a home indicator (its 34 pt included), 398 pt on an iPad. An
  /// approximation: a larger text size, another language's keyboard or an accessory view reach higher.
  public var keyboardHeight: Double {
    if width >= 600 { return 398 }
    return bottom > 0 ? 336 : 260
  }
}

/// The devices figsnap knows, and which one a canvas is drawn for.
///
/// Insets are the published portrait values (status bar height, home indicator 34 pt; iPads 24/20
/// with Face ID). A ruleset overrides them per canvas with its `safe_area` option.
public enum DeviceCatalog {
  /// Every device, narrowest first; of one width, the older first.
  public static let devices: [Device] = [
    Device("iPhone SE (1st generation)", 320, 568, top: 20, bottom: 0),
    Device("iPhone SE", 375, 667, top: 20, bottom: 0),
    Device("iPhone 13 mini", 375, 812, top: 50, bottom: 34),
    Device("iPhone 11 Pro", 375, 812, top: 44, bottom: 34),
    Device("iPhone 14", 390, 844, top: 47, bottom: 34),
    Device("iPhone 15", 393, 852, top: 59, bottom: 34),
    Device("iPhone 16 Pro", 402, 874, top: 62, bottom: 34),
    Device("iPhone 8 Plus", 414, 736, top: 20, bottom: 0),
    Device("iPhone 11", 414, 896, top: 48, bottom: 34),
    Device("iPhone 14 Plus", 428, 926, top: 47, bottom: 34),
    Device("iPhone 15 Plus", 430, 932, top: 59, bottom: 34),
    Device("iPhone 16 Pro Max", 440, 956, top: 62, bottom: 34),
    Device("iPad mini", 744, 1133, top: 24, bottom: 20),
    Device("iPad (9th generation)", 768, 1024, top: 20, bottom: 0),
    Device("iPad (10th generation)", 820, 1180, top: 24, bottom: 20),
    Device("iPad Pro 11-inch", 834, 1194, top: 24, bottom: 20),
    Device("iPad Pro 12.9-inch", 1024, 1366, top: 24, bottom: 20),
  ]

  /// The iPhones a layout must hold on when the app runs on iOS `deploymentMajor` and later, narrowest first.
  ///
  /// One of each size people use (the iPhone SE and the 13 mini share a width, not a height). From iOS 16 375×667, 375×812,
  /// 390×844, 393×852, 402×874, 430×932 and 440×956; before it, the 1st-generation SE's 320×568 too.
  public static func checkedPhones(deploymentMajor: Int) -> [Device] {
    let names = [
      "iPhone SE", "iPhone 13 mini", "iPhone 14", "iPhone 15", "iPhone 16 Pro", "iPhone 15 Plus", "iPhone 16 Pro Max",
    ]
    let current = names.compactMap { name in devices.first { $0.name == name } }
    return deploymentMajor < 16 ? [devices[0]] + current : current
  }

  /// The widest canvas drawn for a phone (Android's 360 and 412 pass as phones; a 744-pt iPad mini does not).
  public static let widestPhoneCanvas = 600.0

  /// The iPads a layout drawn wider than a phone is checked at: 744×1133 (mini), 768×1024, 820×1180 and 1024×1366.
  public static var checkedPads: [Device] {
    ["iPad mini", "iPad (9th generation)", "iPad (10th generation)", "iPad Pro 12.9-inch"].compactMap { name in
      devices.first { $0.name == name }
    }
  }

  /// Whether a canvas `width` points wide is drawn for a phone.
  public static func isPhoneCanvas(width: Double) -> Bool { width < widestPhoneCanvas }

  /// The devices a screen drawn `width` points wide is checked on: the phones that run `deploymentMajor` for a phone's
  /// canvas, else the iPads.
  public static func checkedDevices(forCanvasWidth width: Double, deploymentMajor: Int) -> [Device] {
    isPhoneCanvas(width: width) ? checkedPhones(deploymentMajor: deploymentMajor) : checkedPads
  }

  /// How far a canvas's width may be from a device's for it to pass as that device (Android's
  /// 360 and 412 pass as 375 and 414).
  public static let nearestWidthTolerance = 40.0

  /// The smallest frame taken for a whole screen rather than a part of one.
  public static let minimumScreen = (width: 280.0, height: 480.0)

  /// The device a canvas of `size` is drawn for, from its width, then its name (Figma's frame
  /// presets are named after devices) and the height of a drawn status bar, then its height.
  ///
  /// A frame smaller than any device (a component, a card) is no screen: it has no device and no
  /// safe area.
  public static func match(width: Double, height: Double, name: String, statusBar: Double?) -> DeviceMatch {
    guard width >= minimumScreen.width, height >= minimumScreen.height else {
      return DeviceMatch(device: nil, exact: true)
    }
    let sameWidth = devices.filter { abs($0.width - width) < 0.5 }
    if !sameWidth.isEmpty {
      return DeviceMatch(device: pick(sameWidth, height: height, name: name, statusBar: statusBar), exact: true)
    }
    guard let nearest = devices.min(by: { abs($0.width - width) < abs($1.width - width) }),
      abs(nearest.width - width) <= nearestWidthTolerance
    else { return DeviceMatch(device: nil, exact: false) }
    let candidates = devices.filter { $0.width == nearest.width }
    return DeviceMatch(device: pick(candidates, height: height, name: name, statusBar: statusBar), exact: false)
  }

  /// The device of `width` × `height`, for the validator's other sizes; nil when there is none.
  public static func device(width: Double, height: Double) -> Device? {
    devices.first { abs($0.width - width) < 0.5 && abs($0.height - height) < 0.5 }
  }

  /// The usual height of a device `width` points wide, newest first (for `--widths`).
  public static func height(forWidth width: Double) -> Double? {
    devices.last { abs($0.width - width) < 0.5 }?.height
  }

  /// `"390x844"`.
  public static func key(width: Double, height: Double) -> String {
    "\(NumberText.format(width))x\(NumberText.format(height))"
  }

  private static func pick(_ candidates: [Device], height: Double, name: String, statusBar: Double?) -> Device {
    let folded = fold(name)
    if let named = candidates.filter({ folded.contains(fold($0.name)) }).max(by: { $0.name.count < $1.name.count }) {
      return named
    }
    if let statusBar, let drawn = candidates.last(where: { abs($0.top - statusBar) < 0.5 }) { return drawn }
    // A screen taller than any device of its width scrolls on the tallest one.
    return candidates.min { lhs, rhs in
      let left = abs(lhs.height - height)
      let right = abs(rhs.height - height)
      return left != right ? left < right : lhs.top < rhs.top
    } ?? candidates[0]
  }

  private static func fold(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}

/// The device a screen is laid out for.
public struct DeviceMatch: Sendable, Hashable {
  /// The device, or nil when no iOS device is near the canvas's width (a desktop frame).
  public var device: Device?
  /// Whether a device has the canvas's very width.
  public var exact: Bool
  /// The safe-area inset at the top: the device's, or the ruleset's for the canvas; 0 without a device.
  public var top: Double
  /// The safe-area inset at the bottom.
  public var bottom: Double
  /// Whether the insets are the ruleset's rather than the device's.
  public var overridden = false

  /// Whether the canvas is a device's screen, with its safe area: a device near its width, or insets the ruleset gives.
  public var hasSafeArea: Bool { device != nil || overridden }

  /// Creates a match with the device's insets.
  public init(device: Device?, exact: Bool) {
    self.device = device
    self.exact = exact
    top = device?.top ?? 0
    bottom = device?.bottom ?? 0
  }
}
