public import JSONText

/// Decorations, text attributes and approximations in the IR's JSON form (`docs/IR-JSON.md`).
public enum DecorationJSON {
  /// The decoration's members that are set.
  public static func decoration(_ decoration: Decoration) -> JSONOutput {
    var object: [String: JSONOutput] = [:]
    if let shape = decoration.shape {
      switch shape {
      case .oval: object["shape"] = .string("oval")
      case .arc(let start, let end, let inner):
        object["shape"] = .object([
          "arc": .object([
            "startAngle": .number(start), "endAngle": .number(end), "innerRadius": .number(inner),
          ])
        ])
      }
    }
    if let gradient = decoration.gradient {
      object["gradient"] = .object([
        "kind": .string(gradient.kind.rawValue), "colors": .array(gradient.colors.map(StyleJSON.color)),
        "locations": .array(gradient.locations.map(JSONOutput.number)), "start": point(gradient.start),
        "end": point(gradient.end),
      ])
    }
    if !decoration.shadows.isEmpty { object["shadows"] = .array(decoration.shadows.map(shadow)) }
    if let style = decoration.shadowStyle { object["shadowStyle"] = .string(style) }
    if let shadowView = decoration.shadowView { object["shadowView"] = .string(shadowView) }
    if let blur = decoration.blur { object["blur"] = .object(["style": .string(blur.style)]) }
    if let stroke = decoration.stroke {
      let widths = stroke.widths
      object["stroke"] = .object([
        "color": StyleJSON.color(stroke.color),
        "widths": .object([
          "top": .number(widths.top), "left": .number(widths.left), "bottom": .number(widths.bottom),
          "right": .number(widths.right),
        ]),
        "alignment": .string(stroke.alignment.rawValue), "dashes": .array(stroke.dashes.map(JSONOutput.number)),
      ])
    }
    if let corners = decoration.roundedCorners {
      object["roundedCorners"] = .array(corners.map { .string($0.rawValue) })
    }
    if decoration.continuousCorners { object["continuousCorners"] = .bool(true) }
    return .object(object)
  }

  /// The text attributes that are set, with each run's range and differences.
  public static func textAttributes(_ attributes: TextAttributes) -> JSONOutput {
    var object: [String: JSONOutput] = [:]
    if let kern = attributes.kern { object["kern"] = .number(kern) }
    if let decoration = attributes.decoration { object["decoration"] = .string(decoration.rawValue) }
    if let spacing = attributes.paragraphSpacing { object["paragraphSpacing"] = .number(spacing) }
    if !attributes.runs.isEmpty {
      object["runs"] = .array(
        attributes.runs.map { run in
          var fields: [String: JSONOutput] = [
            "location": .number(Double(run.location)), "length": .number(Double(run.length)),
          ]
          if let font = run.font { fields["font"] = StyleJSON.font(font) }
          if let color = run.color { fields["color"] = StyleJSON.color(color) }
          if let kern = run.kern { fields["kern"] = .number(kern) }
          if let decoration = run.decoration { fields["decoration"] = .string(decoration.rawValue) }
          if let link = run.link { fields["link"] = .string(link) }
          return .object(fields)
        })
    }
    return .object(object)
  }

  /// `{"kind", "feature", "message"}`.
  public static func approximation(_ approximation: Approximation) -> JSONOutput {
    .object([
      "kind": .string(approximation.kind.rawValue), "feature": .string(approximation.feature),
      "message": .string(approximation.message),
    ])
  }

  private static func point(_ point: Point) -> JSONOutput { .object(["x": .number(point.x), "y": .number(point.y)]) }

  /// One shadow as JSON.
  public static func shadow(_ shadow: ShadowSpec) -> JSONOutput {
    var fields: [String: JSONOutput] = [
      "color": StyleJSON.color(shadow.color), "opacity": .number(shadow.opacity), "offset": point(shadow.offset),
      "radius": .number(shadow.radius), "spread": .number(shadow.spread),
    ]
    if shadow.followsContent { fields["followsContent"] = .bool(true) }
    if shadow.showsBehindView { fields["showsBehindView"] = .bool(true) }
    return .object(fields)
  }
}
