/// The page `figsnap preview` writes: one self-contained HTML file that draws each screen's design frames beside its
/// solved layout at every checked size and direction.
///
/// The page loads nothing (a Content-Security-Policy of `default-src 'none'` forbids it); its script reads the JSON
/// object that replaces `dataMarker` (`title`, `generator`, `screens[]` with `design`, `views`, `layouts`,
/// `findings`) and builds, per screen, a section with a "Design" panel and one panel per layout, each an inline SVG
/// (`.panel[data-screen][data-layout] .canvas svg`), then the screen's findings. Hovering a view highlights it in all
/// of the screen's panels; clicking a finding or a view selects it there. Data is only ever set as text or
/// attribute values, and odd data (missing frames, zero sizes, unknown severities) is drawn or skipped, never thrown
/// on. When done it sets `document.body.dataset.rendered` to the number of panels (`scripts/preview-check` waits for
/// it).
enum PreviewTemplate {
  /// The marker the data replaces.
  static let dataMarker = "/*FIGSNAP_PREVIEW_DATA*/null"
  static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="Content-Security-Policy"
          content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
    <title>figsnap preview</title>
    <style>
    :root {
      --bg: #f3f4f6; --card: #fff; --fg: #1f2328; --muted: #636c76; --line: #d0d7de;
      --error: #cf222e; --warning: #e8590c; --note: #1c7ed6; --mark: #111;
      color-scheme: light;
    }
    * { box-sizing: border-box; }
    html { background: var(--bg); }
    body {
      margin: 0; color: var(--fg); background: var(--bg);
      font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", "DejaVu Sans", sans-serif;
    }
    code, .loc {
      font-family: ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
    }
    .toolbar {
      position: sticky; top: 0; z-index: 20; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 18px;
      padding: 8px 16px; background: var(--card); border-bottom: 1px solid var(--line);
    }
    .toolbar .brand { font-weight: 600; }
    .toolbar .doc {
      color: var(--muted); max-width: 40em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
    }
    .toolbar input[type=search] {
      width: 16em; padding: 3px 6px; border: 1px solid var(--line); border-radius: 4px; font: inherit;
    }
    .toolbar label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; user-select: none; }
    .toolbar .count { color: var(--muted); margin-left: auto; }
    .legend {
      display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: center; padding: 6px 16px; color: var(--muted);
      border-bottom: 1px solid var(--line); background: #fafbfc; font-size: 12px;
    }
    .legend span { display: inline-flex; align-items: center; gap: 5px; }
    .legend svg { display: block; }
    nav.toc { padding: 8px 16px 0; display: flex; flex-wrap: wrap; gap: 4px 6px; }
    nav.toc a {
      color: var(--fg); text-decoration: none; padding: 1px 8px; border: 1px solid var(--line); border-radius: 10px;
      background: var(--card); font-size: 12px; max-width: 22em; overflow: hidden; text-overflow: ellipsis;
      white-space: nowrap;
    }
    nav.toc a:hover { border-color: var(--muted); }
    nav.toc .n { font-weight: 600; margin-left: 4px; }
    main { padding: 8px 16px 40px; }
    .empty {
      margin: 48px auto; max-width: 36em; padding: 24px; text-align: center; background: var(--card);
      border: 1px solid var(--line); border-radius: 8px; color: var(--muted);
    }
    .empty strong { display: block; color: var(--fg); font-size: 16px; margin-bottom: 6px; }
    section.screen {
      margin: 12px 0 20px; padding: 12px 14px; background: var(--card); border: 1px solid var(--line);
      border-radius: 8px; scroll-margin-top: 64px;
    }
    section.screen > header {
      display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; margin-bottom: 8px;
    }
    section.screen h2 { margin: 0; font-size: 16px; overflow-wrap: anywhere; }
    .meta, .sid { color: var(--muted); }
    .kind {
      font-size: 11px; text-transform: uppercase; letter-spacing: .04em; padding: 0 6px; border-radius: 8px;
      background: #eef1f4; color: var(--muted);
    }
    .tally { display: inline-flex; gap: 6px; }
    .sevtag { font-size: 11px; font-weight: 600; padding: 0 6px; border-radius: 8px; color: #fff; }
    .sevtag.error { background: var(--error); }
    .sevtag.warning { background: var(--warning); }
    .sevtag.note { background: var(--note); }
    .panels { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .panel { flex: none; min-width: 150px; }
    .panel-head {
      display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 6px; margin-bottom: 3px; font-size: 12px;
    }
    .panel-head .label { font-weight: 600; }
    .panel-head .scale { color: var(--muted); font-size: 11px; margin-left: auto; }
    .panel.rtl .panel-head .label::after { content: " \21C6"; color: var(--muted); font-weight: 400; }
    .flag { font-size: 11px; padding: 0 5px; border-radius: 6px; border: 1px dashed var(--error); color: var(--error); }
    .flag.missing { border-color: var(--muted); color: var(--muted); }
    .canvas { border: 1px solid var(--line); background: #e9ecef; line-height: 0; width: max-content; }
    .canvas svg { display: block; overflow: hidden; }
    .panel-foot {
      max-width: 100%; margin-top: 3px; font-size: 11px; color: var(--error); overflow: hidden;
      text-overflow: ellipsis; white-space: nowrap;
    }
    .findings { margin-top: 10px; }
    .findings h3 { margin: 0 0 4px; font-size: 13px; }
    .findings ol { list-style: none; margin: 0; padding: 0; }
    .findings li {
      display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; padding: 3px 6px; border-left: 3px solid;
      border-radius: 2px; cursor: pointer; overflow-wrap: anywhere;
    }
    .findings li + li { margin-top: 2px; }
    .findings li:hover { background: #f6f8fa; }
    .findings li:focus { outline: 2px solid #111; outline-offset: -2px; }
    .findings li.active { background: #fff3bf; }
    .findings li.error { border-color: var(--error); }
    .findings li.warning { border-color: var(--warning); }
    .findings li.note { border-color: var(--note); }
    .findings .sev { font-size: 11px; font-weight: 600; text-transform: uppercase; min-width: 5.5em; }
    .findings li.error .sev { color: var(--error); }
    .findings li.warning .sev { color: var(--warning); }
    .findings li.note .sev { color: var(--note); }
    .findings .rule { color: var(--muted); }
    .findings .view { font-weight: 600; }
    .findings .loc { color: var(--muted); font-size: 12px; }
    .findings .none { color: var(--muted); }
    body.hide-notes .findings li.note, body.hide-notes .sevtag.note, body.hide-notes nav.toc .n.note { display: none; }
    .tooltip {
      position: fixed; z-index: 50; max-width: 360px; padding: 6px 8px; pointer-events: none; font-size: 12px;
      background: #fff; color: var(--fg); border: 1px solid #8c959f; border-radius: 4px;
      box-shadow: 0 2px 8px rgba(0, 0, 0, .15); overflow-wrap: anywhere;
    }
    .tooltip .t-name { font-weight: 600; }
    .tooltip .t-muted { color: var(--muted); }
    .tooltip .t-bad { color: var(--error); }
    /* Drawing: coordinates are points; strokes stay thin at any scale. */
    .v, .frame-box, .ovl, .amb, .conf, .deco { vector-effect: non-scaling-stroke; }
    .v { stroke-width: 1; cursor: crosshair; }
    .d0 { stroke: #868e96; fill: rgba(134, 142, 150, .06); }
    .d1 { stroke: #0ca678; fill: rgba(12, 166, 120, .07); }
    .d2 { stroke: #7950f2; fill: rgba(121, 80, 242, .07); }
    .d3 { stroke: #a9772c; fill: rgba(169, 119, 44, .08); }
    .d4 { stroke: #5c940d; fill: rgba(92, 148, 13, .08); }
    .d5 { stroke: #0b7285; fill: rgba(11, 114, 133, .07); }
    body:not(.hide-notes) .v.sev-note { stroke: var(--note); stroke-width: 2; }
    .v.sev-warning { stroke: var(--warning); stroke-width: 2; }
    .v.sev-error { stroke: var(--error); stroke-width: 2; }
    .v.hl { fill: rgba(255, 212, 59, .30); }
    .v.sel { fill: rgba(255, 212, 59, .45); }
    .v.zero { fill: #fff; }
    .screen-bg { fill: #fff; }
    .frame-box { fill: none; stroke: #343a40; stroke-width: 1.5; pointer-events: none; }
    .safe { pointer-events: none; }
    body.hide-safe .safe { display: none; }
    .lbl, .deco { pointer-events: none; }
    .lbl { font-family: system-ui, "Liberation Sans", "DejaVu Sans", sans-serif; }
    .lbl.txt { fill: #212529; }
    .lbl.name { fill: #6c757d; }
    body.hide-labels .lbl { display: none; }
    .deco { stroke: #adb5bd; stroke-width: 1; fill: none; }
    .amb { fill: none; stroke: var(--error); stroke-width: 1.5; stroke-dasharray: 5 3; pointer-events: none; }
    .conf {
      fill: rgba(207, 34, 46, .08); stroke: var(--error); stroke-width: 2.5; stroke-dasharray: 2 2;
      pointer-events: none;
    }
    .ovl { fill: none; stroke: var(--mark); pointer-events: none; }
    .ovl.hover { stroke-width: 2; }
    .ovl.select { stroke-width: 3; }
    </style>
    </head>
    <body>
    <svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">
      <defs>
        <pattern id="fs-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="rgba(100, 116, 139, .12)"/>
          <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(100, 116, 139, .45)" stroke-width="3"/>
        </pattern>
      </defs>
    </svg>
    <header class="toolbar">
      <span class="brand">figsnap preview</span>
      <span class="doc" id="doc"></span>
      <input type="search" id="filter" placeholder="Filter screens by name or id" aria-label="Filter screens">
      <label><input type="checkbox" id="opt-labels" checked> Labels</label>
      <label><input type="checkbox" id="opt-notes" checked> Notes</label>
      <label><input type="checkbox" id="opt-safe" checked> Safe area</label>
      <span class="count" id="count"></span>
    </header>
    <div class="legend" aria-label="Legend">
      <span><svg width="26" height="14"><rect x="1" y="1" width="24" height="12" fill="rgba(134,142,150,.06)"
        stroke="#868e96"/><rect x="5" y="3" width="16" height="8" fill="rgba(12,166,120,.07)" stroke="#0ca678"/></svg>
        view (colour by nesting depth)</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="none" stroke="#cf222e"
        stroke-width="2"/></svg>error</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="none" stroke="#e8590c"
        stroke-width="2"/></svg>warning</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="none" stroke="#1c7ed6"
        stroke-width="2"/></svg>note</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="none" stroke="#cf222e"
        stroke-width="1.5" stroke-dasharray="5 3"/></svg>ambiguous in that layout</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="rgba(207,34,46,.08)"
        stroke="#cf222e" stroke-width="2.5" stroke-dasharray="2 2"/></svg>conflicting constraints</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="url(#fs-hatch)"
        stroke="#343a40"/></svg>safe-area inset</span>
      <span><svg width="18" height="14"><rect x="1" y="1" width="16" height="12" fill="rgba(255,212,59,.45)"
        stroke="#111" stroke-width="2"/></svg>hovered / selected</span>
      <span>&#8646; right-to-left</span>
    </div>
    <nav class="toc" id="toc" aria-label="Screens"></nav>
    <main id="screens"></main>
    <div class="tooltip" id="tooltip" role="tooltip" hidden></div>
    <script>
    "use strict";
    const data = /*FIGSNAP_PREVIEW_DATA*/null;
    (function () {
      const SVG_NS = "http://www.w3.org/2000/svg";
      const MAX_H = 420, MAX_W = 720, MAX_SCALE = 2, DEPTHS = 6;
      const RANK = { error: 3, warning: 2, note: 1 };
      const panelInfo = new WeakMap();
      let panelCount = 0;

      function el(tag, cls, text) {
        const e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined && text !== null) e.textContent = String(text);
        return e;
      }
      function sv(tag, attrs, cls) {
        const e = document.createElementNS(SVG_NS, tag);
        if (cls) e.setAttribute("class", cls);
        for (const k in attrs) e.setAttribute(k, String(attrs[k]));
        return e;
      }
      function isObj(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }
      function fin(v) { return typeof v === "number" && isFinite(v) ? v : null; }
      function str(v) { return typeof v === "string" ? v : (typeof v === "number" ? String(v) : ""); }
      function list(v) { return Array.isArray(v) ? v : []; }
      function fmt(n) { return String(Math.round(n * 100) / 100); }
      function clip(s, n) { return s.length > n ? s.slice(0, n - 1) + "\u2026" : s; }
      function rectOf(v) {
        let x, y, w, h;
        if (Array.isArray(v) && v.length >= 4) { [x, y, w, h] = v.map(fin); }
        else if (isObj(v)) { x = fin(v.x); y = fin(v.y); w = fin(v.width); h = fin(v.height); }
        if (x === null || y === null || w === null || h === null || x === undefined) return null;
        if (w < 0) { x += w; w = -w; }
        if (h < 0) { y += h; h = -h; }
        return { x, y, w, h };
      }
      function insetsOf(v) {
        const o = isObj(v) ? v : {};
        const g = (k) => Math.max(0, fin(o[k]) || 0);
        return { top: g("top"), left: g("left"), bottom: g("bottom"), right: g("right") };
      }
      function sizeText(w, h) { return fmt(w) + "\u00d7" + fmt(h); }
      function frameText(r) { return "x " + fmt(r.x) + "  y " + fmt(r.y) + "  w " + fmt(r.w) + "  h " + fmt(r.h); }
      function sevOf(s) { return s === "error" || s === "warning" ? s : "note"; }

      // Normalizes one screen; nothing here throws on odd data.
      function prepare(raw, index) {
        const s = isObj(raw) ? raw : {};
        const id = str(s.id) || "#" + (index + 1);
        const views = [];
        const byId = new Map();
        list(s.views).forEach((rv, i) => {
          const v = isObj(rv) ? rv : {};
          const view = {
            id: str(v.id) || "#" + i, name: str(v.name), node: str(v.node), cls: str(v.class),
            parent: str(v.parent), role: str(v.role), text: str(v.text), frame: rectOf(v.frame),
            depth: 0, children: 0, sev: null, findings: [],
          };
          views.push(view);
          if (!byId.has(view.id)) byId.set(view.id, view);
        });
        for (const v of views) {
          let d = 0, p = v.parent ? byId.get(v.parent) : undefined;
          const seen = new Set([v]);
          while (p && !seen.has(p)) { seen.add(p); d += 1; p = p.parent ? byId.get(p.parent) : undefined; }
          v.depth = d;
          const parent = v.parent ? byId.get(v.parent) : undefined;
          if (parent && parent !== v) parent.children += 1;
        }
        const design = isObj(s.design) ? s.design : {};
        let dw = fin(design.width), dh = fin(design.height);
        if (!(dw > 0) || !(dh > 0)) {
          let mw = 0, mh = 0;
          for (const v of views) {
            if (v.frame) { mw = Math.max(mw, v.frame.x + v.frame.w); mh = Math.max(mh, v.frame.y + v.frame.h); }
          }
          dw = dw > 0 ? dw : (mw > 0 ? mw : 390);
          dh = dh > 0 ? dh : (mh > 0 ? mh : 844);
        }
        const findings = list(s.findings).map((rf) => {
          const f = isObj(rf) ? rf : {};
          return {
            severity: str(f.severity) || "note", sev: sevOf(str(f.severity)), rule: str(f.rule),
            message: str(f.message), node: str(f.node), swift: str(f.swift),
          };
        });
        for (const f of findings) {
          const v = f.node ? byId.get(f.node) : undefined;
          if (!v) continue;
          v.findings.push(f);
          if (!v.sev || RANK[f.sev] > RANK[v.sev]) v.sev = f.sev;
        }
        const layouts = list(s.layouts).map((rl, i) => {
          const l = isObj(rl) ? rl : {};
          const w = fin(l.width) > 0 ? l.width : dw, h = fin(l.height) > 0 ? l.height : dh;
          const rtl = l.rtl === true;
          const frames = new Map();
          if (isObj(l.frames)) {
            for (const k of Object.keys(l.frames)) { const r = rectOf(l.frames[k]); if (r) frames.set(k, r); }
          }
          return {
            key: str(l.label) || sizeText(w, h) + (rtl ? " RTL" : "") || "layout " + (i + 1),
            label: str(l.label) || sizeText(w, h) + (rtl ? " RTL" : ""), width: w, height: h, rtl,
            safe: insetsOf(l.safeArea), frames,
            ambiguous: new Set(list(l.ambiguous).map(str).filter(Boolean)),
            conflicts: new Set(list(l.conflicts).map(str).filter(Boolean)),
          };
        });
        const designFrames = new Map();
        for (const v of views) if (v.frame && !designFrames.has(v.id)) designFrames.set(v.id, v.frame);
        const tally = { error: 0, warning: 0, note: 0 };
        for (const f of findings) tally[f.sev] += 1;
        return {
          id, name: str(s.name) || id, kind: str(s.kind), views, byId, findings, layouts, tally,
          design: { key: "design", label: "Design " + sizeText(dw, dh), width: dw, height: dh, rtl: false,
            safe: insetsOf(design.safeArea), frames: designFrames, ambiguous: new Set(), conflicts: new Set() },
          panels: [], hover: null, selected: null, items: [],
        };
      }

      // One panel: the screen's views at one layout's frames, at the screen's common scale (`fit`) or smaller.
      function drawPanel(screen, layout, isDesign, fit) {
        const W = layout.width, H = layout.height;
        let x0 = 0, y0 = 0, x1 = W, y1 = H;
        for (const r of layout.frames.values()) {
          x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y); x1 = Math.max(x1, r.x + r.w); y1 = Math.max(y1, r.y + r.h);
        }
        x0 = Math.max(x0, -W); y0 = Math.max(y0, -H); x1 = Math.min(x1, 2 * W); y1 = Math.min(y1, 3 * H);
        const ew = Math.max(x1 - x0, 1), eh = Math.max(y1 - y0, 1);
        const s = Math.min(MAX_H / eh, MAX_W / ew, fit);
        const pw = Math.max(Math.round(ew * s), 1), ph = Math.max(Math.round(eh * s), 1);

        const panel = el("div", "panel" + (layout.rtl ? " rtl" : ""));
        panel.setAttribute("data-screen", screen.id);
        panel.setAttribute("data-layout", layout.key);
        const head = el("div", "panel-head");
        head.appendChild(el("span", "label", layout.label));
        const amb = [...layout.ambiguous], conf = [...layout.conflicts];
        if (amb.length) head.appendChild(el("span", "flag", amb.length + " ambiguous"));
        if (conf.length) head.appendChild(el("span", "flag", conf.length + " conflict" + (conf.length > 1 ? "s" : "")));
        let missing = 0;
        if (!isDesign) for (const v of screen.views) if (v.frame && !layout.frames.has(v.id)) missing += 1;
        if (missing) {
          const m = el("span", "flag missing", missing + " not laid out");
          m.title = "views drawn in the design that have no solved frame in this layout";
          head.appendChild(m);
        }
        head.appendChild(el("span", "scale", Math.round(s * 100) + "%"));
        panel.appendChild(head);

        const canvas = el("div", "canvas");
        const svg = sv("svg", { width: pw, height: ph, viewBox: [x0, y0, ew, eh].join(" "), role: "img" });
        svg.setAttribute("aria-label", screen.name + " " + layout.label);
        svg.appendChild(sv("rect", { x: 0, y: 0, width: W, height: H }, "screen-bg"));
        const safe = sv("g", {}, "safe"), ins = layout.safe;
        const strips = [[0, 0, W, ins.top], [0, H - ins.bottom, W, ins.bottom],
          [0, ins.top, ins.left, H - ins.top - ins.bottom],
          [W - ins.right, ins.top, ins.right, H - ins.top - ins.bottom]];
        for (const [x, y, w, h] of strips) {
          if (w > 0 && h > 0) safe.appendChild(sv("rect", { x, y, width: w, height: h, fill: "url(#fs-hatch)" }));
        }
        svg.appendChild(safe);

        const shapes = new Map();
        const views = sv("g", {});
        const u = 1 / s;  // one pixel, in points
        screen.views.forEach((v, i) => {
          const r = isDesign ? v.frame : layout.frames.get(v.id);
          if (!r) return;
          const cls = "v d" + (v.depth % DEPTHS) + (v.sev ? " sev-" + v.sev : "");
          let shape;
          if (r.w * s < 1 && r.h * s < 1) {
            shape = sv("circle", { cx: r.x + r.w / 2, cy: r.y + r.h / 2, r: 3 * u }, cls + " zero");
          } else if (r.w * s < 2 || r.h * s < 2) {
            const w = Math.max(r.w, 2 * u), h = Math.max(r.h, 2 * u);
            shape = sv("rect", { x: r.x + (r.w - w) / 2, y: r.y + (r.h - h) / 2, width: w, height: h }, cls + " zero");
          } else {
            shape = sv("rect", { x: r.x, y: r.y, width: r.w, height: r.h }, cls);
            if (v.role === "button") { shape.setAttribute("rx", Math.min(4 * u, r.w / 2, r.h / 2)); }
          }
          shape.setAttribute("data-vkey", String(i));
          views.appendChild(shape);
          if (!shapes.has(v.id)) shapes.set(v.id, []);
          shapes.get(v.id).push(shape);
          if (v.role === "image" && r.w * s >= 6 && r.h * s >= 6) {
            const d = "M" + r.x + " " + r.y + "L" + (r.x + r.w) + " " + (r.y + r.h) +
              "M" + (r.x + r.w) + " " + r.y + "L" + r.x + " " + (r.y + r.h);
            views.appendChild(sv("path", { d }, "deco"));
          }
          const label = v.text || (v.children === 0 ? v.name : "");
          const px = r.w * s, py = r.h * s;
          if (label && px >= 14 && py >= 7) {
            const box = sv("svg", { x: r.x, y: r.y, width: r.w, height: r.h }, "lbl");
            const size = Math.min((v.text ? 10 : 8.5) * u, r.h * 0.8);
            const t = sv("text", {
              x: layout.rtl ? r.w - 2 * u : 2 * u, y: r.h / 2, "font-size": size,
              "dominant-baseline": "central", "text-anchor": layout.rtl ? "end" : "start",
            }, "lbl " + (v.text ? "txt" : "name"));
            t.textContent = clip(label.replace(/\s+/g, " "), 160);
            box.appendChild(t);
            views.appendChild(box);
          }
        });
        svg.appendChild(views);

        const marks = sv("g", {});
        const flagged = (ids, cls) => {
          for (const id of ids) {
            const r = layout.frames.get(id);
            if (!r) continue;
            marks.appendChild(sv("rect", { x: r.x, y: r.y, width: Math.max(r.w, u), height: Math.max(r.h, u) }, cls));
          }
        };
        flagged(conf, "conf");
        flagged(amb, "amb");
        svg.appendChild(marks);
        svg.appendChild(sv("rect", { x: 0, y: 0, width: W, height: H }, "frame-box"));
        const hover = sv("rect", { x: 0, y: 0, width: 0, height: 0, visibility: "hidden" }, "ovl hover");
        const select = sv("rect", { x: 0, y: 0, width: 0, height: 0, visibility: "hidden" }, "ovl select");
        svg.appendChild(select);
        svg.appendChild(hover);
        canvas.appendChild(svg);
        panel.appendChild(canvas);

        const names = (ids) => ids.map((id) => { const v = screen.byId.get(id); return v && v.name ? v.name : id; });
        const notes = [];
        if (conf.length) notes.push("conflict: " + names(conf).join(", "));
        if (amb.length) notes.push("ambiguous: " + names(amb).join(", "));
        if (notes.length) {
          const foot = el("div", "panel-foot", notes.join(" \u00b7 "));
          foot.title = notes.join("\n");
          foot.style.width = Math.max(pw + 2, 150) + "px";
          panel.appendChild(foot);
        }

        const info = { screen, layout, isDesign, shapes, hover, select, scale: s };
        panelInfo.set(panel, info);
        screen.panels.push(info);
        panelCount += 1;
        return panel;
      }

      function place(ovl, r, u) {
        if (!r) { ovl.setAttribute("visibility", "hidden"); return; }
        ovl.setAttribute("x", r.x); ovl.setAttribute("y", r.y);
        ovl.setAttribute("width", Math.max(r.w, 2 * u)); ovl.setAttribute("height", Math.max(r.h, 2 * u));
        ovl.setAttribute("visibility", "visible");
      }
      function frameIn(p, id) {
        if (id === p.screen.id && !p.screen.byId.has(id)) return { x: 0, y: 0, w: p.layout.width, h: p.layout.height };
        return p.layout.frames.get(id) || null;
      }
      function mark(screen, id, which, cls) {
        for (const p of screen.panels) {
          const old = screen[which];
          if (old !== null) for (const e of p.shapes.get(old) || []) e.classList.remove(cls);
          if (id !== null) for (const e of p.shapes.get(id) || []) e.classList.add(cls);
          place(which === "hover" ? p.hover : p.select, id === null ? null : frameIn(p, id), 1 / p.scale);
        }
        screen[which] = id;
      }
      function select(screen, id) {
        const next = id === null || screen.selected === id ? null : id;
        mark(screen, next, "selected", "sel");
        for (const it of screen.items) it.li.classList.toggle("active", next !== null && it.node === next);
      }

      const tip = document.getElementById("tooltip");
      function showTip(ev, p, v) {
        tip.textContent = "";
        const line = (text, cls) => tip.appendChild(el("div", cls, text));
        line(v.name || "(no Swift name)", "t-name");
        if (v.node) line("layer: " + v.node);
        line([v.cls || "view", v.role ? "role " + v.role : ""].filter(Boolean).join(" \u00b7 "), "t-muted");
        if (v.text) line("text: \u201c" + clip(v.text, 80) + "\u201d");
        const r = p.isDesign ? v.frame : p.layout.frames.get(v.id);
        line(p.layout.label + ": " + (r ? frameText(r) : "not laid out"));
        if (p.layout.conflicts.has(v.id)) line("conflicting constraints in this layout", "t-bad");
        if (p.layout.ambiguous.has(v.id)) line("ambiguous in this layout", "t-bad");
        for (const f of v.findings.slice(0, 4)) line(f.severity + " " + f.rule + ": " + clip(f.message, 100), "t-bad");
        if (v.findings.length > 4) line("\u2026 " + (v.findings.length - 4) + " more findings", "t-muted");
        tip.hidden = false;
        moveTip(ev);
      }
      function moveTip(ev) {
        if (tip.hidden) return;
        const w = tip.offsetWidth, h = tip.offsetHeight;
        let x = ev.clientX + 14, y = ev.clientY + 14;
        if (x + w > window.innerWidth - 4) x = Math.max(4, ev.clientX - w - 10);
        if (y + h > window.innerHeight - 4) y = Math.max(4, ev.clientY - h - 10);
        tip.style.left = x + "px";
        tip.style.top = y + "px";
      }
      let hovered = null;
      function hit(target) {
        const shape = target instanceof Element ? target.closest("[data-vkey]") : null;
        const panel = shape ? shape.closest(".panel") : null;
        const p = panel ? panelInfo.get(panel) : undefined;
        const v = p ? p.screen.views[Number(shape.getAttribute("data-vkey"))] : undefined;
        return p && v ? { p, v } : null;
      }
      document.addEventListener("mouseover", (ev) => {
        const h = hit(ev.target);
        if (hovered && (!h || hovered.screen !== h.p.screen)) mark(hovered.screen, null, "hover", "hl");
        hovered = null;
        if (!h) { tip.hidden = true; return; }
        hovered = h.p;
        mark(h.p.screen, h.v.id, "hover", "hl");
        showTip(ev, h.p, h.v);
      });
      document.addEventListener("mousemove", moveTip);
      document.addEventListener("click", (ev) => { const h = hit(ev.target); if (h) select(h.p.screen, h.v.id); });
      document.addEventListener("keydown", (ev) => {
        if (ev.key !== "Escape") return;
        for (const s of screens) if (s.selected !== null) select(s, null);
      });

      function findingList(screen) {
        const box = el("div", "findings");
        const fs = screen.findings;
        box.appendChild(el("h3", null, fs.length ? "Findings (" + fs.length + ")" : "Findings"));
        if (!fs.length) { box.appendChild(el("div", "none", "No findings.")); return box; }
        const ol = el("ol");
        for (const f of fs) {
          const li = el("li", f.sev);
          li.tabIndex = 0;
          li.appendChild(el("span", "sev", f.severity));
          if (f.rule) li.appendChild(el("code", "rule", f.rule));
          const v = f.node ? screen.byId.get(f.node) : undefined;
          if (v) li.appendChild(el("span", "view", v.name || v.node || v.id));
          else if (f.node === screen.id) li.appendChild(el("span", "view", "(screen)"));
          else if (f.node) li.appendChild(el("span", "view", f.node));
          li.appendChild(el("span", "msg", f.message));
          if (f.swift) li.appendChild(el("span", "loc", f.swift));
          const node = f.node || null;
          const act = () => { if (node !== null) select(screen, node); };
          li.addEventListener("click", act);
          li.addEventListener("keydown", (ev) => {
            if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); act(); }
          });
          screen.items.push({ li, node });
          ol.appendChild(li);
        }
        box.appendChild(ol);
        return box;
      }

      function tallyTags(t) {
        const span = el("span", "tally");
        for (const k of ["error", "warning", "note"]) {
          if (t[k]) span.appendChild(el("span", "sevtag " + k, t[k] + " " + k + (t[k] > 1 ? "s" : "")));
        }
        return span;
      }

      function drawScreen(screen, index) {
        const sec = el("section", "screen");
        sec.id = "screen-" + index;
        sec.setAttribute("data-screen", screen.id);
        const head = el("header");
        head.appendChild(el("h2", null, screen.name));
        head.appendChild(el("code", "sid", screen.id));
        if (screen.kind) head.appendChild(el("span", "kind", screen.kind));
        const n = screen.views.length;
        head.appendChild(el("span", "meta", sizeText(screen.design.width, screen.design.height) + " \u00b7 " + n +
          " view" + (n === 1 ? "" : "s") + " \u00b7 " + screen.layouts.length + " layout" +
          (screen.layouts.length === 1 ? "" : "s")));
        head.appendChild(tallyTags(screen.tally));
        sec.appendChild(head);
        const row = el("div", "panels");
        try {
          // One scale for all of a screen's panels, so that sizes compare; content overflowing a layout's bounds
          // only shrinks its own panel.
          let fit = MAX_SCALE;
          for (const l of [screen.design, ...screen.layouts]) {
            fit = Math.min(fit, MAX_H / Math.max(l.height, 1), MAX_W / Math.max(l.width, 1));
          }
          row.appendChild(drawPanel(screen, screen.design, true, fit));
          for (const l of screen.layouts) row.appendChild(drawPanel(screen, l, false, fit));
        } catch (err) {
          console.error("figsnap preview: could not draw screen " + screen.id, err);
          row.appendChild(el("div", "empty", "Could not draw this screen: " + err));
        }
        sec.appendChild(row);
        sec.appendChild(findingList(screen));
        return sec;
      }

      const main = document.getElementById("screens");
      const toc = document.getElementById("toc");
      const count = document.getElementById("count");
      const root = isObj(data) ? data : null;
      const title = root ? str(root.title) : "";
      const generator = root ? str(root.generator) : "";
      document.getElementById("doc").textContent = [title, generator].filter(Boolean).join(" \u00b7 ");
      if (title) document.title = "figsnap preview \u00b7 " + title;
      const screens = root ? list(root.screens).map(prepare) : [];

      if (!screens.length) {
        const box = el("div", "empty");
        box.appendChild(el("strong", null, "No screens to preview"));
        box.appendChild(el("div", null, root === null
          ? "This page holds no data: figsnap preview fills it in."
          : "figsnap found no screens" + (title ? " in " + title : "") + "."));
        main.appendChild(box);
        count.textContent = "0 screens";
      } else {
        const frag = document.createDocumentFragment(), links = document.createDocumentFragment();
        const entries = [];
        screens.forEach((screen, i) => {
          const sec = drawScreen(screen, i);
          frag.appendChild(sec);
          const a = el("a", null, screen.name);
          a.href = "#screen-" + i;
          a.title = screen.name + " (" + screen.id + ")";
          for (const k of ["error", "warning", "note"]) {
            if (screen.tally[k]) a.appendChild(el("span", "n " + k, screen.tally[k] + k[0].toUpperCase()))
              .style.color = "var(--" + k + ")";
          }
          links.appendChild(a);
          entries.push({ sec, a, key: (screen.name + "\n" + screen.id).toLowerCase() });
        });
        main.appendChild(frag);
        toc.appendChild(links);
        const total = screens.length + " screen" + (screens.length === 1 ? "" : "s");
        count.textContent = total;
        document.getElementById("filter").addEventListener("input", (ev) => {
          const q = ev.target.value.trim().toLowerCase();
          let shown = 0;
          for (const e of entries) {
            const ok = !q || e.key.includes(q);
            e.sec.hidden = !ok;
            e.a.hidden = !ok;
            if (ok) shown += 1;
          }
          count.textContent = q ? shown + " of " + total : total;
        });
      }
      const toggle = (id, cls) => {
        const box = document.getElementById(id);
        const apply = () => document.body.classList.toggle(cls, !box.checked);
        box.addEventListener("change", apply);
        apply();
      };
      toggle("opt-labels", "hide-labels");
      toggle("opt-notes", "hide-notes");
      toggle("opt-safe", "hide-safe");
      document.body.dataset.rendered = String(panelCount);
    })();
    </script>
    </body>
    </html>
    """#
}
