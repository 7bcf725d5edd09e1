// What figsnap will emit (issue 12). Every line here must type-check against Tests/Shims.
import SnapKit
import UIKit

class LoginView: UIView {
  let emailTextField: UITextField = {
    let textField = UITextField()
    textField.placeholder = "Email"
    textField.attributedPlaceholder = NSAttributedString(
      string: "Email",
      attributes: [.foregroundColor: UIColor.placeholderText, .font: UIFont.preferredFont(forTextStyle: .body)])
    textField.font = UIFont.preferredFont(forTextStyle: .body)
    textField.adjustsFontForContentSizeCategory = true
    textField.textColor = .label
    textField.textAlignment = .natural
    textField.borderStyle = .none
    textField.keyboardType = .emailAddress
    textField.textContentType = .emailAddress
    textField.returnKeyType = .next
    textField.autocapitalizationType = .none
    textField.autocorrectionType = .no
    textField.spellCheckingType = .no
    textField.clearButtonMode = .whileEditing
    textField.leftView = UIImageView(image: UIImage(named: "mail"))
    textField.leftViewMode = .always
    textField.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 1))
    textField.rightViewMode = .always
    textField.backgroundColor = .secondarySystemBackground
    textField.layer.cornerRadius = 8
    textField.layer.borderWidth = 1
    textField.layer.borderColor = UIColor.separator.cgColor
    return textField
  }()

  let passwordTextField: UITextField = {
    let textField = UITextField()
    textField.isSecureTextEntry = true
    textField.textContentType = .password
    textField.returnKeyType = .done
    textField.keyboardType = .default
    return textField
  }()

  let otherFields: [UITextField] = {
    let field = UITextField()
    field.textContentType = .newPassword
    field.textContentType = .oneTimeCode
    field.textContentType = .telephoneNumber
    field.textContentType = .username
    field.textContentType = .name
    field.textContentType = .givenName
    field.textContentType = .familyName
    field.textContentType = .fullStreetAddress
    field.textContentType = .postalCode
    field.textContentType = .addressCity
    field.textContentType = .creditCardNumber
    field.textContentType = .URL
    field.keyboardType = .phonePad
    field.keyboardType = .numberPad
    field.keyboardType = .decimalPad
    field.keyboardType = .URL
    field.keyboardType = .webSearch
    field.keyboardType = .asciiCapable
    field.returnKeyType = .search
    field.returnKeyType = .go
    field.returnKeyType = .send
    field.returnKeyType = .continue
    field.returnKeyType = .join
    field.autocapitalizationType = .words
    field.autocapitalizationType = .sentences
    return [field]
  }()

  let notesTextView: UITextView = {
    let textView = UITextView()
    textView.text = "Notes"
    textView.font = UIFont.preferredFont(forTextStyle: .body)
    textView.adjustsFontForContentSizeCategory = true
    textView.textColor = .secondaryLabel
    textView.isScrollEnabled = false
    textView.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    textView.keyboardType = .default
    textView.returnKeyType = .default
    textView.backgroundColor = .clear
    return textView
  }()

  let loginButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Log in"
    configuration.image = UIImage(named: "arrow")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.baseBackgroundColor = .systemBlue
    configuration.baseForegroundColor = .white
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 8
    configuration.background.strokeColor = .separator
    configuration.background.strokeWidth = 1
    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
      return outgoing
    }
    let button = UIButton(configuration: configuration)
    button.accessibilityLabel = "Log in"
    return button
  }()

  let plainButtons: [UIButton] = {
    var plain = UIButton.Configuration.plain()
    plain.title = "Forgot password?"
    plain.contentInsets = .zero
    plain.baseForegroundColor = .link
    var tinted = UIButton.Configuration.tinted()
    tinted.cornerStyle = .capsule
    var gray = UIButton.Configuration.gray()
    gray.cornerStyle = .medium
    let link = UIButton(configuration: plain)
    link.contentHorizontalAlignment = .leading
    return [link, UIButton(configuration: tinted), UIButton(configuration: gray)]
  }()

  let legacyButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Log in", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setImage(UIImage(named: "check-off"), for: .normal)
    button.setImage(UIImage(named: "check-on"), for: .selected)
    button.isSelected = true
    button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
    button.titleLabel?.adjustsFontForContentSizeCategory = true
    button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    button.imageEdgeInsets = UIEdgeInsets(top: 0, left: -4, bottom: 0, right: 4)
    button.tintColor = .label
    button.accessibilityLabel = "Close"
    button.accessibilityTraits = [.button, .selected]
    return button
  }()

  let notificationsSwitch: UISwitch = {
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.onTintColor = .systemGreen
    toggle.thumbTintColor = .white
    toggle.accessibilityLabel = "Notifications"
    return toggle
  }()

  let periodSegmentedControl: UISegmentedControl = {
    let segmentedControl = UISegmentedControl(items: ["Day", "Week", "Month"])
    segmentedControl.selectedSegmentIndex = 0
    segmentedControl.selectedSegmentTintColor = .systemBackground
    segmentedControl.backgroundColor = .secondarySystemBackground
    segmentedControl.setTitleTextAttributes([.font: UIFont.preferredFont(forTextStyle: .footnote)], for: .normal)
    return segmentedControl
  }()

  let pageControl: UIPageControl = {
    let pageControl = UIPageControl()
    pageControl.numberOfPages = 3
    pageControl.currentPage = 0
    pageControl.pageIndicatorTintColor = .systemGray
    pageControl.currentPageIndicatorTintColor = .label
    pageControl.hidesForSinglePage = true
    return pageControl
  }()

  let volumeSlider: UISlider = {
    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 1
    slider.value = 0.4
    slider.minimumTrackTintColor = .systemBlue
    slider.maximumTrackTintColor = .systemGray
    slider.thumbTintColor = .white
    return slider
  }()

  let uploadProgressView: UIProgressView = {
    let progressView = UIProgressView(progressViewStyle: .default)
    progressView.progress = 0.6
    progressView.progressTintColor = .systemBlue
    progressView.trackTintColor = .systemGray
    return progressView
  }()

  let headerLabel: UILabel = {
    let label = UILabel()
    label.accessibilityTraits = .header
    label.isAccessibilityElement = true
    return label
  }()

  let photoImageView: UIImageView = {
    let imageView = UIImageView(image: UIImage(named: "photo"))
    imageView.isAccessibilityElement = true
    imageView.accessibilityLabel = "Photo"
    imageView.accessibilityTraits = .image
    imageView.accessibilityIdentifier = "photo"
    imageView.tintColor = .label
    return imageView
  }()

  var onLoginTap: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    loginButton.addAction(UIAction { [weak self] _ in self?.onLoginTap?() }, for: .touchUpInside)
    notificationsSwitch.addAction(UIAction { _ in }, for: .valueChanged)
    emailTextField.addAction(UIAction { _ in }, for: .editingChanged)
    emailTextField.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    isUserInteractionEnabled = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// A list: a collection view with a diffable data source and a list layout.
class SettingsView: UIView {
  struct Row: Hashable {
    let id: Int
    let title: String
    let detail: String?
    let iconName: String
  }

  let rowsCollectionView: UICollectionView = {
    var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    listConfiguration.showsSeparators = true
    listConfiguration.backgroundColor = .systemGroupedBackground
    listConfiguration.headerMode = .none
    let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.isScrollEnabled = false
    return collectionView
  }()

  let gridLayout: UICollectionViewLayout = {
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    group.interItemSpacing = .fixed(8)
    let other = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    _ = other
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return UICollectionViewCompositionalLayout(section: section)
  }()

  private var rowsDataSource: UICollectionViewDiffableDataSource<Int, Row>?

  override init(frame: CGRect) {
    super.init(frame: frame)
    let registration = UICollectionView.CellRegistration<SettingsRowCell, Row> { cell, _, row in
      cell.configure(with: row)
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: rowsCollectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
    snapshot.appendSections([0])
    snapshot.appendItems([Row(id: 0, title: "Wi-Fi", detail: nil, iconName: "wifi")], toSection: 0)
    dataSource.apply(snapshot, animatingDifferences: false)
    rowsDataSource = dataSource
    rowsCollectionView.delegate = nil
    _ = rowsCollectionView.snp
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class SettingsRowCell: UICollectionViewListCell {
  let titleLabel: UILabel = {
    let label = UILabel()
    return label
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
    titleLabel.snp.makeConstraints { make in
      make.leading.equalToSuperview().inset(16)
      make.centerY.equalToSuperview()
    }
    accessories = [.disclosureIndicator()]
    backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
    separatorLayoutGuide.identifier = "separator"
    _ = contentView.snp
    _ = isSelected
    _ = isHighlighted
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
  }

  func configure(with row: SettingsView.Row) {
    titleLabel.text = row.title
  }
}

// View-controller output.
class LoginViewController: UIViewController {
  let contentView = LoginView()
  let backItem = UIBarButtonItem(image: UIImage(named: "chevron-left"), style: .plain, target: nil, action: nil)
  var onBackTap: (() -> Void)?
  var onShareTap: (() -> Void)?

  override func loadView() {
    view = contentView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Profile"
    title = "Profile"
    navigationItem.largeTitleDisplayMode = .never
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      image: UIImage(named: "chevron-left"), primaryAction: UIAction { [weak self] _ in self?.onBackTap?() })
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(image: UIImage(named: "share"), primaryAction: UIAction { [weak self] _ in self?.onShareTap?() }),
      UIBarButtonItem(systemItem: .close, primaryAction: UIAction { _ in }),
      UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in }),
    ]
    navigationItem.rightBarButtonItem?.accessibilityLabel = "Share"
    navigationItem.leftBarButtonItems = [backItem]
    navigationItem.backButtonTitle = ""
    navigationItem.hidesBackButton = false
    tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), selectedImage: UIImage(named: "home-fill"))
    tabBarItem = UITabBarItem(title: "Home", image: UIImage(named: "home"), tag: 0)
    navigationController?.navigationBar.prefersLargeTitles = true
    _ = tabBarController
  }
}
