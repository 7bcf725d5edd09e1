// Part of the declaration-only UIKit stand-in (see UIKit.swift): text fields, text views and the
// text input traits they share (keyboard, return key, capitalisation, correction, content type).
// Written for figsnap from Apple's documented API.

public enum UIKeyboardType: Int {
  case `default` = 0
  case asciiCapable, numbersAndPunctuation
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  case numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

public enum UIReturnKeyType: Int {
  case `default` = 0
  case go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int {
  case none = 0
  case words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int {
  case `default` = 0
  case no, yes
}

public enum UITextSpellCheckingType: Int {
  case `default` = 0
  case no, yes
}

public struct UITextContentType: RawRepresentable, Hashable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let namePrefix = UITextContentType("honorific-prefix")
  public static let givenName = UITextContentType("given-name")
  public static let middleName = UITextContentType("additional-name")
  public static let familyName = UITextContentType("family-name")
  public static let nameSuffix = UITextContentType("honorific-suffix")
  public static let nickname = UITextContentType("nickname")
  public static let jobTitle = UITextContentType("organization-title")
  public static let organizationName = UITextContentType("organization")
  public static let location = UITextContentType("location")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let streetAddressLine1 = UITextContentType("address-line1")
  public static let streetAddressLine2 = UITextContentType("address-line2")
  public static let addressCity = UITextContentType("address-level2")
  public static let addressState = UITextContentType("address-level1")
  public static let addressCityAndState = UITextContentType("address-level1+2")
  public static let sublocality = UITextContentType("address-level3")
  public static let countryName = UITextContentType("country-name")
  public static let postalCode = UITextContentType("postal-code")
  public static let telephoneNumber = UITextContentType("tel")
  public static let emailAddress = UITextContentType("email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType("url")
  public static let creditCardNumber = UITextContentType("cc-number")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
}

open class UITextInputMode: NSObjectShim {
  open var primaryLanguage: String? { nil }
}

public protocol UITextFieldDelegate: NSObjectProtocol {}

open class UITextField: UIControl {
  public enum BorderStyle: Int {
    case none = 0
    case line, bezel, roundedRect
  }

  public enum ViewMode: Int {
    case never = 0
    case whileEditing, unlessEditing, always
  }

  open var text: String?
  open var attributedText: NSAttributedString?
  open var textColor: UIColor?
  open var font: UIFont?
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle = BorderStyle.none
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var placeholder: String?
  open var attributedPlaceholder: NSAttributedString?
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open weak var delegate: UITextFieldDelegate?
  open var background: UIImage?
  open var disabledBackground: UIImage?
  open var isEditing: Bool { false }
  open var clearButtonMode = ViewMode.never
  open var leftView: UIView?
  open var leftViewMode = ViewMode.never
  open var rightView: UIView?
  open var rightViewMode = ViewMode.never
  open override var inputView: UIView? {
    get { nil }
    set {}
  }
  open override var inputAccessoryView: UIView? {
    get { nil }
    set {}
  }
  open var adjustsFontForContentSizeCategory = false
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var keyboardType = UIKeyboardType.default
  open var returnKeyType = UIReturnKeyType.default
  open var enablesReturnKeyAutomatically = false
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
}

public protocol UITextViewDelegate: UIScrollViewDelegate {}

open class UITextView: UIScrollView {
  open weak var delegate: UITextViewDelegate?
  open var text: String!
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var attributedText: NSAttributedString!
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset: UIEdgeInsets = .zero
  open var clearsOnInsertion = false
  open override var inputView: UIView? {
    get { nil }
    set {}
  }
  open override var inputAccessoryView: UIView? {
    get { nil }
    set {}
  }
  open var adjustsFontForContentSizeCategory = false
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var autocorrectionType = UITextAutocorrectionType.default
  open var spellCheckingType = UITextSpellCheckingType.default
  open var keyboardType = UIKeyboardType.default
  open var returnKeyType = UIReturnKeyType.default
  open var enablesReturnKeyAutomatically = false
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType!
}
