"""Solves the screens of an IR JSON file (`figsnap ir INPUT --json`) with kiwisolver, the way
figsnap's validator builds its system (Sources/Validation/LayoutSystem*.swift): one box x, y,
width, height per view in the root's coordinates, the root fixed to the canvas, the safe area as
constants, each IR constraint with its attribute, target, multiplier, constant, relation and
priority, and intrinsic sizes as hugging (<=) and compression (>=) pairs. Design size, left to
right, one solve (no ambiguity probes).

Usage: kiwi_validate.py IR.json [RUNS]
Prints one line: constraints, required ones kiwi rejected, views off the design by > 0.5 pt, the best solver CPU time of RUNS
(constraint adds + updateVariables, time.process_time) and the best time with building the
expressions included.
"""
import json
import sys
import time

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required
HORIZONTAL = {"left", "right", "leading", "trailing", "width", "centerX"}


def weight(priority):
    """figsnap's weight for a priority below required: 250 → 1, 500 → 1e3, 750 → 1e6."""
    return min(1000 ** ((priority - 250) / 250), REQUIRED * 0.999)


def layouts(document):
    """Every layout figsnap validates: screens, components and list cells."""
    pending = list(document.get("screens", [])) + list(document.get("components", []))
    while pending:
        layout = pending.pop(0)
        yield layout
        for view in layout.get("views", []):
            cell = (view.get("list") or {}).get("cell")
            if cell:
                pending.append(cell)


class System:
    """One layout's boxes and constraints, ready to be handed to a kiwi Solver."""

    def __init__(self, layout):
        self.layout = layout
        self.boxes = {}
        self.guides = {}
        self.parents = {}
        self.constraints = []  # (kiwi.Constraint, required?)
        root = self.box(layout["node"])
        for view in layout["views"]:
            self.box(view["node"])
            self.parents[view["node"]] = view["parent"]
        # A scroll view's content layout guide sits at the scroll view's origin.
        for view in layout["views"]:
            if view.get("role") == "scroll":
                guide = self.make_box(view["node"] + "#guide")
                self.guides[view["node"]] = guide
                scroll = self.boxes[view["node"]]
                self.add((guide[0] - scroll[0]) == 0, None)
                self.add((guide[1] - scroll[1]) == 0, None)
        canvas = layout.get("canvas") or {"width": 0, "height": 0}
        for variable, value in zip(root, (0, 0, canvas["width"], canvas["height"])):
            self.add(variable == value, None)
        for view in layout["views"]:
            for constraint in view["constraints"]:
                expression = self.linear(constraint, view)
                if expression is not None:
                    self.add(expression, constraint["priority"])
            self.intrinsic(view)

    def make_box(self, name):
        return tuple(kiwi.Variable(f"{name}.{part}") for part in ("x", "y", "w", "h"))

    def box(self, node):
        self.boxes[node] = self.make_box(node)
        return self.boxes[node]

    def add(self, constraint, priority):
        required = priority is None or priority >= 1000
        if not required:
            constraint = constraint | weight(priority)
        self.constraints.append((constraint, required))

    def position(self, attribute, item):
        """An attribute of a node (or 'safeArea', or ('guide', scroll id)) as an expression."""
        if item == "safeArea":
            insets = self.layout.get("safeArea") or {}
            canvas = self.layout["canvas"]
            x, y = insets.get("leading", 0), insets.get("top", 0)
            w = canvas["width"] - insets.get("leading", 0) - insets.get("trailing", 0)
            h = canvas["height"] - insets.get("top", 0) - insets.get("bottom", 0)
        else:
            found = self.guides.get(item[1]) if isinstance(item, tuple) else self.boxes.get(item)
            if found is None:
                return None
            x, y, w, h = found
        return {
            "left": lambda: x + 0, "leading": lambda: x + 0, "right": lambda: x + w, "trailing": lambda: x + w,
            "top": lambda: y + 0, "firstBaseline": lambda: y + 0, "bottom": lambda: y + h,
            "lastBaseline": lambda: y + h, "width": lambda: w + 0, "height": lambda: h + 0,
            "centerX": lambda: x + w * 0.5, "centerY": lambda: y + h * 0.5,
        }[attribute]()

    def ancestor(self, first, second):
        chain, node = [], first
        while node is not None:
            chain.append(node)
            node = self.parents.get(node)
        node = second
        while node is not None:
            if node in chain:
                return node
            node = self.parents.get(node)
        return None

    def linear(self, constraint, view):
        """The constraint as a kiwi relation, or None when it names an item that does not exist."""
        attribute = constraint["attribute"]
        multiplier, constant = constraint.get("multiplier", 1), constraint.get("constant", 0)
        left = self.position(attribute, view["node"])
        if left is None:
            return None
        target = constraint.get("target")
        origin = None
        if target is None:
            right = 0
        else:
            item, target_attribute = target["item"], target["attribute"]
            corner = "left" if attribute in HORIZONTAL else "top"
            if item == "superview":
                right = self.position(target_attribute, view["parent"])
                if multiplier != 1:
                    origin = self.position(corner, view["parent"])
            elif item == "safeArea":
                right = self.position(target_attribute, "safeArea")
            elif item in ("contentLayoutGuide", "frameLayoutGuide"):
                guide = view["parent"] if item == "frameLayoutGuide" else ("guide", view["parent"])
                right = self.position(target_attribute, guide)
            else:
                right = self.position(target_attribute, item)
                common = self.ancestor(view["node"], item) if multiplier != 1 else None
                if common is not None:
                    origin = self.position(corner, common)
            if right is None:
                return None
        if target is None or attribute in ("width", "height") or origin is None:
            origin = 0
        expression = (left - origin) - ((right - origin) * multiplier + constant)
        relation = constraint.get("relation", "equal")
        if relation == "lessThanOrEqual":
            return expression <= 0
        if relation == "greaterThanOrEqual":
            return expression >= 0
        return expression == 0

    def intrinsic(self, view):
        """Hugging (<=) and compression resistance (>=) towards the intrinsic size."""
        intrinsic = view.get("intrinsic")
        if not intrinsic:
            return
        priorities = view.get("contentPriorities") or {}
        hugging, compression = priorities.get("hugging") or {}, priorities.get("compression") or {}
        _, _, w, h = self.boxes[view["node"]]
        for variable, size, axis in ((w, intrinsic.get("width"), "horizontal"), (h, intrinsic.get("height"), "vertical")):
            if size is None:
                continue
            self.add(variable - size <= 0, hugging.get(axis, 250))
            self.add(variable - size >= 0, compression.get(axis, 750))


def off_design(system):
    """Views whose solved frame is more than 0.5 pt off the design (a check of this translation)."""
    off = 0
    for view in system.layout["views"]:
        frame = view.get("frame")
        if frame is None:
            continue
        solved = [variable.value() for variable in system.boxes[view["node"]]]
        wanted = (frame["x"], frame["y"], frame["width"], frame["height"])
        if any(abs(a - b) > 0.5 for a, b in zip(solved, wanted)):
            off += 1
    return off


def solve(document):
    """Builds and solves every layout once; returns (constraints, rejected, solver s, total s, views off)."""
    started = time.process_time()
    systems = [System(layout) for layout in layouts(document)]
    built = time.process_time()
    count = rejected = 0
    for system in systems:
        solver = kiwi.Solver()
        for constraint, required in system.constraints:
            count += 1
            try:
                solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                rejected += 1
        solver.updateVariables()
    finished = time.process_time()
    return count, rejected, finished - built, finished - started, sum(off_design(s) for s in systems)


def main():
    with open(sys.argv[1]) as handle:
        document = json.load(handle)
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    results = [solve(document) for _ in range(runs)]
    count, rejected, off = results[0][0], results[0][1], results[0][4]
    solver = min(result[2] for result in results)
    total = min(result[3] for result in results)
    ir_constraints = sum(len(v["constraints"]) for layout in layouts(document) for v in layout["views"])
    print(f"kiwi: {ir_constraints} IR constraints ({count} with root, guides and intrinsic sizes), "
          f"{rejected} rejected, {off} views off the design; solver {solver:.3f} s; with building expressions {total:.3f} s (best of {runs})")


main()
