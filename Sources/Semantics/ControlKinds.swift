/// How a button draws itself: UIKit's button configurations, plus a link (plain, with no insets).
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
  case filled, tinted, gray, plain, link
}

/// The keyboard a text input shows, by its UIKit name.
public enum KeyboardKind: String, Sendable, Hashable, CaseIterable {
  case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
  case url = "URL"
}

/// What a text input holds, for AutoFill and the keyboard's suggestions, by its UIKit name.
public enum TextContentKind: String, Sendable, Hashable, CaseIterable {
  case name, givenName, familyName, username, password, newPassword, oneTimeCode, emailAddress, telephoneNumber
  case fullStreetAddress, postalCode, addressCity, creditCardNumber
  case url = "URL"
}

/// The label of the keyboard's return key, by its UIKit name.
public enum ReturnKeyKind: String, Sendable, Hashable, CaseIterable {
  case `default`, go, join, next, search, send, done, `continue`
}

/// How a text input capitalises what is typed, by its UIKit name.
public enum Autocapitalization: String, Sendable, Hashable, CaseIterable {
  case none, words, sentences, allCharacters
}
