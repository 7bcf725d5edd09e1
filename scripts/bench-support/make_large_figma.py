"""Writes a Figma-shaped file response for scripts/bench. One of:

  PATH MEGABYTES [--compact]   about that many megabytes of phone screens (indented with two
                               spaces as API clients save responses; --compact: no whitespace)
  PATH --nodes COUNT           about that many nodes of phone screens (one line)
  PATH --screens COUNT [--cards N] [--components K]  COUNT phone screens of N cards each (6 nodes a
                               card; 40 cards by default: 241 nodes a screen); with --components, each
                               card's icon is an instance of one of K components (in turn), defined on
                               a page of their own
  PATH --screen-views COUNT    one free-form screen of COUNT tiles in rows of eight (a scroll view)
  PATH --siblings COUNT        one free-form screen whose root frame holds COUNT small rectangles
                               in a square grid (no auto layout)
  PATH --auto-layout-siblings COUNT  one phone screen holding one vertical auto-layout frame of
                               COUNT small vectors

The content is deterministic: phone screens of auto-layout cards with text, icon instances with
vector children, image fills and styles.
"""
import argparse
import json
import math

parser = argparse.ArgumentParser(description="Writes a Figma-shaped file response for scripts/bench.")
parser.add_argument("path")
parser.add_argument("megabytes", nargs="?", type=int)
parser.add_argument("--compact", action="store_true", help="no indentation or spaces")
parser.add_argument("--nodes", type=int)
parser.add_argument("--screens", type=int)
parser.add_argument("--cards", type=int, default=40, help="cards per screen, with --screens")
parser.add_argument("--components", type=int, help="distinct icon components the cards' instances use, with --screens")
parser.add_argument("--screen-views", type=int)
parser.add_argument("--siblings", type=int)
parser.add_argument("--auto-layout-siblings", type=int)
arguments = parser.parse_args()
path = arguments.path
modes = [arguments.megabytes, arguments.nodes, arguments.screens, arguments.screen_views, arguments.siblings,
         arguments.auto_layout_siblings]
if sum(mode is not None for mode in modes) != 1:
    parser.error("give one of MEGABYTES, --nodes, --screens, --screen-views, --siblings or --auto-layout-siblings")


def write(document, indent=None, compact=False):
    with open(path, "w") as handle:
        json.dump(document, handle, indent=indent, separators=(",", ":") if compact else None)


def one_screen(screen, name):
    return {"document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
        {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [screen]}]}, "name": name}


def tile(node_id, name, x, y, size, radius):
    return {"id": node_id, "name": name, "type": "RECTANGLE",
            "absoluteBoundingBox": {"x": x, "y": y, "width": size, "height": size},
            "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
            "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.48, "b": 1, "a": 1}}], "cornerRadius": radius}


if arguments.screen_views is not None:
    # One free-form screen of N 40×40 rectangles in rows: about four constraints each.
    count = arguments.screen_views
    per_row = 8
    rows = (count + per_row - 1) // per_row
    height = 16 + rows * 48
    children = [tile(f"9:{i + 2}", f"Tile {i}", 16 + (i % per_row) * 44, 16 + (i // per_row) * 48, 40, 8)
                for i in range(count)]
    screen = {"id": "9:1", "name": "Tiles", "type": "FRAME", "children": children,
              "absoluteBoundingBox": {"x": 0, "y": 0, "width": 375, "height": height}, "fills": []}
    write(one_screen(screen, "tiles"))
    raise SystemExit(0)
if arguments.siblings is not None:
    # One root frame holding N 8×8 rectangles on a 10-pt grid, as square as it goes (100 × 100
    # for 10,000), each placed on its own (Figma constraints LEFT/TOP).
    count = arguments.siblings
    columns = max(1, math.ceil(math.sqrt(count)))
    rows = (count + columns - 1) // columns
    children = [tile(f"8:{i + 2}", f"Dot {i}", 16 + (i % columns) * 10, 16 + (i // columns) * 10, 8, 2)
                for i in range(count)]
    screen = {"id": "8:1", "name": "Siblings", "type": "FRAME", "children": children, "clipsContent": True,
              "absoluteBoundingBox": {"x": 0, "y": 0, "width": 32 + columns * 10, "height": 32 + rows * 10},
              "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]}
    write(one_screen(screen, "siblings"))
    raise SystemExit(0)
if arguments.auto_layout_siblings is not None:
    # One 390×844 screen holding one vertical auto-layout frame (4-pt gaps, 16-pt padding, hugging
    # its height) of N 8×8 vectors, all named "Vector" as Figma names them: each child is placed by
    # the frame's chain, not on its own.
    count = arguments.auto_layout_siblings
    children = [{"id": f"7:{i + 3}", "name": "Vector", "type": "VECTOR",
                 "absoluteBoundingBox": {"x": 16, "y": 116 + i * 12, "width": 8, "height": 8},
                 "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.48, "b": 1, "a": 1}}]}
                for i in range(count)]
    column = {"id": "7:2", "name": "Dots", "type": "FRAME", "children": children, "layoutMode": "VERTICAL",
              "itemSpacing": 4, "paddingLeft": 16, "paddingRight": 16, "paddingTop": 16, "paddingBottom": 16,
              "layoutSizingHorizontal": "FIXED", "layoutSizingVertical": "HUG",
              "absoluteBoundingBox": {"x": 0, "y": 100, "width": 390, "height": 28 + count * 12},
              "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "fills": []}
    screen = {"id": "7:1", "name": "Auto layout siblings", "type": "FRAME", "children": [column], "clipsContent": True,
              "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844},
              "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]}
    write(one_screen(screen, "auto layout siblings"))
    raise SystemExit(0)


def box(x, y, w, h):
    return {"x": x, "y": y, "width": w, "height": h}


def solid(r, g, b, a=1):
    return {"blendMode": "NORMAL", "type": "SOLID", "color": {"r": r, "g": g, "b": b, "a": a}}


def text(node_id, name, chars, x, y, w, h):
    return {
        "id": node_id, "name": name, "type": "TEXT", "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": box(x, y, w, h), "absoluteRenderBounds": box(x, y + 1, w, h - 2),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "layoutAlign": "INHERIT", "layoutGrow": 0,
        "layoutSizingHorizontal": "HUG", "layoutSizingVertical": "HUG", "fills": [solid(0.1, 0.1, 0.1)],
        "strokes": [], "strokeWeight": 1, "strokeAlign": "OUTSIDE", "effects": [], "characters": chars,
        "style": {"fontFamily": "Inter", "fontPostScriptName": "Inter-Regular", "fontWeight": 400, "fontSize": 15,
                  "textAutoResize": "WIDTH_AND_HEIGHT", "textAlignHorizontal": "LEFT", "textAlignVertical": "TOP",
                  "letterSpacing": 0, "lineHeightPx": 18.15, "lineHeightPercent": 100, "lineHeightUnit": "INTRINSIC_%"},
        "layoutVersion": 4, "characterStyleOverrides": [], "styleOverrideTable": {}, "lineTypes": ["NONE"],
        "lineIndentations": [0], "interactions": [],
    }


def icon(node_id, x, y, component="1:1"):
    vector = {
        "id": f"I{node_id};1:1", "name": "glyph", "type": "VECTOR", "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": box(x + 2, y + 2, 20, 20), "absoluteRenderBounds": box(x + 2, y + 2, 20, 20),
        "constraints": {"vertical": "SCALE", "horizontal": "SCALE"}, "fills": [solid(0.2, 0.4, 0.9)],
        "strokes": [], "strokeWeight": 1.5, "strokeAlign": "CENTER", "effects": [], "interactions": [],
    }
    return {
        "id": node_id, "name": "Icon/Chevron", "type": "INSTANCE", "componentId": component,
        "blendMode": "PASS_THROUGH",
        "children": [vector], "absoluteBoundingBox": box(x, y, 24, 24), "absoluteRenderBounds": box(x, y, 24, 24),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "clipsContent": True, "fills": [],
        "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "componentProperties": {},
        "overrides": [], "interactions": [],
    }


def component_of(number):
    # With --components K, the number-th card's icon is an instance of component 2:(number mod K).
    return f"2:{number % arguments.components}" if arguments.components else "1:1"


def card(prefix, x, y, number=0):
    children = [
        {"id": f"{prefix}:1", "name": "Avatar", "type": "RECTANGLE", "blendMode": "PASS_THROUGH",
         "absoluteBoundingBox": box(x + 16, y + 16, 48, 48), "absoluteRenderBounds": box(x + 16, y + 16, 48, 48),
         "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
         "fills": [{"blendMode": "NORMAL", "type": "IMAGE", "scaleMode": "FILL", "imageRef": "abc123"}],
         "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "cornerRadius": 24},
        text(f"{prefix}:2", "Title", f"Card {prefix} title", x + 76, y + 16, 160, 18),
        text(f"{prefix}:3", "Subtitle", "Secondary line of text", x + 76, y + 40, 180, 18),
        icon(f"{prefix}:4", x + 303, y + 28, component_of(number)),
    ]
    return {
        "id": f"{prefix}:0", "name": "Card", "type": "FRAME", "blendMode": "PASS_THROUGH", "children": children,
        "absoluteBoundingBox": box(x, y, 343, 80), "absoluteRenderBounds": box(x, y, 343, 80),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "layoutMode": "HORIZONTAL", "itemSpacing": 12,
        "paddingLeft": 16, "paddingRight": 16, "paddingTop": 16, "paddingBottom": 16, "counterAxisAlignItems": "CENTER",
        "layoutSizingHorizontal": "FILL", "layoutSizingVertical": "HUG", "clipsContent": False,
        "fills": [solid(1, 1, 1)], "strokes": [solid(0.9, 0.9, 0.9)], "strokeWeight": 1, "strokeAlign": "INSIDE",
        "effects": [{"type": "DROP_SHADOW", "visible": True, "color": {"r": 0, "g": 0, "b": 0, "a": 0.1},
                     "blendMode": "NORMAL", "offset": {"x": 0, "y": 2}, "radius": 8, "showShadowBehindNode": False}],
        "cornerRadius": 12, "interactions": [],
    }


def screen(index, cards=8):
    # 8 cards fill a phone screen; more make a taller one (16 pt below the last card).
    height = 812 if cards <= 8 else 104 + cards * 92
    x = (index % 20) * 500
    y = (index // 20) * (height + 188)
    children = [card(f"{index + 10}{row:03d}", x + 16, y + 100 + row * 92, index * cards + row) for row in range(cards)]
    return {
        "id": f"{index + 10}:1", "name": f"Screen {index}", "type": "FRAME", "blendMode": "PASS_THROUGH",
        "children": children, "absoluteBoundingBox": box(x, y, 375, height),
        "absoluteRenderBounds": box(x, y, 375, height),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "layoutMode": "VERTICAL", "itemSpacing": 12,
        "paddingLeft": 16, "paddingRight": 16, "paddingTop": 100, "clipsContent": True, "fills": [solid(0.96, 0.96, 0.97)],
        "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "interactions": [],
    }


NODES_PER_SCREEN = 1 + 8 * 6  # the screen, and eight cards of six nodes
cards = 8
if arguments.screens is not None:
    count, cards = arguments.screens, arguments.cards
elif arguments.nodes is not None:
    count = max(1, arguments.nodes // NODES_PER_SCREEN)
else:
    # A screen sits four levels deep in the document, which adds eight spaces to each of its
    # indented lines.
    if arguments.compact:
        size = len(json.dumps(screen(0), separators=(",", ":")))
    else:
        sample = json.dumps(screen(0), indent=2)
        size = len(sample) + 8 * sample.count("\n")
    count = max(1, arguments.megabytes * 1_000_000 // size)
document = {
    "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "scrollBehavior": "SCROLLS", "children": [
        {"id": "0:1", "name": "Screens", "type": "CANVAS", "scrollBehavior": "SCROLLS",
         "children": [screen(i, cards) for i in range(count)], "backgroundColor": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}}]},
    "components": {"1:1": {"key": "k", "name": "Icon/Chevron", "description": "", "remote": False}},
    "componentSets": {}, "schemaVersion": 0, "styles": {}, "name": "bench", "lastModified": "2026-01-01T00:00:00Z",
    "version": "1", "role": "owner", "editorType": "figma",
}
if arguments.components:
    # The components themselves, on a page of their own: a 24-pt icon frame with its glyph, each named and keyed apart.
    definitions = []
    for k in range(arguments.components):
        node = icon(f"2:{k}", (k % 100) * 40, (k // 100) * 40)
        node.update({"type": "COMPONENT", "name": f"Icon/Glyph {k}"})
        del node["componentId"], node["componentProperties"], node["overrides"]
        node["children"][0]["id"] = f"2:{k};1"
        definitions.append(node)
        document["components"][f"2:{k}"] = {"key": f"k{k}", "name": f"Icon/Glyph {k}", "description": "",
                                           "remote": False}
    document["document"]["children"].append({"id": "0:2", "name": "Components", "type": "CANVAS",
                                             "children": definitions,
                                             "backgroundColor": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}})
if arguments.megabytes is not None and not arguments.compact:
    write(document, indent=2)
else:
    # --nodes keeps json.dump's default separators (one line); --compact and --screens drop spaces.
    write(document, compact=arguments.nodes is None)
