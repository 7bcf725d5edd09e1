import SnapKit
import UIKit

final class TwoPriorities: UIView {
  private let box = UIView()
  func layout() {
    box.snp.makeConstraints { make in
      make.width.equalTo(44).priority(.low).priority(.high)
    }
  }
}
