#!/usr/bin/env python3
"""The Trellis benchmark workloads (shared/workloads/README.md) on kiwisolver.

Prints one JSON object per line:

    {"kind": "meta", "kiwisolver": "1.5.1", "python": "3.11.7"}
    {"kind": "samples", "name": "enaml.build", "seconds": [...], "batch": 20}
    {"kind": "values", "name": "enaml.400x600", "values": {"width": 400.0, ...}}
    {"kind": "rss", "name": "row.10000", "maxrss_kb": 123456}
    {"kind": "skipped", "name": "row.build.10000", "reason": "..."}

Each sample is the mean time (time.perf_counter) of one operation over a batch
of `batch` operations, after one untimed warm-up operation. The Swift runner
(`trellis-bench`) calls this script and takes the medians; it can also be run
alone:

    python3 Benchmarks/kiwi/bench_kiwi.py --workloads ../shared/workloads

With --serve, the script instead loads the enaml and K-blocks workloads once
(--only enaml,blocks selects which) and answers requests, one JSON object a
line on stdin, with one JSON line each on stdout, so that the Swift runner can
take kiwi's samples alternately with its own (a slow phase of a noisy machine
then hits both sides alike):

    {"kind": "ready", "kiwisolver": "1.5.1", "python": "3.11.7", "names": [...]}   (once, at start)
    {"name": "enaml.build", "batch": 20}
        -> {"kind": "sample", "name": "enaml.build", "seconds": 0.00105}
    {"name": "enaml.values"}
        -> {"kind": "values", "name": "enaml.400x600", "values": {...}}
    anything else -> {"kind": "error", "message": "..."}

A workload's first request runs one untimed warm-up operation first; each
workload keeps its running index across requests, so alternating workloads
(pivot, resize) keep alternating. End of input ends the script.

Constraints are built before the timing starts, on both sides; what is timed is
what the solver does with them. Kiwi's strengths: `strength.create(0, p, 0)` for
our priority p, `required` for 1000, except in the enaml system, which uses the
kiwi strengths it was transcribed from (the mapping in enaml.layout's header).

The row of N views fills kiwi's tableau in (about 36 s at N = 10,000 on a
2-core machine), so rows larger than --max-row (default 3,000) are skipped;
likewise feeds larger than --max-feed (default 1,000; a build there takes
about 45 s of CPU, the feed's tableau fills in too).
"""

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time

import kiwisolver as kiwi

# ---------------------------------------------------------------------------
# Strengths


def strength(priority):
    """Our priority p as a kiwi strength: create(0, p, 0), required for 1000."""
    if priority >= 1000:
        return kiwi.strength.required
    return kiwi.strength.create(0, priority, 0)


def solve(constraints):
    """A new kiwi solver holding `constraints`, in order, with its variables updated."""
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    return solver


def replace_intrinsic_width(solver, variable, hug, resist, width):
    """Changes an intrinsic width the only way kiwi can: remove the hugging
    (<= @250) and resistance (>= @750) constraints and add new ones; returns them."""
    solver.removeConstraint(hug)
    solver.removeConstraint(resist)
    hug = (variable <= width) | strength(250)
    resist = (variable >= width) | strength(750)
    solver.addConstraint(hug)
    solver.addConstraint(resist)
    solver.updateVariables()
    return hug, resist


# enaml.layout's header: required -> required, strong -> 900,
# 100 x medium -> 600, 1.25 x medium -> 510, medium -> 500, weak -> 100.
ENAML_STRENGTHS = {
    1000: kiwi.strength.required,
    900: kiwi.strength.strong,
    600: 100 * kiwi.strength.medium,
    510: 1.25 * kiwi.strength.medium,
    500: kiwi.strength.medium,
    100: kiwi.strength.weak,
}


# ---------------------------------------------------------------------------
# The enaml.layout subset: `var a, b`, `edit a @P`, `suggest a V`, and linear
# constraints `EXPR (==|<=|>=) EXPR [@P]`.


def tokenize(text):
    tokens, current = [], ""
    for ch in text:
        if ch == " ":
            if current:
                tokens.append(current)
                current = ""
        elif ch in "+-*":
            if current:
                tokens.append(current)
                current = ""
            tokens.append(ch)
        else:
            current += ch
    if current:
        tokens.append(current)
    return tokens


def number(text):
    try:
        return float(text)
    except ValueError:
        return None


def parse_expression(text):
    """Returns ([(name, coefficient)], constant)."""
    tokens = tokenize(text)
    terms, constant, sign, i = [], 0.0, 1.0, 0
    while i < len(tokens):
        t = tokens[i]
        if t in "+-":
            if t == "-":
                sign = -sign
            i += 1
            continue
        coefficient, name = sign, None
        n = number(t)
        if n is None:
            name = t
        else:
            coefficient *= n
        if i + 2 < len(tokens) and tokens[i + 1] == "*":
            other = tokens[i + 2]
            n = number(other)
            if n is not None:
                coefficient *= n
            elif name is None:
                name = other
            else:
                raise ValueError("product of two variables: " + text)
            i += 2
        if name is None:
            constant += coefficient
        else:
            terms.append((name, coefficient))
        i += 1
        sign = 1.0
    return terms, constant


def parse_layout(path):
    variables, edits, constraints = [], [], []
    with open(path) as f:
        for raw in f:
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("var "):
                variables += [v.strip() for v in line[4:].split(",")]
            elif line.startswith("edit "):
                name, p = line[5:].split()
                edits.append((name, float(p[1:])))
            elif line.startswith("suggest "):
                continue
            else:
                priority = 1000.0
                if "@" in line:
                    line, p = line.rsplit("@", 1)
                    priority = float(p)
                for op in ("==", "<=", ">="):
                    if op in line:
                        lhs, rhs = line.split(op, 1)
                        break
                else:
                    raise ValueError("no relation: " + raw)
                lt, lc = parse_expression(lhs)
                rt, rc = parse_expression(rhs)
                constraints.append((lt + [(n, -c) for n, c in rt], lc - rc, op, priority))
    return variables, edits, constraints


class EnamlInstance:
    """One copy of the enaml system with its own variables and constraints."""

    def __init__(self, system, prefix=""):
        names, edits, constraints = system
        self.vars = {n: kiwi.Variable(prefix + n) for n in names}
        self.all = [self.vars[n] for n in names]
        self.edits = [(self.vars[n], ENAML_STRENGTHS[int(p)]) for n, p in edits]
        self.constraints = []
        for terms, constant, op, priority in constraints:
            expr = kiwi.Expression([kiwi.Term(self.vars[n], c) for n, c in terms], constant)
            if op == "==":
                c = expr == 0
            elif op == "<=":
                c = expr <= 0
            else:
                c = expr >= 0
            self.constraints.append(c | ENAML_STRENGTHS[int(priority)])
        self.width = self.vars["width"]
        self.height = self.vars["height"]

    def add_to(self, solver):
        for v, s in self.edits:
            solver.addEditVariable(v, s)
        for c in self.constraints:
            solver.addConstraint(c)

    def resize(self, solver, width, height):
        solver.suggestValue(self.width, width)
        solver.suggestValue(self.height, height)
        solver.updateVariables()
        return sum(v.value() for v in self.all)


# ---------------------------------------------------------------------------
# Measurement


class Sampler:
    """One workload, one sample at a time: `sample(batch)` runs `batch`
    operations and returns the mean seconds per operation. The first call runs
    `warmup` untimed operations first; `operation` gets the running index, kept
    across calls, so that alternating workloads know which way to go."""

    def __init__(self, operation, warmup=1):
        self.operation = operation
        self.warmup = warmup
        self.index = 0
        self.warmed_up = False

    def sample(self, batch):
        operation = self.operation
        if not self.warmed_up:
            for _ in range(self.warmup):
                operation(self.index)
                self.index += 1
            self.warmed_up = True
        index = self.index
        start = time.perf_counter()
        for _ in range(batch):
            operation(index)
            index += 1
        seconds = (time.perf_counter() - start) / batch
        self.index = index
        return seconds


def measure(samples, batch, operation, warmup=1):
    sampler = Sampler(operation, warmup)
    seconds = [sampler.sample(batch) for _ in range(samples)]
    return {"kind": "samples", "seconds": seconds, "batch": batch}


def emit(obj):
    print(json.dumps(obj), flush=True)


# ---------------------------------------------------------------------------
# Workloads


def enaml_samplers(system):
    """enaml.build, enaml.steady and enaml.pivot as samplers, and the values at
    400x600 (taken before any resize is timed)."""
    instance = EnamlInstance(system)
    if len(instance.constraints) != 111 or len(instance.edits) != 2:
        raise SystemExit("enaml.layout: expected 2 edits and 111 constraints")

    def build(_):
        solver = kiwi.Solver()
        instance.add_to(solver)

    solver = kiwi.Solver()
    instance.add_to(solver)
    instance.resize(solver, 400, 600)
    values = {n: v.value() for n, v in instance.vars.items()}

    def pivot(i):
        if i % 2 == 0:
            instance.resize(solver, 100, 50)
        else:
            instance.resize(solver, 400, 600)

    samplers = {
        "enaml.build": Sampler(build),
        "enaml.steady": Sampler(lambda _: instance.resize(solver, 400, 600)),
        "enaml.nudge": Sampler(lambda i: instance.resize(solver, 401 if i % 2 == 0 else 400, 600)),
        "enaml.pivot": Sampler(pivot),
    }
    return samplers, {"kind": "values", "name": "enaml.400x600", "values": values}


def blocks_samplers(system, k):
    """blocks.build and blocks.resize as samplers (the resize solver is built here)."""
    blocks = [EnamlInstance(system, "b%d." % i) for i in range(k)]

    def build(_):
        solver = kiwi.Solver()
        for b in blocks:
            b.add_to(solver)

    solver = kiwi.Solver()
    for b in blocks:
        b.add_to(solver)
    for b in blocks:
        b.resize(solver, 400, 600)
    middle = blocks[k // 2]

    def resize(i):
        if i % 2 == 0:
            middle.resize(solver, 100, 50)
        else:
            middle.resize(solver, 400, 600)

    return {"blocks.build": Sampler(build), "blocks.resize": Sampler(resize)}


def emit_samples(samplers, reps):
    for name, sampler in samplers.items():
        samples, batch = reps[name]
        emit({"kind": "samples", "seconds": [sampler.sample(batch) for _ in range(samples)], "batch": batch,
              "name": name})


def run_enaml(system, reps):
    samplers, values = enaml_samplers(system)
    emit_samples({"enaml.build": samplers["enaml.build"]}, reps)
    emit(values)
    emit_samples({name: samplers[name] for name in ("enaml.steady", "enaml.nudge", "enaml.pivot")}, reps)


def run_blocks(system, k, reps):
    emit_samples(blocks_samplers(system, k), reps)


class Row:
    """README §2 at the solver level; the same constraints, in the same order,
    as Benchmarks/Sources/trellis-bench/RowWorkload.swift."""

    def __init__(self, n):
        self.n = n
        rx, ry, rw, rh = (kiwi.Variable("root." + s) for s in "xywh")
        self.x, self.y, self.w, self.h = [], [], [], []
        self.constraints = [rx == 0, ry == 0, rw == 60 * n, rh == 100]
        self.hug, self.resist = [], []
        low, high = strength(250), strength(750)
        for i in range(n):
            xi, yi, wi, hi = (kiwi.Variable("%s%d" % (s, i)) for s in "xywh")
            self.x.append(xi)
            self.y.append(yi)
            self.w.append(wi)
            self.h.append(hi)
            self.constraints.append(xi == rx + 8 if i == 0 else xi == self.x[i - 1] + self.w[i - 1] + 8)
            self.constraints.append(yi == ry + 10)
            hug, resist = (wi <= 50) | low, (wi >= 50) | high
            self.hug.append(hug)
            self.resist.append(resist)
            self.constraints += [hug, resist, (hi <= 20) | low, (hi >= 20) | high]
        if n > 0:
            self.constraints.append(self.x[n - 1] + self.w[n - 1] <= rx + rw - 8)
        self.rx, self.rw = rx, rw

    def build(self):
        return solve(self.constraints)

    def read_all(self):
        return sum(v.value() for v in self.x) + sum(v.value() for v in self.y) + \
            sum(v.value() for v in self.w) + sum(v.value() for v in self.h)

    def set_width(self, solver, index, width):
        """Kiwi has no in-place constant: remove the two width constraints and
        add them again with the new constant."""
        self.hug[index], self.resist[index] = replace_intrinsic_width(
            solver, self.w[index], self.hug[index], self.resist[index], width)

    def verify(self, widened=None, width=50.0):
        shift = 0.0
        for i in range(self.n):
            ew = width if i == widened else 50.0
            expected = (8 + 58 * i + shift, 10.0, ew, 20.0)
            actual = (self.x[i].value(), self.y[i].value(), self.w[i].value(), self.h[i].value())
            if any(abs(a - e) > 1e-6 for a, e in zip(actual, expected)):
                raise SystemExit("kiwi row N=%d: view %d is %r, expected %r" % (self.n, i, actual, expected))
            if i == widened:
                shift += width - 50


def run_row(n, reps):
    row = Row(n)
    emit(dict(measure(*reps["row.build.%d" % n], lambda _: (row.build(), row.read_all()), warmup=0 if n >= 5000 else 1),
              name="row.build.%d" % n))
    solver = row.build()
    row.verify()
    middle = n // 2
    row.set_width(solver, middle, 60)
    row.verify(middle, 60)
    row.set_width(solver, middle, 50)
    row.verify()

    def resize(i):
        row.set_width(solver, middle, 60 if i % 2 == 0 else 50)
        row.read_all()

    emit(dict(measure(*reps["row.resize.%d" % n], resize), name="row.resize.%d" % n))


class Feed:
    """README §4 at the solver level; the same constraints, in the same order,
    as Benchmarks/Sources/trellis-bench/FeedWorkload.swift (which states them
    with Layout's anchors). Each view is x, y, w, h (y down); leading/trailing
    are left/right (left to right); centerY = y + h/2; an intrinsic size W x H
    is w <= W at the hugging strength, w >= W at the resistance strength, and
    the same for h."""

    WIDTH = 375.0
    HEIGHT = 76.0

    @staticmethod
    def title_width(i):
        return 100.0 + 10 * (i % 10)

    @staticmethod
    def subtitle_width(i):
        return 150.0 + 20 * (i % 10)

    def __init__(self, n):
        self.n = n
        self.root = self.view("root")
        rx, ry, rw, rh = self.root
        self.constraints = [rx == 0, ry == 0, rw == self.WIDTH, rh == self.HEIGHT * n]
        self.cells, self.images, self.titles, self.subtitles, self.buttons = [], [], [], [], []
        self.title_hug, self.title_resist = [], []
        s50 = strength(50)
        for i in range(n):
            cell = self.view("cell%d" % i)
            image = self.view("image%d" % i)
            self.intrinsic(image, 60, 60)
            title = self.view("title%d" % i)
            hug, resist = self.intrinsic(title, self.title_width(i), 20)
            self.title_hug.append(hug)
            self.title_resist.append(resist)
            subtitle = self.view("subtitle%d" % i)
            self.intrinsic(subtitle, self.subtitle_width(i), 16, resist_h=749)
            button = self.view("button%d" % i)
            self.intrinsic(button, 44, 30)
            cx, cy, cw, ch = cell
            ix, iy, iw, ih = image
            tx, ty, tw, th = title
            sx, sy, sw, sh = subtitle
            bx, by, bw, bh = button
            if i == 0:
                top = cy == ry
            else:
                px, py, pw, ph = self.cells[i - 1]
                top = cy == py + ph
            self.constraints += [
                cx == rx,                          # cell.leading == root.leading
                cx + cw == rx + rw,                # cell.trailing == root.trailing
                top,                               # cell.top == root.top / cell<i-1>.bottom
                ix == cx + 16,                     # image.leading == cell.leading + 16
                iy == cy + 8,                      # image.top == cell.top + 8
                tx == ix + iw + 8,                 # title.leading == image.trailing + 8
                ty == iy,                          # title.top == image.top
                sx == tx,                          # subtitle.leading == title.leading
                sy == ty + th + 4,                 # subtitle.top == title.bottom + 4
                bx + bw == cx + cw - 16,           # button.trailing == cell.trailing - 16
                by + 0.5 * bh == cy + 0.5 * ch,    # button.centerY == cell.centerY
                tx + tw <= bx - 8,                 # title.trailing <= button.leading - 8
                sx + sw <= bx - 8,                 # subtitle.trailing <= button.leading - 8
                cy + ch >= iy + ih + 8,            # cell.bottom >= image.bottom + 8
                cy + ch >= sy + sh + 8,            # cell.bottom >= subtitle.bottom + 8
                (ch == 0) | s50,                   # cell.height == 0 @50
            ]
            self.cells.append(cell)
            self.images.append(image)
            self.titles.append(title)
            self.subtitles.append(subtitle)
            self.buttons.append(button)
        self.all = [v for view in [self.root] + self.cells + self.images + self.titles + self.subtitles + self.buttons
                    for v in view]

    @staticmethod
    def view(name):
        return tuple(kiwi.Variable("%s.%s" % (name, s)) for s in "xywh")

    def intrinsic(self, view, width, height, hug_h=250, resist_h=750, hug_v=250, resist_v=750):
        """Appends the four content-size constraints; returns the two width ones."""
        _, _, w, h = view
        hug, resist = (w <= width) | strength(hug_h), (w >= width) | strength(resist_h)
        self.constraints += [hug, resist, (h <= height) | strength(hug_v), (h >= height) | strength(resist_v)]
        return hug, resist

    def build(self):
        return solve(self.constraints)

    def read_all(self):
        return sum(v.value() for v in self.all)

    def read_cell(self, i):
        return sum(v.value() for view in (self.cells[i], self.images[i], self.titles[i], self.subtitles[i],
                                          self.buttons[i]) for v in view)

    def set_title_width(self, solver, index, width):
        """Kiwi has no in-place constant: remove title `index`'s two width
        constraints and add them again with the new constant."""
        self.title_hug[index], self.title_resist[index] = replace_intrinsic_width(
            solver, self.titles[index][2], self.title_hug[index], self.title_resist[index], width)

    def verify(self, widened=None, width=0.0):
        """The values worked out by hand (absolute, y down): cell i at
        (0, 76i, 375, 76); image (16, 76i + 8, 60, 60); title (84, 76i + 8,
        intrinsic, 20); subtitle (84, 76i + 32, min(intrinsic, 223), 16);
        button (315, 76i + 23, 44, 30)."""
        def check(name, view, expected):
            actual = tuple(v.value() for v in view)
            if any(abs(a - e) > 1e-6 for a, e in zip(actual, expected)):
                raise SystemExit("kiwi feed N=%d: %s is %r, expected %r" % (self.n, name, actual, expected))

        check("root", self.root, (0.0, 0.0, self.WIDTH, self.HEIGHT * self.n))
        for i in range(self.n):
            y = self.HEIGHT * i
            tw = width if i == widened else self.title_width(i)
            check("cell%d" % i, self.cells[i], (0.0, y, self.WIDTH, self.HEIGHT))
            check("image%d" % i, self.images[i], (16.0, y + 8, 60.0, 60.0))
            check("title%d" % i, self.titles[i], (84.0, y + 8, tw, 20.0))
            check("subtitle%d" % i, self.subtitles[i], (84.0, y + 32, min(self.subtitle_width(i), 223.0), 16.0))
            check("button%d" % i, self.buttons[i], (315.0, y + 23, 44.0, 30.0))



class StackFeed:
    """The feed of nested stack views, Benchmarks/Sources/trellis-bench/
    StackFeedWorkload.swift, at the solver level: per cell, the cell's own
    constraints, then the ones our horizontal cell stack makes, then the ones
    its vertical text stack makes (Sources/Layout/StackView+Rules.swift names
    each kind; the comments here give the names), with the same priorities.
    Variables and conventions as in Feed. Kiwi weighs priorities instead of
    ordering them strictly; the layout's optimum is the same either way (each
    lower-priority pull is outweighed by a higher one on every move), which
    verify() checks frame by frame."""

    WIDTH, HEIGHT = Feed.WIDTH, Feed.HEIGHT

    def __init__(self, n):
        self.n = n
        view = Feed.view
        self.root = view("root")
        rx, ry, rw, rh = self.root
        self.constraints = [rx == 0, ry == 0, rw == self.WIDTH, rh == self.HEIGHT * n]
        self.cells, self.images, self.texts, self.titles, self.subtitles, self.buttons = [], [], [], [], [], []
        self.title_hug, self.title_resist = [], []
        s51, s50_5, s25 = strength(51), strength(50.5), strength(25)
        for i in range(n):
            cell, image, text = view("cell%d" % i), view("image%d" % i), view("text%d" % i)
            title, subtitle, button = view("title%d" % i), view("subtitle%d" % i), view("button%d" % i)
            cx, cy, cw, ch = cell
            ix, iy, iw, ih = image
            tx, ty, tw, th = text
            lx, ly, lw, lh = title
            sx, sy, sw, sh = subtitle
            bx, by, bw, bh = button
            self.intrinsic(image, 60, 60, hug_h=251, hug_v=251)
            hug, resist = self.intrinsic(title, Feed.title_width(i), 20)
            self.title_hug.append(hug)
            self.title_resist.append(resist)
            self.intrinsic(subtitle, Feed.subtitle_width(i), 16, resist_h=749)
            self.intrinsic(button, 44, 30, hug_h=251, hug_v=251)
            if i == 0:
                top = cy == ry
            else:
                px, py, pw, ph = self.cells[i - 1]
                top = cy == py + ph
            # The cell stack: horizontal, alignment center, spacing 8, within
            # its margins 8 16 8 16 (leadingMargin = x + 16, trailingMargin =
            # x + w - 16, topMargin = y + 8, bottomMargin = y + h - 8).
            self.constraints += [
                cx == rx,                                   # cell.leading == root.leading
                cx + cw == rx + rw,                         # cell.trailing == root.trailing
                top,                                        # cell.top == root.top / cell<i-1>.bottom
                ix == cx + 16,                              # UISV-canvas-connection.image.leading
                cx + cw - 16 == bx + bw,                    # UISV-canvas-connection.button.trailing
                tx == ix + iw + 8,                          # UISV-spacing.text
                bx == tx + tw + 8,                          # UISV-spacing.button
                (iw == 60) | strength(1 + 3 / 4),           # Trellis-fill-order.image
                (bw == 44) | strength(1 + 1 / 4),           # Trellis-fill-order.button
            ]
            first_center = iy + 0.5 * ih
            for k, (x, y, w, h) in enumerate((image, text, button)):
                self.constraints += [
                    # UISV-alignment (centerY; the first view on the margins' centre)
                    y + 0.5 * h == (cy + 0.5 * ch if k == 0 else first_center),
                    y >= cy + 8,                            # UISV-spanning-boundary top
                    (y == cy + 8) | s51,                    # UISV-spanning-fit top
                    cy + ch - 8 >= y + h,                   # UISV-spanning-boundary bottom
                    (cy + ch - 8 == y + h) | s50_5,         # UISV-spanning-fit bottom
                ]
            self.constraints.append((th == 0) | s25)       # UISV-ambiguity-suppression.text
            # The text stack: vertical, alignment leading, spacing 4.
            self.constraints += [
                ly == ty,                                   # UISV-canvas-connection.title.top
                ty + th == sy + sh,                         # UISV-canvas-connection.subtitle.bottom
                sy == ly + lh + 4,                          # UISV-spacing.subtitle
                (lh == 20) | strength(1 + 2 / 3),           # Trellis-fill-order.title
                (sh == 16) | strength(1 + 1 / 3),           # Trellis-fill-order.subtitle
                lx == tx,                                   # UISV-canvas-connection.title.leading
                sx == lx,                                   # UISV-alignment.subtitle
            ]
            for x, y, w, h in (title, subtitle):
                self.constraints += [
                    tx + tw >= x + w,                       # UISV-spanning-boundary trailing
                    (tx + tw == x + w) | s50_5,             # UISV-spanning-fit trailing
                ]
            self.cells.append(cell)
            self.images.append(image)
            self.texts.append(text)
            self.titles.append(title)
            self.subtitles.append(subtitle)
            self.buttons.append(button)
        self.all = [v for group in ([self.root], self.cells, self.images, self.texts, self.titles, self.subtitles,
                                    self.buttons) for view in group for v in view]

    intrinsic = Feed.intrinsic
    build = Feed.build
    read_all = Feed.read_all
    set_title_width = Feed.set_title_width

    def read_cell(self, i):
        return sum(v.value() for view in (self.cells[i], self.images[i], self.texts[i], self.titles[i],
                                          self.subtitles[i], self.buttons[i]) for v in view)

    def verify(self, widened=None, width=0.0):
        """Our stack feed's frames, made absolute (y down): the plain feed's,
        with the text column (84, 76i + 18, 223, 40) centred on the image
        ((76 - 40) / 2 = 18), its title at its top and its subtitle 24 below."""
        def check(name, view, expected):
            actual = tuple(v.value() for v in view)
            if any(abs(a - e) > 1e-6 for a, e in zip(actual, expected)):
                raise SystemExit("kiwi stack feed N=%d: %s is %r, expected %r" % (self.n, name, actual, expected))

        check("root", self.root, (0.0, 0.0, self.WIDTH, self.HEIGHT * self.n))
        for i in range(self.n):
            y = self.HEIGHT * i
            tw = width if i == widened else Feed.title_width(i)
            check("cell%d" % i, self.cells[i], (0.0, y, self.WIDTH, self.HEIGHT))
            check("image%d" % i, self.images[i], (16.0, y + 8, 60.0, 60.0))
            check("text%d" % i, self.texts[i], (84.0, y + 18, 223.0, 40.0))
            check("title%d" % i, self.titles[i], (84.0, y + 18, tw, 20.0))
            check("subtitle%d" % i, self.subtitles[i], (84.0, y + 42, min(Feed.subtitle_width(i), 223.0), 16.0))
            check("button%d" % i, self.buttons[i], (315.0, y + 23, 44.0, 30.0))


def run_feed(n, reps, workload="feed", layout=Feed):
    feed = layout(n)
    build_reps = reps["%s.build.%d" % (workload, n)]
    last = {}
    last_index = build_reps[0] * build_reps[1] - 1  # no warm-up: a build takes seconds

    def build(i):
        solver = feed.build()
        feed.read_all()
        if i == last_index:
            last["solver"] = solver

    emit(dict(measure(*build_reps, build, warmup=0), name="%s.build.%d" % (workload, n)))
    solver = last["solver"]
    feed.verify()
    middle = n // 2
    original = Feed.title_width(middle)
    feed.set_title_width(solver, middle, 150)
    feed.verify(middle, 150)
    feed.set_title_width(solver, middle, original)
    feed.verify()

    def relayout(i):
        feed.set_title_width(solver, middle, 150 if i % 2 == 0 else original)
        feed.read_cell(middle)

    emit(dict(measure(*reps["%s.relayout.%d" % (workload, n)], relayout), name="%s.relayout.%d" % (workload, n)))
    feed.set_title_width(solver, middle, 150)
    feed.verify(middle, 150)


def rss_child(n):
    """Runs only the row build at size n (0: nothing) and reports peak RSS."""
    if n > 0:
        row = Row(n)
        row.build()
        row.read_all()
    emit({"kind": "rss", "name": "row.%d" % n, "maxrss_kb": peak_rss_kb()})


def peak_rss_kb():
    """VmHWM on Linux: ru_maxrss (resource.getrusage) carries the parent's peak
    over fork and exec, so a child of a big process would report the parent's."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def rss(n):
    out = subprocess.run([sys.executable, os.path.abspath(__file__), "--rss-row", str(n)],
                         check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        print(line, flush=True)


# ---------------------------------------------------------------------------
# Serve mode


def serve(system, only, k):
    """Answers one JSON request a line (see the module docstring) until end of input."""
    samplers, values = {}, None
    if "enaml" in only:
        enaml, values = enaml_samplers(system)
        samplers.update(enaml)
    if "blocks" in only:
        samplers.update(blocks_samplers(system, k))
    emit({"kind": "ready", "kiwisolver": kiwi.__version__, "python": platform.python_version(),
          "names": sorted(samplers)})
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            name = request["name"]
            if name == "enaml.values" and values is not None:
                emit(values)
            elif name in samplers:
                batch = int(request.get("batch", 1))
                if batch < 1:
                    raise ValueError("batch must be at least 1")
                emit({"kind": "sample", "name": name, "seconds": samplers[name].sample(batch)})
            else:
                emit({"kind": "error", "message": "unknown workload %r (loaded: %s)" % (name, ", ".join(sorted(samplers)))})
        except Exception as error:  # a bad request must not end the server
            emit({"kind": "error", "message": "%s: %s" % (type(error).__name__, error)})


# ---------------------------------------------------------------------------


DEFAULT_REPS = {
    "enaml.build": (11, 20),
    "enaml.steady": (11, 1000),
    "enaml.nudge": (11, 1000),
    "enaml.pivot": (11, 100),
    "blocks.build": (5, 1),
    "blocks.resize": (11, 20),
}


def default_feed_reps(n, workload="feed"):
    build = 7 if n <= 100 else 3 if n <= 300 else 1
    return {"%s.build.%d" % (workload, n): (build, 1), "%s.relayout.%d" % (workload, n): (5, 2)}


def default_row_reps(n):
    build = 7 if n <= 1000 else 5 if n <= 3000 else 1
    return {"row.build.%d" % n: (build, 1), "row.resize.%d" % n: (11, 10)}


def run_sizes(workload, parts, sizes, limit, flag, run):
    """Runs a sized workload for each size up to `limit`; reports the larger
    sizes as skipped (kiwi's time grows too fast to run them by default)."""
    for n in sizes:
        if n > limit:
            for what in parts:
                emit({"kind": "skipped", "name": "%s.%s.%d" % (workload, what, n),
                      "reason": "N > %s %d" % (flag, limit)})
            continue
        run(n)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workloads", default=os.path.join(here, "..", "..", "..", "shared", "workloads"),
                        help="the folder holding enaml.layout")
    parser.add_argument("--rows", default="1000,3000,10000", help="row sizes, comma-separated")
    parser.add_argument("--max-row", type=int, default=3000, help="skip rows larger than this (default 3000)")
    parser.add_argument("--feeds", default="1000,10000", help="feed sizes, comma-separated")
    parser.add_argument("--max-feed", type=int, default=1000,
                        help="skip feeds larger than this (default 1000)")
    parser.add_argument("--blocks", type=int, default=100, help="K for the K-blocks workload")
    parser.add_argument("--reps", default="{}",
                        help='JSON: {"workload name": [samples, batch]}, overriding the defaults')
    parser.add_argument("--only", default="enaml,row,blocks,feed,rss",
                        help="which workloads to run (also: stacks, the feed of nested stack views)")
    parser.add_argument("--serve", action="store_true",
                        help="load enaml and blocks (as --only says) and answer sample requests on stdin")
    parser.add_argument("--rss-row", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.rss_row is not None:
        rss_child(args.rss_row)
        return
    if args.serve:
        serve(parse_layout(os.path.join(args.workloads, "enaml.layout")), set(args.only.split(",")), args.blocks)
        return

    emit({"kind": "meta", "kiwisolver": kiwi.__version__, "python": platform.python_version()})
    only = set(args.only.split(","))
    reps = dict(DEFAULT_REPS)
    rows = [int(n) for n in args.rows.split(",") if n]
    for n in rows:
        reps.update(default_row_reps(n))
    feeds = [int(n) for n in args.feeds.split(",") if n]
    for n in feeds:
        reps.update(default_feed_reps(n))
        reps.update(default_feed_reps(n, "stacks"))
    reps.update({k: tuple(v) for k, v in json.loads(args.reps).items()})

    system = parse_layout(os.path.join(args.workloads, "enaml.layout"))
    if "enaml" in only:
        run_enaml(system, reps)
    if "row" in only:
        run_sizes("row", ("build", "resize"), rows, args.max_row, "--max-row", lambda n: run_row(n, reps))
    if "blocks" in only:
        run_blocks(system, args.blocks, reps)
    if "feed" in only:
        run_sizes("feed", ("build", "relayout"), feeds, args.max_feed, "--max-feed", lambda n: run_feed(n, reps))
    if "stacks" in only:
        run_sizes("stacks", ("build", "relayout"), feeds, args.max_feed, "--max-feed",
                  lambda n: run_feed(n, reps, "stacks", StackFeed))
    if "rss" in only:
        rss(0)
        ran = [n for n in rows if n <= args.max_row]
        if ran:
            rss(max(ran))


if __name__ == "__main__":
    main()
