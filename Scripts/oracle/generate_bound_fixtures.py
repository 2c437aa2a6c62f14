#!/usr/bin/env python3
"""Generate bound-heavy Trellis solver fixtures from the LP oracle (lexlp.py).

Writes <out-dir>/bound-systems.json: systems where one or two variables carry
many single-variable inequalities (required and optional, several to a side,
at one or two priorities), with the moves that make the solver keep or bring
back the weaker ones outside its tableau: stronger bounds added last, the
strongest removed, constants and priorities changed, an opposing wish at the
bounds' priority, and an edit that drags the variable across them.
Deterministic for a given --seed / --cases.

    python3 Scripts/oracle/generate_bound_fixtures.py --seed 20261127 --cases 400 \
        --out-dir Tests/SolverTests/Fixtures
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lexlp  # noqa: E402
from generate_fixtures import (  # noqa: E402
    run_generator, SHARED_LEVELS, Gen, add_one, set_one_constant, set_one_priority, CaseSteps, suggest_one)
from lexlp import REQUIRED  # noqa: E402


def bound(g: Gen, v: int, lower: bool, value: int, priority: int):
    """`c·x_v + k >= 0` (or `<=`) meaning x_v >= value (or <=), with c in ±1, ±2."""
    c = g.choice([1, 1, 1, 2, -1, -2])
    # c·x + k >= 0 with c > 0 is x >= -k/c; with c < 0 the relation flips.
    k = -c * value
    op = ">=" if lower == (c > 0) else "<="
    return {"terms": [[v, c]], "constant": int(k), "op": op, "priority": int(priority)}


def make_case(g: Gen, case_id: int):
    rng = g.rng
    n = int(rng.integers(1, 4))
    h = g.hidden(n)
    levels = g.levels()
    cons = []
    bounded = [int(v) for v in rng.choice(n, size=min(n, int(rng.integers(1, 3))), replace=False)]
    for v in bounded:
        for lower in ([True, False] if rng.random() < 0.3 else [rng.random() < 0.5]):
            count = int(rng.integers(5, 13))
            soft = rng.random() < 0.85
            mixed = rng.random() < 0.3
            level = g.choice(levels)
            values = [int(x) for x in rng.integers(-30, 31, size=count)]
            order = g.choice(["ascending", "descending", "random"], p=[0.5, 0.2, 0.3])
            if order != "random":
                values.sort(reverse=(order == "descending") == lower)
            for value in values:
                if soft:
                    p = g.choice(levels) if mixed else level
                else:
                    # required bounds stay on the side of the hidden point, so they can all hold
                    value = min(value, h[v]) if lower else max(value, h[v])
                    p = REQUIRED
                cons.append(bound(g, v, lower, value, p))
            if rng.random() < 0.5:
                # a wish at the bounds' priority that pulls the other way
                pull = int(rng.integers(-30, 31))
                cons.append({"terms": [[v, 1]], "constant": -pull, "op": "<=" if lower else ">=", "priority": level})
    for _ in range(int(rng.integers(0, 3))):
        cons.append(g.required(n, h))
    for _ in range(int(rng.integers(0, 3))):
        cons.append(g.optional(n, h, levels))

    case = CaseSteps(n, cons)
    state, steps, do = case.state, case.steps, case.do

    for k in range(len(cons)):
        if cons[k]["priority"] >= REQUIRED and not lexlp.required_feasible(
                n, state.current_constraints() + [state.defs[k]]):
            continue
        do({"op": "add", "constraint": k})
    case.check()
    modified = set()  # changed constraints, never re-added (see `add_one`)
    for i in range(int(rng.integers(3, 9))):
        op = g.choice(["removeStrongest", "remove", "setConstant", "setPriority", "add", "edit"],
                      p=[0.25, 0.15, 0.2, 0.15, 0.1, 0.15])
        active_bounds = [k for k in state.active if len(state.defs[k]["terms"]) == 1]
        if op in ("removeStrongest", "remove"):
            if not active_bounds:
                continue
            if op == "removeStrongest":
                # the last added is the strongest when they were added ascending
                k = active_bounds[-1]
            else:
                k = g.choice(active_bounds)
            do({"op": "remove", "constraint": k})
        elif op == "setConstant":
            if not set_one_constant(g, n, state, active_bounds, modified, do, span=60):
                continue
        elif op == "setPriority":
            if not set_one_priority(g, state, active_bounds, levels, modified, do):
                continue
        elif op == "add":
            if not add_one(g, n, state, modified, do):
                continue
        elif op == "edit":
            v = g.choice(bounded)
            suggest_one(case, v, lambda: int(g.choice(SHARED_LEVELS)), lambda: int(rng.integers(-50, 51)))
        if rng.random() < 0.5:
            case.check()
    case.end_with_check()
    return {"id": case_id, "variables": n, "constraints": cons, "steps": steps}


def main():
    run_generator(__doc__, "generate_bound_fixtures.py", "bound-systems.json", 20261127, 400, lambda g, index, stats: make_case(g, index))


if __name__ == "__main__":
    main()
