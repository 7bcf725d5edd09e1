import SnapKit
import UIKit

final class UnknownAttribute: UIView {
  private let box = UIView()
  func layout() {
    box.snp.makeConstraints { make in
      make.middle.equalToSuperview()
    }
  }
}
