import FigmaModel
public import LayoutIR

/// The devices a screen is solved at besides its design size: the iPhones that run the app's deployment target for a
/// screen drawn for a phone, the iPads for a screen drawn wider.
///
/// Each size is one class of devices people use (the iPhone SE and the 13 mini share a width, not a height); a width
/// between two of them lays out between their layouts. A layout that breaks on a phone the app runs on is an error;
/// elsewhere a warning.
public struct DeviceMatrix: Sendable, Hashable {
  /// The phones, narrowest first.
  public var phones: [Size]
  /// The iPads, narrowest first.
  public var pads: [Size]

  /// The devices that run iOS `deploymentMajor` and later (``DeviceCatalog/checkedPhones(deploymentMajor:)``), and
  /// the iPads (``DeviceCatalog/checkedPads``).
  public init(deploymentMajor: Int) {
    let size = { (device: Device) in Size(width: device.width, height: device.height) }
    phones = DeviceCatalog.checkedPhones(deploymentMajor: deploymentMajor).map(size)
    pads = DeviceCatalog.checkedPads.map(size)
  }

  /// Creates a matrix of the sizes given.
  public init(phones: [Size], pads: [Size]) {
    self.phones = phones
    self.pads = pads
  }

  /// Whether a canvas of `size` is drawn for a phone.
  public static func isPhone(_ size: Size) -> Bool { DeviceCatalog.isPhoneCanvas(width: size.width) }

  /// The sizes a screen drawn at `canvas` is solved at: the phones for a phone's canvas, else the iPads.
  public func sizes(for canvas: Size) -> [Size] { Self.isPhone(canvas) ? phones : pads }

  /// Every size of the matrix.
  public var all: [Size] { phones + pads }
}
