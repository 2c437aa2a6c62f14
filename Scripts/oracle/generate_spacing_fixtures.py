#!/usr/bin/env python3
"""Generate equal-spacing Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/spacing-systems.json: the constraints of an `equalSpacing`
stack of 3-7 views along one axis, written as the stack adds them — views
`x_i` (leading edge) and `w_i` (length); each length's wishes (hugging
`w <= c`, resistance `w >= c`, or `w == c`, at one level, a few or many) and
its required `w >= 0`; the distributing equalities `gap_i == gap_1`
(required, `x_i` first, so that each defines it); the leading edge
`x_0 == L`; the spacing inequalities `gap_i >= g`; and last the closing edge
(`x_last + w_last == R`, required or optional, or `<=`). With that order
every spacing inequality after the first expands to the first one's slack
and its distributing equality's dummy: the solver holds it as implied, out
of the tableau. Then removals (of the first spacing inequality, of another,
of a distributing equality, of an edge), constant changes of spacing and
distributing constraints and of the edges, priority changes, edits of the
closing edge or a length, re-additions and, in some cases, a required
constraint that conflicts. Each check gives every variable's least and
greatest value over the optimal face. Deterministic for a given --seed /
--cases.

    python3 Scripts/oracle/generate_spacing_fixtures.py --seed 20261208 --cases 40 \
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


def make_case(g: Gen, case_id: int, stats: Counter):
    rng = g.rng
    count = int(rng.integers(3, 8))
    n = 2 * count  # x_i = i, w_i = count + i
    x = list(range(count))
    w = [count + i for i in range(count)]
    levels = g.levels() if rng.random() < 0.7 else sorted(int(v) for v in rng.choice(
        np.arange(1, 1000), size=int(rng.integers(3, 6)), replace=False))
    spacing = int(rng.integers(0, 4)) * 2
    lead = int(rng.integers(-4, 5)) * 2
    lengths = [int(rng.integers(1, 6)) * 2 for _ in range(count)]
    room = sum(lengths) + (count - 1) * spacing + g.choice([-6, 0, 4, 10, 30])
    cons = []
    kinds = {}

    def add(kind, c):
        kinds.setdefault(kind, []).append(len(cons))
        cons.append(c)

    for i in range(count):
        style = g.choice(["hug-resist", "equal", "none"], p=[0.6, 0.3, 0.1])
        if style == "hug-resist":
            add("hug", {"terms": [[w[i], 1]], "constant": -lengths[i], "op": "<=", "priority": g.choice(levels)})
            add("resist", {"terms": [[w[i], 1]], "constant": -lengths[i], "op": ">=", "priority": g.choice(levels)})
        elif style == "equal":
            add("length", {"terms": [[w[i], 1]], "constant": -lengths[i], "op": "==", "priority": g.choice(levels)})
        add("size", {"terms": [[w[i], 1]], "constant": 0, "op": ">=", "priority": REQUIRED})
    for i in range(2, count):
        # x_i - x_(i-1) - w_(i-1) == x_1 - x_0 - w_0, x_i first
        add("distributing", {"terms": [[x[i], 1], [x[i - 1], -1], [w[i - 1], -1], [x[1], -1], [x[0], 1],
                                       [w[0], 1]], "constant": 0, "op": "==", "priority": REQUIRED})
    add("lead", {"terms": [[x[0], 1]], "constant": -lead, "op": "==", "priority": REQUIRED})
    for i in range(1, count):
        add("spacing", {"terms": [[x[i], 1], [x[i - 1], -1], [w[i - 1], -1]], "constant": -spacing, "op": ">=",
                        "priority": REQUIRED})
    closing = g.choice(["==", "<=", "optional"], p=[0.6, 0.2, 0.2])
    add("closing", {"terms": [[x[-1], 1], [w[-1], 1]], "constant": -(lead + room),
                    "op": "<=" if closing == "<=" else "==",
                    "priority": REQUIRED if closing != "optional" else g.choice(levels)})
    if not lexlp.required_feasible(n, [c for c in cons if c["priority"] >= REQUIRED]):
        raise Reject("required infeasible")

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    for k in range(len(cons)):
        do({"op": "add", "constraint": k})
    case.check()
    modified = set()
    spacings = kinds["spacing"]
    for _ in range(int(rng.integers(3, 9))):
        op = g.choice(["removeFirstSpacing", "remove", "setConstant", "setPriority", "add", "edit"],
                      p=[0.15, 0.2, 0.3, 0.1, 0.15, 0.1])
        if op == "removeFirstSpacing":
            held = [k for k in spacings if k in state.active]
            if not held:
                continue
            do({"op": "remove", "constraint": held[0]})
        elif op == "remove":
            pool = [k for k in kinds.get("spacing", []) + kinds.get("distributing", []) + kinds["lead"]
                    + kinds["closing"] if k in state.active]
            if rng.random() < 0.2 or not pool:
                pool = list(state.active)
            if not pool:
                continue
            do({"op": "remove", "constraint": g.choice(pool)})
        elif op == "setConstant":
            pool = [k for k in kinds.get("spacing", []) + kinds.get("distributing", []) + kinds["lead"]
                    + kinds["closing"] if k in state.active]
            if not set_one_constant(g, n, state, pool or list(state.active), modified, do, span=40):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, state.active, levels, modified, do):
                continue
        elif op == "add":
            if not add_one(g, n, state, modified, do):
                continue
        elif op == "edit":
            v = g.choice([x[-1], w[int(rng.integers(0, count))], x[int(rng.integers(0, count))]])
            suggest_one(case, v, lambda: int(g.choice(SHARED_LEVELS)), lambda: int(rng.integers(-10, 60)))
        if rng.random() < 0.6:
            case.check()
    case.end_with_check()
    if count <= 4:
        end_with_conflict(g, case, cons, stats, 0.4, most=12)
    stats[f"closing {closing}"] += 1
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def main():
    run_generator(__doc__, "generate_spacing_fixtures.py", "spacing-systems.json", 20261208, 40, make_case)


if __name__ == "__main__":
    main()
