import SnapKit
import UIKit

final class StringConstant: UIView {
  private let box = UIView()
  func layout() {
    box.snp.makeConstraints { make in
      make.height.equalTo("44")
    }
  }
}
