import SnapKit
import UIKit

final class PriorityThenOffset: UIView {
  private let box = UIView()
  func layout() {
    box.snp.makeConstraints { make in
      make.top.equalToSuperview().priority(.high).offset(8)
    }
  }
}
