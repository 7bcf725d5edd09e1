import Decisions
import FigmaModel

/// How a slider or a progress bar is drawn: a meter of equal segments side by side (a step indicator's dashes, a
/// level's bars), or a track (the node when it paints itself, else its widest painted layer: a bar beside its value
/// "60%") and the narrower fill from its leading edge.
struct DrawnTrack {
  /// A meter's segments in reading order; empty when the bar is a track.
  let segments: [DesignNode]
  /// The track, the node itself when it paints.
  let track: DesignNode
  /// The fill along the track, or nil.
  let fill: DesignNode?

  init(_ node: RuledNode) {
    segments = Self.segments(of: node) ?? []
    let box = node.design.absolute
    let paints: (DesignNode) -> Bool = { design in design.appearance.fills.contains { $0.visible } }
    var track = node.design
    if !paints(node.design) {
      let wide = node.children.map(\.design).filter { design in
        paints(design) && design.text == nil && design.absolute.width >= box.width * 0.6
      }
      if let widest = wide.max(by: { $0.absolute.width < $1.absolute.width }) { track = widest }
    }
    let bar = track.absolute
    self.track = track
    fill = node.children.map(\.design).first { design in
      design.id != track.id && design.text == nil && abs(design.absolute.x - bar.x) < 1
        && design.absolute.width < bar.width - 1 && paints(design)
    }
  }

  /// The paint of a meter's empty part: its trailing segments'.
  var emptyPaint: Paint? { segments.last?.appearance.fills.topSolid }

  /// A meter's segments painted apart from `empty`: those done.
  func done(empty: Paint?) -> [DesignNode] { segments.filter { $0.appearance.fills.topSolid != empty } }

  /// The share of a meter's segments done, 0 to 1 (`empty` is the paint of an empty one).
  func share(empty: Paint?) -> Double {
    segments.isEmpty ? 0 : Double(done(empty: empty).count) / Double(segments.count)
  }

  /// The fill's width over the track's, 0 to 1, or nil when there is no fill.
  var fillShare: Double? {
    guard let fill, track.absolute.width > 0 else { return nil }
    return min(max(fill.absolute.width / track.absolute.width, 0), 1)
  }

  /// The share a bar drawn alike in each row of a list shows: a meter's segments done, `empty` the paint of an empty
  /// one as the first row shows it (a row all empty is 0), or the fill's share.
  func value(empty: Paint?) -> Double? { segments.isEmpty ? fillShare : share(empty: empty) }

  /// The segments of a meter drawn as a row of two or more equal painted shapes, in reading order; nil when the node
  /// is drawn otherwise.
  private static func segments(of node: RuledNode) -> [DesignNode]? {
    let parts = node.children.map(\.design).filter(\.visible)
    guard parts.count >= 2, let first = parts.first?.absolute else { return nil }
    for part in parts {
      let frame = part.absolute
      guard part.text == nil, part.appearance.fills.topSolid != nil, abs(frame.width - first.width) <= 1,
        abs(frame.height - first.height) <= 1, frame.width < node.design.absolute.width / 2
      else { return nil }
    }
    let ordered = parts.sorted { $0.absolute.x < $1.absolute.x }
    for (left, right) in zip(ordered, ordered.dropFirst()) where right.absolute.x < left.absolute.maxX - 0.5 {
      return nil
    }
    return ordered
  }
}
