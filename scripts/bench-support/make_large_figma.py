"""Writes a Figma-shaped file response for scripts/bench: `PATH MEGABYTES` for about that many
megabytes (indented), `PATH --nodes COUNT` for about that many nodes (compact), or
`PATH --screen-views COUNT` for one screen of COUNT free-form views.

The content is deterministic: phone screens of auto-layout cards with text, icon instances with
vector children, image fills and styles, written with two-space indentation as API clients save
responses.
"""
import json
import sys

path = sys.argv[1]
if sys.argv[2] == "--screen-views":
    # One free-form screen of N 40×40 rectangles in rows: about four constraints each.
    count = int(sys.argv[3])
    per_row = 8
    rows = (count + per_row - 1) // per_row
    height = 16 + rows * 48
    children = []
    for i in range(count):
        x, y = 16 + (i % per_row) * 44, 16 + (i // per_row) * 48
        children.append({"id": f"9:{i + 2}", "name": f"Tile {i}", "type": "RECTANGLE",
                         "absoluteBoundingBox": {"x": x, "y": y, "width": 40, "height": 40},
                         "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
                         "fills": [{"type": "SOLID", "color": {"r": 0, "g": 0.48, "b": 1, "a": 1}}], "cornerRadius": 8})
    screen = {"id": "9:1", "name": "Tiles", "type": "FRAME", "children": children,
              "absoluteBoundingBox": {"x": 0, "y": 0, "width": 375, "height": height}, "fills": []}
    document = {"document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "children": [
        {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [screen]}]}, "name": "tiles"}
    with open(path, "w") as handle:
        json.dump(document, handle)
    sys.exit(0)
by_nodes = sys.argv[2] == "--nodes"
target = int(sys.argv[3]) if by_nodes else int(sys.argv[2]) * 1_000_000


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


def icon(node_id, x, y):
    vector = {
        "id": f"I{node_id};1:1", "name": "glyph", "type": "VECTOR", "blendMode": "PASS_THROUGH",
        "absoluteBoundingBox": box(x + 2, y + 2, 20, 20), "absoluteRenderBounds": box(x + 2, y + 2, 20, 20),
        "constraints": {"vertical": "SCALE", "horizontal": "SCALE"}, "fills": [solid(0.2, 0.4, 0.9)],
        "strokes": [], "strokeWeight": 1.5, "strokeAlign": "CENTER", "effects": [], "interactions": [],
    }
    return {
        "id": node_id, "name": "Icon/Chevron", "type": "INSTANCE", "componentId": "1:1", "blendMode": "PASS_THROUGH",
        "children": [vector], "absoluteBoundingBox": box(x, y, 24, 24), "absoluteRenderBounds": box(x, y, 24, 24),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "clipsContent": True, "fills": [],
        "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "componentProperties": {},
        "overrides": [], "interactions": [],
    }


def card(prefix, x, y):
    children = [
        {"id": f"{prefix}:1", "name": "Avatar", "type": "RECTANGLE", "blendMode": "PASS_THROUGH",
         "absoluteBoundingBox": box(x + 16, y + 16, 48, 48), "absoluteRenderBounds": box(x + 16, y + 16, 48, 48),
         "constraints": {"vertical": "TOP", "horizontal": "LEFT"},
         "fills": [{"blendMode": "NORMAL", "type": "IMAGE", "scaleMode": "FILL", "imageRef": "abc123"}],
         "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "cornerRadius": 24},
        text(f"{prefix}:2", "Title", f"Card {prefix} title", x + 76, y + 16, 160, 18),
        text(f"{prefix}:3", "Subtitle", "Secondary line of text", x + 76, y + 40, 180, 18),
        icon(f"{prefix}:4", x + 303, y + 28),
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


def screen(index):
    x = (index % 20) * 500
    y = (index // 20) * 1000
    cards = [card(f"{index + 10}{row:03d}", x + 16, y + 100 + row * 92) for row in range(8)]
    return {
        "id": f"{index + 10}:1", "name": f"Screen {index}", "type": "FRAME", "blendMode": "PASS_THROUGH",
        "children": cards, "absoluteBoundingBox": box(x, y, 375, 812), "absoluteRenderBounds": box(x, y, 375, 812),
        "constraints": {"vertical": "TOP", "horizontal": "LEFT"}, "layoutMode": "VERTICAL", "itemSpacing": 12,
        "paddingLeft": 16, "paddingRight": 16, "paddingTop": 100, "clipsContent": True, "fills": [solid(0.96, 0.96, 0.97)],
        "strokes": [], "strokeWeight": 1, "strokeAlign": "INSIDE", "effects": [], "interactions": [],
    }


NODES_PER_SCREEN = 1 + 8 * 6  # the screen, and eight cards of six nodes
if by_nodes:
    count = max(1, target // NODES_PER_SCREEN)
else:
    # A screen sits four levels deep in the document, which adds eight spaces to each of its lines.
    sample = json.dumps(screen(0), indent=2)
    size = len(sample) + 8 * sample.count("\n")
    count = max(1, target // size)
document = {
    "document": {"id": "0:0", "name": "Document", "type": "DOCUMENT", "scrollBehavior": "SCROLLS", "children": [
        {"id": "0:1", "name": "Screens", "type": "CANVAS", "scrollBehavior": "SCROLLS",
         "children": [screen(i) for i in range(count)], "backgroundColor": {"r": 0.9, "g": 0.9, "b": 0.9, "a": 1}}]},
    "components": {"1:1": {"key": "k", "name": "Icon/Chevron", "description": "", "remote": False}},
    "componentSets": {}, "schemaVersion": 0, "styles": {}, "name": "bench", "lastModified": "2026-01-01T00:00:00Z",
    "version": "1", "role": "owner", "editorType": "figma",
}
with open(path, "w") as handle:
    json.dump(document, handle, indent=None if by_nodes else 2)
