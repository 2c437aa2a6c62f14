#!/usr/bin/env python3
"""Generate equal-centering and nested-stack Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/centering-systems.json, two shapes of case:

* An `equalCentering` stack of 3-7 views along one axis, written as the
  stack adds it: views `x_i` (leading edge) and `w_i` (length); each
  length's wishes (hugging `w <= c`, resistance `w >= c`, or `w == c`, at
  one level, a few or many) and its required `w >= 0`; the distributing
  equalities `centre_i - centre_(i-1) == centre_1 - centre_0` (optional, at
  999 as UIKit's or at one of the levels); the leading edge `x_0 == L`; the
  closing edge (`x_last + w_last == R`, required or optional, or `<=`); and
  last the required spacing inequalities `gap_i >= g`, which the optimum
  mostly satisfies with room to spare.
* Stacks nested 3-7 deep, axes alternating, each stack's next stack
  arranged first and, every first to third level, a leaf view after it
  (intrinsic size: hugging `@250`, resistance `@750`, or `==` at a level);
  every view's `x, w, y, h` and its required `w >= 0`, `h >= 0`; the
  outermost stack framed by required equalities; each stack's leading edge,
  spacing equality, closing edge and cross-axis edges (alignment fill), in
  the order the stacks arrange, outermost first. Most stacks' sizes are far
  from their bounds; a short frame compresses the leaves onto them.

Then removals (of a spacing inequality, a distributing equality, an edge, a
size bound, a leaf's wish), constant changes (of edges, spacings, the
frame), priority changes, edits (of the closing edge, a length, the frame's
height), re-additions and, in some cases, a required constraint that
conflicts. Each check gives every variable's least and greatest value over
the optimal face. Deterministic for a given --seed / --cases.

    python3 Scripts/oracle/generate_centering_fixtures.py --seed 20261209 --cases 40 \
        --out-dir Tests/SolverTests/Fixtures
"""

from __future__ import annotations

import os
import sys
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexlp  # noqa: E402
from generate_chain_fixtures import end_with_conflict  # noqa: E402
from generate_fixtures import (  # noqa: E402
    run_generator, SHARED_LEVELS, Gen, Reject, add_one, set_one_constant, set_one_priority, CaseSteps, suggest_one)
from lexlp import REQUIRED  # noqa: E402


def merged(terms):
    """Terms with each variable once (coefficients summed, zeros dropped), in first-seen order."""
    total: dict[int, float] = {}
    for v, c in terms:
        total[v] = total.get(v, 0) + c
    return [[v, c if c != int(c) else int(c)] for v, c in total.items() if c != 0]


def wishes(g: Gen, add, variable, length, levels):
    style = g.choice(["hug-resist", "equal", "none"], p=[0.6, 0.3, 0.1])
    if style == "hug-resist":
        add("hug", {"terms": [[variable, 1]], "constant": -length, "op": "<=", "priority": g.choice(levels)})
        add("resist", {"terms": [[variable, 1]], "constant": -length, "op": ">=", "priority": g.choice(levels)})
    elif style == "equal":
        add("length", {"terms": [[variable, 1]], "constant": -length, "op": "==", "priority": g.choice(levels)})


def centering_constraints(g: Gen, levels, add):
    """An equalCentering stack's constraints; returns (variable count, variables to edit, label)."""
    rng = g.rng
    count = int(rng.integers(3, 8))
    x = list(range(count))
    w = [count + i for i in range(count)]
    spacing = int(rng.integers(0, 4)) * 2
    lead = int(rng.integers(-4, 5)) * 2
    lengths = [int(rng.integers(1, 6)) * 2 for _ in range(count)]
    room = sum(lengths) + (count - 1) * spacing + g.choice([-6, 0, 4, 10, 30])
    for i in range(count):
        wishes(g, add, w[i], lengths[i], levels)
        add("size", {"terms": [[w[i], 1]], "constant": 0, "op": ">=", "priority": REQUIRED})
    distributing = 999 if rng.random() < 0.7 else g.choice(levels)
    for i in range(2, count):
        # (x_i + w_i/2) - (x_(i-1) + w_(i-1)/2) == (x_1 + w_1/2) - (x_0 + w_0/2)
        terms = [[x[i], 1], [w[i], 0.5], [x[i - 1], -1], [w[i - 1], -0.5], [x[1], -1], [w[1], -0.5], [x[0], 1],
                 [w[0], 0.5]]
        add("distributing", {"terms": merged(terms), "constant": 0, "op": "==", "priority": distributing})
    add("lead", {"terms": [[x[0], 1]], "constant": -lead, "op": "==", "priority": REQUIRED})
    closing = g.choice(["==", "<=", "optional"], p=[0.6, 0.2, 0.2])
    add("closing", {"terms": [[x[-1], 1], [w[-1], 1]], "constant": -(lead + room),
                    "op": "<=" if closing == "<=" else "==",
                    "priority": REQUIRED if closing != "optional" else g.choice(levels)})
    for i in range(1, count):
        add("spacing", {"terms": [[x[i], 1], [x[i - 1], -1], [w[i - 1], -1]], "constant": -spacing, "op": ">=",
                        "priority": REQUIRED})
    edited = [x[-1], w[int(rng.integers(0, count))], x[int(rng.integers(0, count))]]
    return 2 * count, edited, f"centering closing {closing}"


def nested_constraints(g: Gen, levels, add):
    """Nested stacks' constraints; returns (variable count, variables to edit, label)."""
    rng = g.rng
    depth = int(rng.integers(3, 8))
    every = int(rng.integers(1, 4))
    views = []  # each view's first variable: x, w, y, h at first + 0...3

    def view():
        first = 4 * len(views)
        views.append(first)
        return first

    stacks = [view() for _ in range(depth)]
    leaves = {}
    for i in range(1, depth):
        if i % every == 0:
            leaves[i] = view()
    # View creation: size bounds, then a leaf's intrinsic size.
    for v in views:
        add("size", {"terms": [[v + 1, 1]], "constant": 0, "op": ">=", "priority": REQUIRED})
        add("size", {"terms": [[v + 3, 1]], "constant": 0, "op": ">=", "priority": REQUIRED})
        if v in leaves.values():
            wishes(g, add, v + 1, 10, levels)
            wishes(g, add, v + 3, 4, levels)
    width = int(rng.integers(6, 21)) * 2
    height = g.choice([len(leaves) * 4 + int(rng.integers(0, 10)) * 2, len(leaves) * 2, 40])
    frame = [(0, 0), (1, width), (2, 0), (3, height)]
    for offset, value in frame:
        add("frame", {"terms": [[stacks[0] + offset, 1]], "constant": -value, "op": "==", "priority": REQUIRED})
    # The arrangements, outermost first: vertical stacks at even depths.
    for i, s in enumerate(stacks):
        members = ([stacks[i + 1]] if i + 1 < depth else []) + ([leaves[i]] if i in leaves else [])
        if not members:
            continue
        lead, length, cross, crossLength = (2, 3, 0, 1) if i % 2 == 0 else (0, 1, 2, 3)
        add("edge", {"terms": [[members[0] + lead, 1], [s + lead, -1]], "constant": 0, "op": "==",
                     "priority": REQUIRED})
        for previous, member in zip(members, members[1:]):
            add("spacing", {"terms": [[member + lead, 1], [previous + lead, -1], [previous + length, -1]],
                            "constant": 0, "op": "==", "priority": REQUIRED})
        last = members[-1]
        add("closing", {"terms": [[s + lead, 1], [s + length, 1], [last + lead, -1], [last + length, -1]],
                        "constant": 0, "op": "==", "priority": REQUIRED})
        for member in members:
            add("edge", {"terms": [[member + cross, 1], [s + cross, -1]], "constant": 0, "op": "==",
                         "priority": REQUIRED})
            add("edge", {"terms": [[member + cross, 1], [member + crossLength, 1], [s + cross, -1],
                                   [s + crossLength, -1]], "constant": 0, "op": "==", "priority": REQUIRED})
    leaf = list(leaves.values())
    edited = [stacks[0] + 3] + ([leaf[int(rng.integers(0, len(leaf)))] + 3] if leaf else [])
    return 4 * len(views), edited, f"nested {depth} deep"


def make_case(g: Gen, case_id: int, stats: Counter, shape: str):
    rng = g.rng
    levels = g.levels() if rng.random() < 0.7 else sorted(int(v) for v in rng.choice(
        np.arange(1, 1000), size=int(rng.integers(3, 6)), replace=False))
    cons = []
    kinds = {}

    def add(kind, c):
        kinds.setdefault(kind, []).append(len(cons))
        cons.append(c)

    make = centering_constraints if shape == "centering" else nested_constraints
    n, edited, label = make(g, levels, add)
    if not lexlp.required_feasible(n, [c for c in cons if c["priority"] >= REQUIRED]):
        raise Reject("required infeasible")

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    for k in range(len(cons)):
        do({"op": "add", "constraint": k})
    case.check()
    modified = set()
    structural = ["spacing", "distributing", "lead", "closing", "edge", "frame", "size"]
    for _ in range(int(rng.integers(3, 9))):
        op = g.choice(["remove", "setConstant", "setPriority", "add", "edit"], p=[0.25, 0.3, 0.1, 0.2, 0.15])
        pool = [k for kind in structural for k in kinds.get(kind, []) if k in state.active]
        if op == "remove":
            if rng.random() < 0.2 or not pool:
                pool = list(state.active)
            if not pool:
                continue
            do({"op": "remove", "constraint": g.choice(pool)})
        elif op == "setConstant":
            if not set_one_constant(g, n, state, pool or list(state.active), modified, do, span=40):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, state.active, levels, modified, do):
                continue
        elif op == "add":
            if not add_one(g, n, state, modified, do):
                continue
        elif op == "edit":
            v = g.choice(edited)
            suggest_one(case, v, lambda: int(g.choice(SHARED_LEVELS)), lambda: int(rng.integers(-10, 60)))
        if rng.random() < 0.6:
            case.check()
    case.end_with_check()
    end_with_conflict(g, case, cons, stats, 0.5, most=12)
    stats[label] += 1
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def main():
    run_generator(__doc__, "generate_centering_fixtures.py", "centering-systems.json", 20261209, 40, lambda g, index, stats: make_case(g, index, stats, "centering" if index % 2 == 0 else "nested"))


if __name__ == "__main__":
    main()
