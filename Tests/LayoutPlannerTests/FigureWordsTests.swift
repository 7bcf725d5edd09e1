import TestSupport
import Testing

@testable import LayoutPlanner

/// The kind of figure a text is, which ends a figure's name (``FigureWords``).
@Suite struct FigureWordsTests {
  @Test(arguments: [
    ("10/05/2026", "date"), ("2026-05-10", "date"), ("24.10.23", "date"), ("12:30", "time"), ("08:15:00", "time"),
    ("$42.50", "amount"), ("-$3.00", "amount"), ("€ 9,99", "amount"), ("85%", "percent"), ("98% ⚡️", "percent"),
    ("+1 (555) 019-2834", "phone"), ("124.5", "value"), ("#203", "value"), ("1234567", "value"),
  ])
  func aFigureIsNamedForItsKind(text: String, kind: String) {
    verify(FigureWords.kind(of: text), equals: kind)
  }

  @Test(arguments: ["km", "R$", "Sep 15", " ", ""])
  func aTextWithLettersOrNoDigitsIsNoFigure(text: String) {
    verify(FigureWords.kind(of: text), equals: nil)
  }
}
